/* copyout() is destructive: refused without -w. */
BEGIN
{
	copyout(curthread, 0, 8);
	exit(0);
}

/* copyout() takes three arguments. */
BEGIN
{
	copyout(curthread, 0);
}

/*
 * -Z permits a description that matches nothing.
 * @@args: -q -Z
 */
syscall::nosuchcall:entry
{
	printf("never\n");
}

BEGIN
{
	printf("ok\n");
	exit(0);
}

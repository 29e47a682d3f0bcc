/*
 * ERROR for a bad address: fault code 1 and the address in
 * arg5.
 * @@args: -q
 */
BEGIN
{
	trace(copyinstr(4096));
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("%d %d\n", arg4, arg5);
}

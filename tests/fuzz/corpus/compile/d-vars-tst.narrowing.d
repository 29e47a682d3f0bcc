/*
 * Assignment to a declared int narrows silently.
 * @@args: -q
 */
int x;

BEGIN
{
	x = 0x100000005;
	printf("%d\n", x);
	exit(0);
}

/*
 * BEGIN has no arguments: arg0..arg9 read 0.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d\n", arg0, arg1, arg9);
	exit(0);
}

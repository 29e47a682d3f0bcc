/*
 * $target is 0 without -c or -p.
 * @@args: -q
 */
BEGIN
{
	printf("%d\n", $target);
	exit(0);
}

/*
 * walltimestamp is nanoseconds since the epoch (sanity range
 * 2023..2100).
 * @@args: -q
 */
BEGIN
{
	printf("%d\n", walltimestamp > 1700000000000000000 && walltimestamp < 4102444800000000000);
	exit(0);
}

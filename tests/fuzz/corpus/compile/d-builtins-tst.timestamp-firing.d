/*
 * timestamp does not change within one firing.
 * @@args: -q
 */
BEGIN
{
	a = timestamp;
	b = timestamp;
}

BEGIN
{
	printf("%d %d\n", a == b, timestamp == a);
	exit(0);
}

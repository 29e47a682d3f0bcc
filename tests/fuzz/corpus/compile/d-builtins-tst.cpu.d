/*
 * cpu is a valid CPU number.
 * @@args: -q
 */
BEGIN
{
	printf("%d\n", cpu >= 0 && cpu < 8192);
	exit(0);
}

/*
 * illumos %i is always signed, unlike %d (output.md 5.2).
 * @@args: -q
 */
BEGIN
{
	printf("%i %d\n", 0xffffffffffffffff, 0xffffffffffffffff);
	exit(0);
}

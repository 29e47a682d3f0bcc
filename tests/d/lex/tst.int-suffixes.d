/*
 * Every integer suffix, in either case: u/U, l/L, ll/LL, and u before
 * l/ll; the suffix sets the type (size and signedness).
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", sizeof(1u), sizeof(1U), sizeof(1l), sizeof(1L));
	printf("%d %d %d %d\n", sizeof(1ul), sizeof(1UL), sizeof(1uL), sizeof(1Ul));
	printf("%d %d %d %d\n", sizeof(1ll), sizeof(1LL), sizeof(1ull), sizeof(1ULL));
	printf("%d %d %d\n", sizeof(0x10UL), sizeof(017l), sizeof(0xffu));
	printf("%d %d %d\n", -1 < 0u, -1 < 0, -1L < 0UL);
	printf("%d %d %d\n", 0x10UL, 017L, 10ull);
	exit(0);
}

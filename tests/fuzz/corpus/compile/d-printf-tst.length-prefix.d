/*
 * Length-prefixed conversions with arguments of exactly that type.
 * @@args: -q
 */
BEGIN
{
	printf("%lld %llu %llx\n", 5LL, 5ULL, 255ULL);
	printf("%ld %lu %lx\n", -7L, 7UL, 4096UL);
	printf("%hd %hu %hx\n", (short)-2, (unsigned short)65534, (short)255);
	exit(0);
}

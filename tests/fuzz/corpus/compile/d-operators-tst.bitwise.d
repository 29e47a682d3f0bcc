/*
 * Bitwise operators and shifts; >> of a negative signed value is
 * arithmetic.
 * @@args: -q
 */
BEGIN
{
	x = -16;
	u = (unsigned int)0x80000000;
	printf("%d %d %d %d\n", 0xf0 & 0x3c, 0xf0 | 0x0f, 0xff ^ 0x0f, ~5);
	printf("%d %d %d\n", 1 << 10, 1024 >> 3, x >> 2);
	printf("%u %d %x\n", u >> 31, 1L << 40, 0xff00 >> 4);
	exit(0);
}

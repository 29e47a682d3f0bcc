/*
 * Shifts, signed and unsigned division and remainder.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d\n", -7 / 2, -7 % 2, 7 / -2);
	printf("%u\n", (unsigned int)-8 / 2);
	printf("%d %d\n", -16 >> 2, 1L << 40);
	printf("%x\n", (unsigned int)0x80000000 >> 4);
	exit(0);
}

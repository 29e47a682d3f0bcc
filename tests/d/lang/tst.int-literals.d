/*
 * Integer constants: decimal, octal, hex, suffixes and their types.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d\n", 0x10, 010, 10);
	printf("%d %d %d\n", sizeof(1), sizeof(1L), sizeof(1LL));
	printf("%d %d\n", sizeof(0xffffffff), sizeof(4294967296));
	printf("%d %d\n", 1u - 2 > 0, 0xffffffffu + 1);
	exit(0);
}

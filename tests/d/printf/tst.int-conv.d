/*
 * Integer conversions, flags, width and precision (docs/output.md §5).
 * @@args: -q
 */
BEGIN
{
	printf("%d|%i|%u|%x|%X|%o\n", 42, -42, 42, 255, 255, 8);
	printf("[%5d][%-5d][%05d][%+d][% d]\n", 42, 42, 42, 42, 42);
	printf("[%#x][%#X][%#o][%.3d][%8.3d][%-8.3d]\n", 255, 255, 8, 7, 7, 7);
	printf("%d %d %d\n", -1, 2147483647, -2147483647 - 1);
	printf("%d %d\n", 9223372036854775807, -9223372036854775807 - 1);
	printf("%x %X\n", 0xdeadbeefcafef00d, 0xdeadbeefcafef00d);
	printf("[%+5d][%-+5d][%+05d]\n", 3, 3, -3);
	exit(0);
}

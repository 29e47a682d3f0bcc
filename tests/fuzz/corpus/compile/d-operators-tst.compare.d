/*
 * Comparisons yield 0/1; signed and unsigned operands follow the
 * usual arithmetic conversions.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d %d %d\n", 1 < 2, 2 <= 2, 3 > 4, 4 >= 5, 5 == 5, 5 != 5);
	printf("%d %d %d %d\n", -1 < 1U, -1 < 1, (long)-1 < 1U, -1L < 1UL);
	x = 10;
	y = 20;
	printf("%d %d %d\n", x < y, x == y, x != y);
	exit(0);
}

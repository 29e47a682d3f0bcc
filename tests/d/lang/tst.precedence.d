/*
 * Operator precedence and associativity follow C.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d\n", 1 + 2 * 3, (1 + 2) * 3, 10 - 4 - 3);
	printf("%d %d %d\n", 1 << 2 + 1, 6 & 3 == 3, 1 | 2 ^ 3 & 4);
	printf("%d %d\n", !0 + 1, -2 * -3);
	x = y = 4;
	printf("%d %d %d\n", x, y, 1 ? 2 : 3 ? 4 : 5);
	exit(0);
}

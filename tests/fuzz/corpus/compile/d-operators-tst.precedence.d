/*
 * C precedence and associativity (docs/language.md §4), constants.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", 2 + 3 * 4, (2 + 3) * 4, 1 << 2 + 1, 1 | 2 ^ 3 & 4);
	printf("%d %d %d %d\n", 10 - 4 - 3, 100 / 10 / 5, 7 - 2 * 3 % 4, 2 + 3 << 1);
	printf("%d %d\n", 1 ? 2 : 0 ? 3 : 4, 0 ? 2 : 0 ? 3 : 4);
	printf("%d %d %d %d\n", -2 * 3, !0 + 1, ~0, 2 * -3);
	printf("%d %d %d\n", 1 < 2 == 1, 3 & 1 == 1, 6 & 3 | 8);
	printf("%d %d %d\n", 1 || 0 && 0, 0 && 1 || 1, 1 ^^ 1 || 0);
	exit(0);
}

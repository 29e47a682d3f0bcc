/*
 * Constant expressions in enumerators, array sizes and bit-field widths.
 * @@args: -q
 */
enum e { A = 1 << 4, B = A | 3, C = sizeof(long) * 2, D = A > B ? 1 : 2, E = ~0 };
struct s { char buf[C + 1]; unsigned f : D + 1; };
BEGIN
{
	printf("%d %d %d %d %d %d\n", A, B, C, D, E, sizeof(struct s));
	exit(0);
}

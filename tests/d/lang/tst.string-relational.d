/*
 * Relational operators on strings compare like strcmp().
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", "abc" < "abd", "abc" > "ab", "b" <= "a", "x" >= "x");
	printf("%d %d\n", "abc" == "abc", "abc" != "abc");
	s = "zeta";
	printf("%d %d\n", s > "alpha", execname == execname);
	exit(0);
}

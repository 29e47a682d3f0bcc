/*
 * ?: with string operands.
 * @@args: -q
 */
BEGIN
{
	a = 1;
	s = a ? "one" : "other";
	t = !a ? "one" : strjoin("oth", "er");
	printf("%s %s %s\n", s, t, a > 5 ? "big" : "small");
	exit(0);
}

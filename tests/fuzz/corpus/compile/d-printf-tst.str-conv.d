/*
 * %s with width, left adjustment and precision; %.0s means no
 * precision (docs/output.md §5.1).
 * @@args: -q
 */
BEGIN
{
	s = "abc";
	printf("[%s]\n", "abc");
	printf("[%10s]\n", "abc");
	printf("[%-10s]\n", s);
	printf("[%.2s]\n", s);
	printf("[%5.1s]\n", "abc");
	printf("[%.0s]\n", "abc");
	printf("[%s]\n", "");
	printf("[%s|%s]\n", s, "def");
	exit(0);
}

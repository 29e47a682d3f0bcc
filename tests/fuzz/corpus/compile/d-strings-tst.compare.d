/*
 * String comparisons use strcmp() semantics.
 * @@args: -q
 */
BEGIN
{
	s = "hello";
	printf("%d %d %d %d\n", "abc" == "abc", "abc" != "abd", "abc" < "abd", "b" > "abc");
	printf("%d %d %d %d\n", "abc" <= "abc", "abc" >= "abd", "" < "a", "a" == "");
	printf("%d %d %d\n", s == "hello", s < "help", s != "hello");
	exit(0);
}

/*
 * strsize bounds strings: a variable keeps at most strsize - 1
 * characters plus the NUL (docs/language.md §3.3).
 * @@args: -q -x strsize=8
 */
BEGIN
{
	s = "abcdefghij";
	printf("%s|%d\n", s, strlen(s));
	exit(0);
}

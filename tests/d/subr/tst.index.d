/*
 * index() and rindex(), with and without a start position, including
 * DTrace's (Perl's) rules for empty strings and out-of-range starts.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", index("hello world", "o"), index("hello world", "o", 5));
	printf("%d %d\n", rindex("hello world", "o"), rindex("hello world", "o", 6));
	printf("%d %d\n", index("abc", "z"), rindex("abc", "z"));
	printf("%d %d\n", index("", ""), rindex("", ""));
	printf("%d %d\n", index("abc", ""), rindex("abc", ""));
	printf("%d %d %d\n", index("abc", "", 2), index("abc", "", 5), index("abc", "", -1));
	printf("%d %d %d\n", rindex("abc", "", 1), rindex("abc", "", 10), rindex("abc", "", -1));
	printf("%d %d %d\n", index("abc", "c", 2), index("abc", "c", 3), index("abc", "a", -5));
	printf("%d %d\n", index("abcabc", "abc", 1), rindex("abcabc", "abc", 2));
	printf("%d %d\n", rindex("abcabc", "abc", 3), rindex("abc", "c", -1));
	printf("%d %d\n", index("aaa", "aa"), rindex("aaa", "aa"));
	printf("%d %d\n", index("ab", "abc"), rindex("ab", "abc"));
	printf("%d %d\n", index("", "a"), rindex("", "a"));
	exit(0);
}

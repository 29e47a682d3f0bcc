/*
 * substr() agrees with Perl's substr() on a string in a variable:
 * positions before the start shorten the length, negative lengths
 * stop before the end, out-of-range positions give "".
 */
#pragma D option quiet
BEGIN
{
	s = "foobarbazbop";
	printf("[%s] [%s] [%s]\n", substr(s, -24, 12), substr(s, -24, 13), substr(s, -24, 24));
	printf("[%s] [%s] [%s]\n", substr(s, -10, -5), substr(s, -12, 11), substr(s, -12, 12));
	printf("[%s] [%s] [%s]\n", substr(s, 5, 8), substr(s, 5, 9), substr(s, 8, 20));
	printf("[%s] [%s] [%s]\n", substr(s, 3, -1), substr(s, 3, -4), substr(s, 3, -20));
	printf("[%s] [%s] [%s]\n", substr(s, 400, -1), substr(s, 400, 0), substr(s, 12));
	printf("[%s] [%s] [%s]\n", substr(s, -1, 400), substr(s, -1, 0), substr(s, -1, -1));
	printf("[%s] [%s]\n", substr(s, 11), substr(s, -10));
	exit(0);
}

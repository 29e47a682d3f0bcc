/*
 * Strings stored in an array are truncated to strsize.
 * @@args: -q
 */
#pragma D option strsize=8
string s[2];

BEGIN
{
	s[0] = "abcdefghijkl";
	printf("%s %d\n", s[0], strlen(s[0]));
	exit(0);
}

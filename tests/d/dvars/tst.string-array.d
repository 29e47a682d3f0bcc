/*
 * An array of strings.
 * @@args: -q
 */
string s[3];

BEGIN
{
	s[1] = "hello";
	s[2] = strjoin(s[1], ", world");
	printf("[%s] [%s] [%s]\n", s[0], s[1], s[2]);
	exit(0);
}

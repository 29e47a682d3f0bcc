/*
 * strlen() of literals and variables.
 * @@args: -q
 */
BEGIN
{
	s = "dtrace";
	printf("%d %d %d\n", strlen("hello"), strlen(""), strlen(s));
	exit(0);
}

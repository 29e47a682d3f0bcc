/*
 * strtok() returns NULL when no token is left.
 * @@args: -q
 */
BEGIN
{
	a = strtok("a,b", ",");
	b = strtok(NULL, ",");
	c = strtok(NULL, ",");
	printf("%s %s %d %d %d\n", a, b, a == NULL, b == NULL, c == NULL);
	exit(0);
}

/*
 * Literals, builtins and the empty string are not NULL.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d\n", "" == NULL, "x" == NULL, execname == NULL);
	exit(0);
}

/*
 * Character constants and their escapes.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", 'a', '\n', '\0', '\\');
	printf("%d %d %d\n", '\x41', '\101', '\'');
	printf("%d %d\n", '\t', '\a');
	exit(0);
}

/*
 * Character constants and their escapes; an unknown escape such as \' stays
 * two characters (docs/language.md §1.7).
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", 'a', '\n', '\0', '\\');
	printf("%d %d %d\n", '\x41', '\101', '\'');
	printf("%d %d\n", '\t', '\a');
	exit(0);
}

/*
 * String literal escapes (docs/language.md §1.7).
 * @@args: -q
 */
BEGIN
{
	printf("a\tb\\c\"d\101\x42\n");
	printf("[\a\b\f\r\v]\n");
	exit(0);
}

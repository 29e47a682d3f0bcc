/*
 * Integer and character constants (docs/language.md §1.5, 1.6).
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", 010, 0x1F, 0X1f, 0);
	printf("%d %d %d %d\n", 'a', 'ab', '\n', '\0');
	printf("%d %d %d\n", 10u, 10L, 10UL);
	exit(0);
}

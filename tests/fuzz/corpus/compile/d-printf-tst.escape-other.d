/*
 * An unknown escape \c is kept verbatim as the two characters \c
 * (docs/language.md §1.7), so "\q" prints backslash q.
 * @@args: -q
 */
BEGIN
{
	printf("[\q]\n");
	exit(0);
}

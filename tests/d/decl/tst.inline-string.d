/*
 * Inlines of string and integer type, and inlines built on inlines.
 * @@args: -q
 */
inline string greeting = "hello";
inline int twice = 2 * 21;
inline int more = twice + 1;

BEGIN
{
	printf("%s %d %d\n", greeting, twice, more);
	exit(0);
}

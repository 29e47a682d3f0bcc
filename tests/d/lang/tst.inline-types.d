/*
 * inline constants: integers, strings, expressions of other inlines.
 * @@args: -q
 */
inline int ONE = 1;
inline int THREE = ONE + 2;
inline string NAME = "inl";
inline uint8_t SMALL = 300;

BEGIN
{
	printf("%d %d %s %d\n", ONE, THREE, NAME, SMALL);
	exit(0);
}

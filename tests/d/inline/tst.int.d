/*
 * Integer inlines, inlines built from other inlines, and their use in constant expressions.
 * @@args: -q
 */
inline int LIMIT = 10;
inline int TWICE = LIMIT * 2;
inline unsigned char SMALL = 300;
inline long NEG = -LIMIT;
struct s { char buf[TWICE]; };
enum e { E1 = LIMIT + 1 };
BEGIN
{
	printf("%d %d %d %d %d %d\n", LIMIT, TWICE, SMALL, NEG, sizeof(struct s), E1);
	printf("%d %d\n", sizeof(LIMIT), sizeof(NEG));
	exit(0);
}

/*
 * Enumerators are integer constants usable anywhere an integer is
 * (array sizes, case-like comparisons, arithmetic); implicit values
 * continue from the previous one, negative values are allowed.
 * @@args: -q
 */
enum color { RED, GREEN = 5, BLUE, NEG = -2, NEXT };
int table[BLUE];
enum color c;

BEGIN
{
	c = BLUE;
	table[GREEN] = NEG;
	printf("%d %d %d %d %d\n", RED, GREEN, BLUE, NEG, NEXT);
	printf("%d %d %d %d\n", c == BLUE, c + 1, table[GREEN], sizeof(c));
	exit(0);
}

/*
 * Enumerators are integer constants: implicit values count up from the previous one.
 * @@args: -q
 */
enum colour { RED, GREEN = 5, BLUE, BLACK = GREEN * 2, WHITE = -1, GREY };
enum colour c;
BEGIN
{
	printf("%d %d %d %d %d %d\n", RED, GREEN, BLUE, BLACK, WHITE, GREY);
	c = BLUE;
	printf("%d %d %d\n", c, sizeof(enum colour), sizeof(c));
	printf("%d\n", c == BLUE && BLUE > GREEN);
	exit(0);
}

/*
 * Enumerators: implicit values, explicit values, use in expressions.
 * @@args: -q
 */
enum color { RED, GREEN = 5, BLUE, ALPHA = -1 };
enum color c;

BEGIN
{
	c = BLUE;
	printf("%d %d %d %d %d\n", RED, GREEN, BLUE, ALPHA, c);
	printf("%d %d\n", c == BLUE, sizeof(c));
	exit(0);
}

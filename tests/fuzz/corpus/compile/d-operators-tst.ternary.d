/*
 * The conditional operator with integer and string operands.
 * @@args: -q
 */
BEGIN
{
	x = 5;
	printf("%d %s\n", x > 3 ? 10 : 20, x > 3 ? "big" : "small");
	printf("%d %s\n", x > 7 ? 10 : 20, x > 7 ? "big" : "small");
	printf("%d\n", x < 0 ? -1 : x == 0 ? 0 : 1);
	exit(0);
}

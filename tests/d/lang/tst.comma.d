/*
 * The comma operator: left to right, value of the right operand.
 * @@args: -q
 */
BEGIN
{
	x = (y = 3, y + 4);
	z = (1, 2, 3);
	printf("%d %d %d\n", x, y, z);
	exit(0);
}

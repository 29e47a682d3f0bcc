/*
 * The same precedence rules with variable operands.
 * @@args: -q
 */
BEGIN
{
	x = 2;
	y = 3;
	z = 4;
	one = 1;
	zero = 0;
	printf("%d %d %d\n", x + y * z, (x + y) * z, one << x + one);
	printf("%d %d %d\n", z - x - one, z * y / x % 5, -x * y);
	printf("%d %d\n", one ? x : zero ? y : z, zero ? x : zero ? y : z);
	printf("%d %d\n", one || zero && zero, x < y == one);
	exit(0);
}

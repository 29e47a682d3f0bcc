/*
 * Compound assignment operators and chained assignment.
 * @@args: -q
 */
BEGIN
{
	x = 10;
	x += 5;
	printf("%d ", x);
	x -= 3;
	printf("%d ", x);
	x *= 2;
	printf("%d ", x);
	x /= 5;
	printf("%d ", x);
	x %= 3;
	printf("%d ", x);
	x |= 6;
	printf("%d ", x);
	x &= 5;
	printf("%d ", x);
	x ^= 3;
	printf("%d ", x);
	x <<= 4;
	printf("%d ", x);
	x >>= 2;
	printf("%d\n", x);
	a = b = 7;
	printf("%d %d %d\n", a, b, c = 9);
	exit(0);
}

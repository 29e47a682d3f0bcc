/*
 * Arithmetic on variables; / and % truncate toward zero.
 * @@args: -q
 */
BEGIN
{
	a = 7;
	b = 2;
	c = -7;
	printf("%d %d %d %d %d\n", a + b, a - b, a * b, a / b, a % b);
	printf("%d %d %d %d %d\n", c / b, c % b, a / -b, a % -b, -a);
	exit(0);
}

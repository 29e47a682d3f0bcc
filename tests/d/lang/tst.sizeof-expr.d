/*
 * sizeof applied to expressions, with and without parentheses.
 * @@args: -q
 */
BEGIN
{
	x = 1;
	y = (char)1;
	printf("%d %d %d %d\n", sizeof(x), sizeof x, sizeof(y), sizeof(x + y));
	exit(0);
}

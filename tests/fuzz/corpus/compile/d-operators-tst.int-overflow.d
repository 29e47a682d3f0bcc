/*
 * int + int is an int: 2147483647 + 1 wraps.
 * @@args: -q
 */
BEGIN
{
	x = 2147483647;
	y = x + 1;
	printf("%d\n", y);
	exit(0);
}

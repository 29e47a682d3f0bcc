/*
 * Prefix and postfix ++ and --.
 * @@args: -q
 */
BEGIN
{
	x = 5;
	y = x++;
	printf("%d %d\n", y, x);
	y = ++x;
	printf("%d %d\n", y, x);
	y = x--;
	printf("%d %d\n", y, x);
	y = --x;
	printf("%d %d\n", y, x);
	exit(0);
}

/*
 * Variables keep the type of their first assignment, which decides how
 * %d prints them.
 * @@args: -q
 */
BEGIN
{
	x = -5;
	y = (unsigned int)x;
	z = (char)x;
	printf("%d %d %d\n", x, y, z);
	exit(0);
}

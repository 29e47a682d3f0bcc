/*
 * A '*' width must be an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%*d\n", "foo", 1);
}

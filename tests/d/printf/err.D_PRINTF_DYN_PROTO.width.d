/*
 * A '*' width with no argument left.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%s %*d\n", "foo");
}

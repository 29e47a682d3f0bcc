/*
 * strlen() takes exactly one argument.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = strlen("a", "b");
}

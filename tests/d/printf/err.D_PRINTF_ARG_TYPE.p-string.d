/*
 * %p takes a pointer or an integer, not a string.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%p\n", "x");
}

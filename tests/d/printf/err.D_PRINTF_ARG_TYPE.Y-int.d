/*
 * %Y wants a 64-bit integer.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%Y\n", 0);
}

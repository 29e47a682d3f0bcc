/*
 * Two '*' for one width.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%**d\n", 1, 2, 3);
}

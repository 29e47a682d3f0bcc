/*
 * %hd wants a short.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%hd\n", 1);
}

/*
 * %c takes integers of at most 4 bytes.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%c\n", 1LL);
}

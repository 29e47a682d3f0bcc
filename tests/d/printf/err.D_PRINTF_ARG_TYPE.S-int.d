/*
 * %S takes a string.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%S\n", 1);
}

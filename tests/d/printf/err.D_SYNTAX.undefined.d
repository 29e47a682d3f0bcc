/*
 * An unknown conversion letter is a syntax error in the format.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%Z\n", 1);
}

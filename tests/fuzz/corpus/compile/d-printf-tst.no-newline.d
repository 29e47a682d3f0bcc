/*
 * Quiet output without a newline is followed directly by the final
 * newline.
 * @@args: -q
 */
BEGIN
{
	printf("ab");
	printf("cd");
	exit(0);
}

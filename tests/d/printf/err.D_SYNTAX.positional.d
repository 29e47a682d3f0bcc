/*
 * Positional arguments (%n$) are not supported.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%2$d %1$d\n", 1, 2);
}

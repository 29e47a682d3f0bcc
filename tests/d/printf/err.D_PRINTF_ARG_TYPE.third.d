/*
 * The argument number counts the format as #1; the conversion number counts conversions.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%d %s %d\n", 1, 2, 3);
}

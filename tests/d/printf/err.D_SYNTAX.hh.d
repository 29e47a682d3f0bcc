/*
 * The hh size prefix is not a D conversion.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%hhd\n", (char)1);
}

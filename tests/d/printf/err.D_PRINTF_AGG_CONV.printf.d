/*
 * %@ is for printa() only.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%@d\n", 1);
}

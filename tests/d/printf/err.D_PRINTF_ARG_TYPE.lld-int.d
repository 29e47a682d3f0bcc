/*
 * %lld wants a long long.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("%lld\n", 1);
}

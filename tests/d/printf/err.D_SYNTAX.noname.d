/*
 * A % at the end of the format has no conversion name.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf("100 %");
}

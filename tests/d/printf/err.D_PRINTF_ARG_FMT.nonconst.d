/*
 * The format must be a string constant.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	printf(1);
}

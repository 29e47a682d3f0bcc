/*
 * An empty character constant.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = '';
}

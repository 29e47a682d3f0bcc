/*
 * Two statements without a separator.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = 1
	y = 2;
}

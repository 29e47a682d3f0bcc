/*
 * Assignment to a constant.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	1 = 2;
}

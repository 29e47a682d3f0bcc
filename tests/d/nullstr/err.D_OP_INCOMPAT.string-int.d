/*
 * A string compared with a non-zero integer.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace("abc" == 1);
}

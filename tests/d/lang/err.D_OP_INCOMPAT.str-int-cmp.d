/*
 * A string compared with an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace("abc" < 3);
}

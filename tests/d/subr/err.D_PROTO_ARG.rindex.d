/*
 * rindex() start position must be an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = rindex("abc", "b", "1");
}

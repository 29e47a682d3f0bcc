/*
 * ?: with a string and an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace(1 ? "a" : 2);
}

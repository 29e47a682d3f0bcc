/*
 * A string cannot be cast to an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace((int)"abc");
}

/*
 * A string literal still open at the end of the program.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace("abc
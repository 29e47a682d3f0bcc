/*
 * A newline inside a string literal.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace("abc
def");
}

/*
 * As in DTrace's lexer the suffix is [uU]?[lL]?[lL]?: "lu" ends the
 * constant at "l" and leaves "u", a syntax error.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = 1lu;
}

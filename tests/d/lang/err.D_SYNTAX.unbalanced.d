/*
 * Unbalanced parentheses.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace((1 + 2);
}

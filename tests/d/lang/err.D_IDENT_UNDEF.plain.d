/*
 * An unknown identifier.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace(nosuchthing);
}

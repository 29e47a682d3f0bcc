/*
 * A subroutine argument of the wrong type.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace(strchr(1, 'a'));
}

/*
 * A subroutine called with the wrong number of arguments.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace(strchr("abc"));
}

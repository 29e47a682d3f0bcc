/*
 * -v -e: the stability report for a script, then each description's probe information.
 * @@noroot
 * @@args: -e -v
 */
BEGIN
{
	trace(1);
}

/*
 * Assignment to a built-in variable.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	pid = 2;
}

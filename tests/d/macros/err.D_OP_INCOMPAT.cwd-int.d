/*
 * $cwd is a string, not an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = $cwd + 1;
}

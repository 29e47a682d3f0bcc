/*
 * A newline inside a character constant.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = 'a
';
}

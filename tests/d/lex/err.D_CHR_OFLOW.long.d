/*
 * A character constant of more than 8 characters.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = 'abcdefghi';
}

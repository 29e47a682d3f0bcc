/*
 * Reserved words of C that D does not use are syntax errors.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	while (1) { }
}

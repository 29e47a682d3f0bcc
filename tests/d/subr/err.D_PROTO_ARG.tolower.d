/*
 * tolower() takes a string.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = tolower(1);
}

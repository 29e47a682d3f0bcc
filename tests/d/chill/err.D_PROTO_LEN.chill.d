/*
 * chill() takes one argument.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	chill(1000, 1000, 1000);
	exit(0);
}

/*
 * ++ on a string variable.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	s = "x";
	s++;
}

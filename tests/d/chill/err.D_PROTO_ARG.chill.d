/*
 * chill() takes a number of nanoseconds.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	chill("10ms");
}

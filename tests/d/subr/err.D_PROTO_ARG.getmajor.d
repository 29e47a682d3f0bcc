/*
 * getmajor() takes a dev_t, not a string.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = getmajor("8");
}

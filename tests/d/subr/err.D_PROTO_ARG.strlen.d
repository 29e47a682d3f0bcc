/*
 * strlen()'s prototype is size_t(const char *): an integer is not a
 * string.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = strlen(12);
}

/*
 * strtok() delimiters must be a string.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = strtok("a,b", 44);
}

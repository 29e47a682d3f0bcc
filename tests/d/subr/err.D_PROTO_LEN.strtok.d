/*
 * strtok() takes exactly two arguments.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = strtok("a,b");
}

/*
 * index() takes two or three arguments.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = index("a");
}

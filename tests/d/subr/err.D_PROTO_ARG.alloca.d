/*
 * alloca() takes a size, not a string.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = alloca("8");
}

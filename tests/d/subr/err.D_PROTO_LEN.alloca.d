/*
 * alloca() takes exactly one argument.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = alloca();
}

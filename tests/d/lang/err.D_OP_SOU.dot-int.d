/*
 * . applied to an integer.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = 1;
	trace(x.y);
}

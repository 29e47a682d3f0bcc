/*
 * D has no floating-point constants.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = 1.5;
}

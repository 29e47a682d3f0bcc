/*
 * copyinstr() takes a user address, not a string.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = copyinstr("abc");
}

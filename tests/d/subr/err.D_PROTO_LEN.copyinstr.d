/*
 * copyinstr() takes one or two arguments.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = copyinstr(0, 1, 2);
}

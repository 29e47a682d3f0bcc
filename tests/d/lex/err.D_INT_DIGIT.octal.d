/*
 * An octal constant with a digit 8 or 9.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	x = 0789;
}

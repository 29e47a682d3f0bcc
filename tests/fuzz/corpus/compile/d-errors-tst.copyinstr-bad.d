/*
 * copyinstr() of an unmapped address: invalid address with
 * the address.
 * @@args: -q
 */
BEGIN
{
	trace(copyinstr(4096));
}

BEGIN
{
	exit(0);
}

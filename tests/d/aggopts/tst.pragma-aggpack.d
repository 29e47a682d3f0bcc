/*
 * The display options work as pragmas too.
 * @@args: -q
 */
#pragma D option aggpack
#pragma D option encoding=ascii

BEGIN
{
	@[execname] = lquantize(7, 0, 10, 5);
	exit(0);
}

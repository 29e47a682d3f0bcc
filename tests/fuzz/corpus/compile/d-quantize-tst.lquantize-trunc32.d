/*
 * The value is truncated to 32 bits first, so 0x100000005
 * counts as 5.
 * @@args: -q
 */
BEGIN
{
	@ = lquantize(0x100000005, 0, 10);
	exit(0);
}

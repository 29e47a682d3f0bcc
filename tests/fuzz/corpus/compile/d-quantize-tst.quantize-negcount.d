/*
 * Only negative counts: bars grow leftwards.
 * @@args: -q
 */
BEGIN
{
	@ = quantize(4, -1);
	@ = quantize(8, -3);
	exit(0);
}

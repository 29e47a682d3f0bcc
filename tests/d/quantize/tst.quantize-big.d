/*
 * Values >= 2^62 land in the last bucket; rows are clamped.
 * @@args: -q
 */
BEGIN
{
	@ = quantize(0x7fffffffffffffff);
	@ = quantize(0x4000000000000000);
	exit(0);
}

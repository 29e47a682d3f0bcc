/*
 * Values >= 2^62 land in the last bucket; rows are clamped.  A histogram
 * whose only data is in its last bucket shows it (DTrace for Linux; the
 * illumos consumer printed it as empty).
 * @@args: -q
 */
BEGIN
{
	@ = quantize(0x7fffffffffffffff);
	@ = quantize(0x4000000000000000);
	exit(0);
}

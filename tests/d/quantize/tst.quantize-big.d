/*
 * Values >= 2^62 land in the last bucket; rows are clamped.
 * @@args: -q
 * (Expected output follows the project decision to print Oracle DTrace for
 * Linux formats where docs/output.md says so; for quantize, the
 * libdtrace rule that a histogram whose only data is in the last bucket
 * prints as empty.)
 */
BEGIN
{
	@ = quantize(0x7fffffffffffffff);
	@ = quantize(0x4000000000000000);
	exit(0);
}

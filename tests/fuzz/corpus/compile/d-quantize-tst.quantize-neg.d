/*
 * Negative values: buckets -1, -2, -4 (docs/language.md §6.3).
 * @@args: -q
 */
BEGIN
{
	@ = quantize(-1);
	@ = quantize(-3);
	@ = quantize(-4);
	@ = quantize(-5);
	exit(0);
}

/*
 * levels = (high - low) / step: lquantize(x, 0, 10, 3) has
 * buckets 0, 3, 6 and the overflow bucket ">= 9".
 * @@args: -q
 */
BEGIN
{
	@ = lquantize(0, 0, 10, 3);
	@ = lquantize(4, 0, 10, 3);
	@ = lquantize(8, 0, 10, 3);
	@ = lquantize(9, 0, 10, 3);
	@ = lquantize(100, 0, 10, 3);
	exit(0);
}

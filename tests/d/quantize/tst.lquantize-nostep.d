/*
 * lquantize(x, low, high) without a step: step 1, one bucket per value.
 * @@args: -q
 */
BEGIN
{
	@ = lquantize(2, 0, 5);
	@ = lquantize(2, 0, 5);
	@ = lquantize(3, 0, 5);
	exit(0);
}

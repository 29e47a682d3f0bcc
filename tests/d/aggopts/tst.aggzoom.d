/*
 * -x aggzoom scales histogram bars to the largest bucket (about 38 of
 * 40 @s) instead of the total.
 * @@args: -q -x aggzoom
 */
BEGIN
{
	@q = quantize(1);
	@q = quantize(2);
	@q = quantize(2);
	@q = quantize(1000);
	@l = lquantize(5, 0, 20, 5);
	@l = lquantize(12, 0, 20, 5);
	@l = lquantize(12, 0, 20, 5);
	@l = lquantize(12, 0, 20, 5);
	exit(0);
}

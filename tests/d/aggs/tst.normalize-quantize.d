/*
 * normalize() of a histogram divides the count column; the bars are
 * drawn from the raw counts.  denormalize() restores them.
 * @@args: -q
 */
BEGIN
{
	@q = quantize(1);
	@q = quantize(1);
	@q = quantize(1);
	@q = quantize(1);
	@q = quantize(5);
	@q = quantize(5);
	normalize(@q, 2);
	printa(@q);
	denormalize(@q);
	printa(@q);
	exit(0);
}

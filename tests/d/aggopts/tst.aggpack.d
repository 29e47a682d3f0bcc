/*
 * -x aggpack: each quantize()/lquantize() entry on one line, one glyph
 * per bucket (ASCII " __xxxxXX"), over the range of all entries of the
 * aggregation; lquantize() shows every bucket; other aggregations print
 * as usual.
 * @@args: -q -x aggpack -x encoding=ascii
 */
BEGIN
{
	@q["open"] = quantize(1);
	@q["open"] = quantize(6);
	@q["open"] = quantize(7);
	@q["read"] = quantize(100);
	@q["read"] = quantize(100);
	@q["read"] = quantize(3000);
	@l[1] = lquantize(-1, 0, 10, 2);
	@l[1] = lquantize(3, 0, 10, 2);
	@l[2] = lquantize(4, 0, 10, 2);
	@l[2] = lquantize(5, 0, 10, 2);
	@l[2] = lquantize(50, 0, 10, 2);
	@k = quantize(0);
	@c = count();
	exit(0);
}

/*
 * Histograms with several keys: each key field in the default format
 * (string "  %-50s", int " %8d"), then the histogram starting on the
 * next line; an llquantize() keyed the same way.
 * @@args: -q
 */
BEGIN
{
	@q["a", 1] = quantize(5);
	@q["b", -1] = quantize(5);
	@q["b", -1] = quantize(6);
	@ll["c", 3] = llquantize(42, 10, 0, 2, 10);
	exit(0);
}

/*
 * -x aggpercpu with quantize, lquantize and llquantize: after the merged
 * histogram, each CPU's own histogram after its "    [CPU n]" line.  The
 * filter keeps the histogram of the CPU that ran BEGIN (the others are
 * empty: -1, 0, 1 / < base ... rows of zeros).
 * @@args: -q -x aggpercpu
 */
BEGIN
{
	@q["k"] = quantize(3);
	@q["k"] = quantize(100);
	@l = lquantize(7, 0, 20, 5);
	@ll = llquantize(150, 10, 0, 3, 10);
	exit(0);
}

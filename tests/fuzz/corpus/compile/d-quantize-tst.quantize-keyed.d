/*
 * Keyed histograms: key line "  %-50s" then the histogram;
 * entries sorted by the sum of bucket value x count.
 * @@args: -q
 */
BEGIN
{
	@["a"] = quantize(8);
	@["b"] = quantize(1);
	@["b"] = quantize(1);
	exit(0);
}

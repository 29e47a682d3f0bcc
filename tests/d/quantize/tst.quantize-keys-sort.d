/*
 * Keyed quantize() entries sort by the sum of bucket value x count
 * (ties: the zero bucket's count, then the keys); each key line is
 * followed by its histogram.
 * @@args: -q
 */
BEGIN
{
	@q["big"] = quantize(1000);
	@q["small"] = quantize(1);
	@q["small"] = quantize(1);
	@q["zero"] = quantize(0);
	@q["neg"] = quantize(-3);
	exit(0);
}

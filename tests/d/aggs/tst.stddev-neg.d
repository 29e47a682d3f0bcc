/*
 * stddev() of negative and mixed values: sqrt of the average of the
 * squares minus the square of the (truncated) average, in 128 bits.
 * @@args: -q
 */
BEGIN
{
	@s["neg"] = stddev(-2);
	@s["neg"] = stddev(-6);
	@s["mixed"] = stddev(-10);
	@s["mixed"] = stddev(10);
	@s["one"] = stddev(-5);
	exit(0);
}

/*
 * avg() of negative values: the sum over the count, truncated toward
 * zero as C's division; sorted as signed values.
 * @@args: -q
 */
BEGIN
{
	@a["neg"] = avg(-10);
	@a["neg"] = avg(-21);
	@a["mixed"] = avg(-7);
	@a["mixed"] = avg(4);
	@a["pos"] = avg(3);
	@a["pos"] = avg(4);
	exit(0);
}

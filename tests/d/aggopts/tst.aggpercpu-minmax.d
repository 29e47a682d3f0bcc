/*
 * -x aggpercpu with min, max, avg and stddev: each CPU's own value under
 * the merged one.  The filter keeps the CPU that ran BEGIN (CPUs without
 * a value show 0, min INT64_MAX, max INT64_MIN: tst.aggpercpu-cleared).
 * @@args: -q -x aggpercpu
 */
BEGIN
{
	@mn["a"] = min(5);
	@mn["a"] = min(-2);
	@mx["a"] = max(5);
	@mx["a"] = max(-2);
	@av["a"] = avg(4);
	@av["a"] = avg(9);
	@sd["a"] = stddev(2);
	@sd["a"] = stddev(6);
	exit(0);
}

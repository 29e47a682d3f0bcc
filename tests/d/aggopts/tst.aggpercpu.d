/*
 * -x aggpercpu (Oracle): after each value, every CPU's own value on a
 * "    [CPU n]" line.  BEGIN runs on one CPU: the filter keeps the lines
 * of CPUs with data and hides which CPU that was.
 * @@args: -q -x aggpercpu
 */
BEGIN
{
	@c["a"] = count();
	@c["a"] = count();
	@c["a"] = count();
	@s = sum(42);
	exit(0);
}

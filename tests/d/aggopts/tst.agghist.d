/*
 * -x agghist: count() and sum() aggregations drawn as one histogram whose
 * rows are the keys (packed key widths: 16 for strings, 8 for int), one
 * header per aggregation; a keyless one is titled "value"; negative sums
 * give a two-sided histogram.
 * @@args: -q -x agghist
 */
BEGIN
{
	@c["sshd"] = count();
	@c["bash"] = count();
	@c["bash"] = count();
	@c["bash"] = count();
	@c["dtrace"] = count();
	@c["dtrace"] = count();
	@c["dtrace"] = count();
	@c["dtrace"] = count();
	@c["dtrace"] = count();
	@c["dtrace"] = count();
	@s[1] = sum(10);
	@s[2] = sum(-5);
	@s[3] = sum(25);
	@n = count();
	@n = count();
	exit(0);
}

/*
 * 64-bit edge values: a sum past INT64_MAX wraps to INT64_MIN, sums of
 * INT64_MIN, min/max holding INT64_MIN/INT64_MAX; " %16lld" widens for
 * 19-digit values.
 * @@args: -q
 */
BEGIN
{
	@wrap = sum(0x7fffffffffffffff);
	@wrap = sum(1);
	@big = sum(0x7fffffffffffffff);
	@neg = sum((long)0x8000000000000000);
	@mn = min((long)0x8000000000000000);
	@mn = min(0);
	@mx = max(0x7fffffffffffffff);
	@mx = max(-1);
	exit(0);
}

/*
 * clear() of keyless aggregations: the cleared aggregation is still
 * printed, with count 0 and min/max back to their initial values
 * (INT64_MAX / INT64_MIN, as Oracle's consumer resets them); one that
 * never got a value prints nothing.
 * @@args: -q
 */
BEGIN
/0/
{
	@never = count();
}

BEGIN
{
	@c = count();
	@mn = min(3);
	@mx = max(3);
	clear(@c);
	clear(@mn);
	clear(@mx);
	printa("c %@d\n", @c);
	printa("never %@d\n", @never);
	@c = count();
	exit(0);
}

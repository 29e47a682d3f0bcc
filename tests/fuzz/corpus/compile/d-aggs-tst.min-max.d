/*
 * min() and max(); aggregations print in program order.
 * @@args: -q
 */
BEGIN
{
	@mn = min(3);
	@mx = max(3);
	@mn = min(-5);
	@mx = max(-5);
	@mn = min(10);
	@mx = max(10);
	exit(0);
}

/*
 * Entries sort by value ascending, signed.
 * @@args: -q
 */
BEGIN
{
	@s["a"] = sum(-5);
	@s["b"] = sum(3);
	@s["c"] = sum(0);
	@s["d"] = sum(-100);
	exit(0);
}

/*
 * printa(): %@ conversions beyond the number of aggregations take the
 * last aggregation again; keys beyond the format's conversions are not
 * printed (but still tell the entries apart).
 * @@args: -q
 */
BEGIN
{
	@a["k", 1] = sum(5);
	@a["k", 2] = sum(7);
	@b["k", 1] = sum(100);
	printa("%s: %@d %@d %@d\n", @a, @b);
	exit(0);
}

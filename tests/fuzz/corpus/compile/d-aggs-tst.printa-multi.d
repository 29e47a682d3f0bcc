/*
 * printa() of two aggregations joins entries on equal keys;
 * a missing entry shows 0; sorted on the first aggregation's value.
 * @@args: -q
 */
BEGIN
{
	@a["x"] = count();
	@a["y"] = count();
	@a["y"] = count();
	@b["y"] = sum(10);
	@b["z"] = sum(20);
	printa("%s %@d %@d\n", @a, @b);
	exit(0);
}

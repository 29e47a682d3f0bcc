/*
 * The aggregations of one printa() must have as many keys.
 */
BEGIN
{
	@a["x"] = count();
	@b["x", 2] = sum(10);
	printa("%s %@d %@d\n", @a, @b);
}

/*
 * clear() zeroes the values and keeps the keys.
 * @@args: -q
 */
BEGIN
{
	@a["x"] = count();
	@a["y"] = count();
	@a["y"] = count();
	clear(@a);
	printa(@a);
	exit(0);
}

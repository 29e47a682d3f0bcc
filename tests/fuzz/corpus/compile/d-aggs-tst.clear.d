/*
 * clear() zeroes the values and keeps the keys.
 * @@args: -q
 */
BEGIN
{
	@a["x"] = count();
	@a["x"] = count();
	@b = sum(5);
	clear(@a);
	printa(@a);
	exit(0);
}

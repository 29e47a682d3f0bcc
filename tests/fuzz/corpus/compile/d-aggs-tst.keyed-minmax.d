/*
 * Keyed min()/max()/avg() updated several times.
 * @@args: -q
 */
BEGIN
{
	@mn["x"] = min(5);
	@mn["y"] = min(-2);
	@mn["x"] = min(3);
	@mn["y"] = min(7);
	@mx["x"] = max(5);
	@mx["x"] = max(9);
	@mx["y"] = max(-9);
	exit(0);
}

/*
 * -x aggsortrev reverses every comparison, the aggregations' order at
 * exit included: the last defined prints first.
 * @@args: -q -x aggsortrev
 */
BEGIN
{
	@a["x"] = count();
	@a["y"] = count();
	@a["y"] = count();
	@b["p"] = sum(5);
	@c = max(3);
	exit(0);
}

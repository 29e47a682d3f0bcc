/*
 * Three aggregations joined in one printa(), sorted on the third one's
 * values (-x aggsortpos=2); keys missing from an aggregation print 0.
 * @@args: -q -x aggsortpos=2
 */
BEGIN
{
	@a["x"] = sum(1);
	@a["y"] = sum(2);
	@a["z"] = sum(3);
	@b["y"] = count();
	@c["x"] = max(30);
	@c["y"] = max(10);
	@c["w"] = max(20);
	printa("%-2s %@3d %@3d %@3d\n", @a, @b, @c);
	exit(0);
}

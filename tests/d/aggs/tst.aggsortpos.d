/*
 * -x aggsortpos=1: a joined printa() is sorted on the second
 * aggregation's values (ascending, -x aggsortrev: descending).
 * @@args: -q -x aggsortpos=1 -x aggsortrev
 */
BEGIN
{
	@a["x"] = sum(1);
	@a["y"] = sum(2);
	@a["z"] = sum(3);
	@b["x"] = sum(30);
	@b["y"] = sum(10);
	@b["z"] = sum(20);
	printa("%s %@d %@d\n", @a, @b);
	exit(0);
}

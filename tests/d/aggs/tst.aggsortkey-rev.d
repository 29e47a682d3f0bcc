/*
 * -x aggsortkey with -x aggsortrev: keys in descending order (values
 * only break ties between equal keys, which cannot happen here).
 * @@args: -q -x aggsortkey -x aggsortrev
 */
BEGIN
{
	@a["b"] = sum(1);
	@a["d"] = sum(4);
	@a["a"] = sum(3);
	@a["c"] = sum(2);
	exit(0);
}

/*
 * printa(@a, @b, @c) without a format: one "\n", then per key (the union
 * of the aggregations' keys, sorted on the first one's values) the keys
 * and each aggregation's value in the default format, 0 or an empty
 * histogram where it has no entry for the key.
 * @@args: -q
 */
BEGIN
{
	@a["x"] = count();
	@a["y"] = count();
	@a["y"] = count();
	@b["y"] = sum(10);
	@b["z"] = sum(20);
	@c["y"] = quantize(3);
	printa(@a, @b);
	printa(@b, @c);
	exit(0);
}

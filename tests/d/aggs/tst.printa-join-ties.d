/*
 * A joined printa() sorts on the value of each aggregation in turn (from
 * the aggsortpos'th, wrapping round) before the key: y and x tie on @a
 * and are ordered by @b; with aggsortpos 1, w, x and y tie on @c and are
 * ordered by @d (w, absent from @d, as 0).
 * @@args: -q
 */
BEGIN
{
	@a["x"] = sum(1);
	@a["y"] = sum(1);
	@a["z"] = sum(2);
	@b["x"] = sum(30);
	@b["y"] = sum(20);
	@b["z"] = sum(10);
	printa("%s %@d %@d\n", @a, @b);

	@c["w"] = sum(5);
	@c["x"] = sum(5);
	@c["y"] = sum(5);
	@c["z"] = sum(1);
	@d["x"] = sum(1);
	@d["y"] = sum(-1);
	@d["z"] = sum(-5);
	setopt("aggsortpos", "1");
	printa("%s %@d %@d\n", @d, @c);
	exit(0);
}

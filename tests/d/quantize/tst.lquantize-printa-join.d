/*
 * printa() joining an lquantize() with a count(): the histogram is
 * printed (with its leading newline) whatever the %@ letter; a key
 * with no histogram entry gets an empty one (the first three rows).
 * @@args: -q
 */
BEGIN
{
	@c["a"] = count();
	@c["b"] = count();
	@c["b"] = count();
	@l["b"] = lquantize(15, 0, 40, 10);
	printa("%s count=%@d hist=%@d\n", @c, @l);
	exit(0);
}

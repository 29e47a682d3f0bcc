/*
 * -x aggpercpu: printa() with a format prints only the merged values
 * (%@ of count, min, avg, quantize), as in illumos and Oracle; the
 * per-CPU lines belong to the default format (printa without a format,
 * here, and the output at exit).
 * @@args: -q -x aggpercpu
 */
BEGIN
{
	@c["a"] = count();
	@c["a"] = count();
	@mn["a"] = min(7);
	@av["a"] = avg(10);
	@q["a"] = quantize(4);
	printa("%s count %@d min %@d avg %@d\n", @c, @mn, @av);
	printa("%s%@d\n", @q);
	printa(@c);
	exit(0);
}

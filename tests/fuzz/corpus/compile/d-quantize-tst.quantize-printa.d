/*
 * printa() with a format prints the histogram for %@,
 * whatever the conversion letter.
 * @@args: -q
 */
BEGIN
{
	@q["a"] = quantize(2);
	@q["a"] = quantize(3);
	printa("key %s:%@d\n", @q);
	exit(0);
}

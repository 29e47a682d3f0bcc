/*
 * -x aggpack with -x encoding=utf8: the glyphs are the block elements
 * U+2581..U+2588.
 * @@args: -q -x aggpack -x encoding=utf8
 */
BEGIN
{
	@["x"] = quantize(1);
	@["x"] = quantize(2);
	@["x"] = quantize(2);
	@["x"] = quantize(2);
	@["x"] = quantize(8);
	exit(0);
}

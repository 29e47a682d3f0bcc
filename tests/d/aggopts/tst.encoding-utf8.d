/*
 * -x encoding=utf8: histogram bars drawn with full blocks and an
 * eighth-step block for the remainder.
 * @@args: -q -x encoding=utf8
 */
BEGIN
{
	@ = quantize(1);
	@ = quantize(2);
	@ = quantize(2);
	exit(0);
}

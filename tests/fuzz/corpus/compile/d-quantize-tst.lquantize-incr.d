/*
 * lquantize(x, low, high, step, incr).
 * @@args: -q
 */
BEGIN
{
	@ = lquantize(5, 0, 100, 10, 4);
	@ = lquantize(55, 0, 100, 10, 2);
	exit(0);
}

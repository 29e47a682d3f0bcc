/*
 * A range below zero: lquantize(x, -10, 10, 5).
 * @@args: -q
 */
BEGIN
{
	@ = lquantize(-20, -10, 10, 5);
	@ = lquantize(-10, -10, 10, 5);
	@ = lquantize(-6, -10, 10, 5);
	@ = lquantize(0, -10, 10, 5);
	@ = lquantize(7, -10, 10, 5);
	@ = lquantize(10, -10, 10, 5);
	exit(0);
}

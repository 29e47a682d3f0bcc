/*
 * stddev(): integer square root of the population variance; for
 * {2,4,4,4,5,5,7,9} the mean is 5 and the deviation exactly 2.  Negative
 * values square as positive.
 */
#pragma D option quiet

BEGIN
{
	@a = stddev(2); @a = stddev(4); @a = stddev(4); @a = stddev(4);
	@a = stddev(5); @a = stddev(5); @a = stddev(7); @a = stddev(9);
	@b = stddev(-3); @b = stddev(3);
	@c = stddev(1000000000000); @c = stddev(-1000000000000);
	exit(0);
}

/*
 * quantize(x, incr) adds incr to the bucket.
 * @@args: -q
 */
BEGIN
{
	@ = quantize(3, 5);
	@ = quantize(100, 2);
	exit(0);
}

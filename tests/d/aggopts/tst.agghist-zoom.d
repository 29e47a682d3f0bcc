/*
 * -x agghist with -x aggzoom: the largest bar is about 38 of 40.
 * @@args: -q -x agghist -x aggzoom
 */
BEGIN
{
	@[1, "a"] = sum(100);
	@[2, "b"] = sum(50);
	@[3, "c"] = sum(1);
	exit(0);
}

/*
 * avg() prints sum/count truncated toward zero.
 * @@args: -q
 */
BEGIN
{
	@a = avg(1);
	@a = avg(2);
	@a = avg(4);
	@b = avg(-7);
	@b = avg(0);
	exit(0);
}

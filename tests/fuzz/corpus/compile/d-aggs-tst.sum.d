/*
 * sum() of positive and negative values.
 * @@args: -q
 */
BEGIN
{
	@s = sum(10);
	@s = sum(-3);
	@s = sum(5);
	exit(0);
}

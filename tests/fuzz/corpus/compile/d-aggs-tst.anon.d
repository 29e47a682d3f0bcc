/*
 * The anonymous aggregation @.
 * @@args: -q
 */
BEGIN
{
	@ = count();
	@ = count();
	exit(0);
}

/*
 * At exit aggregations print in the order they were first
 * defined, with no separator.
 * @@args: -q
 */
BEGIN
{
	@z = count();
	@a = sum(7);
	@m["k"] = max(4);
	exit(0);
}

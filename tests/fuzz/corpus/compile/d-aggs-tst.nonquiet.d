/*
 * Not quiet: the exit() record line, the final newline, then
 * the aggregations.
 */
BEGIN
{
	@c["x"] = count();
	exit(0);
}

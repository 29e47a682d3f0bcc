/*
 * Clauses made only of assignments and aggregations record nothing and
 * print no line; the header appears once, before the first record.  At
 * the end: the final newline, then the aggregation.
 */
BEGIN
{
	x = 1;
}

BEGIN
{
	@a = count();
}

BEGIN
{
	exit(0);
}

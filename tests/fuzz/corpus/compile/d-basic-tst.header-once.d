/*
 * Several records from several clauses: one header line, then one record
 * line per clause firing, in program order.
 */
BEGIN
{
	printf("one");
}

BEGIN
{
	printf("two");
}

BEGIN
{
	printf("three");
	exit(0);
}

/*
 * All clauses for a probe run in program order each time it fires.
 * @@args: -q
 */
BEGIN
{
	printf("a\n");
}

BEGIN
{
	printf("b\n");
}

BEGIN
{
	printf("c\n");
	exit(0);
}

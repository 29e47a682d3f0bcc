/*
 * Division by zero aborts the clause and is reported; other
 * clauses still run and the exit status stays 0.
 * @@args: -q
 */
int zero;

BEGIN
{
	trace(1 / zero);
}

BEGIN
{
	exit(0);
}

/*
 * The action number counts the clause's actions from 1; the
 * aborted clause's data (the first trace) is discarded.
 * @@args: -q
 */
int zero;

BEGIN
{
	trace(1);
	trace(2 / zero);
	trace(3);
}

BEGIN
{
	printf("\n");
	exit(0);
}

/*
 * Tracing continues after a fault: three firings, three errors,
 * and the clauses after the faulting one still run.
 * @@args: -q
 */
int zero;
int n;

tick-10ms
{
	trace(1 / zero);
}

tick-10ms
{
	n++;
}

tick-10ms
/n == 3/
{
	printf("%d\n", n);
	exit(0);
}

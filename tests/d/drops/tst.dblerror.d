/*
 * A fault in an ERROR clause is not reported as an error (that could
 * loop): DTrace counts it and says "N error(s) in ERROR probe enabling".
 * As with any fault, the faulting clause records nothing (no printf).
 * @@args: -q
 */
BEGIN
{
	x = *(int *)0;
}

BEGIN
{
	y = *(int *)0;
}

ERROR
{
	printf("ERROR for action %d\n", arg2);
	z = *(int *)8;
}

BEGIN
{
	exit(0);
}

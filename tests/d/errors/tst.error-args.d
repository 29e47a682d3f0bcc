/*
 * dtrace:::ERROR's arguments for faults in a predicate (arg2, the
 * action, is 0) and in a later action (its 1-based number), with the
 * fault codes for divide-by-zero (4) and invalid address (1) and the
 * address in arg5 (0 when there is none).
 * @@args: -q
 */
int zero;

BEGIN
/1 % zero/
{
}

BEGIN
{
	x = 1;
	y = 2;
	trace(*(int *)8);
}

ERROR
{
	printf("epid %d action %d fault %d addr %d\n", arg1, arg2, arg4, arg5);
}

BEGIN
{
	exit(0);
}

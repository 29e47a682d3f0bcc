/*
 * A fault in an ERROR clause is not reported as an error on the ERROR
 * probe (and does not fire ERROR again): it is counted and reported
 * as "1 error in ERROR probe enabling".  The other ERROR clause
 * still runs, once.
 * @@args: -q
 */
int zero;

BEGIN
{
	trace(1 / zero);
}

ERROR
{
	printf("ERROR fired for epid %d\n", arg1);
}

ERROR
{
	trace(2 / zero);
}

BEGIN
{
	exit(0);
}

/*
 * The enabled probe ID is the clause's: the second clause on
 * BEGIN has EPID 2.
 * @@args: -q
 */
int zero;

BEGIN
{
	x = 1;
}

BEGIN
{
	trace(x / zero);
}

BEGIN
{
	exit(0);
}

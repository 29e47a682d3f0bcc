/*
 * ipl has no Linux meaning: as in Oracle's DTrace, reading it is an
 * illegal operation that aborts only its clause.
 */
#pragma D option quiet

BEGIN
{
	trace(ipl);
}

BEGIN
{
	printf("after\n");
	exit(0);
}

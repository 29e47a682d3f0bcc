/*
 * vtimestamp and ipl are declared but, as in Oracle's DTrace, raise an illegal operation.
 * @@args: -q
 */
BEGIN
{
	trace(vtimestamp);
}

BEGIN
{
	trace(ipl);
}

BEGIN
{
	exit(0);
}

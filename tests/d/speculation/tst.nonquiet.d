/*
 * Without -q, committed records print with the CPU, ID and probe of the
 * clause that recorded them (BEGIN), committed from another probe.
 */
BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	trace(42);
}

BEGIN
{
	speculate(s);
}

tick-10ms
{
	commit(s);
}

tick-10ms
{
	exit(0);
}

/*
 * printa() inside a speculation prints the aggregation as it is when the
 * speculation is committed, and an aggregation may be updated in
 * another clause of the same probe.
 */
#pragma D option quiet

BEGIN
{
	@c["a"] = count();
	s = speculation();
}

BEGIN
{
	speculate(s);
	printa("count %@d\n", @c);
}

BEGIN
{
	@c["a"] = count();
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}

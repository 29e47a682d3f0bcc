/*
 * When commit() or discard() runs on the CPU that recorded all of a
 * speculation's data, the speculation is free again at once; discarding
 * one with no data leaves it busy until the consumer has processed the
 * discard (at the cleaning rate): speculation() then fails and counts a
 * busy buffer.  A later probe gets the ID back.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("first %d\n", s);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	t = speculation();
	printf("reused %d\n", t);
}

BEGIN
{
	speculate(t);
	printf("discarded\n");
}

BEGIN
{
	discard(t);
}

BEGIN
{
	u = speculation();
	printf("u %d\n", u);
}

BEGIN
{
	discard(u);
}

BEGIN
{
	printf("busy %d\n", speculation());
}

tick-500ms
{
	printf("later %d\n", speculation());
	exit(0);
}

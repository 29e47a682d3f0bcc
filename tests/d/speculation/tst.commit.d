/*
 * Speculated printf() and trace() data appear only when committed, in
 * the order recorded, after what was traced directly in between.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
	printf("id %d\n", s);
}

BEGIN
{
	speculate(s);
	printf("speculated %d %s\n", 1, "one");
	trace("two\n");
}

BEGIN
{
	printf("direct\n");
}

BEGIN
{
	speculate(s);
	printf("speculated %d\n", 3);
}

BEGIN
{
	commit(s);
}

BEGIN
{
	printf("end\n");
	exit(0);
}

/*
 * discard() drops what was speculated; the ID is free again once the
 * consumer has processed the discard (at the cleaning rate), and the new
 * speculation with the same ID holds only its own data.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("discarded\n");
}

BEGIN
{
	discard(s);
	n = 0;
}

tick-500ms
/n == 0/
{
	s = speculation();
	printf("again %d\n", s);
	n++;
}

tick-500ms
/n == 1/
{
	speculate(s);
	printf("kept\n");
}

tick-500ms
/n == 1/
{
	commit(s);
}

tick-500ms
/n == 1/
{
	exit(0);
}

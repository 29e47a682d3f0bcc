/*
 * Right after commit() the buffer is still busy (the consumer has not
 * processed the commit): speculation() fails and is counted as busy.  A
 * later probe gets the ID back.
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	printf("first\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	t = speculation();
	printf("busy: %d\n", t);
}

tick-500ms
{
	printf("later: %d\n", speculation());
	exit(0);
}

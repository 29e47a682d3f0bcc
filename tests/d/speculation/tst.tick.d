/*
 * Speculations from a tick probe (the consumer's timer) committed by a
 * later firing: the ID stays valid across firings in a global, and
 * every other one is discarded.  Output only when committed.
 */
#pragma D option quiet
#pragma D option nspec=4

BEGIN
{
	n = 0;
}

tick-20ms
/n < 6/
{
	s[n] = speculation();
}

tick-20ms
/n < 6 && s[n]/
{
	speculate(s[n]);
	printf("firing %d\n", n);
}

tick-20ms
/n > 0 && (n - 1) % 2 == 0/
{
	commit(s[n - 1]);
}

tick-20ms
/n > 0 && (n - 1) % 2 == 1/
{
	discard(s[n - 1]);
}

tick-20ms
{
	n++;
}

tick-20ms
/n == 7/
{
	exit(0);
}

/*
 * Aggregating over several firings of a tick probe.
 * @@args: -q
 */
BEGIN
{
	n = 0;
}

tick-10ms
/n < 4/
{
	n = n + 1;
	@[n % 2] = sum(n);
	@s = sum(n);
}

tick-10ms
/n == 4/
{
	exit(0);
}

/*
 * timestamp is constant within a firing and advances between
 * firings of tick-10ms by about 10 ms.
 * @@args: -q
 */
uint64_t t;
int same;

tick-10ms
/t == 0/
{
	t = timestamp;
}

tick-10ms
/t != 0 && timestamp == t/
{
	same = 1;
}

tick-10ms
/t != 0 && timestamp != t/
{
	d = timestamp - t;
	printf("%d %d\n", same, d >= 5000000 && d < 1000000000);
	exit(0);
}

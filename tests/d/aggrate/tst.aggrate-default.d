/*
 * aggrate defaults to 0 (Oracle's default; illumos snapshots at 1 Hz):
 * printa() reads the aggregation as it is when its record is consumed.
 * A tick's record is consumed before the next tick fires (200 ms later),
 * so each printa() shows that tick's count.
 * @@args: -q
 */
int n;

BEGIN
{
	@c = count();
}

tick-200ms
/n < 3/
{
	n++;
	@c = count();
	printa("c %@d\n", @c);
}

tick-200ms
/n == 3/
{
	exit(0);
}

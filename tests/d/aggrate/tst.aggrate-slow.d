/*
 * -x aggrate: printa() prints the consumer's latest aggregation
 * snapshot, retaken once aggrate has passed.  With an hour, every printa()
 * shows the snapshot taken at the first drain after BEGIN (count 1),
 * although the ticks keep counting; the output at exit is read fresh.
 * @@args: -q -x aggrate=1h
 */
int n;

BEGIN
{
	@c = count();
	@s = sum(10);
}

tick-200ms
/n < 3/
{
	n++;
	@c = count();
	@s = sum(10);
	printa("c %@d\n", @c);
}

tick-200ms
/n == 3/
{
	exit(0);
}

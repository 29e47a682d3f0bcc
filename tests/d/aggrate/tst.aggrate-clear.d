/*
 * With -x aggrate, clear() and trunc() act on the aggregation and its
 * snapshot alike: the next printa() shows the cleared values and the
 * removed keys at once, not the old snapshot.
 * @@args: -q -x aggrate=1h
 */
int n;

BEGIN
{
	@c = count();
	@k["a"] = count();
	@k["b"] = count();
}

tick-200ms
/n++ == 0/
{
	@c = count();
	printa("c %@d\n", @c);
	printa("%s %@d\n", @k);
	clear(@c);
	trunc(@k, 1);
	printa("c %@d\n", @c);
	printa("%s %@d\n", @k);
	exit(0);
}

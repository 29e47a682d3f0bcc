/*
 * setopt("aggrate") while tracing: from the record on, printa() prints
 * snapshots taken at that rate (an hour here: the one taken right
 * after the setopt); setopt("aggrate", "0") goes back to reading the
 * maps at each printa().
 * @@args: -q
 */
int n;

BEGIN
{
	@c = count();
	setopt("aggrate", "1h");
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
	n++;
	setopt("aggrate", "0");
	@c = count();
	printa("now %@d\n", @c);
	exit(0);
}

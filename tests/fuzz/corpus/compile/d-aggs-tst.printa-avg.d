/*
 * %@ of an avg() prints the computed average.
 * @@args: -q
 */
BEGIN
{
	@a["k"] = avg(10);
	@a["k"] = avg(20);
	@a["k"] = avg(40);
	printa("%s %@d\n", @a);
	exit(0);
}

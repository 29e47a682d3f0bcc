/*
 * printa(@a) prints a newline and the entries now; a printed
 * aggregation is not printed again at exit.
 * @@args: -q
 */
BEGIN
{
	@a["x"] = count();
	@a["y"] = count();
	@a["y"] = count();
	printa(@a);
	exit(0);
}

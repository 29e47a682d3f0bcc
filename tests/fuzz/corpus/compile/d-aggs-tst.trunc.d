/*
 * trunc(@, 2) keeps the two largest entries.
 * @@args: -q
 */
BEGIN
{
	@a["a"] = sum(1);
	@a["b"] = sum(2);
	@a["c"] = sum(3);
	@a["d"] = sum(4);
	trunc(@a, 2);
	printa(@a);
	exit(0);
}

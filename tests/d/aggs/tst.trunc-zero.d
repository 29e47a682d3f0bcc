/*
 * trunc(@, 0) removes every entry, like trunc(@); entries added later
 * start from nothing.
 * @@args: -q
 */
BEGIN
{
	@a["x"] = count();
	@a["y"] = count();
	trunc(@a, 0);
	printa("%s %@d\n", @a);
	printf("--\n");
}

tick-100ms
{
	@a["z"] = count();
	printa("%s %@d\n", @a);
	exit(0);
}

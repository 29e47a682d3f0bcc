/*
 * printa() with a format: keys through the conversions, %@ for
 * the value; no newline added.
 * @@args: -q
 */
BEGIN
{
	@a["x"] = count();
	@a["y"] = count();
	@a["y"] = count();
	printa("%s=%@d\n", @a);
	printa("[%-4s|%@5d]", @a);
	printf("\n");
	exit(0);
}

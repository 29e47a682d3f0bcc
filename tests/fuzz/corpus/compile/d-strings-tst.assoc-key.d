/*
 * Strings as associative-array keys.
 * @@args: -q
 */
BEGIN
{
	a["foo"] = 1;
	a["bar"] = 2;
	k = "foo";
	printf("%d %d %d\n", a[k], a["bar"], a["baz"]);
	exit(0);
}

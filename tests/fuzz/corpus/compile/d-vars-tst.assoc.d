/*
 * Associative arrays with tuple keys.
 * @@args: -q
 */
BEGIN
{
	a["x", 1] = 5;
	a["y", 2] = 7;
	a["x", 2] = 11;
	printf("%d %d %d %d\n", a["x", 1], a["y", 2], a["x", 2], a["z", 3]);
	exit(0);
}

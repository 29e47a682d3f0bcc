/*
 * Declared globals start zero-filled; unassigned associative
 * array elements read as 0 or "".
 * @@args: -q
 */
int x;
string s;
int a[string];

BEGIN
{
	printf("%d [%s] %d\n", x, s, a["nothing"]);
	exit(0);
}

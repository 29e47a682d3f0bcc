/*
 * Associative arrays with declared key and value types.
 * @@args: -q
 */
int counts[string, int];
string names[int];

BEGIN
{
	counts["a", 1] = 3;
	counts["a", 2] = 4;
	names[7] = "seven";
	printf("%d %d %d %s %d\n", counts["a", 1], counts["a", 2],
	    counts["b", 1], names[7], names[8] == NULL);
	exit(0);
}

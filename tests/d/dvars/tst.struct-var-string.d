/*
 * A string member of a D struct variable.
 * @@args: -q
 */
struct rec { int n; string name; } r;

BEGIN
{
	r.n = 1;
	r.name = "first";
	printf("%d %s\n", r.n, r.name);
	r.name = strjoin(r.name, "!");
	printf("%s\n", r.name);
	exit(0);
}

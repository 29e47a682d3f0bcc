/*
 * Whole struct assignment between D variables copies the bytes: later
 * changes to the source do not show in the copy, nor the other way.
 * @@args: -q
 */
struct s { int a; long b; string name; };
struct s x, y;

BEGIN
{
	y.a = 1;
	y.b = 2;
	y.name = "first";
	x = y;
	y.a = 10;
	y.name = "second";
	x.b = 20;
	printf("%d %d %s / %d %d %s\n", x.a, x.b, x.name, y.a, y.b, y.name);
	exit(0);
}

/*
 * Members of a struct variable read as zero before assignment.
 * @@args: -q
 */
struct s { int a; char c; long b; } v;

BEGIN
{
	printf("%d %d %d\n", v.a, v.c, v.b);
	exit(0);
}

/*
 * Arrays of structs and structs holding arrays, as D global variables.
 * @@args: -q
 */
struct pt { int x; int y; };
struct poly { int n; struct pt pts[3]; };
struct poly p;
struct pt line[2];

BEGIN
{
	p.n = 3;
	p.pts[2].y = 7;
	line[1].x = 4;
	printf("%d %d %d %d %d\n", sizeof(struct poly), sizeof(line), p.n,
	    p.pts[2].y, line[1].x + line[0].x);
	exit(0);
}

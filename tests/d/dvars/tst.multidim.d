/*
 * Arrays of arrays, and arrays of structs inside a struct variable.
 * @@args: -q
 */
int a[2][3];
struct s { struct t { int z; short w; } in[2]; } v;

BEGIN
{
	a[1][2] = 5;
	a[0][1] = a[1][2] * 2;
	v.in[1].z = 9;
	v.in[0].w = -1;
	printf("%d %d %d %d %d %d\n", a[1][2], a[0][1], a[1][1], sizeof(a),
	    v.in[1].z, v.in[0].w);
	exit(0);
}

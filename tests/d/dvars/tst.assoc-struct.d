/*
 * Associative array elements holding structs: stored whole from a
 * clause-local, changed member by member, other keys read as zeros, an
 * element deleted by assigning 0 while the others stay.
 * @@args: -q
 */
struct foo { int a; long b; };
this struct foo v;

BEGIN
{
	this->v.a = 1;
	this->v.b = 100;
	a[1] = this->v;
	this->v.a = 2;
	a[2] = this->v;
	a[2].b = 200;
	a[1].a += 10;
	printf("%d %d %d %d %d\n", a[1].a, a[1].b, a[2].a, a[2].b, a[3].a);
	a[1] = 0;
	printf("%d %d %d\n", a[1].a, a[1].b, a[2].b);
	exit(0);
}

/*
 * Copying a struct from a bad kernel address faults (the clause is
 * abandoned) and leaves the variable as it was.
 * @@args: -q
 */
struct foo { int a; long b; };
self struct foo s;

BEGIN
{
	self->s.a = 5;
	self->s = *(struct foo *)16;
	printf("not reached\n");
}

BEGIN
{
	printf("%d\n", self->s.a);
	exit(0);
}

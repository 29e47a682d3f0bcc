/*
 * A thread-local of a D union type: members overlay each other.
 * @@args: -q
 */
union u { int i; char c[4]; long l; };
self union u v;

BEGIN
{
	self->v.l = 0;
	self->v.i = 0x41424344;
	printf("%c%c %x %d\n", self->v.c[0], self->v.c[3], self->v.l,
	    sizeof (self->v));
	exit(0);
}

/*
 * trace() of a struct-valued thread-local and a clause-local records
 * their bytes, printed as a hex dump.
 * @@args: -q
 */
struct foo { int a; char c[4]; long b; };
self struct foo s;

BEGIN
{
	self->s.a = 0x11223344;
	self->s.c[0] = 'h';
	self->s.c[1] = 'i';
	self->s.b = -1;
	this->t = self->s;
	trace(self->s);
	trace(this->t.c);
	exit(0);
}

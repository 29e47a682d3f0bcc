/*
 * Copies are values: a thread-local copied into a clause-local and an
 * associative array element, then each changed, keeps its own bytes.
 * @@args: -q
 */
struct foo { int a; };
self struct foo s;

BEGIN
{
	self->s.a = 1;
	this->c = self->s;
	k[0] = self->s;
	this->c.a = 2;
	k[0].a = 3;
	printf("%d %d %d\n", self->s.a, this->c.a, k[0].a);
	exit(0);
}

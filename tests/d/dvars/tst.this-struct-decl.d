/*
 * A clause-local declared with a D struct type: members assigned and
 * read, and the whole value stored into a thread-local and back.
 * @@args: -q
 */
struct foo { int a; int b; };
this struct foo x;

BEGIN
{
	this->x.a = 1;
	this->x.b = 5;
	self->saved = this->x;
	this->x.a = 9;
	printf("%d %d %d\n", this->x.a, self->saved.a, self->saved.b);
	this->x = self->saved;
	printf("%d %d\n", this->x.a, this->x.b);
	exit(0);
}

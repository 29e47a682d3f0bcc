/*
 * Assigning 0 to a thread-local of struct type deletes it (as Oracle's
 * DTrace does for any type): it reads as zeros again, and a later store
 * creates it anew.
 * @@args: -q
 */
struct foo { int a; string name; };
self struct foo s;

BEGIN
{
	self->s.a = 3;
	self->s.name = "x";
	self->s = 0;
	printf("%d [%s]\n", self->s.a, self->s.name);
	self->s.a = 4;
	printf("%d [%s]\n", self->s.a, self->s.name);
	exit(0);
}

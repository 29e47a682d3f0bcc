/*
 * A struct member of a struct variable assigned whole.
 * @@args: -q
 */
struct inner { int x; int y; };
struct outer { int a; struct inner in; int z; };
self struct outer o;
this struct inner i;

BEGIN
{
	this->i.x = 3;
	this->i.y = 4;
	self->o.a = 1;
	self->o.z = 9;
	self->o.in = this->i;
	printf("%d %d %d %d\n", self->o.a, self->o.in.x, self->o.in.y,
	    self->o.z);
	exit(0);
}

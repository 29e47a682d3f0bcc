/*
 * A struct variable takes only values of its own type.
 * @@noroot
 * @@args: -e
 */
struct foo { int a; };
self struct foo s;

BEGIN
{
	self->s = *curthread;
}

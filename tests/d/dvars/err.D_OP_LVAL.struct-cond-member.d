/*
 * A member of a struct value that is no variable is not an lvalue.
 * @@noroot
 * @@args: -e
 */
struct foo { int a; };
self struct foo x, y;

BEGIN
{
	(pid ? self->x : self->y).a = 1;
}

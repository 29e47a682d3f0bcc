/*
 * Structs cannot be compared, even of one type.
 * @@noroot
 * @@args: -e
 */
struct foo { int a; };
self struct foo x, y;

BEGIN
{
	trace(self->x == self->y);
}

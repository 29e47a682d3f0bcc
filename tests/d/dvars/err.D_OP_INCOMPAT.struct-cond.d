/*
 * ?: between structs of different types.
 * @@noroot
 * @@args: -e
 */
struct foo { int a; };
struct bar { int a; };
self struct foo x;
self struct bar y;

BEGIN
{
	this->z = pid ? self->x : self->y;
}

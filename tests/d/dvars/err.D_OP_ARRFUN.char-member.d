/*
 * A char array member is not assigned a string (arrays are never
 * assigned whole).
 * @@noroot
 * @@args: -e
 */
struct foo { char name[8]; };
self struct foo s;

BEGIN
{
	self->s.name = "abc";
}

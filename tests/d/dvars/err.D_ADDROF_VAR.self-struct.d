/*
 * The address of a member of a thread-local cannot be taken.
 * @@noroot
 * @@args: -e
 */
struct foo { int a; };
self struct foo s;

BEGIN
{
	trace(&self->s.a);
}

/*
 * A thread-local associative array used without keys.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	self->a[1] = 1;
	trace(self->a);
}

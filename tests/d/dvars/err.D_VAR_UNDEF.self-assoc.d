/*
 * A thread-local associative array read before any assignment.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace(self->q[1]);
}

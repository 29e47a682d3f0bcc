/*
 * A member of a thread-local that was never declared or assigned.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	self->s.a = 1;
}

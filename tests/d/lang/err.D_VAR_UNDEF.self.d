/*
 * A thread-local read before it is assigned or declared.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	trace(self->nope);
}

/*
 * A struct member value stored in a thread-local (was stored as a scratch address).
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	self->x = curthread->se;
}

/*
 * A struct-valued thread-local cannot take a non-zero integer.
 * @@noroot
 * @@args: -e
 */
BEGIN
{
	self->t = *curthread;
	self->t = 1;
}

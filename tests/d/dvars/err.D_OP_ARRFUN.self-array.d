/*
 * A thread-local array is not assigned (or deleted) whole.
 * @@noroot
 * @@args: -e
 */
self int a[3];

BEGIN
{
	self->a = 0;
}

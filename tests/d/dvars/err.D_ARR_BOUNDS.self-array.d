/*
 * A constant index out of range of a thread-local array.
 * @@noroot
 * @@args: -e
 */
self int a[3];

BEGIN
{
	self->a[3] = 1;
}

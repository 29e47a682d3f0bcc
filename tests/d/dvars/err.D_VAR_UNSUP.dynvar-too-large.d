/*
 * A thread-local may hold an object of at most 64k (each is a BPF hash
 * map element).
 * @@noroot
 * @@args: -e
 */
self char huge[70000];

BEGIN
{
	self->huge[0] = 1;
}

/* A declared thread-local associative array checks its key types. */
self int a[int];

BEGIN
{
	self->a["x"] = 5;
	exit(0);
}

/*
 * Declared thread-local and clause-local variables keep their declared types.
 * @@args: -q
 */
self char c;
this short s;

BEGIN
{
	self->c = 257;
	this->s = 65537;
	printf("%d %d\n", self->c, this->s);
	exit(0);
}

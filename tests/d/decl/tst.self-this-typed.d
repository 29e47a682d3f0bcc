/*
 * Typed thread-local and clause-local declarations: the declared type
 * (not the first assignment) decides how values are stored.
 * @@args: -q
 */
self char c;
this string s;
self uint16_t w;

BEGIN
{
	self->c = 300;
	self->w = -1;
	this->s = "typed";
	printf("%d %d %s\n", self->c, self->w, this->s);
	exit(0);
}

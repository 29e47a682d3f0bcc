/*
 * fds[fd] (a keyed inline of translated fileinfo_t) stored whole: a
 * closed fd gives "<none>" and zeros; stdin (/dev/null under the test
 * runner) gives the same path as fds[0].fi_pathname read directly.
 * @@args: -q
 */
BEGIN
{
	this->f = fds[99];
	self->g = fds[0];
	a["in"] = fds[0];
	printf("%s %s %d\n", this->f.fi_name, this->f.fi_fs, this->f.fi_offset);
	printf("%s %d %d\n", self->g.fi_pathname,
	    self->g.fi_pathname == fds[0].fi_pathname,
	    a["in"].fi_oflags == fds[0].fi_oflags);
	exit(0);
}

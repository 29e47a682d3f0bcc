/*
 * A char array assigned to a variable is copied as a string (globals, thread-locals, clause-locals, array elements).
 * @@args: -q
 */
BEGIN
{
	x = curthread->comm;
	self->c = curthread->comm;
	this->t = curthread->comm;
	a[1] = curthread->comm;
	printf("%s %s %s %s %d\n", x, self->c, this->t, a[1], x == execname);
	exit(0);
}

/*
 * Thread-local and clause-local scalar arrays: elements stored and read
 * with constant and variable indexes; unassigned thread-local elements
 * read as 0.
 * @@args: -q
 */
self int a[4];
this long b[3];

BEGIN
{
	i = 3;
	self->a[1] = 10;
	self->a[i] = self->a[1] + 5;
	self->a[i]++;
	this->b[0] = 1;
	this->b[2] = this->b[0] + self->a[3];
	printf("%d %d %d %d / %d %d\n", self->a[0], self->a[1], self->a[2],
	    self->a[3], this->b[0], this->b[2]);
	printf("%d %d\n", sizeof (self->a), sizeof (this->b));
	exit(0);
}

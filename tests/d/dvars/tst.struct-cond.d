/*
 * ?: between structs of one type gives a struct value: stored in
 * variables and its members read directly.
 * @@args: -q
 */
struct foo { int a; };
self struct foo x, y;

BEGIN
{
	self->x.a = 1;
	self->y.a = 2;
	this->z = pid != 0 ? self->y : self->x;
	self->w = pid == 0 ? self->y : self->x;
	printf("%d %d %d %d\n", this->z.a, self->w.a,
	    (pid == 0 ? self->y : self->x).a,
	    (1, curthread->se).load.weight == curthread->se.load.weight);
	exit(0);
}

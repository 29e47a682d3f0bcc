/*
 * Float members of a struct in user memory, read through a pointer to
 * a copy: trace() records their bits, printf() formats their values
 * (the trigger writes { int n = 3; float f = 0.1; double d = -2.0 }).
 * @@args: -q
 * @@trigger: hexbytes 03000000cdcccc3d 00000000000000c0
 */
struct sample {
	int n;
	float f;
	double d;
};

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->s = (struct sample *)copyin(arg1, sizeof (struct sample));
	trace(this->s->n);
	trace(" ");
	trace(this->s->f);
	trace(" ");
	trace(this->s->d);
	printf(" %.1f %g %d\n", this->s->f, this->s->d,
	    this->s->d == ((struct sample *)this->s)->d);
	exit(0);
}

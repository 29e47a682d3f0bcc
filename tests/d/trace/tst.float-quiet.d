/*
 * trace() of floats in quiet mode: the bits as an unsigned integer with
 * no padding ("%lu" / "%u"), from user memory (the trigger writes the
 * doubles -2.0 and 1e-300 and the float 0.1) and from declared D
 * variables (zero, as floats cannot be assigned in D).  A long double
 * is dumped in hex even when quiet.
 * @@args: -q
 * @@trigger: hexbytes 00000000000000c0 59f3f8c21f6ea501 cdcccc3d00000000 0000000000000080ff3f000000000000
 */
double d;
float f;
self double sd;

syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->p = copyin(arg1, 40);
	trace(*(double *)this->p);
	trace("|");
	trace(((double *)this->p)[1]);
	trace("|");
	trace(*(float *)(this->p + 16));
	trace("|");
	trace(d);
	trace("|");
	trace(f);
	trace("|");
	trace(self->sd);
	trace("|");
	trace(*(long double *)(this->p + 24));
	exit(0);
}

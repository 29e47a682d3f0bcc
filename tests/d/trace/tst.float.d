/*
 * trace() of floating-point data from user memory (the trigger writes
 * the double 3.14159, the float -2.5 and the long double 1.5).  DTrace
 * records a float or double as its bits, an unsigned integer of its
 * size, and trace() prints that integer (Oracle: " %20lu" / " %10u"
 * when not quiet); a long double is recorded by reference, its 16 bytes
 * dumped in hex.
 * @@trigger: hexbytes 6e861bf0f9210940 000020c000000000 00000000000000c0ff3f000000000000
 */
syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->p = copyin(arg1, 32);
	trace(*(double *)this->p);
	trace(*(float *)(this->p + 8));
	trace(*(long double *)(this->p + 16));
	exit(0);
}

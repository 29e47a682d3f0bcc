/*
 * %e %E %f %g %G of float and double data in memory (here user memory
 * the trigger fills: the doubles 3.14159, 1e100 and -0.0, the float
 * -2.5), with widths, precisions and flags as C's printf.
 * @@args: -q
 * @@trigger: hexbytes 6e861bf0f9210940 7dc39425ad49b254 0000000000000080 000020c0
 */
syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->d = (double *)copyin(arg1, 24);
	this->f = (float *)copyin(arg1 + 24, 4);
	printf("[%f] [%e] [%g] [%E] [%G]\n", this->d[0], this->d[0], this->d[0],
	    this->d[0], this->d[0]);
	printf("[%.2f] [%10.3e] [%-12g|] [%+f] [%012.4f]\n", this->d[0], this->d[0],
	    this->d[0], this->d[0], this->d[0]);
	printf("[%g] [%e] [%.0f]\n", this->d[1], this->d[1], this->d[2]);
	printf("[%f] [%g] [%e]\n", *this->f, *this->f, *this->f);
}

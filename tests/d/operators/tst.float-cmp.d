/*
 * Floats of one type compare, as DTrace allows (compatible types): the
 * comparison is of their bits as unsigned integers, not of their values,
 * so the double -1.0 is "greater" than 2.5.  The trigger writes the
 * doubles 3.14159, 3.14159, 2.5 and -1.0 and the floats 1.5 and 1.5.
 * @@args: -q
 * @@trigger: hexbytes 6e861bf0f9210940 6e861bf0f9210940 0000000000000440 000000000000f0bf 0000c03f 0000c03f
 */
syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->d = (double *)copyin(arg1, 32);
	this->f = (float *)copyin(arg1 + 32, 8);
	printf("%d %d %d %d\n", this->d[0] == this->d[1],
	    this->d[0] != this->d[2], this->d[2] < this->d[0],
	    this->d[3] > this->d[2]);
	printf("%d %d\n", this->f[0] == this->f[1], this->f[0] < this->f[1]);
	exit(0);
}

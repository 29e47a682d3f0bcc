/*
 * printf of long double data in user memory (the trigger writes 1.5,
 * -2.75 and 1e100 as x86-64 80-bit extended values in 16 bytes each):
 * %Lf %Le %LE %Lg %LG print them with their own precision (1e100 in
 * full with %Lf), and the plain %e %f %g accept them too.
 * @@args: -q
 * @@trigger: hexbytes 00000000000000c0ff3f000000000000 00000000000000b000c0000000000000 58e71ba62c694d924b41000000000000
 */
syscall::write:entry
/pid == $target && (int)arg0 == -1/
{
	this->l = (long double *)copyin(arg1, 48);
	printf("[%Lf] [%Le] [%LE] [%Lg] [%LG]\n", this->l[0], this->l[0],
	    this->l[0], this->l[0], this->l[0]);
	printf("[%10.3Lf] [%-12Le|] [%+Lg] [%f] [%e]\n", this->l[1],
	    this->l[1], this->l[1], this->l[1], this->l[1]);
	printf("[%Lf]\n[%.20Le] [%g]\n", this->l[2], this->l[2], this->l[2]);
	exit(0);
}

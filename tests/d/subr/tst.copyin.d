/*
 * copyin() copies user memory to scratch: the path passed to openat(),
 * with a constant and with a run-time size.
 * @@trigger: open_file /dev/null 1
 */
#pragma D option quiet

syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/dev/null"/
{
	this->p = (char *)copyin(arg1, 9);
	printf("%c%c%c%c\n", this->p[0], this->p[1], this->p[5], this->p[8]);
	printf("[%s]\n", stringof(copyin(arg1, 10)));
	this->n = 5;
	this->q = (char *)copyin(arg1, this->n);
	printf("%c%c\n", this->q[0], this->q[4]);
	printf("[%s]\n", basename(stringof(copyin(arg1, 10))));
}

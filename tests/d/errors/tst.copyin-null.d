/*
 * copyin(), copyinstr() and copyinto() of the user NULL pointer are
 * invalid address (0x0) faults, each in its own clause; tracing goes
 * on.
 * @@args: -q
 * @@trigger: getpid_loop 1
 */
syscall::getpid:entry
/pid == $target/
{
	this->p = copyin(0, 8);
	printf("not reached\n");
}

syscall::getpid:entry
/pid == $target/
{
	printf("%s\n", copyinstr(0));
}

syscall::getpid:entry
/pid == $target/
{
	this->q = alloca(8);
	copyinto(0, 8, this->q);
	printf("not reached\n");
}

syscall::getpid:entry
/pid == $target/
{
	printf("still tracing\n");
}

/*
 * copyinto() copies user memory into alloca() scratch memory: the first
 * 8 bytes of ustack_b's code (its address is write()'s arg1) equal
 * copyin()'s; an unmapped user address faults at that address (and
 * aborts only its clause).
 * @@trigger: ustack 1000
 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	this->p = (uint64_t *)alloca(8);
	copyinto(arg1, 8, this->p);
	printf("same %d\n", *this->p == *(uint64_t *)copyin(arg1, 8));
}

syscall::write:entry
/pid == $target/
{
	this->p = (uint64_t *)alloca(8);
	copyinto(8, 8, this->p);
}

syscall::write:entry
/pid == $target/
{
	exit(0);
}

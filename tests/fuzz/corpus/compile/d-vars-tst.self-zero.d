/*
 * Assigning 0 to a self-> variable frees it; it reads 0 again.
 * @@args: -q
 * @@trigger: getpid_loop 2
 */
syscall::getpid:entry
/pid == $target/
{
	self->t = 7;
}

syscall::getpid:return
/pid == $target && self->t == 7/
{
	self->t = 0;
	@ok = count();
}

syscall::getpid:return
/pid == $target && self->t != 0/
{
	@bad = count();
}

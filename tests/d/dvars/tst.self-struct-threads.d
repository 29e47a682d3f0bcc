/*
 * Struct-valued thread-locals are per thread: each of 4 threads keeps a
 * copy of its own task_struct from getpid() entry to return.
 * @@args: -q
 * @@trigger: threads 4 3
 */
syscall::getpid:entry
/pid == $target/
{
	self->t = *curthread;
}

syscall::getpid:return
/pid == $target/
{
	@[self->t.pid == tid, self->t.tgid == pid] = count();
	self->t = 0;
}

END
{
	printa("%d %d %@d\n", @);
}

/*
 * Thread-local associative arrays are per thread: each of 4 threads
 * counts its own 3 getpid() calls in self->n[probefunc], so the counts
 * 1, 2 and 3 are each seen by 4 threads.
 * @@args: -q
 * @@trigger: threads 4 3
 */
syscall::getpid:entry
/pid == $target/
{
	self->n[probefunc]++;
}

syscall::getpid:return
/pid == $target/
{
	@[self->n["getpid"]] = count();
}

END
{
	printa("%d %@d\n", @);
}

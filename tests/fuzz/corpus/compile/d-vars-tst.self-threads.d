/*
 * self-> variables are per thread: each of 4 threads counts
 * its own 3 getpid() calls and reaches 3 exactly once.
 * @@args: -q
 * @@trigger: threads 4 3
 */
self int n;

syscall::getpid:entry
/pid == $target/
{
	self->n++;
}

syscall::getpid:return
/pid == $target && self->n == 3/
{
	@ = count();
}

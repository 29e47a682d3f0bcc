/*
 * self-> variables persist across firings in one thread.
 * @@args: -q
 * @@trigger: getpid_loop 5
 * @@sort
 */
self int n;

syscall::getpid:entry
/pid == $target/
{
	self->n++;
}

syscall::getpid:return
/pid == $target/
{
	printf("%d\n", self->n);
}

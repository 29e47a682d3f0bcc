/*
 * A thread-local declared with a kernel struct type holds a copy of
 * *curthread; its members read back (pid and tgid of the thread that
 * ran BEGIN, comm as a string).
 * @@args: -q
 */
self struct task_struct t;

BEGIN
{
	self->t = *curthread;
	printf("%d %d %d %s\n", self->t.pid == tid, self->t.tgid == pid,
	    self->t.pid != 0, self->t.comm);
	exit(0);
}

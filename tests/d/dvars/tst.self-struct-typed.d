/*
 * A thread-local typed by its first assignment (no declaration), and the
 * same for a clause-local and a global: each holds its own copy.
 * @@args: -q
 */
BEGIN
{
	self->t = *curthread;
	this->t = *curthread;
	t = *curthread;
	printf("%d %d %d\n", self->t.tgid == pid, this->t.tgid == pid,
	    t.tgid == pid);
	printf("%d %d\n", sizeof (self->t) == sizeof (struct task_struct),
	    sizeof (this->t) == sizeof (struct task_struct));
	exit(0);
}

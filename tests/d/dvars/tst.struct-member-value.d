/*
 * Struct-typed members stored in variables: curthread->se in a
 * clause-local and a thread-local, curthread->tasks (a list_head) in a
 * global; their members compare equal to the kernel's.
 * @@args: -q
 */
BEGIN
{
	this->ts = curthread->se;
	self->ts = curthread->se;
	x = curthread->tasks;
	printf("%d %d\n", this->ts.load.weight == curthread->se.load.weight,
	    this->ts.load.weight != 0);
	printf("%d\n", self->ts.load.weight == curthread->se.load.weight);
	printf("%d %d\n", x.next == curthread->tasks.next,
	    x.prev == curthread->tasks.prev);
	exit(0);
}

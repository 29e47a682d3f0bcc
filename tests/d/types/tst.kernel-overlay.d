/*
 * A D struct laid over kernel memory with offsets taken from kernel types.
 * @@args: -q
 */
struct mytask {
	char pad[offsetof(struct task_struct, pid)];
	int pid;
	int tgid;
};
struct bits {
	char pad[offsetof(struct task_struct, pid)];
	unsigned lo : 8;
	unsigned hi : 24;
};
BEGIN
{
	this->t = (struct mytask *)curthread;
	printf("%d %d\n", this->t->tgid == pid, this->t->pid == tid);
	printf("%d\n", (((struct bits *)curthread)->lo |
	    ((struct bits *)curthread)->hi << 8) == tid);
	exit(0);
}

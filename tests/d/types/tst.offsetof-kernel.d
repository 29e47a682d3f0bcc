/*
 * offsetof() of kernel and D structs agrees with the member's address
 * through a NULL pointer, padding included.
 * @@args: -q
 */
struct s {
	char c;
	int x;
	char d;
	long y;
};

BEGIN
{
	printf("%d %d\n", offsetof(struct task_struct, pid) ==
	    (uint64_t)&((struct task_struct *)0)->pid,
	    offsetof(struct list_head, prev));
	printf("%d %d %d %d %d\n", offsetof(struct s, c), offsetof(struct s, x),
	    offsetof(struct s, d), offsetof(struct s, y), sizeof(struct s));
	exit(0);
}

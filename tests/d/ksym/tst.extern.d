/*
 * extern declarations at file scope, in DTrace's form (extern T sym) and
 * with the scoping operator: accepted, the same declaration twice too;
 * a name declared extern is still free as a D variable.
 * @@args: -q
 */
extern int pid_max;
extern int pid_max;
extern unsigned long `jiffies;
extern struct task_struct init_task;

BEGIN
{
	pid_max = 7;
	printf("%d\n", pid_max);
	exit(0);
}

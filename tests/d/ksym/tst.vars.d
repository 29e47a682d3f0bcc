/*
 * Kernel variables by name: `sym and vmlinux`sym, values read from kernel
 * memory, & of a symbol, members of a kernel struct variable; types from
 * the D library's extern declarations when BTF has none.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d\n", `pid_max == vmlinux`pid_max, `pid_max > 0);
	printf("%d %s\n", `init_task.pid, `init_task.comm);
	printf("%d %d\n", &`pid_max != 0, `jiffies > 0);
	printf("%d\n", `nr_cpu_ids > 0);
	exit(0);
}

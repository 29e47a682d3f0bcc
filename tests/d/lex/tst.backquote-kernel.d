/*
 * Backquote scoping of kernel types: vmlinux`type is the unscoped type,
 * in declarations, casts and sizeof.
 * @@args: -q
 */
struct vmlinux`list_head *lp;

BEGIN
{
	printf("%d %d\n", sizeof(struct vmlinux`task_struct) ==
	    sizeof(struct task_struct), sizeof(vmlinux`pid_t));
	lp = (struct vmlinux`list_head *)0;
	printf("%d %d\n", sizeof(*lp), sizeof(vmlinux`u8));
	exit(0);
}

/*
 * Scoped type names: struct vmlinux`tag, vmlinux`typedef, D`typedef, struct D`tag.
 * @@args: -q
 */
typedef int foo_t;
struct foo { int a; long b; };
BEGIN
{
	printf("%d %d\n", ((struct vmlinux`task_struct *)curthread)->pid == tid,
	    sizeof(vmlinux`pid_t));
	printf("%d %d %d\n", (D`foo_t)3, sizeof(D`foo_t), sizeof(struct D`foo));
	exit(0);
}

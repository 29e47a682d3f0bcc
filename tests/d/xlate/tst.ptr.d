/*
 * xlate<T *>(expr)->member and xlate<T>(expr).member with a translator from a kernel type.
 * @@args: -q
 */
typedef struct myps {
	int p_pid;
	int p_ppid;
	char p_comm[16];
	uint64_t p_start;
} myps_t;
translator myps_t < struct task_struct *T > {
	p_pid = T->tgid;
	p_ppid = T->real_parent->tgid;
	p_comm = T->comm;
};
BEGIN
{
	printf("%d %d\n", xlate<myps_t *>(curthread)->p_pid == pid,
	    xlate<myps_t>(curthread).p_ppid == ppid);
	printf("%s %d\n", xlate<myps_t *>(curthread)->p_comm,
	    xlate<myps_t *>(curthread)->p_comm == execname);
	exit(0);
}

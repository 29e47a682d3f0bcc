/*
 * Inlines of translated data, as the D library defines curpsinfo.
 * @@args: -q
 */
struct info { int i_pid; int i_tid; string i_name; };
translator struct info < struct task_struct *T > {
	i_pid = T->tgid;
	i_tid = T->pid;
	i_name = stringof(T->comm);
};
inline struct info *curinfo = xlate <struct info *> (curthread);
BEGIN
/curinfo->i_pid == pid/
{
	printf("%d %s\n", curinfo->i_tid == tid, curinfo->i_name);
	@[curinfo->i_name] = count();
	exit(0);
}

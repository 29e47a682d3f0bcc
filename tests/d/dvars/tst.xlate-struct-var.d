/*
 * Translated structs stored whole (a snapshot: every member the
 * translator defines, the others zero): xlate<psinfo_t>(curthread) in a
 * clause-local, *curpsinfo in a thread-local, *curlwpsinfo in an
 * associative array element; and a member of *curpsinfo directly.
 * @@args: -q
 */
BEGIN
{
	this->ps = xlate<psinfo_t>(curthread);
	self->p = *curpsinfo;
	a[pid] = *curlwpsinfo;
	printf("%d %d %s %d\n", this->ps.pr_pid == pid, this->ps.pr_ppid == ppid,
	    this->ps.pr_fname, this->ps.pr_start.tv_sec);
	printf("%d %d %s\n", self->p.pr_pid == pid, self->p.pr_uid == uid,
	    self->p.pr_fname);
	printf("%d %d %d\n", a[pid].pr_lwpid == tid,
	    a[pid].pr_addr == (uintptr_t)curthread, (*curpsinfo).pr_pid == pid);
	exit(0);
}

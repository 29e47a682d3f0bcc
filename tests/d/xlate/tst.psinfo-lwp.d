/*
 * psinfo_t members of struct type, translated by the D library with
 * other translators: pr_lwp (the thread's lwpsinfo_t), pr_time and
 * pr_ctime (CPU times in ns as timestruc_t; so is lwpsinfo_t's
 * pr_time), alone and in a whole *curpsinfo.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d\n", curpsinfo->pr_lwp.pr_lwpid == tid,
	    curpsinfo->pr_lwp.pr_addr == (uintptr_t)curthread,
	    curpsinfo->pr_lwp.pr_pri == curlwpsinfo->pr_pri);
	printf("%d %d\n", curpsinfo->pr_time.tv_nsec < 1000000000,
	    curlwpsinfo->pr_time.tv_sec * 1000000000 +
	    curlwpsinfo->pr_time.tv_nsec ==
	    curthread->utime + curthread->stime);
	printf("%d\n", curpsinfo->pr_ctime.tv_sec * 1000000000 +
	    curpsinfo->pr_ctime.tv_nsec ==
	    curthread->signal->cutime + curthread->signal->cstime);
	this->ps = *curpsinfo;
	printf("%d %d %d\n", this->ps.pr_lwp.pr_lwpid == tid,
	    this->ps.pr_lwp.pr_clname == curlwpsinfo->pr_clname,
	    this->ps.pr_pid == pid);
	exit(0);
}

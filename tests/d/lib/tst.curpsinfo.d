/*
 * curpsinfo and curlwpsinfo: the current process and thread translated from curthread.
 * @@args: -q
 */
BEGIN
{
	printf("%d %d %d %d %d\n", curpsinfo->pr_pid == pid,
	    curpsinfo->pr_ppid == ppid, curpsinfo->pr_uid == uid,
	    curpsinfo->pr_gid == gid, curlwpsinfo->pr_lwpid == tid);
	printf("%s %s %d\n", curpsinfo->pr_fname, curlwpsinfo->pr_name,
	    curpsinfo->pr_fname == execname);
	printf("%c %d %s %d\n", curlwpsinfo->pr_sname,
	    curlwpsinfo->pr_state == SONPROC, curlwpsinfo->pr_clname,
	    curlwpsinfo->pr_onpro == cpu);
	printf("%d %d %d\n", curpsinfo->pr_dmodel == PR_MODEL_LP64,
	    curpsinfo->pr_nlwp >= 1, curpsinfo->pr_addr != 0);
	exit(0);
}

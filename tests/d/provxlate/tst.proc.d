/*
 * proc and sched probes with translated arguments: psinfo_t for the
 * child and the parent of proc:::create, lwpsinfo_t of a signal's target
 * thread, and sched:::off-cpu's next thread.
 * @@trigger: procs kill
 */
#pragma D option quiet

proc:::create
/pid == $target/
{
	printf("create: child ppid is target %d, parent %s is target %d\n",
	    args[0]->pr_ppid == $target, args[1]->pr_fname,
	    args[1]->pr_pid == $target);
	child = args[0]->pr_pid;
}

proc:::signal-send
/pid == $target && args[2] == 9/
{
	printf("SIGKILL to the child %d (thread %d)\n", args[1]->pr_pid == child,
	    args[0]->pr_lwpid == child);
}

proc:::exit
/pid == child/
{
	printf("child exit reason %d, curpsinfo ppid is target %d\n", args[0],
	    curpsinfo->pr_ppid == $target);
}

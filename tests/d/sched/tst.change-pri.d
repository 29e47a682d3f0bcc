/*
 * sched:::change-pri for setpriority(2) on the calling thread: args[0]
 * the thread with its current priority, args[1] its process, args[2] the
 * new priority (DTrace's direction: higher is more important, so a
 * larger nice value lowers it by as much).
 * @@trigger: renice
 */
#pragma D option quiet

sched:::change-pri
/pid == $target/
{
	printf("lowered by %d, thread %d, process %d\n",
	    args[0]->pr_pri - args[2], args[0]->pr_lwpid == tid,
	    args[1]->pr_pid == pid);
}

/*
 * proc provider: a fork fires lwp-create then create in the parent (arg0
 * the child's task, arg1 its process for lwp-create, the parent for
 * create), start then lwp-start in the child, and exit with CLD_EXITED
 * (1) in the child.  create's args[2] holds the clone flags: no
 * CLONE_VM (0x100) or CLONE_THREAD (0x10000) for a fork.
 * @@trigger: procs fork
 */
#pragma D option quiet

proc:::lwp-create, proc:::create
/pid == $target/
{
	printf("%s in parent %d, child new %d, arg1 %s\n", probename,
	    execname == "procs", ((struct task_struct *)arg0)->pid != $target,
	    ((struct task_struct *)arg1)->pid == $target ? "parent" :
	    arg1 == arg0 ? "child" : "other");
}

proc:::create
/pid == $target/
{
	printf("flags: thread %d, vm %d\n", (args[2] & 0x10000) != 0,
	    (args[2] & 0x100) != 0);
}

proc:::start, proc:::lwp-start
/ppid == $target/
{
	printf("%s in child %d, main thread %d\n", probename, pid != $target,
	    tid == pid);
}

proc:::exit
/ppid == $target/
{
	printf("exit reason %d\n", arg0);
}

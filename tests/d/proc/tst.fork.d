/*
 * proc provider: a fork fires lwp-create then create in the parent (arg0
 * the child's task, arg1 its process for lwp-create, the parent for
 * create), start then lwp-start in the child, and exit with CLD_EXITED
 * (1) in the child.
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

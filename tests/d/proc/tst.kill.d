/*
 * proc provider: a child killed by SIGKILL exits with reason CLD_KILLED
 * (2); the parent's kill fires signal-send with the child as target; the
 * parent's own exit is CLD_EXITED (1), after its lwp-exit.
 * @@trigger: procs kill
 */
#pragma D option quiet

proc:::signal-send
/pid == $target && arg2 == 9/
{
	printf("send SIGKILL to child %d\n",
	    ((struct task_struct *)arg1)->real_parent->tgid == $target);
}

proc:::exit, proc:::lwp-exit
/pid == $target || ppid == $target/
{
	printf("%s %s %d\n", probename, pid == $target ? "parent" : "child",
	    arg0);
}

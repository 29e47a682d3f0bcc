/*
 * rawtp provider: sched_process_exec's raw arguments are the kernel
 * objects (task, old pid, struct linux_binprm *), readable through
 * casts; the bare tracepoint sched_exit_tp (no tracefs event) is listed
 * under module vmlinux and fires in the switched-in thread.
 * @@trigger: sleeper 20 0
 */
#pragma D option quiet

rawtp:sched::sched_process_exec
/((struct task_struct *)arg0)->pid == $target/
{
	printf("%s old pid %d argc %d\n", execname, arg1 == pid,
	    ((struct linux_binprm *)arg2)->argc);
}

rawtp:vmlinux::sched_exit_tp
/pid == $target && arg0 == 1/
{
	n++;
}

END
{
	printf("switched in: %d\n", n > 0);
}

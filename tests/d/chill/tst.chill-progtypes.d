/*
 * chill() in every kind of BPF program dtrace generates here (raw
 * tracepoints for BEGIN/END/syscalls/sched/proc, a perf event for
 * profile, the tick program, a tracepoint program for sdt, a uprobe for
 * pid): each program carries the wait subprogram and its BTF, and the
 * verifier accepts all of them.
 * @@args: -wq
 * @@trigger: pidtarget 2
 */
BEGIN
{
	chill(1);
}

profile-97
{
	chill(1);
}

tick-10ms
{
	chill(1);
}

sched:::on-cpu
/pid == $target/
{
	chill(1);
}

sdt:sched::sched_switch
/pid == $target/
{
	chill(1);
}

syscall::write:entry
/pid == $target/
{
	chill(1);
}

pid$target::pid_add:entry
{
	chill(1000);
	@adds = count();
}

proc:::exit
/pid == $target/
{
	chill(1);
}

ERROR
{
	chill(1);
	printf("unexpected error, fault %d\n", arg4);
}

END
{
	chill(1);
	printa("pid_add %@d\n", @adds);
}

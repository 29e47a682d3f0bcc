/*
 * sched:::on-cpu also fires for a brand-new thread's first run (which
 * does not pass through the end of __schedule), in its own context,
 * before proc:::lwp-start.
 * @@trigger: procs thread
 */
#pragma D option quiet

int seen[int];

sched:::on-cpu
/pid == $target && tid != pid && !seen[tid]/
{
	seen[tid] = 1;
	printf("on-cpu in the new thread\n");
}

proc:::lwp-start
/pid == $target && tid != pid/
{
	printf("lwp-start after on-cpu %d\n", seen[tid]);
}

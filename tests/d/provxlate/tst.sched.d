/*
 * sched:::enqueue args[2] is a cpuinfo_t of the run queue's CPU; curcpu
 * describes the current CPU.
 * @@trigger: sleeper 20
 */
#pragma D option quiet

BEGIN
{
	done = 0;
}

sched:::enqueue
/args[1]->pr_pid == $target && !done/
{
	printf("enqueue main thread %d: cpu ok %d, pset %d, curcpu ok %d\n",
	    args[0]->pr_lwpid == $target, args[2]->cpu_id >= 0, args[2]->cpu_pset,
	    curcpu->cpu_id == cpu);
	done = 1;
}

/*
 * sched probes with no Linux equivalent are listed (as DTrace lists
 * them) and can be enabled, but never fire.
 * @@trigger: sleeper 100
 */
#pragma D option quiet

sched:::cpucaps-sleep, sched:::cpucaps-wakeup, sched:::schedctl-nopreempt,
sched:::schedctl-preempt, sched:::schedctl-yield
{
	printf("fired\n");
}

END
{
	printf("done\n");
}

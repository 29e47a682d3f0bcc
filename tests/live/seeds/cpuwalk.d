#!/usr/sbin/dtrace -s
/*
 * cpuwalk.d - which CPUs the target's threads run on.
 */
#pragma D option quiet

sched:::on-cpu
/pid == $target/
{
	@[pid, execname] = lquantize(cpu, 0, 64, 1);
}

dtrace:::END
{
	printa("\n     PID: %-8d CMD: %s\n%@d", @);
}

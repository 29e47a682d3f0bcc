#!/usr/sbin/dtrace -s
/*
 * cswstat.d - context switch statistics every second: number of switches
 * and their average time (off-cpu to the next on-cpu on that CPU), us.
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%-20s %8s %12s %12s\n", "TIME", "NUM", "CSWTIME(us)",
	    "AVGTIME(us)");
	num = 0;
	total = 0;
	ticks = 0;
}

sched:::off-cpu
{
	start[cpu] = timestamp;
}

sched:::on-cpu
/start[cpu]/
{
	num++;
	total += timestamp - start[cpu];
	start[cpu] = 0;
}

profile:::tick-1sec
{
	printf("%-20Y %8d %12d %12d\n", walltimestamp, num, total / 1000,
	    num ? total / num / 1000 : 0);
	num = 0;
	total = 0;
}

profile:::tick-1sec
/++ticks == 2/
{
	exit(0);
}

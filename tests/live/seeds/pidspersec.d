#!/usr/sbin/dtrace -s
/*
 * pidspersec.d - new processes per second (proc:::create).
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%-22s %8s\n", "TIME", "PIDS/s");
	pids = 0;
}

proc:::create
{
	pids++;
}

profile:::tick-1sec
{
	printf("%-22Y %8d\n", walltimestamp, pids);
	pids = 0;
}

#!/usr/sbin/dtrace -s
/*
 * cpudist.d - distribution of on-CPU time per run (ns), for the kernel's
 * idle threads and for processes (Linux-adapted cpudists).
 */
#pragma D option quiet

sched:::on-cpu
{
	self->start = timestamp;
}

sched:::off-cpu
/self->start/
{
	@[pid == 0 ? "idle" : "process"] = quantize(timestamp - self->start);
	self->start = 0;
}

profile:::tick-1s
{
	exit(0);
}

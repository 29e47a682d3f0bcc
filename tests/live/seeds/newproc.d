#!/usr/sbin/dtrace -s
/*
 * newproc.d - new processes: the path each process execs, then the new
 * image's name when the exec succeeds.
 */
#pragma D option quiet

proc:::exec
{
	self->path = copyinstr(arg0);
}

proc:::exec-success
/self->path != ""/
{
	printf("%d %s %s\n", pid, self->path, execname);
	self->path = "";
}

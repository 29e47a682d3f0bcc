#!/usr/sbin/dtrace -s
/*
 * kill.d - signals sent with kill(2): sender, signal, target, result;
 * the Linux-adapted variant also reports every signal posted
 * (proc:::signal-send) with the target's pid.
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%-6s %12s %6s %-8s %s\n", "FROM", "COMMAND", "SIG", "TO",
	    "RESULT");
}

syscall::kill:entry
{
	self->target = (int)arg0;
	self->signal = arg1;
}

syscall::kill:return
/self->signal/
{
	printf("%-6d %12s %6d %-8d %d\n", pid, execname, self->signal,
	    self->target, (int)arg0);
	self->target = 0;
	self->signal = 0;
}

proc:::signal-send
{
	printf("posted %d from %d to %d\n", arg2, pid,
	    ((struct task_struct *)arg1)->tgid);
}

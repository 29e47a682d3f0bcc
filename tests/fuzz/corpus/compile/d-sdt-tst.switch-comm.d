/*
 * sdt provider: char array fields of sched_switch are strings in args[],
 * integer fields are in argN; the tracepoint alias names the same probe.
 * @@trigger: sleeper 50
 */
#pragma D option quiet

int done;

tracepoint:sched::sched_switch
/arg1 == $target && args[0] == "sleeper" && !done/
{
	done = 1;
	printf("%s %d %d\n", args[0], args[1] == $target, arg4 == 0);
}

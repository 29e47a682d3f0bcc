/*
 * sched:::tick fires at HZ (250 here) on the CPU running the busy
 * target, in its context, with the running thread as arg0 and arg1.
 * @@trigger: spin 500
 */
#pragma D option quiet

BEGIN
{
	n = 0;
	same = 0;
}

sched:::tick
/pid == $target/
{
	n++;
	same += arg0 == (uint64_t)curthread && arg1 == arg0;
}

END
{
	printf("ticks in target > 20: %d, all with curthread: %d\n", n > 20,
	    same == n);
}

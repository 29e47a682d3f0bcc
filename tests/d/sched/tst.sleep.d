/*
 * sched provider around one nanosleep of the target: off-cpu and sleep in
 * the sleeping thread (off-cpu's arg0 is the next thread), wakeup in the
 * waker's context with the target as arg0, enqueue and dequeue of the
 * target (arg2 its CPU), then on-cpu in the target itself.
 * @@trigger: sleeper 50
 */
#pragma D option quiet

syscall::clock_nanosleep:entry, syscall::nanosleep:entry
/pid == $target/
{
	insleep = 1;
}

sched:::off-cpu
/insleep == 1 && pid == $target/
{
	printf("off-cpu in target, next is another thread %d\n",
	    ((struct task_struct *)arg0)->pid != $target);
	insleep = 2;
}

sched:::sleep
/insleep == 2 && pid == $target/
{
	printf("sleep in target\n");
	insleep = 3;
}

sched:::wakeup
/insleep == 3 && ((struct task_struct *)arg0)->pid == $target/
{
	printf("wakeup of target by another thread %d\n", pid != $target);
	insleep = 4;
}

sched:::enqueue
/insleep == 4 && ((struct task_struct *)arg0)->pid == $target/
{
	printf("enqueue of target, cpu ok %d\n", arg2 >= 0 && arg2 < 4096);
	insleep = 5;
}

sched:::dequeue
/insleep == 5 && ((struct task_struct *)arg0)->pid == $target/
{
	printf("dequeue of target, cpu ok %d\n", arg2 >= 0 && arg2 < 4096);
	insleep = 6;
}

sched:::on-cpu
/insleep == 6 && pid == $target/
{
	printf("on-cpu in target\n");
	insleep = 7;
}

/*
 * renice.c - trigger for sched:::change-pri: lowers its own priority
 * with setpriority(2), first by 3 (who = 0), then by 1 more (who = its
 * own thread ID).  Exits 0.  Built into build/trig/.
 */
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

int
main(void)
{
	int nice = getpriority(PRIO_PROCESS, 0);

	if (nice > 15)
		return 2;
	(void)setpriority(PRIO_PROCESS, 0, nice + 3);
	(void)setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), nice + 4);
	return 0;
}

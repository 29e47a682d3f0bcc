/*
 * spin.c - trigger: busy-loops in user mode for argv[1] milliseconds
 * (default 100) without making system calls, then exits 0; with argv[2],
 * on that CPU only (pinned by itself, so that a -c target needs no
 * taskset, whose exec would give dtrace two images for one pid).  For
 * profile/tick tests that want a CPU busy in user space.  Built by the
 * Makefile into build/trig/.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdlib.h>
#include <time.h>

static long
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);	/* vDSO: no syscall */
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

int
main(int argc, char **argv)
{
	long ms = argc > 1 ? strtol(argv[1], NULL, 0) : 100;
	long end;
	volatile unsigned long x = 0;

	if (argc > 2) {
		cpu_set_t set;

		CPU_ZERO(&set);
		CPU_SET((int)strtol(argv[2], NULL, 0), &set);
		if (sched_setaffinity(0, sizeof(set), &set) != 0)
			return 1;
	}
	end = now_ms() + ms;

	while (now_ms() < end)
		x++;
	return 0;
}

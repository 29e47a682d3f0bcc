/*
 * spin.c - trigger: busy-loops in user mode for argv[1] milliseconds
 * (default 100) without making system calls, then exits 0.  For
 * profile/tick tests that want a CPU busy in user space.  Built by the
 * Makefile into build/trig/.
 */
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
	long end = now_ms() + ms;
	volatile unsigned long x = 0;

	while (now_ms() < end)
		x++;
	return 0;
}

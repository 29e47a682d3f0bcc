/*
 * vtime.c - trigger for vtimestamp: marks three points with getppid(2)
 * (the probe sites; this program makes no other getppid call): between
 * the first and second it busy-loops in user mode until its thread has
 * used argv[1] ms of CPU time (default 200, CLOCK_THREAD_CPUTIME_ID),
 * between the second and third it sleeps argv[2] ms (default 100).  With
 * a third argument it then prints, on stderr, the thread CPU time in ns
 * it measured over each stretch ("cpu busy N sleep N"), for comparison
 * by hand; tests check vtimestamp against the known busy and sleep
 * lengths.  Built by the Makefile into build/trig/.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static long long
cpu_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void
mark(void)
{
	syscall(SYS_getppid);
}

int
main(int argc, char **argv)
{
	long busy = argc > 1 ? strtol(argv[1], NULL, 0) : 200;
	long sleep_ms = argc > 2 ? strtol(argv[2], NULL, 0) : 100;
	struct timespec req = { sleep_ms / 1000, (sleep_ms % 1000) * 1000000L };
	long long c0, c1, c2, c3, end;
	volatile unsigned long x = 0;
	long i;

	c0 = cpu_ns();
	mark();
	c1 = cpu_ns();
	end = c1 + busy * 1000000LL;
	while (cpu_ns() < end)
		for (i = 0; i < 1000; i++)
			x++;
	c2 = cpu_ns();
	mark();
	nanosleep(&req, NULL);
	c3 = cpu_ns();
	mark();
	if (argc > 3)
		fprintf(stderr, "cpu busy %lld sleep %lld\n", c2 - c0, c3 - c2);
	return 0;
}

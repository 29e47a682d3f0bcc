/*
 * vtime.c - trigger for vtimestamp: argv[3] rounds (default 1) of: mark
 * with getppid(2) (the probe site; it makes no other getppid call), spin
 * in user mode, without system calls, for argv[1] ms of elapsed time
 * (default 200; the vDSO's CLOCK_MONOTONIC), mark, sleep argv[2] ms
 * (default 100), mark; then report the thread CPU time
 * (CLOCK_THREAD_CPUTIME_ID) it measured around the spin and the sleep,
 * in ns, as the arguments of a failing pread64(-1, NULL, spin, sleep)
 * for the D script to compare with (and, with a fourth argument, on
 * stderr).  Built by the Makefile into build/trig/.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static long long
ns(clockid_t clk)
{
	struct timespec ts;

	clock_gettime(clk, &ts);
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
	long rounds = argc > 3 ? strtol(argv[3], NULL, 0) : 1;
	long long c1, c2, c3, end;
	volatile unsigned long x = 0;
	long i, r;

	for (r = 0; r < rounds; r++) {
		c1 = ns(CLOCK_THREAD_CPUTIME_ID);
		mark();
		end = ns(CLOCK_MONOTONIC) + busy * 1000000LL;
		while (ns(CLOCK_MONOTONIC) < end)
			for (i = 0; i < 1000; i++)
				x++;
		mark();
		c2 = ns(CLOCK_THREAD_CPUTIME_ID);
		nanosleep(&req, NULL);
		mark();
		c3 = ns(CLOCK_THREAD_CPUTIME_ID);
		syscall(SYS_pread64, -1, NULL, (size_t)(c2 - c1),
		    (long)(c3 - c2));
		if (argc > 4)
			fprintf(stderr, "cpu busy %lld sleep %lld\n", c2 - c1,
			    c3 - c2);
	}
	return 0;
}

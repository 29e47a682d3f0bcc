/*
 * switch_bench.c - context-switch cost workload for vtimestamp's
 * sched_switch calibration program (codegen/vtime.c): a parent and a
 * child pinned to one CPU pass a byte back and forth through two pipes,
 * so every round trip is two context switches.
 *
 *   switch_bench N [CPU]   N round trips on CPU (default 0), 5 times;
 *                          prints the CPU time (user + system, both
 *                          processes) per context switch in ns, of the
 *                          best round.  CPU time, not elapsed time: on a
 *                          loaded machine the two wait for the CPU far
 *                          longer than they use it.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* CPU time of this process, or of the child with 'child' */
static double
cpu(pid_t child)
{
	struct timespec ts;
	clockid_t clk;

	if (child == 0)
		return (double)clock() * 1e9 / CLOCKS_PER_SEC;
	if (clock_getcpuclockid(child, &clk) != 0 ||
	    clock_gettime(clk, &ts) != 0)
		return 0;
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static double
now(pid_t child)
{
	return cpu(0) + cpu(child);
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 100000, i;
	int cpu = argc > 2 ? atoi(argv[2]) : 0, to[2], from[2], r;
	double best = 1e30;
	cpu_set_t set;
	pid_t pid;
	char c = 0;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set) != 0 || pipe(to) != 0 ||
	    pipe(from) != 0) {
		perror("switch_bench");
		return 1;
	}
	pid = fork();
	if (pid == 0) {
		close(to[1]);
		close(from[0]);
		while (read(to[0], &c, 1) == 1)
			if (write(from[1], &c, 1) != 1)
				break;
		_exit(0);
	}
	close(to[0]);
	close(from[1]);
	for (r = 0; r < 5; r++) {
		double t0 = now(pid), t;

		for (i = 0; i < n; i++)
			if (write(to[1], &c, 1) != 1 || read(from[0], &c, 1) != 1)
				return 1;
		t = (now(pid) - t0) / (2.0 * (double)n);
		if (t < best)
			best = t;
	}
	close(to[1]);
	waitpid(pid, NULL, 0);
	printf("%.1f\n", best);
	return 0;
}

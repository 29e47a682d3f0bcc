/*
 * launch.c - start-up time and peak memory of a command, for
 * bench/footprint.sh.
 *
 *   launch N command [args...]
 *
 * Runs the command N times, one after the other, its standard output
 * into a pipe (standard error is left as it is).  For each run: the time
 * from just before fork() to the first complete line on the pipe, the
 * time to its exit, and its peak resident set (ru_maxrss of wait4(),
 * the kernel's high-water mark of the child alone, as /usr/bin/time -v
 * reports it), and the CPU time it used (user + system, less sensitive
 * to a loaded machine than the wall-clock times) and its minor page
 * faults (each fresh page it touched; in a virtual machine a large part
 * of the start-up time).  Prints one line of medians, then the spread:
 *
 *   first_ms=M exit_ms=M cpu_ms=M rss_kib=K minflt=P lines=L fail=F
 *   (first_ms min..max, exit_ms min..max, rss_kib min..max)
 *
 * first_ms is -1 when the command printed nothing; fail counts runs that
 * exited non-zero.  Medians, because the machine's other load only ever
 * adds time; the spread tells how noisy the runs were.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static double
median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof(*v), cmp);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int
main(int argc, char **argv)
{
	int n = argc > 2 ? atoi(argv[1]) : 0, i, fail = 0;
	double *first, *ex, *rss, *cpu, *flt;
	long lines = 0;

	if (n <= 0) {
		fprintf(stderr, "usage: launch N command [args...]\n");
		return 2;
	}
	first = calloc((size_t)n, sizeof(double));
	ex = calloc((size_t)n, sizeof(double));
	rss = calloc((size_t)n, sizeof(double));
	cpu = calloc((size_t)n, sizeof(double));
	flt = calloc((size_t)n, sizeof(double));
	if (first == NULL || ex == NULL || rss == NULL || cpu == NULL ||
	    flt == NULL)
		return 1;
	for (i = 0; i < n; i++) {
		struct rusage ru;
		char buf[65536];
		int p[2], st;
		double t0, t1 = -1;
		ssize_t r;
		pid_t pid;

		if (pipe(p) != 0)
			return 1;
		t0 = now_ms();
		if ((pid = fork()) == 0) {
			dup2(p[1], 1);
			close(p[0]);
			close(p[1]);
			execvp(argv[2], argv + 2);
			_exit(127);
		}
		close(p[1]);
		lines = 0;
		while ((r = read(p[0], buf, sizeof(buf))) > 0) {
			char *nl = memchr(buf, '\n', (size_t)r);

			if (nl != NULL && t1 < 0)
				t1 = now_ms();
			for (; nl != NULL; nl = memchr(nl + 1, '\n',
			    (size_t)(buf + r - nl - 1)))
				lines++;
		}
		close(p[0]);
		if (wait4(pid, &st, 0, &ru) < 0)
			return 1;
		ex[i] = now_ms() - t0;
		first[i] = t1 < 0 ? -1 : t1 - t0;
		rss[i] = (double)ru.ru_maxrss;
		flt[i] = (double)ru.ru_minflt;
		cpu[i] = (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
		    (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
		if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
			fail++;
	}
	{
		double f = median(first, n), e = median(ex, n),
		    m = median(rss, n), c = median(cpu, n),
		    pf = median(flt, n);

		printf("first_ms=%.1f exit_ms=%.1f cpu_ms=%.1f rss_kib=%.0f "
		    "minflt=%.0f lines=%ld fail=%d\n", f, e, c, m, pf, lines,
		    fail);
		printf("(first_ms %.1f..%.1f, exit_ms %.1f..%.1f, rss_kib "
		    "%.0f..%.0f)\n", first[0], first[n - 1], ex[0], ex[n - 1],
		    rss[0], rss[n - 1]);
	}
	return 0;
}

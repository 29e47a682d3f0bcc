/*
 * cpuhop.c - trigger: "cpuhop N A B" calls getpid() N times, moving
 * itself to CPU A before the even calls and to CPU B before the odd
 * ones, so that consecutive events of one thread are on different CPUs
 * (per-CPU principal buffers: the consumer must keep them in order).
 * "cpuhop -p N A B" instead runs two children, one on CPU A and one on
 * CPU B, each calling getpid() N times, and waits for them.
 * Built by the Makefile into build/trig/.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int
pin(int c)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(c, &set);
	if (sched_setaffinity(0, sizeof(set), &set) != 0) {
		perror("cpuhop: sched_setaffinity");
		return -1;
	}
	return 0;
}

static int
pair(long n, const int *cpu)
{
	int k, st, rc = 0;
	long i;

	for (k = 0; k < 2; k++) {
		pid_t p = fork();

		if (p < 0) {
			perror("cpuhop: fork");
			return 2;
		}
		if (p == 0) {
			if (pin(cpu[k]) != 0)
				_exit(2);
			for (i = 0; i < n; i++)
				(void)getpid();
			_exit(0);
		}
	}
	while (wait(&st) > 0)
		if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
			rc = 2;
	return rc;
}

int
main(int argc, char **argv)
{
	long i, n;
	int cpu[2], p = argc == 5 && strcmp(argv[1], "-p") == 0;

	if (argc != 4 + p) {
		fprintf(stderr, "usage: cpuhop [-p] count cpuA cpuB\n");
		return 2;
	}
	n = strtol(argv[1 + p], NULL, 0);
	cpu[0] = atoi(argv[2 + p]);
	cpu[1] = atoi(argv[3 + p]);
	if (p)
		return pair(n, cpu);
	for (i = 0; i < n; i++) {
		if (pin(cpu[i & 1]) != 0)
			return 2;
		(void)getpid();
	}
	return 0;
}

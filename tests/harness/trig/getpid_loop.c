/*
 * getpid_loop.c - trigger: calls getpid() N times (argv[1], default 1000)
 * and exits 0.  Gives syscall::getpid:entry and pid-provider tests a
 * known number of events.  "getpid_loop N pin" first binds itself to the
 * lowest CPU it may run on, "getpid_loop N cpuC" to CPU C, so that every
 * event is on one CPU (per-CPU principal buffers, drops on CPU C).
 * Built by the Makefile into build/trig/.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	long i, n = 1000;

	if (argc > 1)
		n = strtol(argv[1], NULL, 0);
	if (n < 0) {
		fprintf(stderr, "usage: getpid_loop [count [pin|cpuN]]\n");
		return 2;
	}
	if (argc > 2) {
		cpu_set_t set;
		int c = -1;

		if (strncmp(argv[2], "cpu", 3) == 0) {
			c = atoi(argv[2] + 3);
		} else if (sched_getaffinity(0, sizeof(set), &set) == 0) {
			for (c = 0; c < CPU_SETSIZE && !CPU_ISSET(c, &set); c++)
				;
		}
		CPU_ZERO(&set);
		CPU_SET(c, &set);
		if (c < 0 || c >= CPU_SETSIZE ||
		    sched_setaffinity(0, sizeof(set), &set) != 0) {
			perror("getpid_loop: sched_setaffinity");
			return 2;
		}
	}
	for (i = 0; i < n; i++)
		(void)getpid();		/* glibc >= 2.25 does not cache it */
	return 0;
}

/*
 * threads.c - trigger: starts argv[1] threads (default 4), each calling
 * getpid() argv[2] times (default 3), joins them and exits 0.  For tests
 * of self-> (thread-local) variables and tid.  Built by the Makefile into
 * build/trig/.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static long calls = 3;

static void *
worker(void *arg)
{
	long i;

	(void)arg;
	for (i = 0; i < calls; i++)
		(void)getpid();
	return NULL;
}

int
main(int argc, char **argv)
{
	long i, n = argc > 1 ? strtol(argv[1], NULL, 0) : 4;
	pthread_t *tids;

	if (argc > 2)
		calls = strtol(argv[2], NULL, 0);
	if (n < 1 || n > 256 || calls < 0) {
		fprintf(stderr, "usage: threads [nthreads] [calls]\n");
		return 2;
	}
	if ((tids = calloc(n, sizeof (*tids))) == NULL)
		return 1;
	/* one at a time, so the per-thread counts cannot interleave */
	for (i = 0; i < n; i++) {
		if (pthread_create(&tids[i], NULL, worker, NULL) != 0)
			return 1;
		pthread_join(tids[i], NULL);
	}
	return 0;
}

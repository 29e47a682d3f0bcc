/*
 * usdt_app.c - trigger with USDT probes (provider dttest in usdt_app.d),
 * built against the header and semaphore object of our own `dtrace -h`
 * and `dtrace -G` (Makefile; docs/usdt-build.md).
 *
 *   usdt_app [-v] [count [sleep_ms]]
 *	fires dttest:::start(count); then for i = 0 .. count-1 (after
 *	sleeping sleep_ms, default 0): tick(i, -i*i, i odd ? "odd" : "even"),
 *	query-start("select", i), and guarded(i) only when
 *	DTTEST_GUARDED_ENABLED() (its semaphore is set by a tracer);
 *	finally done(sum of i).  -v prints "guarded N" (how many guarded
 *	probes fired) at the end.  Default count 10.
 *   usdt_app wait-enabled [timeout_ms]
 *	polls DTTEST_GUARDED_ENABLED() every millisecond; when it turns
 *	true fires guarded(-1), prints "enabled" and exits 0; prints "not
 *	enabled" and exits 1 after timeout_ms (default 10000).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "usdt_app.h"

static void
sleep_ms(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) != 0)
		;
}

static int
wait_enabled(long timeout)
{
	long t;

	for (t = 0; t < timeout; t++) {
		if (DTTEST_GUARDED_ENABLED()) {
			DTTEST_GUARDED(-1);
			printf("enabled\n");
			return 0;
		}
		sleep_ms(1);
	}
	printf("not enabled\n");
	return 1;
}

int
main(int argc, char **argv)
{
	long n = 10, pause = 0, i, nguarded = 0;
	uint64_t sum = 0;
	int verbose = 0;

	if (argc > 1 && strcmp(argv[1], "wait-enabled") == 0)
		return wait_enabled(argc > 2 ? strtol(argv[2], NULL, 0) :
		    10000);
	if (argc > 1 && strcmp(argv[1], "-v") == 0) {
		verbose = 1;
		argc--;
		argv++;
	}
	if (argc > 1)
		n = strtol(argv[1], NULL, 0);
	if (argc > 2)
		pause = strtol(argv[2], NULL, 0);
	if (n < 0 || pause < 0) {
		fprintf(stderr, "usage: usdt_app [-v] [count [sleep_ms]]\n");
		return 2;
	}
	DTTEST_START(n);
	for (i = 0; i < n; i++) {
		if (pause > 0)
			sleep_ms(pause);
		DTTEST_TICK(i, -(long long)i * i, (i & 1) ? "odd" : "even");
		DTTEST_QUERY_START("select", i);
		if (DTTEST_GUARDED_ENABLED()) {
			DTTEST_GUARDED(i);
			nguarded++;
		}
		sum += (uint64_t)i;
	}
	DTTEST_DONE(sum);
	if (verbose)
		printf("guarded %ld\n", nguarded);
	return 0;
}

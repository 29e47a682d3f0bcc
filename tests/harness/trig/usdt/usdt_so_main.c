/*
 * usdt_so_main.c - trigger build/trig/usdt_so: calls dtlib_call(i) of
 * build/trig/libusdt_lib.so for i = 0 .. count-1, so that dtlib:::call
 * fires in a shared library (module libusdt_lib.so).
 *
 *   usdt_so [count]		default 10
 *   usdt_so wait-enabled [timeout_ms]
 *	polls DTLIB_CALL_ENABLED() in the library every millisecond; prints
 *	"enabled" (exit 0) or "not enabled" after timeout_ms (exit 1)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int dtlib_call(int i);
int dtlib_enabled(void);

int
main(int argc, char **argv)
{
	long n = 10, i, t, timeout;
	struct timespec ms = { 0, 1000000L };

	if (argc > 1 && strcmp(argv[1], "wait-enabled") == 0) {
		timeout = argc > 2 ? strtol(argv[2], NULL, 0) : 10000;
		for (t = 0; t < timeout; t++) {
			if (dtlib_enabled()) {
				printf("enabled\n");
				return 0;
			}
			nanosleep(&ms, NULL);
		}
		printf("not enabled\n");
		return 1;
	}
	if (argc > 1)
		n = strtol(argv[1], NULL, 0);
	for (i = 0; i < n; i++)
		(void)dtlib_call((int)i);
	return 0;
}

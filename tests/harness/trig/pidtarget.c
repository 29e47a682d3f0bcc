/*
 * pidtarget.c - trigger for the pid provider tests.  argv[1] rounds
 * (default 3), argv[2] microseconds between rounds (default 0).  Each
 * round calls pid_add(ROUND, 100) (returns ROUND + 100), pid_many(1..8)
 * (eight arguments: two on the stack; returns their sum, 36), then
 * malloc(12345), strlen("pid-provider") (12), getenv("PIDTARGET_ENV"),
 * strstr (an IFUNC glibc does not resolve for itself: bound lazily on the
 * first call), free.  With argv[3] set to a path, it dlopen()s that library after the
 * first round and calls its function "pidlib_func(round)" in every round
 * from then on.  Exits 0.
 */
#pragma GCC optimize("O0")

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

__attribute__((noinline)) int
pid_add(int a, int b)
{
	return a + b;
}

__attribute__((noinline)) long
pid_many(long a, long b, long c, long d, long e, long f, long g, long h)
{
	return a + b + c + d + e + f + g + h;
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 3;
	long us = argc > 2 ? strtol(argv[2], NULL, 0) : 0;
	const char *lib = argc > 3 ? argv[3] : NULL;
	int (*fn)(int) = NULL;
	volatile size_t sink = 0;
	long i;

	for (i = 1; i <= n; i++) {
		char *p;

		sink += (size_t)pid_add((int)i, 100);
		sink += (size_t)pid_many(1, 2, 3, 4, 5, 6, 7, 8);
		p = malloc(12345);
		sink += strlen(argv[0] != NULL ? "pid-provider" : "");
		sink += getenv("PIDTARGET_ENV") != NULL;
		sink += strstr(argv[0], "pid") != NULL;
		free(p);
		if (fn != NULL)
			sink += (size_t)fn((int)i);
		if (lib != NULL && fn == NULL) {
			void *h = dlopen(lib, RTLD_NOW);

			if (h == NULL) {
				fprintf(stderr, "pidtarget: %s\n", dlerror());
				return 1;
			}
			fn = (int (*)(int))dlsym(h, "pidlib_func");
		}
		if (us > 0)
			usleep((useconds_t)us);
	}
	return sink == 0;
}

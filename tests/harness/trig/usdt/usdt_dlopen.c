/*
 * usdt_dlopen.c - trigger build/trig/usdt_dlopen: the usdt trigger
 * (../usdt.c) as a library, libusdtdl.so (built from usdt.c with main
 * renamed usdt_main, guarded.c, linked to libusdtlib.so), that this
 * program dlopen's only when it starts, so that every USDT probe it fires
 * is in an object mapped after dtrace started tracing (dlopen).
 *
 *   usdt_dlopen [args]	dlopen libusdtdl.so from this program's
 *			directory, then usdt_main("usdt", args...): the
 *			same probes and output as build/trig/usdt
 */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	char path[PATH_MAX], *slash;
	ssize_t n = readlink("/proc/self/exe", path, sizeof(path) - 32);
	int (*um)(int, char **);
	void *h;

	if (n <= 0)
		return 2;
	path[n] = '\0';
	slash = strrchr(path, '/');
	strcpy(slash != NULL ? slash + 1 : path, "libusdtdl.so");
	if ((h = dlopen(path, RTLD_NOW)) == NULL) {
		fprintf(stderr, "usdt_dlopen: %s\n", dlerror());
		return 2;
	}
	*(void **)&um = dlsym(h, "usdt_main");
	if (um == NULL)
		return 2;
	return um(argc, argv);
}

/*
 * chdir.c - trigger for cwd/root/execargs tests: changes its working
 * directory to argv[1] (default "/"), then calls getpid() argv[2] times
 * (default 1000), 1 ms apart, and exits 0 (2 if the chdir fails).
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	struct timespec ts = { 0, 1000000 };
	const char *dir = argc > 1 ? argv[1] : "/";
	long i, n = argc > 2 ? strtol(argv[2], NULL, 0) : 1000;

	if (chdir(dir) != 0) {
		perror(dir);
		return 2;
	}
	for (i = 0; i < n; i++) {
		(void)getpid();
		nanosleep(&ts, NULL);
	}
	return 0;
}

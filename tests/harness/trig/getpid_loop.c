/*
 * getpid_loop.c - trigger: calls getpid() N times (argv[1], default 1000)
 * and exits 0.  Gives syscall::getpid:entry and pid-provider tests a
 * known number of events.  Built by the Makefile into build/trig/.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	long i, n = 1000;

	if (argc > 1)
		n = strtol(argv[1], NULL, 0);
	if (n < 0) {
		fprintf(stderr, "usage: getpid_loop [count]\n");
		return 2;
	}
	for (i = 0; i < n; i++)
		(void)getpid();		/* glibc >= 2.25 does not cache it */
	return 0;
}

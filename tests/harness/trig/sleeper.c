/*
 * sleeper.c - trigger: sleeps argv[1] milliseconds (default 0), then
 * exits with status argv[2] (default 0).  For tests of -c, proc:::exit
 * and exit-status reporting.  Built by the Makefile into build/trig/.
 */
#include <errno.h>
#include <stdlib.h>
#include <time.h>

int
main(int argc, char **argv)
{
	long ms = argc > 1 ? strtol(argv[1], NULL, 0) : 0;
	int status = argc > 2 ? atoi(argv[2]) : 0;
	struct timespec ts;

	if (ms < 0)
		ms = 0;
	ts.tv_sec = ms / 1000;
	ts.tv_nsec = (ms % 1000) * 1000000L;
	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		continue;
	return status;
}

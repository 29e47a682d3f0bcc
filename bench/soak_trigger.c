/*
 * soak_trigger.c - the paced workload of bench/soak.sh.
 *
 *   soak_trigger RATE SECS FORKRATE COUNTFILE
 *
 * For SECS seconds: getpid() RATE times a second on schedule (batches of
 * 10, busy-waiting and sleeping in between), and FORKRATE times a second
 * a child that execs /bin/true (reaped as they exit).  Once a second, and
 * at the end, COUNTFILE is rewritten with one line
 *
 *   calls=C forks=F elapsed=S
 *
 * the getpid() calls made so far (what the soak's printf clause must
 * have delivered), so the script can compare delivered with expected at
 * any time.  At the end the same line goes to standard error.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec * 1e-9;
}

static void
report(const char *path, long calls, long forks, double el, FILE *also)
{
	char tmp[4096];
	FILE *f;

	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	if ((f = fopen(tmp, "w")) != NULL) {
		fprintf(f, "calls=%ld forks=%ld elapsed=%.0f\n", calls, forks,
		    el);
		fclose(f);
		rename(tmp, path);
	}
	if (also != NULL)
		fprintf(also, "calls=%ld forks=%ld elapsed=%.0f\n", calls,
		    forks, el);
}

int
main(int argc, char **argv)
{
	double rate, secs, frate, t0, el, nextfork, nextreport;
	long calls = 0, forks = 0, j;

	if (argc != 5) {
		fprintf(stderr, "usage: soak_trigger RATE SECS FORKRATE "
		    "COUNTFILE\n");
		return 2;
	}
	rate = atof(argv[1]);
	secs = atof(argv[2]);
	frate = atof(argv[3]);
	t0 = now();
	nextfork = frate > 0 ? 1 / frate : 1e30;
	nextreport = 1;
	while ((el = now() - t0) < secs) {
		/* behind schedule: a batch; ahead: sleep a little */
		if (calls < el * rate) {
			for (j = 0; j < 10; j++)
				syscall(SYS_getpid);
			calls += 10;
		} else {
			struct timespec ts = { 0, 100000 };

			nanosleep(&ts, NULL);
		}
		if (el >= nextfork) {
			pid_t p = fork();

			if (p == 0) {
				execl("/bin/true", "true", (char *)NULL);
				_exit(127);
			}
			if (p > 0)
				forks++;
			nextfork += 1 / frate;
		}
		while (waitpid(-1, NULL, WNOHANG) > 0)
			continue;
		if (el >= nextreport) {
			report(argv[4], calls, forks, el, NULL);
			nextreport += 1;
		}
	}
	while (wait(NULL) > 0)
		continue;
	report(argv[4], calls, forks, now() - t0, stderr);
	return 0;
}

/*
 * procs.c - trigger for the proc provider: argv[1] selects what happens
 * (default "all"):
 *   fork     fork a child that exits with status 3; wait for it
 *   exec     fork a child that execs /bin/true (exec-success), after a
 *            failed exec of /nonexistent/prog (exec-failure, ENOENT)
 *   thread   create one thread and join it
 *   signal   SIGUSR1 to itself with a handler (send + handle), SIGCONT
 *            (default action: discarded), SIGUSR2 consumed by
 *            sigtimedwait (clear)
 *   kill     fork a child that sleeps, kill it with SIGKILL, wait
 *   fault    fork a child that stores through a NULL pointer (SIGSEGV)
 *            and one that divides by zero (SIGFPE); wait for both
 *   all      all of the above
 * Each step is done argv[2] times (default 1).  Built into build/trig/.
 */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t got;

static void
on_usr1(int sig)
{
	got = sig;
}

static void *
worker(void *arg)
{
	return arg;
}

static void
do_fork(void)
{
	pid_t p = fork();

	if (p == 0)
		_exit(3);
	if (p > 0)
		(void)waitpid(p, NULL, 0);
}

static void
do_exec(void)
{
	pid_t p = fork();

	if (p == 0) {
		/* paths on the stack: resident when the tracer copies them */
		char bad[] = "/nonexistent/prog", good[] = "/bin/true";
		char *av[] = { good + 5, NULL };

		execv(bad, av);
		execv(good, av);
		_exit(127);
	}
	if (p > 0)
		(void)waitpid(p, NULL, 0);
}

static void
do_thread(void)
{
	pthread_t t;

	if (pthread_create(&t, NULL, worker, NULL) == 0)
		(void)pthread_join(t, NULL);
}

static void
do_signal(void)
{
	struct timespec ts = { 1, 0 };
	sigset_t set;

	signal(SIGUSR1, on_usr1);
	kill(getpid(), SIGUSR1);
	kill(getpid(), SIGCONT);
	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_BLOCK, &set, NULL);
	kill(getpid(), SIGUSR2);
	(void)sigtimedwait(&set, NULL, &ts);
}

static void
do_kill(void)
{
	pid_t p = fork();

	if (p == 0) {
		pause();
		_exit(0);
	}
	if (p > 0) {
		usleep(20000);
		kill(p, SIGKILL);
		(void)waitpid(p, NULL, 0);
	}
}

static volatile int zero, seven = 7;

static void
do_fault(void)
{
	struct rlimit nocore = { 0, 0 };
	pid_t p = fork();

	if (p == 0) {
		(void)setrlimit(RLIMIT_CORE, &nocore);
		*(volatile int *)(long)zero = 1;
		_exit(0);
	}
	if (p > 0)
		(void)waitpid(p, NULL, 0);
	p = fork();
	if (p == 0) {
		(void)setrlimit(RLIMIT_CORE, &nocore);
		zero = seven / zero;
		_exit(0);
	}
	if (p > 0)
		(void)waitpid(p, NULL, 0);
}

int
main(int argc, char **argv)
{
	const char *what = argc > 1 ? argv[1] : "all";
	int all = strcmp(what, "all") == 0;
	long i, n = argc > 2 ? strtol(argv[2], NULL, 0) : 1;

	for (i = 0; i < n; i++) {
		if (all || strcmp(what, "fork") == 0)
			do_fork();
		if (all || strcmp(what, "exec") == 0)
			do_exec();
		if (all || strcmp(what, "thread") == 0)
			do_thread();
		if (all || strcmp(what, "signal") == 0)
			do_signal();
		if (all || strcmp(what, "kill") == 0)
			do_kill();
		if (all || strcmp(what, "fault") == 0)
			do_fault();
	}
	return 0;
}

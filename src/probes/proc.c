/*
 * proc.c - stopping and releasing target processes with ptrace
 * (interface: probes.h dt_proc_*).
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

#include "proc.h"

#define AT_ENTRY_TAG	9

typedef struct tproc {
	pid_t tp_pid;
	int tp_gofd;		/* -c: the child execs once this is written */
	int tp_traced;		/* ptrace-stopped by us */
	int tp_reaped;		/* exited while we prepared it */
	int tp_status;
	int tp_prepared;
} tproc_t;

static dt_vec_t procs = { NULL, 0, 0, sizeof(tproc_t) };

static tproc_t *
find(pid_t pid)
{
	size_t i;

	for (i = 0; i < procs.len; i++)
		if (DT_VEC_AT(&procs, tproc_t, i).tp_pid == pid)
			return &DT_VEC_AT(&procs, tproc_t, i);
	return NULL;
}

void
dt_proc_register(pid_t pid, int gofd)
{
	tproc_t *tp;

	if (procs.esize == 0)
		dt_vec_init(&procs, sizeof(tproc_t));
	tp = dt_vec_push(&procs);
	tp->tp_pid = pid;
	tp->tp_gofd = gofd;
}

/* Wait for a stop of 'pid'; -1 if it ended (status kept). */
static int
wait_stop(tproc_t *tp, int *st)
{
	for (;;) {
		pid_t r = waitpid(tp->tp_pid, st, __WALL);

		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return -1;
		if (WIFEXITED(*st) || WIFSIGNALED(*st)) {
			tp->tp_reaped = 1;
			tp->tp_status = *st;
			tp->tp_traced = 0;
			return -1;
		}
		return 0;
	}
}

static uint64_t
auxv_entry(pid_t pid)
{
	char path[64];
	uint64_t av[2], entry = 0;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/auxv", (int)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	while (read(fd, av, sizeof(av)) == (ssize_t)sizeof(av) && av[0] != 0)
		if (av[0] == AT_ENTRY_TAG)
			entry = av[1];
	close(fd);
	return entry;
}

/*
 * From the exec stop, run the process to its entry point with a
 * breakpoint there, and leave it stopped on the entry instruction.
 */
static void
run_to_entry(tproc_t *tp)
{
	uint64_t entry = auxv_entry(tp->tp_pid);
	struct user_regs_struct regs;
	long word;
	int st, sig = 0;

	if (entry == 0)
		return;
	errno = 0;
	word = ptrace(PTRACE_PEEKTEXT, tp->tp_pid, (void *)entry, NULL);
	if (errno != 0)
		return;
	if (ptrace(PTRACE_POKETEXT, tp->tp_pid, (void *)entry,
	    (void *)((word & ~0xffL) | 0xcc)) != 0)
		return;
	for (;;) {
		if (ptrace(PTRACE_CONT, tp->tp_pid, NULL,
		    (void *)(long)sig) != 0 || wait_stop(tp, &st) != 0)
			return;
		sig = 0;
		if (!WIFSTOPPED(st))
			continue;
		if (WSTOPSIG(st) == SIGTRAP && (st >> 16) == 0 &&
		    ptrace(PTRACE_GETREGS, tp->tp_pid, NULL, &regs) == 0 &&
		    regs.rip == entry + 1)
			break;
		/* a signal for the process itself: deliver it */
		if ((st >> 16) == 0)
			sig = WSTOPSIG(st);
	}
	(void)ptrace(PTRACE_POKETEXT, tp->tp_pid, (void *)entry, (void *)word);
	regs.rip = entry;
	(void)ptrace(PTRACE_SETREGS, tp->tp_pid, NULL, &regs);
}

int
dt_proc_registered(pid_t pid)
{
	return find(pid) != NULL;
}

int
dt_proc_prepare(pid_t pid)
{
	tproc_t *tp = find(pid);
	int st;

	if (tp == NULL) {
		/* pid<N> of a process not given with -p: grab it too */
		if (kill(pid, 0) != 0)
			return -1;
		dt_proc_register(pid, -1);
		tp = find(pid);
	}
	if (tp->tp_reaped)
		return -1;
	if (tp->tp_prepared)
		return 0;
	tp->tp_prepared = 1;
	if (tp->tp_gofd >= 0) {
		/* -c: exec under ptrace, then run to the entry point */
		if (ptrace(PTRACE_SEIZE, pid, NULL, (void *)(long)
		    (PTRACE_O_TRACEEXEC | PTRACE_O_EXITKILL)) != 0)
			return 0;
		tp->tp_traced = 1;
		if (write(tp->tp_gofd, "g", 1) != 1) {
			/* the child is gone */
		}
		close(tp->tp_gofd);
		tp->tp_gofd = -1;
		for (;;) {
			if (wait_stop(tp, &st) != 0)
				return -1;
			if (WIFSTOPPED(st) && (st >> 8) == (SIGTRAP |
			    (PTRACE_EVENT_EXEC << 8)))
				break;
			if (ptrace(PTRACE_CONT, pid, NULL, (void *)(long)
			    ((st >> 16) == 0 ? WSTOPSIG(st) : 0)) != 0)
				return 0;
		}
		run_to_entry(tp);
		return tp->tp_reaped ? -1 : 0;
	}
	/* -p: stop it while its symbols are read and probes attached */
	if (ptrace(PTRACE_SEIZE, pid, NULL, NULL) != 0)
		return 0;
	tp->tp_traced = 1;
	if (ptrace(PTRACE_INTERRUPT, pid, NULL, NULL) != 0 ||
	    wait_stop(tp, &st) != 0)
		return tp->tp_reaped ? -1 : 0;
	return 0;
}

/*
 * Call the function at 'fn' (no arguments) in stopped process 'pid' and
 * return its result in *ret, as a debugger calls a function of its
 * inferior: registers saved, a return address pointing at a breakpoint on
 * the entry point, run until that breakpoint, everything restored.  Only
 * for a process stopped under our ptrace; any other stop abandons the
 * call (-1).
 */
int
dt_proc_call(pid_t pid, uint64_t fn, uint64_t *ret)
{
	tproc_t *tp = find(pid);
	struct user_regs_struct saved, regs;
	struct user_fpregs_struct fpsaved;
	uint64_t entry, sp;
	long word;
	int st, r = -1;

	if (tp == NULL || !tp->tp_traced || tp->tp_reaped ||
	    (entry = auxv_entry(pid)) == 0)
		return -1;
	if (ptrace(PTRACE_GETREGS, pid, NULL, &saved) != 0 ||
	    ptrace(PTRACE_GETFPREGS, pid, NULL, &fpsaved) != 0)
		return -1;
	errno = 0;
	word = ptrace(PTRACE_PEEKTEXT, pid, (void *)entry, NULL);
	if (errno != 0 || ptrace(PTRACE_POKETEXT, pid, (void *)entry,
	    (void *)((word & ~0xffL) | 0xcc)) != 0)
		return -1;
	regs = saved;
	/* below the red zone, 16-byte aligned, then the return address */
	sp = ((saved.rsp - 1024) & ~0xfULL) - 8;
	if (ptrace(PTRACE_POKEDATA, pid, (void *)sp, (void *)entry) != 0)
		goto out;
	regs.rsp = sp;
	regs.rip = fn;
	regs.rax = 0;
	regs.orig_rax = (unsigned long long)-1;	/* no syscall restart */
	if (ptrace(PTRACE_SETREGS, pid, NULL, &regs) != 0 ||
	    ptrace(PTRACE_CONT, pid, NULL, NULL) != 0)
		goto out;
	if (wait_stop(tp, &st) != 0)
		return -1;
	if (WIFSTOPPED(st) && WSTOPSIG(st) == SIGTRAP &&
	    ptrace(PTRACE_GETREGS, pid, NULL, &regs) == 0 &&
	    regs.rip == entry + 1) {
		*ret = regs.rax;
		r = 0;
	}
out:
	(void)ptrace(PTRACE_POKETEXT, pid, (void *)entry, (void *)word);
	(void)ptrace(PTRACE_SETREGS, pid, NULL, &saved);
	(void)ptrace(PTRACE_SETFPREGS, pid, NULL, &fpsaved);
	return r;
}

int
dt_proc_reaped(pid_t pid, int *status)
{
	tproc_t *tp = find(pid);

	if (tp == NULL || !tp->tp_reaped)
		return 0;
	*status = tp->tp_status;
	return 1;
}

void
dt_proc_release(void)
{
	size_t i;

	for (i = 0; i < procs.len; i++) {
		tproc_t *tp = &DT_VEC_AT(&procs, tproc_t, i);

		if (tp->tp_traced) {
			(void)ptrace(PTRACE_DETACH, tp->tp_pid, NULL, NULL);
			tp->tp_traced = 0;
		} else if (tp->tp_gofd >= 0) {
			if (write(tp->tp_gofd, "g", 1) != 1) {
				/* gone already: its exit is reaped later */
			}
			close(tp->tp_gofd);
			tp->tp_gofd = -1;
		}
	}
}

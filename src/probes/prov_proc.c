/*
 * prov_proc.c - the proc provider (docs/providers.md; docs/linux-mapping.md
 * §4): * process and thread creation, exec, exit and signals, from the sched,
 * signal and raw_syscalls tracepoints.  Every probe fires in the context
 * DTrace defines: create/lwp-create in the parent, start/lwp-start in the
 * new thread on its first return to user mode, exec-success in the new
 * image, exit/lwp-exit in the exiting thread, signal-send in the sender,
 * signal-handle in the receiver.  The system call based probes (exec,
 * exec-failure, start, lwp-start, signal-clear) cover 32-bit (int $0x80)
 * calls too, with the i386 numbers and registers.
 *
 * Native arguments are the kernel objects (struct task_struct * for
 * psinfo_t/lwpsinfo_t); the translated types are in pr_xargtypes.
 */
#include "prov.h"

/* x86-64 system call numbers */
static const int64_t sys_exec[] = { 59, 322 };		/* execve(at) */
static const int64_t sys_clone[] = { 56, 57, 58, 435 };	/* clone, fork,
							   vfork, clone3 */
static const int64_t sys_sigwait[] = { 128 };		/* rt_sigtimedwait */
/* i386 numbers (int $0x80): execve, execveat; rt_sigtimedwait(_time64) */
static const int64_t sys32_exec[] = { 11, 358 };
static const int64_t sys32_sigwait[] = { 177, 421 };
static const int64_t sys32_clone[] = { 2, 120, 190, 435 };

/* sched_process_fork(parent, child): the child and its process */
static const dt_fetch_t f_lwp_create[] = {
	FO_CTX(1), FO_SET(0), FO_SET(1), FO_END
};
/*
 * create: args[2] the clone flags (FreeBSD's rfork flags argument), which
 * task_newtask(task, clone_flags) gives the parent just before; kept in
 * per-thread slot 18 and always consumed at the fork.
 */
static const dt_fetch_t f_create_flags[] = {
	FO_CTX(1), FO_TSAVE(18), FO_NEVER, FO_END
};
static const dt_fetch_t f_create[] = {
	FO_TTAKE(18), FO_SET(3),
	FO_CTX(1), FO_READ("task_struct.tgid", 4), FO_SET(2),
	FO_CTX(1), FO_READ("task_struct.pid", 4), FO_REQARG(EQ, 2),
	FO_GET(3), FO_SET(2), FO_IMM(0), FO_SET(3),
	FO_CTX(1), FO_SET(0), FO_CTX(0), FO_SET(1), FO_END
};
/* sys_enter(regs, id): the path as passed (execveat: second argument) */
static const dt_fetch_t f_exec[] = {
	FO_NOCOMPAT, FO_CTX(1), FO_REQIN(sys_exec),
	FO_CTX(0), FO_READ("pt_regs.di", 8), FO_SET(0),
	FO_CTX(1), FO_UNLESS(EQ, 322, 3),
	FO_CTX(0), FO_READ("pt_regs.si", 8), FO_SET(0),
	FO_END
};
/* ... 32-bit: the path in ebx (execveat: ecx) */
static const dt_fetch_t f_exec32[] = {
	FO_COMPAT, FO_CTX(1), FO_REQIN(sys32_exec),
	FO_CTX(0), FO_READ("pt_regs.bx", 8), FO_AND(0xffffffff), FO_SET(0),
	FO_CTX(1), FO_UNLESS(EQ, 358, 4),
	FO_CTX(0), FO_READ("pt_regs.cx", 8), FO_AND(0xffffffff), FO_SET(0),
	FO_END
};
/* sys_exit(regs, ret) */
static const dt_fetch_t f_exec_failure[] = {
	FO_NOCOMPAT, FO_SYSNR, FO_REQIN(sys_exec),
	FO_CTX(1), FO_REQ(SLT, 0), FO_NEG, FO_SET(0), FO_END
};
static const dt_fetch_t f_exec_failure32[] = {
	FO_COMPAT, FO_SYSNR, FO_REQIN(sys32_exec),
	FO_CTX(1), FO_REQ(SLT, 0), FO_NEG, FO_SET(0), FO_END
};
static const dt_fetch_t f_lwp_start[] = {
	FO_NOCOMPAT, FO_CTX(1), FO_REQ(EQ, 0), FO_SYSNR, FO_REQIN(sys_clone),
	FO_END
};
static const dt_fetch_t f_lwp_start32[] = {
	FO_COMPAT, FO_CTX(1), FO_REQ(EQ, 0), FO_SYSNR, FO_REQIN(sys32_clone),
	FO_END
};
static const dt_fetch_t f_start32[] = {
	FO_COMPAT, FO_CTX(1), FO_REQ(EQ, 0), FO_SYSNR, FO_REQIN(sys32_clone),
	FO_PIDTGID, FO_AND(0xffffffff), FO_SET(0),
	FO_PIDTGID, FO_RSH(32), FO_REQARG(EQ, 0), FO_IMM(0), FO_SET(0),
	FO_END
};
static const dt_fetch_t f_start[] = {
	FO_NOCOMPAT, FO_CTX(1), FO_REQ(EQ, 0), FO_SYSNR, FO_REQIN(sys_clone),
	FO_PIDTGID, FO_AND(0xffffffff), FO_SET(0),
	FO_PIDTGID, FO_RSH(32), FO_REQARG(EQ, 0), FO_IMM(0), FO_SET(0),
	FO_END
};
/* sched_process_exec(p, old_pid, bprm): no arguments */
static const dt_fetch_t f_none[] = { FO_END };
/*
 * sched_process_exit(p, group_dead): newer kernels (6.18 here) pass
 * group_dead; on older ones (6.1) it is p->signal->live having reached 0,
 * which do_exit() decides (atomic_dec_and_test) before the tracepoint.
 * Threads dying together (exit_group) can all see 0 there, so the probe
 * fires once per process: the key is p->signal plus the group leader's
 * start time (an address alone could be reused by a later process).
 */
static const dt_fetch_t f_exit[] = {
	FO_HASARG(1, 4),
	FO_CTX(1), FO_AND(0xff), FO_REQ(NE, 0), FO_UNLESS(EQ, 0, 14),
	FO_CTX(0), FO_READ("task_struct.signal", 8),
	FO_READ("signal_struct.live", 4), FO_REQ(EQ, 0),
	FO_CTX(0), FO_READ("task_struct.group_leader", 8),
	FO_READ("task_struct.start_time", 8), FO_SET(7),
	FO_CTX(0), FO_READ("task_struct.signal", 8), FO_ADDARG(7), FO_ONCE,
	FO_IMM(0), FO_SET(7),
	FO_CTX(0), FO_READ("task_struct.exit_code", 4), FO_CLD, FO_SET(0),
	FO_END
};
/* signal_generate(sig, info, task, group, result) */
static const dt_fetch_t f_signal_send[] = {
	FO_CTX(2), FO_SET(0), FO_SET(1), FO_CTX(0), FO_SET(2), FO_END
};
static const dt_fetch_t f_signal_discard[] = {
	FO_CTX(4), FO_REQ(EQ, 1),	/* TRACE_SIGNAL_IGNORED */
	FO_CTX(2), FO_SET(0), FO_SET(1), FO_CTX(0), FO_SET(2), FO_END
};
/* signal_deliver(sig, info, ka) */
static const dt_fetch_t f_signal_handle[] = {
	FO_CTX(0), FO_SET(0), FO_CTX(1), FO_SET(1),
	FO_CTX(2), FO_READ("k_sigaction.sa+sigaction.sa_handler", 8),
	FO_SET(2), FO_END
};
/*
 * signal_generate(sig, info, task, group, result) for a machine fault:
 * the kernel forces the signal on the current thread (info->si_code > 0,
 * sig SIGILL 4, SIGTRAP 5, SIGBUS 7, SIGFPE 8, SIGSEGV 11); arg0 the FLT*
 * code, arg1 the siginfo.
 */
static const int64_t fault_sigs[] = { 4, 5, 7, 8, 11 };
static const dt_fetch_t f_fault[] = {
	FO_CTX(2), FO_SET(9), FO_CUR, FO_REQARG(EQ, 9),
	FO_CTX(0), FO_REQIN(fault_sigs), FO_SET(7),
	FO_CTX(1), FO_READS("kernel_siginfo.si_code", 4), FO_REQ(SGT, 0),
	FO_SET(8),
	FO_GET(7), FO_UNLESS(EQ, 4, 2), FO_IMM(1), FO_SET(0),	/* FLTILL */
	FO_GET(7), FO_UNLESS(EQ, 5, 2), FO_IMM(3), FO_SET(0),	/* FLTBPT */
	FO_GET(7), FO_UNLESS(EQ, 5, 4), FO_GET(8), FO_UNLESS(EQ, 2, 2),
	FO_IMM(4), FO_SET(0),				/* FLTTRACE */
	FO_GET(7), FO_UNLESS(EQ, 7, 2), FO_IMM(5), FO_SET(0),	/* FLTACCESS */
	FO_GET(7), FO_UNLESS(EQ, 11, 2), FO_IMM(5), FO_SET(0),
	FO_GET(7), FO_UNLESS(EQ, 11, 4), FO_GET(8), FO_UNLESS(EQ, 3, 2),
	FO_IMM(6), FO_SET(0),				/* FLTBOUNDS */
	FO_GET(7), FO_UNLESS(EQ, 8, 2), FO_IMM(9), FO_SET(0),	/* FLTFPE */
	FO_GET(7), FO_UNLESS(EQ, 8, 4), FO_GET(8), FO_UNLESS(EQ, 1, 2),
	FO_IMM(8), FO_SET(0),				/* FLTIZDIV */
	FO_GET(7), FO_UNLESS(EQ, 8, 4), FO_GET(8), FO_UNLESS(EQ, 2, 2),
	FO_IMM(7), FO_SET(0),				/* FLTIOVF */
	FO_CTX(1), FO_SET(1), FO_IMM(0), FO_SET(7), FO_SET(8), FO_SET(9),
	FO_END
};
/* sys_exit of rt_sigtimedwait with a signal: the user siginfo pointer */
static const dt_fetch_t f_signal_clear[] = {
	FO_NOCOMPAT, FO_SYSNR, FO_REQIN(sys_sigwait),
	FO_CTX(1), FO_REQ(SGT, 0), FO_SET(0),
	FO_CTX(0), FO_READ("pt_regs.si", 8), FO_SET(1), FO_END
};
static const dt_fetch_t f_signal_clear32[] = {
	FO_COMPAT, FO_SYSNR, FO_REQIN(sys32_sigwait),
	FO_CTX(1), FO_REQ(SGT, 0), FO_SET(0),
	FO_CTX(0), FO_READ("pt_regs.cx", 8), FO_AND(0xffffffff), FO_SET(1),
	FO_END
};

#define TASK	"struct task_struct *"

/*
 * In DTrace's listing order.  Probes on one tracepoint run in ID order:
 * lwp-create before create, start before lwp-start, signal-send before
 * signal-discard, lwp-exit before exit.
 */
static const dt_kprobedef_t proc_probes[] = {
	{ "lwp-create", 2, { TASK, TASK }, { "lwpsinfo_t *", "psinfo_t *" },
	    { { "sched/sched_process_fork", f_lwp_create } } },
	{ "create", 3, { TASK, TASK, "int" },
	    { "psinfo_t *", "psinfo_t *", NULL },
	    { { "task/task_newtask", f_create_flags },
	    { "sched/sched_process_fork", f_create } } },
	/* the path is a user address here: copyinstr(args[0]) */
	{ "exec", 1, { "char *" }, { NULL },
	    { { "raw_syscalls/sys_enter", f_exec },
	    { "raw_syscalls/sys_enter", f_exec32 } } },
	{ "exec-failure", 1, { "int" }, { NULL },
	    { { "raw_syscalls/sys_exit", f_exec_failure },
	    { "raw_syscalls/sys_exit", f_exec_failure32 } } },
	{ "exec-success", 0, { NULL }, { NULL },
	    { { "sched/sched_process_exec", f_none } } },
	{ "start", 0, { NULL }, { NULL },
	    { { "raw_syscalls/sys_exit", f_start },
	    { "raw_syscalls/sys_exit", f_start32 } } },
	{ "lwp-start", 0, { NULL }, { NULL },
	    { { "raw_syscalls/sys_exit", f_lwp_start },
	    { "raw_syscalls/sys_exit", f_lwp_start32 } } },
	{ "lwp-exit", 0, { NULL }, { NULL },
	    { { "sched/sched_process_exit", f_none } } },
	{ "exit", 1, { "int" }, { NULL },
	    { { "sched/sched_process_exit", f_exit } } },
	{ "signal-send", 3, { TASK, TASK, "int" },
	    { "lwpsinfo_t *", "psinfo_t *", NULL },
	    { { "signal/signal_generate", f_signal_send } } },
	{ "signal-discard", 3, { TASK, TASK, "int" },
	    { "lwpsinfo_t *", "psinfo_t *", NULL },
	    { { "signal/signal_generate", f_signal_discard } } },
	{ "signal-handle", 3,
	    { "int", "siginfo_t *", "void (*)(void)" }, { NULL },
	    { { "signal/signal_deliver", f_signal_handle } } },
	{ "fault", 2, { "int", "siginfo_t *" }, { NULL },
	    { { "signal/signal_generate", f_fault } } },
	{ "signal-clear", 2, { "int", "siginfo_t *" }, { NULL },
	    { { "raw_syscalls/sys_exit", f_signal_clear },
	    { "raw_syscalls/sys_exit", f_signal_clear32 } } },
	{ NULL }
};

static void
proc_enumerate(dt_probecat_t *pc)
{
	dt_kprov_add(pc, "proc", "vmlinux", proc_probes);
}

const dt_provider_t dt_prov_proc = { "proc", proc_enumerate,
    proc_probes };

/*
 * prov_sched.c - the sched provider (docs/providers.md; docs/linux-mapping.md
 * §5) from sched_switch, the sched_waking/wakeup family, the bare
 * scheduler tracepoints (sched_entry_tp, sched_exit_tp,
 * sched_set_need_resched_tp) and the tick hrtimer.  Native arguments are
 * task pointers (lwpsinfo_t/psinfo_t) and CPU numbers (cpuinfo_t).
 * enqueue and dequeue are synthetic (several tracepoints each); the
 * cpucaps and schedctl probes have no Linux equivalent and are listed but
 * never fire, as DTrace lists them.
 */
#include "prov.h"

/* sched_exit_tp(is_switch): in the thread now running */
static const dt_fetch_t f_on_cpu[] = {
	FO_CTX(0), FO_AND(1), FO_REQ(NE, 0), FO_END
};
/* ... and a new thread's first run, which starts in ret_from_fork rather
 * than at the tail of __schedule: its return from clone/fork (sys_exit
 * with 0), as proc:::lwp-start */
static const int64_t sys_clone[] = { 56, 57, 58, 435 };
static const dt_fetch_t f_on_cpu_new[] = {
	FO_NOCOMPAT, FO_CTX(1), FO_REQ(EQ, 0), FO_SYSNR, FO_REQIN(sys_clone),
	FO_END
};
static const dt_fetch_t f_remain_cpu[] = {
	FO_CTX(0), FO_AND(1), FO_REQ(EQ, 0), FO_END
};
/*
 * sched_entry_tp(preempt): a scheduling point the thread did not ask
 * for: preemption proper, or a reschedule while still runnable (return
 * to user mode with need_resched set, cond_resched(): __state 0).  The
 * idle task is never preempted.
 */
static const dt_fetch_t f_preempt[] = {
	FO_PIDTGID, FO_AND(0xffffffff), FO_REQ(NE, 0),
	FO_CTX(0), FO_AND(1), FO_UNLESS(EQ, 0, 3),
	FO_CUR, FO_READ("task_struct.__state", 4), FO_REQ(EQ, 0),
	FO_IMM(0), FO_END
};
/* sched_switch(preempt, prev, next, prev_state): context = prev */
static const dt_fetch_t f_off_cpu[] = {
	FO_CTX(2), FO_SET(0), FO_SET(1), FO_END
};
static const dt_fetch_t f_sleep[] = {
	FO_CTX(0), FO_AND(1), FO_REQ(EQ, 0),
	FO_CTX(3), FO_AND(0xffffffff), FO_REQ(NE, 0),
	FO_REQ(NONE, 0x80),			/* TASK_DEAD */
	FO_CTX(1), FO_READ("task_struct.exit_state", 4), FO_REQ(EQ, 0),
	FO_END
};
/* sched_waking(p): in the waker */
static const dt_fetch_t f_wakeup[] = {
	FO_CTX(0), FO_SET(0), FO_SET(1), FO_END
};
/* enqueue: the task became runnable on its CPU (sched_wakeup(_new)) */
static const dt_fetch_t f_enq_wakeup[] = {
	FO_CTX(0), FO_SET(0), FO_SET(1),
	FO_READ("task_struct.thread_info+thread_info.cpu", 4), FO_SET(2),
	FO_END
};
/* ... a preempted task (or one switched out still runnable) goes back
 * on this CPU's queue; not the idle task */
static const dt_fetch_t f_enq_preempt[] = {
	FO_CTX(0), FO_AND(1), FO_UNLESS(EQ, 0, 3),
	FO_CTX(3), FO_AND(0xffffffff), FO_REQ(EQ, 0),
	FO_CTX(1), FO_READ("task_struct.pid", 4), FO_REQ(NE, 0),
	FO_CTX(1), FO_SET(0), FO_SET(1), FO_CPU, FO_SET(2), FO_END
};
/* ... or is moved to another CPU: sched_migrate_task(p, dest_cpu) */
static const dt_fetch_t f_enq_migrate[] = {
	FO_CTX(0), FO_SET(0), FO_SET(1), FO_CTX(1), FO_SET(2), FO_END
};
/* dequeue: next is taken off this CPU's queue to run */
static const dt_fetch_t f_deq_switch[] = {
	FO_CTX(2), FO_SET(0), FO_SET(1), FO_CPU, FO_SET(2), FO_END
};
/* ... or leaves its CPU's queue when migrated */
static const dt_fetch_t f_deq_migrate[] = {
	FO_CTX(0), FO_SET(0), FO_SET(1),
	FO_READ("task_struct.thread_info+thread_info.cpu", 4), FO_SET(2),
	FO_END
};
/* sched_pi_setprio(tsk, pi_task): new prio, DTrace direction (139 - x) */
static const dt_fetch_t f_change_pri[] = {
	FO_CTX(0), FO_SET(0), FO_SET(1),
	FO_READ("task_struct.normal_prio", 4), FO_SET(2),
	FO_CTX(1), FO_UNLESS(NE, 0, 2),
	FO_READ("task_struct.prio", 4), FO_SET(2),
	FO_GET(2), FO_NEG, FO_ADD(139), FO_SET(2), FO_END
};
/*
 * ... or setpriority(PRIO_PROCESS, who, nice) entry on the calling thread
 * (who 0 or its tid), a thread of a normal, batch or idle policy: the new
 * priority is 139 - (120 + nice), nice clamped to -20..19 as the kernel
 * does.  Other threads' changes need a pid lookup: not provided.
 */
static const int64_t sys_setpriority[] = { 141 };
static const int64_t fair_policies[] = { 0, 3, 5 };
static const dt_fetch_t f_change_pri_nice[] = {
	FO_NOCOMPAT, FO_CTX(1), FO_REQIN(sys_setpriority),
	FO_CTX(0), FO_READ("pt_regs.di", 4), FO_REQ(EQ, 0),
	FO_CUR, FO_READ("task_struct.policy", 4), FO_REQIN(fair_policies),
	FO_PIDTGID, FO_AND(0xffffffff), FO_SET(8),
	FO_CTX(0), FO_READ("pt_regs.si", 4), FO_SET(9),
	FO_UNLESS(EQ, 0, 2), FO_GET(8), FO_SET(9),
	FO_GET(8), FO_REQARG(EQ, 9),
	FO_CTX(0), FO_READS("pt_regs.dx", 4),
	FO_UNLESS(SLT, -20, 1), FO_IMM(-20),
	FO_UNLESS(SGT, 19, 1), FO_IMM(19),
	FO_NEG, FO_ADD(19), FO_SET(2),
	FO_CUR, FO_SET(0), FO_SET(1), FO_IMM(0), FO_SET(8), FO_SET(9),
	FO_END
};
/* sched_set_need_resched_tp(tsk, cpu, tif): told by another CPU */
static const dt_fetch_t f_surrender[] = {
	FO_CTX(1), FO_SET(2), FO_CPU, FO_REQARG(NE, 2), FO_IMM(0), FO_SET(2),
	FO_CTX(0), FO_SET(0), FO_SET(1), FO_END
};
/* hrtimer_expire_entry(timer, now) of the scheduler tick */
static const dt_fetch_t f_tick[] = {
	FO_KSYM("tick_nohz_handler"), FO_SET(0),
	FO_CTX(0), FO_READ("hrtimer.function", 8), FO_REQARG(EQ, 0),
	FO_CUR, FO_SET(0), FO_SET(1), FO_END
};

#define TASK	"struct task_struct *"
#define TT2	{ TASK, TASK }
#define LP2	{ "lwpsinfo_t *", "psinfo_t *" }

static const dt_kprobedef_t sched_probes[] = {
	{ "on-cpu", 0, { NULL }, { NULL },
	    { { "/sched_exit_tp", f_on_cpu },
	    { "raw_syscalls/sys_exit", f_on_cpu_new } } },
	{ "off-cpu", 2, TT2, LP2, { { "sched/sched_switch", f_off_cpu } } },
	{ "remain-cpu", 0, { NULL }, { NULL },
	    { { "/sched_exit_tp", f_remain_cpu } } },
	{ "preempt", 0, { NULL }, { NULL },
	    { { "/sched_entry_tp", f_preempt } } },
	{ "sleep", 0, { NULL }, { NULL },
	    { { "sched/sched_switch", f_sleep } } },
	{ "wakeup", 2, TT2, LP2, { { "sched/sched_waking", f_wakeup } } },
	{ "enqueue", 4, { TASK, TASK, "int", "int" },
	    { "lwpsinfo_t *", "psinfo_t *", "cpuinfo_t *", NULL },
	    { { "sched/sched_wakeup", f_enq_wakeup },
	    { "sched/sched_wakeup_new", f_enq_wakeup },
	    { "sched/sched_switch", f_enq_preempt },
	    { "sched/sched_migrate_task", f_enq_migrate } } },
	{ "dequeue", 3, { TASK, TASK, "int" },
	    { "lwpsinfo_t *", "psinfo_t *", "cpuinfo_t *" },
	    { { "sched/sched_switch", f_deq_switch },
	    { "sched/sched_migrate_task", f_deq_migrate } } },
	{ "change-pri", 3, { TASK, TASK, "pri_t" },
	    { "lwpsinfo_t *", "psinfo_t *", NULL },
	    { { "sched/sched_pi_setprio", f_change_pri },
	    { "raw_syscalls/sys_enter", f_change_pri_nice } } },
	{ "surrender", 2, TT2, LP2,
	    { { "/sched_set_need_resched_tp", f_surrender } } },
	{ "tick", 2, TT2, LP2, { { "timer/hrtimer_expire_entry", f_tick } } },
	/* no Linux equivalent: listed, never fire */
	{ "cpucaps-sleep", 2, TT2, LP2, { { NULL } } },
	{ "cpucaps-wakeup", 2, TT2, LP2, { { NULL } } },
	{ "schedctl-nopreempt", 2, TT2, LP2, { { NULL } } },
	{ "schedctl-preempt", 2, TT2, LP2, { { NULL } } },
	{ "schedctl-yield", 1, { "int" }, { NULL }, { { NULL } } },
	{ NULL }
};

static void
sched_enumerate(dt_probecat_t *pc)
{
	dt_kprov_add(pc, "sched", "vmlinux", sched_probes);
}

const dt_provider_t dt_prov_sched = { "sched", sched_enumerate,
    sched_probes };

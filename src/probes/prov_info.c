/*
 * prov_info.c - the vminfo and sysinfo providers (docs/providers.md;
 * docs/linux-mapping.md §12): probes that fire just before a kernel
 * statistic would be incremented, arg0 = the increment (arg1/arg2, pointers to
 * illumos counters, are 0: Linux has none to point to).  Only the subset
 * with a faithful Linux event is provided; the rest are listed, with the
 * reason, in prov_unavail.c and docs/providers.md.
 */
#include "prov.h"

/* ------------------------------------------------------------ vminfo */

/*
 * page_fault_user/kernel(address, regs, error_code): x86 error code bit
 * 0 = protection violation (page present), bit 1 = write.  as_fault: a
 * page missing in a user address space (also when the kernel touches
 * user memory); kernel_asflt: a fault on a kernel address (negative as
 * a signed number), as illumos counts faults in the kernel's own space.
 */
static const dt_fetch_t f_as_fault[] = {
	FO_CTX(0), FO_REQ(SGE, 0),
	FO_CTX(2), FO_REQ(NONE, 1), FO_IMM(1), FO_SET(0), FO_END
};
static const dt_fetch_t f_kernel_asflt[] = {
	FO_CTX(0), FO_REQ(SLT, 0), FO_IMM(1), FO_SET(0), FO_END
};
static const dt_fetch_t f_prot_fault[] = {
	FO_CTX(2), FO_REQ(ANY, 1), FO_IMM(1), FO_SET(0), FO_END
};
static const dt_fetch_t f_cow_fault[] = {
	FO_CTX(2), FO_AND(3), FO_REQ(EQ, 3), FO_IMM(1), FO_SET(0), FO_END
};

static const dt_fetch_t f_one_vm[] = { FO_IMM(1), FO_SET(0), FO_END };

static const dt_kprobedef_t vminfo_probes[] = {
	{ "as_fault", 0, { NULL }, { NULL },
	    { { "exceptions/page_fault_user", f_as_fault },
	    { "exceptions/page_fault_kernel", f_as_fault } } },
	{ "cow_fault", 0, { NULL }, { NULL },
	    { { "exceptions/page_fault_user", f_cow_fault },
	    { "exceptions/page_fault_kernel", f_cow_fault } } },
	{ "kernel_asflt", 0, { NULL }, { NULL },
	    { { "exceptions/page_fault_kernel", f_kernel_asflt } } },
	/* a page read in from its file or swap: the perf software event */
	{ "maj_fault", 0, { NULL }, { NULL },
	    { { "perf/major-faults", f_one_vm } } },
	{ "prot_fault", 0, { NULL }, { NULL },
	    { { "exceptions/page_fault_user", f_prot_fault },
	    { "exceptions/page_fault_kernel", f_prot_fault } } },
	{ NULL }
};

/* ----------------------------------------------------------- sysinfo */

static const int64_t sys_reads[] = { 0, 17, 19, 295, 327 };
static const int64_t sys_writes[] = { 1, 18, 20, 296, 328 };
static const int64_t sys_msg[] = { 69, 70 };		/* msgsnd, msgrcv */
static const int64_t sys_sema[] = { 65, 220 };		/* semop, semtimedop */

static const dt_fetch_t f_one[] = { FO_IMM(1), FO_SET(0), FO_END };
/* sched_switch(preempt, prev, next, prev_state) */
/* involuntary: preempted, or switched out still runnable (the kernel's
 * nivcsw); not the idle task */
static const dt_fetch_t f_inv_swtch[] = {
	FO_CTX(0), FO_AND(1), FO_UNLESS(EQ, 0, 3),
	FO_CTX(3), FO_AND(0xffffffff), FO_REQ(EQ, 0),
	FO_CTX(1), FO_READ("task_struct.pid", 4), FO_REQ(NE, 0),
	FO_IMM(1), FO_SET(0), FO_END
};
static const dt_fetch_t f_idlethread[] = {
	FO_CTX(2), FO_READ("task_struct.pid", 4), FO_REQ(EQ, 0),
	FO_IMM(1), FO_SET(0), FO_END
};
/* task_newtask(task, clone_flags): CLONE_VFORK 0x4000, CLONE_THREAD
 * 0x10000 */
static const dt_fetch_t f_sysfork[] = {
	FO_CTX(1), FO_REQ(NONE, 0x14000), FO_IMM(1), FO_SET(0), FO_END
};
static const dt_fetch_t f_sysvfork[] = {
	FO_CTX(1), FO_AND(0x14000), FO_REQ(EQ, 0x4000), FO_IMM(1), FO_SET(0),
	FO_END
};
static const dt_fetch_t f_nthreads[] = {
	FO_CTX(1), FO_REQ(ANY, 0x10000), FO_IMM(1), FO_SET(0), FO_END
};
/* sys_enter(regs, id) */
static const dt_fetch_t f_sysread[] = {
	FO_NOCOMPAT, FO_CTX(1), FO_REQIN(sys_reads), FO_IMM(1), FO_SET(0),
	FO_END
};
static const dt_fetch_t f_syswrite[] = {
	FO_NOCOMPAT, FO_CTX(1), FO_REQIN(sys_writes), FO_IMM(1), FO_SET(0),
	FO_END
};
static const dt_fetch_t f_msg[] = {
	FO_NOCOMPAT, FO_CTX(1), FO_REQIN(sys_msg), FO_IMM(1), FO_SET(0),
	FO_END
};
static const dt_fetch_t f_sema[] = {
	FO_NOCOMPAT, FO_CTX(1), FO_REQIN(sys_sema), FO_IMM(1), FO_SET(0),
	FO_END
};
/* sys_exit(regs, ret): bytes transferred */
static const dt_fetch_t f_readch[] = {
	FO_NOCOMPAT, FO_SYSNR, FO_REQIN(sys_reads), FO_CTX(1), FO_REQ(SGT, 0),
	FO_SET(0), FO_END
};
static const dt_fetch_t f_writech[] = {
	FO_NOCOMPAT, FO_SYSNR, FO_REQIN(sys_writes), FO_CTX(1),
	FO_REQ(SGT, 0), FO_SET(0), FO_END
};
/* lock:contention_begin(lock, flags): MUTEX 0x20, READ 0x2, WRITE 0x4 */
static const dt_fetch_t f_mutex_adenters[] = {
	FO_CTX(1), FO_REQ(ANY, 0x20), FO_IMM(1), FO_SET(0), FO_END
};
static const dt_fetch_t f_rw_rdfails[] = {
	FO_CTX(1), FO_REQ(ANY, 0x2), FO_IMM(1), FO_SET(0), FO_END
};
static const dt_fetch_t f_rw_wrfails[] = {
	FO_CTX(1), FO_REQ(ANY, 0x4), FO_IMM(1), FO_SET(0), FO_END
};

#define ONE(tp, f)	0, { NULL }, { NULL }, { { tp, f } }

static const dt_kprobedef_t sysinfo_probes[] = {
	{ "idlethread", ONE("sched/sched_switch", f_idlethread) },
	{ "inv_swtch", ONE("sched/sched_switch", f_inv_swtch) },
	{ "msg", ONE("raw_syscalls/sys_enter", f_msg) },
	{ "mutex_adenters", ONE("lock/contention_begin", f_mutex_adenters) },
	{ "nthreads", ONE("task/task_newtask", f_nthreads) },
	{ "pswitch", ONE("sched/sched_switch", f_one) },
	{ "readch", ONE("raw_syscalls/sys_exit", f_readch) },
	{ "rw_rdfails", ONE("lock/contention_begin", f_rw_rdfails) },
	{ "rw_wrfails", ONE("lock/contention_begin", f_rw_wrfails) },
	{ "sema", ONE("raw_syscalls/sys_enter", f_sema) },
	{ "sysexec", ONE("sched/sched_process_exec", f_one) },
	{ "sysfork", ONE("task/task_newtask", f_sysfork) },
	{ "sysread", ONE("raw_syscalls/sys_enter", f_sysread) },
	{ "sysvfork", ONE("task/task_newtask", f_sysvfork) },
	{ "syswrite", ONE("raw_syscalls/sys_enter", f_syswrite) },
	{ "writech", ONE("raw_syscalls/sys_exit", f_writech) },
	{ "xcalls", 0, { NULL }, { NULL },
	    { { "ipi/ipi_send_cpu", f_one },
	    { "ipi/ipi_send_cpumask", f_one } } },
	{ NULL }
};

static void
vminfo_enumerate(dt_probecat_t *pc)
{
	dt_kprov_add(pc, "vminfo", "vmlinux", vminfo_probes);
}

static void
sysinfo_enumerate(dt_probecat_t *pc)
{
	dt_kprov_add(pc, "sysinfo", "vmlinux", sysinfo_probes);
}

const dt_provider_t dt_prov_vminfo = { "vminfo", vminfo_enumerate,
    vminfo_probes };
const dt_provider_t dt_prov_sysinfo = { "sysinfo", sysinfo_enumerate,
    sysinfo_probes };

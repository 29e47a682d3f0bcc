/*
 * vtime.c - the built-in variable vtimestamp: nanoseconds the current
 * thread has been on CPU, as the scheduler counts them (the value
 * clock_gettime(CLOCK_THREAD_CPUTIME_ID) gives), read without a lag.
 *
 * The scheduler keeps, per task, se.sum_exec_runtime (CPU time up to
 * se.exec_start) and, per run queue, clock (sched_clock at the last
 * update_rq_clock()) and clock_task (the same minus IRQ and hypervisor
 * steal time, when those are accounted).  All three are in the run
 * queue's clock base, which has no BPF helper.  So, for the running
 * thread:
 *
 *   vtimestamp = sum_exec_runtime + (rq->clock_task - exec_start)
 *              + (now - rq->clock)
 *
 * where the first two terms are exact up to the last run queue clock
 * update (at most a scheduler tick ago) and the last one is the time
 * since, measured as bpf_ktime_get_ns() - off[cpu] - rq->clock.
 * off[cpu] is the difference between the two clocks on that CPU; a
 * small program on the sched_switch raw tracepoint, loaded only when a
 * script reads vtimestamp, measures it: at sched_switch the scheduler
 * has just set rq->clock (update_rq_clock() in __schedule()), so
 * ktime - rq->clock is the offset plus the few microseconds __schedule()
 * took since.  The program keeps the lowest sample, allowed to rise by
 * at most 1/65536 of the time elapsed since the previous one (the
 * clocks drift apart by well under a microsecond per second; outliers,
 * e.g. a vCPU preempted in __schedule(), are ignored).
 *
 * Time the scheduler will not count as the thread's since its last
 * clock update is subtracted: hypervisor steal time (kvm's steal_time
 * counter against rq->prev_steal_time_rq) and IRQ time (cpu_irqtime
 * against rq->prev_irq_time), where the kernel has them.  But a
 * hypervisor reports steal time late (when the vCPU resumes) and the
 * scheduler then charges it to the current interval, so a stretch may
 * be counted as the thread's and later not; and two CPUs' offsets differ
 * by their residuals.  So each thread's last value is kept (task
 * storage) and vtimestamp never goes below it.  What remains is a
 * constant bias of about a microsecond (the minimum __schedule()
 * latency in the offset).  Before the first context switch on a CPU
 * since tracing started, the time since the last clock update is not
 * added (the value lags by up to a tick, as sum_exec_runtime alone
 * does).
 *
 * The run queue is reached as current->se.cfs_rq->rq (the per-CPU
 * 'runqueues' has no kallsyms entry without CONFIG_KALLSYMS_ALL, so
 * ld_imm64 of its BTF id fails); that needs CONFIG_FAIR_GROUP_SCHED,
 * which distribution kernels have.  A tick interrupting the loads would
 * mix old and new values: rq->clock is read before and after them and
 * they are read again once if it changed.
 */
#include <linux/btf.h>
#include <string.h>

#include "cg.h"

#define VT_LEAK_SHIFT	16	/* the offset may rise 1/65536 per ns */

typedef struct vt_offs {
	int se_sum, se_start, se_cfsrq, cfsrq_rq, rq_clock, rq_clocktask;
} vt_offs_t;

static void
offsets(dt_cg_t *cg, vt_offs_t *o)
{
	int se = dt_btf_member_offset("task_struct", "se");

	o->se_sum = dt_btf_member_offset("sched_entity", "sum_exec_runtime");
	o->se_start = dt_btf_member_offset("sched_entity", "exec_start");
	o->se_cfsrq = dt_btf_member_offset("sched_entity", "cfs_rq");
	o->cfsrq_rq = dt_btf_member_offset("cfs_rq", "rq");
	o->rq_clock = dt_btf_member_offset("rq", "clock");
	o->rq_clocktask = dt_btf_member_offset("rq", "clock_task");
	if (se < 0 || o->se_sum < 0 || o->se_start < 0 || o->se_cfsrq < 0 ||
	    o->cfsrq_rq < 0 || o->rq_clock < 0 || o->rq_clocktask < 0)
		dt_cg_error(cg, "vtimestamp is not available: the kernel's BTF "
		    "does not describe the scheduler's run queue clocks "
		    "(sched_entity.cfs_rq needs CONFIG_FAIR_GROUP_SCHED)");
	o->se_sum += se;
	o->se_start += se;
	o->se_cfsrq += se;
}

/* The per-CPU offsets map: { s64 off; u64 when (ktime, 0 = never) }. */
static int
vt_map(dt_cg_t *cg)
{
	if (cg->vtime_map == 0)
		cg->vtime_map = 1 + dt_cg_add_map(cg, "dt_vtime",
		    BPF_MAP_TYPE_PERCPU_ARRAY, 4, 16, 1, 0);
	return cg->vtime_map - 1;
}

/* r0 = this CPU's offsets entry, or jump to 'none' */
static void
lookup(dt_cg_t *cg, int none)
{
	dt_cg_st_imm(cg, BPF_W, BPF_REG_10, SLOT_VAL, 0);
	dt_cg_ld_map(cg, BPF_REG_1, vt_map(cg));
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, SLOT_VAL);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, none);
}

/*
 * Time the scheduler will not count as the thread's: hypervisor steal
 * time (kvm's per-CPU steal_time.steal against rq->prev_steal_time_rq)
 * and IRQ time (cpu_irqtime.total against rq->prev_irq_time), when the
 * kernel has them.  The per-CPU variable of this CPU is at a fixed
 * distance from its run queue (both are in the per-CPU area).
 */
typedef struct vt_corr {
	long rel;		/* variable - &runqueues */
	int mem;		/* offset of its u64 counter */
	int tid;		/* its BTF type id */
	int prev;		/* rq member: its value at the last update */
} vt_corr_t;

static int
corrections(vt_corr_t *c)
{
	static const char *const tab[][4] = {
		{ "steal_time", "kvm_steal_time", "steal", "prev_steal_time_rq" },
		{ "cpu_irqtime", "irqtime", "total", "prev_irq_time" },
	};
	long rq = dt_btf_percpu_offset("runqueues");
	int n = 0, i;

	for (i = 0; i < 2 && rq >= 0; i++) {
		long var = dt_btf_percpu_offset(tab[i][0]);
		int mem = dt_btf_member_offset(tab[i][1], tab[i][2]);
		int prev = dt_btf_member_offset("rq", tab[i][3]);

		if (var < 0 || mem < 0 || prev < 0)
			continue;
		c[n].rel = var - rq;
		c[n].mem = mem;
		c[n].tid = dt_btf_kind_id(tab[i][1], BTF_KIND_STRUCT);
		c[n].prev = prev;
		n++;
	}
	return n;
}

/* r1 = current's run queue, or jump to 'norq' (r0 = current) */
static void
runqueue(dt_cg_t *cg, const vt_offs_t *o, int norq)
{
	dt_cg_call(cg, BPF_FUNC_get_current_task_btf);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, (int16_t)o->se_cfsrq);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, norq);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_1, (int16_t)o->cfsrq_rq);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, norq);
}

/*
 * scratch + off + 8k = the k-th correction's counter now: a plain load
 * through bpf_rdonly_cast() (a kfunc the verifier turns into a move;
 * Linux 6.2 and later), else bpf_probe_read_kernel()
 */
static void
read_counters(dt_cg_t *cg, const vt_offs_t *o, const vt_corr_t *corr,
    int ncorr, uint32_t off, int norq)
{
	int cast = dt_btf_kind_id("bpf_rdonly_cast", BTF_KIND_FUNC), k;

	runqueue(cg, o, norq);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_KEY, BPF_REG_1);
	for (k = 0; k < ncorr; k++) {
		uint32_t dst = off + 8 * (uint32_t)k;

		if (k > 0)
			dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_KEY);
		if (cast > 0 && corr[k].tid > 0) {
			dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1,
			    (int32_t)corr[k].rel);
			dt_cg_mov_imm(cg, BPF_REG_2, corr[k].tid);
			dt_cg_emit(cg, (struct bpf_insn){
			    .code = BPF_JMP | BPF_CALL,
			    .src_reg = BPF_PSEUDO_KFUNC_CALL, .imm = cast });
			dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0,
			    (int16_t)corr[k].mem);
			dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)dst,
			    BPF_REG_1);
			continue;
		}
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_1);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3,
		    (int32_t)(corr[k].rel + corr[k].mem));
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_9);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, (int32_t)dst);
		dt_cg_mov_imm(cg, BPF_REG_2, 8);
		dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	}
}

/* SLOT_VAL = ktime - the offset at scratch + 'off' */
static void
now_rq(dt_cg_t *cg, uint32_t off)
{
	dt_cg_call(cg, BPF_FUNC_ktime_get_ns);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_9, (int16_t)off);
	dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_0, BPF_REG_1);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_VAL, BPF_REG_0);
}

/*
 * r4 = max(r4, the thread's last vtimestamp), which it becomes: the
 * kernel may count as steal or IRQ time a stretch this thread already
 * saw counted (a hypervisor reports steal when the vCPU resumes, and the
 * scheduler charges it to the current clock interval), or another CPU's
 * offset may be a little off; a thread's vtimestamp never goes back.
 */
static void
monotonic(dt_cg_t *cg)
{
	int out = dt_cg_label(cg), keep = dt_cg_label(cg);

	if (cg->vtime_last == 0)
		cg->vtime_last = 1 + dt_cg_add_map(cg, "dt_vtime_last",
		    BPF_MAP_TYPE_TASK_STORAGE, 4, 8, 0, BPF_F_NO_PREALLOC);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_VAL, BPF_REG_4);
	dt_cg_call(cg, BPF_FUNC_get_current_task_btf);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_0);
	dt_cg_ld_map(cg, BPF_REG_1, cg->vtime_last - 1);
	dt_cg_mov_imm(cg, BPF_REG_3, 0);
	dt_cg_mov_imm(cg, BPF_REG_4, BPF_LOCAL_STORAGE_GET_F_CREATE);
	dt_cg_call(cg, BPF_FUNC_task_storage_get);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_10, SLOT_VAL);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, out);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, 0);
	dt_cg_jmp_reg(cg, BPF_JGE, BPF_REG_4, BPF_REG_1, keep);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_4, BPF_REG_1);
	dt_cg_place(cg, keep);
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, 0, BPF_REG_4);
	dt_cg_place(cg, out);
}

/* r = vtimestamp; clobbers r0-r5 */
static void
vtimestamp(dt_cg_t *cg, int r)
{
	vt_offs_t o;
	vt_corr_t corr[2];
	int ncorr = corrections(corr), k, pass;
	int nocal = dt_cg_label(cg), have = dt_cg_label(cg);
	int done = dt_cg_label(cg), norq = dt_cg_label(cg);
	int out = dt_cg_label(cg), again = dt_cg_label(cg);
	uint32_t scr, cnt, offp;

	offsets(cg, &o);
	/*
	 * Scratch: the offset, then the corrections' counters read before
	 * and after ktime.  The hypervisor adds to steal_time when the vCPU
	 * resumes, at any instruction: if that happened between the two
	 * reads, ktime is read again (after the second).
	 */
	scr = dt_cg_scratch(cg, 8 + 16 * (uint32_t)ncorr);
	dt_cg_need_scratch(cg);
	offp = scr;
	cnt = scr + 8 + 8 * (uint32_t)ncorr;
	if (ncorr > 0)
		read_counters(cg, &o, corr, ncorr, scr + 8, norq);

	/* SLOT_VAL = now in the run queue clock's base, 0 if unknown */
	lookup(cg, nocal);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, 8);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, nocal);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, 0);
	dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)offp, BPF_REG_1);
	now_rq(cg, offp);
	if (ncorr > 0) {
		read_counters(cg, &o, corr, ncorr, cnt, norq);
		for (k = 0; k < ncorr; k++) {
			dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_9,
			    (int16_t)(scr + 8 + 8 * (uint32_t)k));
			dt_cg_ldx(cg, BPF_DW, BPF_REG_2, BPF_REG_9,
			    (int16_t)(cnt + 8 * (uint32_t)k));
			dt_cg_jmp_reg(cg, BPF_JNE, BPF_REG_1, BPF_REG_2, again);
		}
		dt_cg_ja(cg, have);
		dt_cg_place(cg, again);
		now_rq(cg, offp);
	}
	dt_cg_ja(cg, have);
	dt_cg_place(cg, nocal);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_VAL, 0);
	dt_cg_place(cg, have);

	/* r5 = current, r1 = its run queue (BTF pointers: plain loads) */
	runqueue(cg, &o, norq);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_5, BPF_REG_0);

	/*
	 * r2 = rq->clock, r4 = sum + clock_task - exec_start, SLOT_KEY =
	 * the time since rq->clock not to be counted; again if rq->clock
	 * changed meanwhile (an interrupt updated them all)
	 */
	for (pass = 0; pass < 2; pass++) {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_2, BPF_REG_1,
		    (int16_t)o.rq_clock);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_5,
		    (int16_t)o.se_start);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_5, (int16_t)o.se_sum);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_0, BPF_REG_1,
		    (int16_t)o.rq_clocktask);
		dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_4, BPF_REG_0);
		dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_4, BPF_REG_3);
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_KEY, 0);
		for (k = 0; k < ncorr; k++) {
			int skip = dt_cg_label(cg);

			/* a counter the kernel does not use stays 0 */
			dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_1,
			    (int16_t)corr[k].prev);
			dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_3, 0, skip);
			dt_cg_ldx(cg, BPF_DW, BPF_REG_0, BPF_REG_9,
			    (int16_t)(cnt + 8 * (uint32_t)k));
			dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_0, BPF_REG_3);
			dt_cg_jmp_imm(cg, BPF_JSLE, BPF_REG_0, 0, skip);
			dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_KEY);
			dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_3, BPF_REG_0);
			dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_KEY, BPF_REG_3);
			dt_cg_place(cg, skip);
		}
		if (pass == 0) {
			dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_1,
			    (int16_t)o.rq_clock);
			dt_cg_jmp_reg(cg, BPF_JEQ, BPF_REG_3, BPF_REG_2, done);
		}
	}
	dt_cg_place(cg, done);
	/* + max(0, now - rq->clock - not counted) */
	dt_cg_ldx(cg, BPF_DW, BPF_REG_0, BPF_REG_10, SLOT_VAL);
	dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_0, BPF_REG_2);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_KEY);
	dt_cg_jmp_reg(cg, BPF_JSLE, BPF_REG_0, BPF_REG_3, out);
	dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_0, BPF_REG_3);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_4, BPF_REG_0);
	dt_cg_ja(cg, out);

	dt_cg_place(cg, norq);
	dt_cg_call(cg, BPF_FUNC_get_current_task_btf);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_0, (int16_t)o.se_sum);
	dt_cg_place(cg, out);
	monotonic(cg);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_4);
}

/* vtimestamp (compiler/func.h DT_BVARS) */
int
dt_cg_bv_vtimestamp(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	vtimestamp(cg, r);
	return 0;
}

/*
 * The calibration program, on raw tracepoint sched_switch (see above):
 *   s = ktime - rq->clock;
 *   if (!when || s <= off) off = s;
 *   else off += min(s - off, (ktime - when) >> VT_LEAK_SHIFT);
 *   when = ktime;
 */
static void
calibration(dt_cg_t *cg)
{
	vt_offs_t o;
	int out = dt_cg_label(cg), set = dt_cg_label(cg);
	int store = dt_cg_label(cg);

	offsets(cg, &o);
	/* r6 = ktime, r7 = rq->clock (current is prev; its run queue) */
	dt_cg_call(cg, BPF_FUNC_ktime_get_ns);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_6, BPF_REG_0);
	dt_cg_call(cg, BPF_FUNC_get_current_task_btf);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, (int16_t)o.se_cfsrq);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, out);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_1, (int16_t)o.cfsrq_rq);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, out);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_7, BPF_REG_1, (int16_t)o.rq_clock);
	lookup(cg, out);
	/* r1 = s, r2 = off, r3 = when */
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_6);
	dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_1, BPF_REG_7);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_2, BPF_REG_0, 0);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_0, 8);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_3, 0, set);
	dt_cg_jmp_reg(cg, BPF_JSLE, BPF_REG_1, BPF_REG_2, set);
	/* r1 = s - off, r4 = allowed rise */
	dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_1, BPF_REG_2);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_4, BPF_REG_6);
	dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_4, BPF_REG_3);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_4, VT_LEAK_SHIFT);
	dt_cg_jmp_reg(cg, BPF_JLE, BPF_REG_1, BPF_REG_4, store);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_4);
	dt_cg_place(cg, store);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_1, BPF_REG_2);
	dt_cg_place(cg, set);
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, 0, BPF_REG_1);
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, 8, BPF_REG_6);
	dt_cg_place(cg, out);
	dt_cg_mov_imm(cg, BPF_REG_0, 0);
	dt_cg_emit(cg, (struct bpf_insn){ .code = BPF_JMP | BPF_EXIT });
}

void
dt_cg_vtime_prog(dt_cg_t *cg)
{
	dt_prog_t *dp = cg->dp;
	dt_bpfprog_t *bp;
	int i, clause = cg->clause;

	if (cg->vtime_map == 0)
		return;
	cg->clause = -1;
	calibration(cg);
	dt_cg_finish(cg, 0);
	cg->clause = clause;

	dp->dp_progs = dt_xrealloc(dp->dp_progs,
	    sizeof(dt_bpfprog_t) * (size_t)(dp->dp_nprogs + 1));
	bp = &dp->dp_progs[dp->dp_nprogs++];
	memset(bp, 0, sizeof(*bp));
	bp->bp_name = "dt_vtime_cal";
	bp->bp_type = BPF_PROG_TYPE_RAW_TRACEPOINT;
	bp->bp_attach = DT_ATTACH_RAWTP;
	bp->bp_tpname = "sched_switch";
	bp->bp_ninsns = (int)cg->insns.len;
	bp->bp_insns = dt_arena_alloc(cg->ap,
	    sizeof(struct bpf_insn) * cg->insns.len);
	memcpy(bp->bp_insns, cg->insns.data,
	    sizeof(struct bpf_insn) * cg->insns.len);
	bp->bp_lines = dt_arena_alloc(cg->ap, sizeof(int) * cg->insns.len);
	bp->bp_clauses = dt_arena_alloc(cg->ap, sizeof(int) * cg->insns.len);
	for (i = 0; i < (int)cg->insns.len; i++) {
		bp->bp_lines[i] = 0;
		bp->bp_clauses[i] = -1;
	}
	bp->bp_probes = dt_arena_alloc(cg->ap, sizeof(uint32_t));
	bp->bp_fd = -1;
	bp->bp_dispatch = -1;
	bp->bp_uargmap = -1;
}

/*
 * chill.c - code generation for chill(ns), the destructive action that
 * busy-waits in probe context (checks in compiler/act.c).
 *
 * As on illumos, each CPU may spend at most CHILL_MAX ns chilling per
 * CHILL_INTERVAL: a per-CPU array map (dt_chill: the start of the current
 * interval and the ns chilled in it) keeps the account.  A chill that
 * would take the CPU over the limit, or a negative one, does not wait and
 * is the run-time fault "illegal operation".  Otherwise the deadline
 * (now + ns) goes into a stack slot and bpf_loop() (Linux 5.17) calls the
 * subprogram dt_chill_wait, which reads the clock until the deadline;
 * bpf_loop runs at most LOOP_MAX iterations, so each iteration reads the
 * clock READS times and the loop is started up to CALLS times:
 * CALLS * LOOP_MAX * READS clock reads cover CHILL_MAX even at one read
 * per nanosecond.  The cached timestamp is dropped afterwards, so that
 * `timestamp` after a chill() shows the time it took, as on illumos.
 */
#include <string.h>

#include "cg.h"

#define R0	BPF_REG_0
#define R1	BPF_REG_1
#define R2	BPF_REG_2
#define R3	BPF_REG_3
#define R4	BPF_REG_4
#define R6	BPF_REG_6
#define R7	BPF_REG_7
#define R10	BPF_REG_10

#define CHILL_INTERVAL	1000000000	/* chill_interval: 1 s */
#define CHILL_MAX	500000000	/* chill_max per CPU and interval */
#define LOOP_MAX	(1 << 23)	/* bpf_loop's iteration limit */
#define READS		16		/* clock reads per iteration */
#define CALLS		4		/* bpf_loop calls at most */

/*
 * bpf_loop callback (r1 = iteration, r2 = &deadline in the caller's
 * frame): 1 (stop) once the clock reaches the deadline, else 0.
 */
static void
chill_wait(dt_cg_t *cg, const void *arg)
{
	int stop = dt_cg_label(cg), k;

	(void)arg;
	dt_cg_ldx(cg, BPF_DW, R7, R2, 0);
	for (k = 0; k < READS; k++) {
		dt_cg_call(cg, BPF_FUNC_ktime_get_ns);
		dt_cg_jmp_reg(cg, BPF_JGE, R0, R7, stop);
	}
	dt_cg_mov_imm(cg, R0, 0);
	dt_cg_emit(cg, (struct bpf_insn){ .code = BPF_JMP | BPF_EXIT });
	dt_cg_place(cg, stop);
	dt_cg_mov_imm(cg, R0, 1);
	dt_cg_emit(cg, (struct bpf_insn){ .code = BPF_JMP | BPF_EXIT });
}

/* The per-CPU account map, shared by all programs. */
static int
chill_map(dt_cg_t *cg)
{
	int i;

	for (i = 0; i < cg->dp->dp_nmaps; i++)
		if (strcmp(cg->dp->dp_maps[i].ms_name, "dt_chill") == 0)
			return i;
	return dt_cg_add_map(cg, "dt_chill", BPF_MAP_TYPE_PERCPU_ARRAY, 4, 16,
	    1, 0);
}

int
dt_cg_chill(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int map = chill_map(cg), cb, v, r, k;
	int same = dt_cg_label(cg), bad = dt_cg_label(cg);
	int waited = dt_cg_label(cg), done = dt_cg_label(cg);

	cg->dp->dp_destructive = 1;
	dt_cg_require_helper(cg, BPF_FUNC_loop, "chill( )", "5.17");
	cb = dt_cg_subprog(cg, "dt_chill_wait", 2, 0x2, chill_wait, NULL);

	/* SLOT_VAL = ns */
	v = dt_cg_expr(cg, call->dn_args);
	r = dt_cg_vreg_get(cg, v, R1);
	dt_cg_stx(cg, BPF_DW, R10, SLOT_VAL, r);
	dt_cg_vreg_free(cg, v);

	/* r0 = this CPU's account { interval start, ns chilled } */
	dt_cg_st_imm(cg, BPF_W, R10, SLOT_KEY, 0);
	dt_cg_ld_map(cg, R1, map);
	dt_cg_alu_reg(cg, BPF_MOV, R2, R10);
	dt_cg_alu_imm(cg, BPF_ADD, R2, SLOT_KEY);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_jmp_imm(cg, BPF_JEQ, R0, 0, done);
	dt_cg_stx(cg, BPF_DW, R10, SLOT_KEY, R0);
	dt_cg_call(cg, BPF_FUNC_ktime_get_ns);
	dt_cg_ldx(cg, BPF_DW, R1, R10, SLOT_KEY);

	/* a new interval when the current one is over */
	dt_cg_ldx(cg, BPF_DW, R2, R1, 0);
	dt_cg_alu_reg(cg, BPF_MOV, R3, R0);
	dt_cg_alu_reg(cg, BPF_SUB, R3, R2);
	dt_cg_jmp_imm(cg, BPF_JLE, R3, CHILL_INTERVAL, same);
	dt_cg_stx(cg, BPF_DW, R1, 0, R0);
	dt_cg_st_imm(cg, BPF_DW, R1, 8, 0);
	dt_cg_place(cg, same);

	/* chilled + ns over the limit, or below chilled (ns < 0, overflow) */
	dt_cg_ldx(cg, BPF_DW, R2, R1, 8);
	dt_cg_ldx(cg, BPF_DW, R3, R10, SLOT_VAL);
	dt_cg_alu_reg(cg, BPF_MOV, R4, R2);
	dt_cg_alu_reg(cg, BPF_ADD, R4, R3);
	dt_cg_jmp_imm(cg, BPF_JSGT, R4, CHILL_MAX, bad);
	dt_cg_jmp_reg(cg, BPF_JSLT, R4, R2, bad);
	dt_cg_stx(cg, BPF_DW, R1, 8, R4);

	/* SLOT_VAL = deadline; wait for it */
	dt_cg_alu_reg(cg, BPF_ADD, R0, R3);
	dt_cg_stx(cg, BPF_DW, R10, SLOT_VAL, R0);
	for (k = 0; k < CALLS; k++) {
		dt_cg_mov_imm(cg, R1, LOOP_MAX);
		dt_cg_ld_subprog(cg, R2, cb);
		dt_cg_alu_reg(cg, BPF_MOV, R3, R10);
		dt_cg_alu_imm(cg, BPF_ADD, R3, SLOT_VAL);
		dt_cg_mov_imm(cg, R4, 0);
		dt_cg_call(cg, BPF_FUNC_loop);
		/* fewer iterations than allowed: the callback stopped it */
		dt_cg_jmp_imm(cg, BPF_JSLT, R0, LOOP_MAX, waited);
	}
	dt_cg_place(cg, waited);
	dt_cg_st_imm(cg, BPF_DW, R10, SLOT_TS, 0);
	dt_cg_ja(cg, done);
	dt_cg_place(cg, bad);
	dt_cg_fault(cg, DTRACEFLT_ILLOP, -1);
	dt_cg_place(cg, done);
	return -1;
}

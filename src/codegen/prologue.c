/*
 * prologue.c - the prologue of a group's BPF program (interface:
 * group.h dt_cg_prologue(), called by program.c): the state check, which
 * probe fired, the scratch level, and arg0..arg9.  Two ops tables drive
 * it: attach_ops[] indexed by the attach kind (DT_ATTACH_*) says how a
 * program finds the probe that fired, args_ops[] indexed by the argument
 * style (DT_ARGS_*) how it loads the arguments.  docs/recipes.md
 * says how to add a row to either.
 */
#include <stdlib.h>
#include <string.h>

#include "group.h"

/* ------------------------------------------------------------ helpers */

/* argN for N in ['lo', 'hi') read as 0. */
static void
zero_args(dt_cg_t *cg, int lo, int hi)
{
	int i;

	for (i = lo; i < hi; i++)
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * i), 0);
}

/* Arguments of a syscall entry probe (6 when unknown). */
static int32_t
sys_nargs(dt_cg_t *cg, const dt_probe_t *prp)
{
	int n = dt_probecat_nargs(cg->pcat, prp);

	return n < 0 ? 6 : n;
}

/*
 * Jump to 'lbl' when the current task makes 32-bit (int $0x80) system
 * calls ('compat') or when it does not (!'compat'):
 * current->thread_info.status & TS_COMPAT (thread_info at the start of
 * task_struct, status at 16 on every x86-64 kernel since 5.11).
 */
static void
jmp_compat(dt_cg_t *cg, int compat, int lbl)
{
	dt_cg_call(cg, BPF_FUNC_get_current_task_btf);
	dt_cg_ldx(cg, BPF_W, BPF_REG_1, BPF_REG_0, 16);
	dt_cg_alu_imm(cg, BPF_AND, BPF_REG_1, 2);
	dt_cg_jmp_imm(cg, compat ? BPF_JNE : BPF_JEQ, BPF_REG_1, 0, lbl);
}

/* ----------------------------------------------- which probe: dispatch */

/*
 * Dispatch maps are arrays of { u32 probe ID, u32 word, u64 mask per
 * program of the chain }; an entry with probe ID 0 is free.  The word is
 * the syscall's argument count, a kernel function's, or the process a
 * uprobe is for (0: any).
 */
static uint32_t
dispatch_vsize(const group_t *g)
{
	return 8 + 8 * (uint32_t)g->g_nchunks;
}

/* Fill entry 'slot' of dispatch map contents 'init'. */
static void
dispatch_entry(const group_t *g, char *init, uint32_t slot,
    const dt_probe_t *prp, int32_t word, const uint64_t *mask)
{
	char *e = init + dispatch_vsize(g) * slot;

	memcpy(e, &prp->pr_id, 4);
	memcpy(e + 4, &word, 4);
	memcpy(e + 8, mask, 8 * (size_t)g->g_nchunks);
}

/*
 * Look the key in 'keyreg' up in dispatch map 'map': no entry or a free
 * one goes to 'lbl_out', else SLOT_PRID and SLOT_MASK are set and r0
 * points at the entry.
 */
static void
dispatch_lookup(dt_cg_t *cg, const group_t *g, int map, int keyreg,
    int lbl_out)
{
	dt_cg_stx(cg, BPF_W, BPF_REG_10, SLOT_KEY, keyreg);
	if (g->g_nchunks > 1)
		dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_CHAINKEY, keyreg);
	dt_cg_lookup_slot(cg, map);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, lbl_out);
	dt_cg_ldx(cg, BPF_W, BPF_REG_1, BPF_REG_0, 0);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, lbl_out);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_PRID, BPF_REG_1);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, 8);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_MASK, BPF_REG_1);
}

/* ----------------------------------------------- which probe: syscalls */

/*
 * r6 = the number of the system call, from raw_syscalls:sys_enter's id
 * or sys_exit's regs->orig_ax; 32-bit (int $0x80) ones use the i386
 * numbering, probes DT_SYS_IA32 + nr.
 */
static void
syscall_nr(dt_cg_t *cg, const group_t *g, int lbl_out)
{
	int native = dt_cg_label(cg);

	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_CTX);
	if (g->g_argstyle == DT_ARGS_SYSCALL_ENTRY) {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_6, BPF_REG_1, 8);
	} else {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_1, 0);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, 120);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_VAL);
		dt_cg_mov_imm(cg, BPF_REG_2, 8);
		dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_6, BPF_REG_10, SLOT_VAL);
	}
	dt_cg_jmp_imm(cg, BPF_JSGE, BPF_REG_6, DT_SYS_IA32, lbl_out);
	jmp_compat(cg, 0, native);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_6, DT_SYS_IA32);
	dt_cg_place(cg, native);
}

/* Up to four syscall probes: compare r6 with each number in turn. */
static void
syscall_compare(dt_cg_t *cg, const group_t *g, const uint64_t *masks,
    int lbl_found, int lbl_out)
{
	const dt_probe_t **probes = g->g_probes.data;
	int i, n = (int)g->g_probes.len;

	for (i = 0; i < n; i++) {
		int next = dt_cg_label(cg);

		dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_6, probes[i]->pr_sysnr,
		    next);
		dt_cg_mov_imm(cg, BPF_REG_1, probes[i]->pr_id);
		dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_PRID, BPF_REG_1);
		dt_cg_mov_imm(cg, BPF_REG_1,
		    (int64_t)masks[i * g->g_nchunks]);
		dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_MASK, BPF_REG_1);
		dt_cg_mov_imm(cg, BPF_REG_1, sys_nargs(cg, probes[i]));
		dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_VAL, BPF_REG_1);
		dt_cg_ja(cg, lbl_found);
		dt_cg_place(cg, next);
	}
	dt_cg_ja(cg, lbl_out);
}

/* More syscall probes: a dispatch map indexed by the number. */
static void
syscall_dispatch(dt_cg_t *cg, group_t *g, const uint64_t *masks,
    int lbl_out)
{
	const dt_probe_t **probes = g->g_probes.data;
	int i, n = (int)g->g_probes.len, map = g->g_dispatch;
	char *init;

	if (map < 0)
		map = g->g_dispatch = dt_cg_add_map(cg,
		    g->g_argstyle == DT_ARGS_SYSCALL_ENTRY ? "dispatch_ent" :
		    "dispatch_ret", BPF_MAP_TYPE_ARRAY, 4, dispatch_vsize(g),
		    2 * DT_SYS_IA32, 0);
	free(cg->dp->dp_maps[map].ms_init);
	init = dt_xcalloc(2 * DT_SYS_IA32, dispatch_vsize(g));
	for (i = 0; i < n; i++) {
		int nr = probes[i]->pr_sysnr;

		if (nr >= 0 && nr < 2 * DT_SYS_IA32)
			dispatch_entry(g, init, (uint32_t)nr, probes[i],
			    sys_nargs(cg, probes[i]), &masks[i * g->g_nchunks]);
	}
	cg->dp->dp_maps[map].ms_init = init;
	dispatch_lookup(cg, g, map, BPF_REG_6, lbl_out);
	dt_cg_ldx(cg, BPF_W, BPF_REG_1, BPF_REG_0, 4);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_VAL, BPF_REG_1);
}

/* ------------------------------------------- which probe: attach kinds */

/*
 * How a program of one attach kind finds the probe that fired.
 * ao_which sets SLOT_PRID and SLOT_MASK (masks[probe * g_nchunks]) or
 * goes to 'lbl_out'; syscall programs also leave the argument count in
 * SLOT_VAL.
 */
typedef struct attach_ops {
	void (*ao_which)(dt_cg_t *cg, group_t *g, const uint64_t *masks,
	    int lbl_out);
	int ao_consumer;	/* run by the consumer (BEGIN, END) whatever
				   the state: no state check */
	const char *ao_map;	/* cookie dispatch map (which_cookie) */
	int ao_user;		/* uprobes: the entry's word is a pid */
} attach_ops_t;

static const attach_ops_t *attach_ops_of(const group_t *g);

/* One probe per program: constants. */
static void
which_single(dt_cg_t *cg, group_t *g, const uint64_t *masks, int lbl_out)
{
	const dt_probe_t *prp = DT_VEC_AT(&g->g_probes, const dt_probe_t *, 0);

	dt_cg_mov_imm(cg, BPF_REG_1, prp->pr_id);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_PRID, BPF_REG_1);
	dt_cg_mov_imm(cg, BPF_REG_1, (int64_t)masks[0]);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_MASK, BPF_REG_1);
}

/* Raw tracepoints: the syscall number, or one probe. */
static void
which_rawtp(dt_cg_t *cg, group_t *g, const uint64_t *masks, int lbl_out)
{
	int found;

	if (DT_VEC_AT(&g->g_probes, const dt_probe_t *, 0)->pr_sysnr < 0) {
		which_single(cg, g, masks, lbl_out);
		return;
	}
	found = dt_cg_label(cg);
	syscall_nr(cg, g, lbl_out);
	if (g->g_probes.len <= 4)
		syscall_compare(cg, g, masks, found, lbl_out);
	else
		syscall_dispatch(cg, g, masks, lbl_out);
	dt_cg_place(cg, found);
}

/*
 * Uprobes: the dispatch entry's word is the process the probe is for
 * (0: any), checked against the tgid.  r0 points at the entry.
 */
static void
uprobe_pid_check(dt_cg_t *cg, int lbl_out)
{
	int anyproc = dt_cg_label(cg);

	dt_cg_ldx(cg, BPF_W, BPF_REG_1, BPF_REG_0, 4);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, anyproc);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_VAL, BPF_REG_1);
	dt_cg_call(cg, BPF_FUNC_get_current_pid_tgid);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_0, 32);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_VAL);
	dt_cg_jmp_reg(cg, BPF_JNE, BPF_REG_0, BPF_REG_1, lbl_out);
	dt_cg_place(cg, anyproc);
}

/*
 * Multi-links and uprobes: the link's cookie is the probe's index in
 * the group's dispatch map (uprobes leave DT_UPROBE_ROOM free entries
 * for probes added later).
 */
static void
which_cookie(dt_cg_t *cg, group_t *g, const uint64_t *masks, int lbl_out)
{
	const attach_ops_t *ao = attach_ops_of(g);
	const dt_probe_t **probes = g->g_probes.data;
	int i, n = (int)g->g_probes.len, map = g->g_dispatch;
	char *init;

	if (map < 0)
		map = g->g_dispatch = dt_cg_add_map(cg, ao->ao_map,
		    BPF_MAP_TYPE_ARRAY, 4, dispatch_vsize(g),
		    (uint32_t)n + (ao->ao_user ? DT_UPROBE_ROOM : 0), 0);
	free(cg->dp->dp_maps[map].ms_init);
	init = dt_xcalloc(cg->dp->dp_maps[map].ms_maxent, dispatch_vsize(g));
	for (i = 0; i < n; i++)
		dispatch_entry(g, init, (uint32_t)i, probes[i], ao->ao_user ?
		    DT_MAX(probes[i]->pr_upid, 0) : probes[i]->pr_nargs,
		    &masks[i * g->g_nchunks]);
	cg->dp->dp_maps[map].ms_init = init;
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_CTX);
	dt_cg_call(cg, BPF_FUNC_get_attach_cookie);
	dispatch_lookup(cg, g, map, BPF_REG_0, lbl_out);
	if (ao->ao_user)
		uprobe_pid_check(cg, lbl_out);
}

static const attach_ops_t attach_ops[] = {
	[DT_ATTACH_NONE]	= { which_single },
	[DT_ATTACH_BEGIN]	= { which_single, 1 },
	[DT_ATTACH_END]		= { which_single, 1 },
	[DT_ATTACH_ERROR]	= { which_single },
	[DT_ATTACH_RAWTP]	= { which_rawtp },
	[DT_ATTACH_PROFILE]	= { which_single },
	[DT_ATTACH_TICK]	= { which_single },
	[DT_ATTACH_TP]		= { which_single },
	[DT_ATTACH_FENTRY]	= { which_single },
	[DT_ATTACH_FEXIT]	= { which_single },
	[DT_ATTACH_KMULTI]	= { which_cookie, 0, "dt_fbt_ent", 0 },
	[DT_ATTACH_KRMULTI]	= { which_cookie, 0, "dt_fbt_ret", 0 },
	[DT_ATTACH_UPROBE]	= { which_cookie, 0, "dt_up_ent", 1 },
	[DT_ATTACH_URETPROBE]	= { which_cookie, 0, "dt_up_ret", 1 },
	[DT_ATTACH_PERFSW]	= { which_single },
};

static const attach_ops_t *
attach_ops_of(const group_t *g)
{
	if ((size_t)g->g_attach >= DT_ARRAY_SIZE(attach_ops) ||
	    attach_ops[g->g_attach].ao_which == NULL)
		DT_BUG("attach kind %d has no ops", g->g_attach);
	return &attach_ops[g->g_attach];
}

/* --------------------------------------------------- arguments: kernel */

/*
 * Syscall entry: pt_regs bp..di (offsets 32..119) into the spill area;
 * arguments in di si dx r10 r8 r9, or for ia32 (probe IDs of
 * DT_SYS_IA32 numbers) in ebx ecx edx esi edi ebp, zero-extended.
 */
static void
syscall_entry_regs(dt_cg_t *cg, group_t *g)
{
	static const int16_t src[6] = { 112, 104, 96, 56, 72, 64 };
	static const int16_t src32[6] = { 40, 88, 96, 104, 112, 32 };
	const int16_t raw = SLOT_SPILL - 88;
	int compat = dt_cg_label(cg), fetched = dt_cg_label(cg), i;
	int ia32 = 0;

	for (i = 0; i < (int)g->g_probes.len; i++)
		if (DT_VEC_AT(&g->g_probes, const dt_probe_t *,
		    i)->pr_sysnr >= DT_SYS_IA32)
			ia32 = 1;
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_CTX);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_3, 0);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, 32);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, raw);
	dt_cg_mov_imm(cg, BPF_REG_2, 88);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	if (ia32)
		jmp_compat(cg, 1, compat);
	for (i = 0; i < 6; i++) {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10,
		    (int16_t)(raw + src[i] - 32));
		dt_cg_stx(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * i), BPF_REG_1);
	}
	dt_cg_ja(cg, fetched);
	dt_cg_place(cg, compat);
	for (i = 0; i < 6 && ia32; i++) {
		dt_cg_ldx(cg, BPF_W, BPF_REG_1, BPF_REG_10,
		    (int16_t)(raw + src32[i] - 32));
		dt_cg_stx(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * i), BPF_REG_1);
	}
	dt_cg_place(cg, fetched);
}

/* The argument count all probes of 'g' share, -1 if they differ. */
static int
syscall_common_nargs(dt_cg_t *cg, group_t *g)
{
	const dt_probe_t **probes = g->g_probes.data;
	int i, n = (int)g->g_probes.len;
	int na = n > 0 ? sys_nargs(cg, probes[0]) : -1;

	for (i = 1; i < n && na >= 0; i++)
		if (sys_nargs(cg, probes[i]) != na)
			na = -1;
	return na;
}

/*
 * Arguments the syscall does not have read as 0: known here when all
 * probes agree ('na' >= 0), else from the count the dispatch left in
 * SLOT_VAL.
 */
static void
syscall_entry_trim(dt_cg_t *cg, int na)
{
	int i;

	if (na > 0) {
		zero_args(cg, na, 6);
		return;
	}
	dt_cg_ldx(cg, BPF_DW, BPF_REG_2, BPF_REG_10, SLOT_VAL);
	for (i = 0; i < 6; i++) {
		int skip = dt_cg_label(cg);

		dt_cg_jmp_imm(cg, BPF_JSGT, BPF_REG_2, i, skip);
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * i), 0);
		dt_cg_place(cg, skip);
	}
}

static void
args_syscall_entry(dt_cg_t *cg, group_t *g)
{
	int na = syscall_common_nargs(cg, g);

	if (na == 0) {
		/* getpid() and such: nothing to read */
		zero_args(cg, 0, 10);
		return;
	}
	syscall_entry_regs(cg, g);
	zero_args(cg, 6, 10);
	syscall_entry_trim(cg, na);
}

/* Syscall return: arg0 = arg1 = the return value, -1 on an error. */
static void
args_syscall_return(dt_cg_t *cg, group_t *g)
{
	int l = dt_cg_label(cg);

	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_CTX);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_3, 8);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS + 16, BPF_REG_1);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_1);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, 4095);
	dt_cg_jmp_imm(cg, BPF_JGE, BPF_REG_2, 4095, l);
	dt_cg_mov_imm(cg, BPF_REG_1, -1);
	dt_cg_place(cg, l);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS + 0, BPF_REG_1);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS + 8, BPF_REG_1);
	zero_args(cg, 3, 10);
}

/*
 * profile-N arg2: how late this firing is, in ns, against a per-CPU
 * cursor of when it was due (the previous due time + the period).  The
 * first firing on a CPU, and one after a gap of a period or more (an
 * idle CPU takes no samples), set the cursor: lateness 0.  The cursor
 * map's index is kept in g_dispatch (profile groups dispatch nothing).
 */
static void
profile_lateness(dt_cg_t *cg, group_t *g)
{
	int resync = dt_cg_label(cg), out = dt_cg_label(cg);

	if (g->g_dispatch < 0)
		g->g_dispatch = dt_cg_add_map(cg, "dt_prof_due",
		    BPF_MAP_TYPE_PERCPU_ARRAY, 4, 8, 1, 0);
	dt_cg_call(cg, BPF_FUNC_ktime_get_ns);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_TS, BPF_REG_0);
	dt_cg_st_imm(cg, BPF_W, BPF_REG_10, SLOT_KEY, 0);
	dt_cg_lookup_slot(cg, g->g_dispatch);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, out);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_TS);	/* now */
	dt_cg_ldx(cg, BPF_DW, BPF_REG_2, BPF_REG_0, 0);		/* due */
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_2, 0, resync);
	dt_cg_jmp_reg(cg, BPF_JLT, BPF_REG_1, BPF_REG_2, resync);
	dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_1, BPF_REG_2);	/* late */
	dt_cg_mov_imm(cg, BPF_REG_3, (int64_t)g->g_period);
	dt_cg_jmp_reg(cg, BPF_JGE, BPF_REG_1, BPF_REG_3, resync);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS + 16, BPF_REG_1);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_2, BPF_REG_3);
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, 0, BPF_REG_2);
	dt_cg_ja(cg, out);
	dt_cg_place(cg, resync);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_TS);
	dt_cg_mov_imm(cg, BPF_REG_3, (int64_t)g->g_period);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_1, BPF_REG_3);
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, 0, BPF_REG_1);
	dt_cg_place(cg, out);
}

/*
 * profile-N: arg0 the kernel PC or arg1 the user PC (struct
 * bpf_perf_event_data: regs.ip @128, regs.cs @136), arg2 the lateness.
 */
static void
args_profile(dt_cg_t *cg, group_t *g)
{
	int user = dt_cg_label(cg), done = dt_cg_label(cg);

	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_CTX);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_3, 128);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_2, BPF_REG_3, 136);
	dt_cg_alu_imm(cg, BPF_AND, BPF_REG_2, 3);
	zero_args(cg, 0, 10);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_2, 3, user);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS, BPF_REG_1);
	dt_cg_ja(cg, done);
	dt_cg_place(cg, user);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS + 8, BPF_REG_1);
	dt_cg_place(cg, done);
	profile_lateness(cg, g);
}

/* Tracepoints: the integer record fields, widened to 64 bits. */
static void
args_tp(dt_cg_t *cg, group_t *g)
{
	const dt_probe_t *prp = DT_VEC_AT(&g->g_probes, const dt_probe_t *, 0);
	int i, na = dt_probecat_nargs(cg->pcat, prp);

	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_CTX);
	for (i = 0; i < 10; i++) {
		const dt_probearg_t *pa = i < na ? &prp->pr_args[i] : NULL;

		if (pa == NULL || pa->pa_kind != DT_PA_INT) {
			zero_args(cg, i, i + 1);
			continue;
		}
		dt_cg_ldx(cg, dt_cg_bpfsize(pa->pa_size), BPF_REG_1, BPF_REG_3,
		    (int16_t)pa->pa_off);
		if (pa->pa_signed && pa->pa_size < 8) {
			dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_1,
			    64 - 8 * pa->pa_size);
			dt_cg_alu_imm(cg, BPF_ARSH, BPF_REG_1,
			    64 - 8 * pa->pa_size);
		}
		dt_cg_stx(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * i), BPF_REG_1);
	}
}

/*
 * fentry and fexit: ctx is u64[], and the verifier lets us read only the
 * slots the function has (fexit: and the return value after them).
 * fexit gives arg0 = -1 and arg1 = the return value.
 */
static void
args_ctxarray(dt_cg_t *cg, group_t *g)
{
	const dt_probe_t *prp = DT_VEC_AT(&g->g_probes, const dt_probe_t *, 0);
	int i, na = prp->pr_nargs, fexit = g->g_argstyle == DT_ARGS_FEXIT;

	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_CTX);
	for (i = 0; i < 10; i++) {
		if (fexit && i == 0) {
			dt_cg_mov_imm(cg, BPF_REG_1, -1);
		} else if (fexit && i == 1 && na > 1) {
			dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_3,
			    (int16_t)(8 * prp->pr_retslot));
		} else if (!fexit && i < na) {
			dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_3,
			    (int16_t)(8 * i));
		} else {
			zero_args(cg, i, i + 1);
			continue;
		}
		dt_cg_stx(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * i), BPF_REG_1);
	}
}

/*
 * arg0..arg9 from the struct pt_regs the context pointer (SLOT_CTX)
 * points at, kernel or user alike: entry probes take rdi rsi rdx rcx r8
 * r9 (offsets 112 104 96 88 72 64) and zeros for the rest; return
 * probes (ret) arg0 = -1 and arg1 = rax (offset 80).  Leaves r3 = the
 * pt_regs pointer.
 */
static void
pt_regs_args(dt_cg_t *cg, int ret)
{
	static const int16_t reg[6] = { 112, 104, 96, 88, 72, 64 };
	int i;

	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_CTX);
	for (i = 0; i < 10; i++) {
		if (ret && i == 0) {
			dt_cg_mov_imm(cg, BPF_REG_1, -1);
		} else if (ret && i == 1) {
			dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_3, 80);
		} else if (!ret && i < 6) {
			dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_3, reg[i]);
		} else {
			zero_args(cg, i, i + 1);
			continue;
		}
		dt_cg_stx(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * i), BPF_REG_1);
	}
}

static void
args_kprobe(dt_cg_t *cg, group_t *g)
{
	pt_regs_args(cg, 0);
}

static void
args_kretprobe(dt_cg_t *cg, group_t *g)
{
	pt_regs_args(cg, 1);
}

/* ----------------------------------------------------- arguments: tick */

/*
 * tick-N programs run on their CPU through an IPI (a test run with
 * BPF_F_TEST_RUN_ON_CPU from dtrace's tick thread, which never runs on
 * that CPU), so the CPU's own context is what they interrupted, as on
 * illumos.  The kernel stack says where: below the program come the
 * test-run and IPI frames down to the interrupt entry
 * (asm_sysvec_call_function_single), then the interrupted kernel PC, or
 * nothing when the CPU was in user mode; the user PC is then the first
 * user frame.  A CPU polling in its idle loop takes the call without an
 * interrupt: the frame below the queue flush is then where it was.
 * SLOT_TICKSKIP gets the number of frames above the interrupted one, for
 * stack().
 */
#define TICK_NFRAMES	24
#define TICK_FRAMES	(SLOT_SPILL - 8 * (TICK_NFRAMES - 1))

/* The kernel frames below one in [lo, hi): arg0, or user mode. */
static void
tick_scan(dt_cg_t *cg, uint64_t lo, uint64_t hi, int lbl_user,
    int lbl_done)
{
	int k;

	if (lo == 0)
		return;
	for (k = 0; k < TICK_NFRAMES - 1; k++) {
		int next = dt_cg_label(cg);

		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10,
		    (int16_t)(TICK_FRAMES + 8 * k));
		dt_cg_mov_imm(cg, BPF_REG_2, (int64_t)lo);
		dt_cg_jmp_reg(cg, BPF_JLT, BPF_REG_1, BPF_REG_2, next);
		dt_cg_mov_imm(cg, BPF_REG_2, (int64_t)hi);
		dt_cg_jmp_reg(cg, BPF_JGE, BPF_REG_1, BPF_REG_2, next);
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_TICKSKIP, k + 1);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10,
		    (int16_t)(TICK_FRAMES + 8 * (k + 1)));
		if (lbl_user >= 0)
			dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, lbl_user);
		dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS, BPF_REG_1);
		dt_cg_ja(cg, lbl_done);
		dt_cg_place(cg, next);
	}
}

/* r1 = ctx, r2 = TICK_FRAMES; 'size' bytes of the stack, 'flags'. */
static void
tick_get_stack(dt_cg_t *cg, int size, int flags)
{
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_CTX);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, TICK_FRAMES);
	dt_cg_mov_imm(cg, BPF_REG_3, size);
	dt_cg_mov_imm(cg, BPF_REG_4, flags);
	dt_cg_call(cg, BPF_FUNC_get_stack);
}

static void
args_tick(dt_cg_t *cg, group_t *g)
{
	static const char *const syms[] = {
		"asm_sysvec_call_function_single",
		"__flush_smp_call_function_queue"
	};
	uint64_t lo[2], hi[2];
	int user = dt_cg_label(cg), done = dt_cg_label(cg);

	dt_probecat_ksym_ranges(cg->pcat, syms, 2, lo, hi);
	zero_args(cg, 0, 10);
	tick_get_stack(cg, 8 * TICK_NFRAMES, 0);
	tick_scan(cg, lo[0], hi[0], user, done);
	tick_scan(cg, lo[1], hi[1], -1, done);
	/* run in place (one CPU only): dtrace's own bpf() call */
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_TICKSKIP, 1);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10,
	    (int16_t)(TICK_FRAMES + 8));
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS, BPF_REG_1);
	dt_cg_ja(cg, done);
	dt_cg_place(cg, user);
	tick_get_stack(cg, 8, BPF_F_USER_STACK);
	dt_cg_jmp_imm(cg, BPF_JSLE, BPF_REG_0, 0, done);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, TICK_FRAMES);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS + 8, BPF_REG_1);
	dt_cg_place(cg, done);
}

/* ------------------------------------------------- arguments: user space */

/* arg0..5 in registers, arg6..9: [rsp+8] .. [rsp+32] (0 if unreadable). */
static void
args_uprobe(dt_cg_t *cg, group_t *g)
{
	pt_regs_args(cg, 0);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_3, 152);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, 8);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_ARGS + 48);
	dt_cg_mov_imm(cg, BPF_REG_2, 32);
	dt_cg_call(cg, BPF_FUNC_probe_read_user);
}

static void
args_uretprobe(dt_cg_t *cg, group_t *g)
{
	pt_regs_args(cg, 1);
}

/* USDT sites (usdt.c); sites of objects mapped later find their recipe
   in a map. */
static void
args_usdt(dt_cg_t *cg, group_t *g)
{
	if (g->g_udescs.len > 0 && g->g_uargmap < 0)
		g->g_uargmap = dt_cg_add_map(cg, "dt_usdt_rec",
		    BPF_MAP_TYPE_PERCPU_HASH, 4, DT_UREC_SIZE,
		    DT_UREC_MAXENT, BPF_F_NO_PREALLOC);
	dt_cg_usdt_args(cg, g->g_probes.data, (int)g->g_probes.len,
	    g->g_udescs.len > 0 ? g->g_uargmap : -1);
}

/* ----------------------------------------------------- arguments: others */

static void
args_zero(dt_cg_t *cg, group_t *g)
{
	zero_args(cg, 0, 10);
}

/* Kernel probes described by a fetch recipe (prog.h dt_fetch_t). */
static void
args_fetch(dt_cg_t *cg, group_t *g, int lbl_out)
{
	dt_cg_fetch_recipe(cg, DT_VEC_AT(&g->g_probes, const dt_probe_t *, 0),
	    g->g_tpname, g->g_fetch, lbl_out);
}

/*
 * How a program of one argument style loads arg0..arg9 into SLOT_ARGS.
 * ar_load runs after the scratch lookup when a clause uses arguments
 * (always with ar_always); ar_fetch runs before it, used or not, and may
 * skip the firing ('lbl_out').
 */
typedef struct args_ops {
	void (*ar_load)(dt_cg_t *cg, group_t *g);
	void (*ar_fetch)(dt_cg_t *cg, group_t *g, int lbl_out);
	int ar_always;		/* ar_load also sets SLOT_TICKSKIP */
	int ar_retry;		/* every scratch level busy: return 1 so
				   that the caller runs it again (tick) */
} args_ops_t;

static const args_ops_t args_ops[] = {
	[DT_ARGS_NONE]		= { args_zero },
	[DT_ARGS_SYSCALL_ENTRY]	= { args_syscall_entry },
	[DT_ARGS_SYSCALL_RETURN] = { args_syscall_return },
	[DT_ARGS_PROFILE]	= { args_profile },
	[DT_ARGS_ERROR]		= { args_zero },
	[DT_ARGS_TP]		= { args_tp },
	[DT_ARGS_FETCH]		= { NULL, args_fetch },
	[DT_ARGS_CTXARRAY]	= { args_ctxarray },
	[DT_ARGS_FEXIT]		= { args_ctxarray },
	[DT_ARGS_KPROBE]	= { args_kprobe },
	[DT_ARGS_KRETPROBE]	= { args_kretprobe },
	[DT_ARGS_UPROBE]	= { args_uprobe },
	[DT_ARGS_URETPROBE]	= { args_uretprobe },
	[DT_ARGS_USDT]		= { args_usdt },
	[DT_ARGS_TICK]		= { args_tick, NULL, 1, 1 },
};

static const args_ops_t *
args_ops_of(const group_t *g)
{
	if ((size_t)g->g_argstyle >= DT_ARRAY_SIZE(args_ops) ||
	    (args_ops[g->g_argstyle].ar_load == NULL &&
	    args_ops[g->g_argstyle].ar_fetch == NULL))
		DT_BUG("argument style %d has no ops", g->g_argstyle);
	return &args_ops[g->g_argstyle];
}

/* ----------------------------------------------------------- prologue */

/* Only an ACTIVE session records. */
static void
state_check(dt_cg_t *cg, int lbl_out)
{
	dt_cg_ld_mapval(cg, BPF_REG_1, DT_MAP_GLOBALS, 0);
	dt_cg_ldx(cg, BPF_W, BPF_REG_1, BPF_REG_1, DT_GLOBAL_STATE);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_1, DT_STATE_ACTIVE, lbl_out);
}

/* The per-firing caches start empty. */
static void
clear_caches(dt_cg_t *cg, const group_t *g)
{
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_TS, 0);
	if (g->g_nchunks > 1)
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_TICKSKIP, 0);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_PIDTGID, 0);
}

/*
 * r9 = the first scratch level not busy, marked busy.  Nesting: one of
 * our programs may interrupt another on this CPU (a block completion in
 * a hard interrupt while io:::start runs in the task), up to one per
 * context (task, softirq, hardirq, NMI).  Each takes the first scratch
 * level not busy, so that none is lost.  All busy: 'lbl_out', or with
 * 'retry' return 1.
 */
static void
scratch_level(dt_cg_t *cg, int retry, int lbl_out)
{
	int free_ = dt_cg_label(cg), lvl;

	for (lvl = 0; lvl < DT_SCR_LEVELS; lvl++) {
		dt_cg_st_imm(cg, BPF_W, BPF_REG_10, SLOT_KEY, lvl);
		dt_cg_lookup_slot(cg, DT_MAP_SCRATCH);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, lbl_out);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, SCR_BUSY);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, free_);
	}
	if (retry) {
		/* the tick thread tries again (rt.c) */
		dt_cg_mov_imm(cg, BPF_REG_0, 1);
		dt_cg_emit(cg, (struct bpf_insn){ .code = BPF_JMP |
		    BPF_EXIT });
	} else {
		dt_cg_ja(cg, lbl_out);
	}
	dt_cg_place(cg, free_);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_9, BPF_REG_0);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_9, SCR_BUSY, 1);
}

void
dt_cg_prologue(dt_cg_t *cg, group_t *g, const uint64_t *masks,
    int uses_scratch, int uses_args, int lbl_out_nobusy)
{
	const attach_ops_t *ao = attach_ops_of(g);
	const args_ops_t *ar = args_ops_of(g);

	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_CTX, BPF_REG_1);
	if (!ao->ao_consumer)
		state_check(cg, lbl_out_nobusy);
	ao->ao_which(cg, g, masks, lbl_out_nobusy);
	clear_caches(cg, g);
	if (ar->ar_fetch != NULL)
		ar->ar_fetch(cg, g, lbl_out_nobusy);
	if (uses_scratch)
		scratch_level(cg, ar->ar_retry, lbl_out_nobusy);
	if (ar->ar_load != NULL && (uses_args || ar->ar_always))
		ar->ar_load(cg, g);
}

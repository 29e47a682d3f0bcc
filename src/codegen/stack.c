/*
 * stack.c - code generation for the symbolic values (see cg.h): stack(),
 * ustack(), sym()/func(), mod(), usym()/ufunc(), umod() and uaddr().
 * Their values are stored into records and aggregation keys in the
 * layout of bpf/prog.h (DT_RK_STACK ... DT_RK_UADDR); the consumer
 * (runtime/sym.c) turns them into text.
 *
 * Kernel stacks come from bpf_get_stack(), which walks the kernel's own
 * unwinder (ORC on x86-64).  User stacks come from bpf_get_stack() with
 * BPF_F_USER_STACK, which follows frame pointers only: frames of code
 * built without them (most of Debian's libc) are skipped or cut the walk
 * short.  A better unwinder is not available from BPF here: DWARF/.eh_frame
 * unwinding would need the consumer to copy the user stack
 * (bpf_probe_read_user of a few kB per event) and unwind it offline, as
 * perf does with --call-graph dwarf; that is possible but costs far more
 * per event, and is not done.
 */
#include <string.h>

#include "cg.h"

/* *(size *)(r9 + off) = reg, 'rel': off is relative to the record. */
static void
store(dt_cg_t *cg, int size, uint32_t off, int rel, int reg)
{
	int i = (int)cg->insns.len;

	dt_cg_stx(cg, size, BPF_REG_9, (int16_t)off, reg);
	if (rel)
		dt_cg_recfix(cg, i, 0);
}

/* reg = r9 + off */
static void
address(dt_cg_t *cg, int reg, uint32_t off, int rel)
{
	int i;

	dt_cg_alu_reg(cg, BPF_MOV, reg, BPF_REG_9);
	i = (int)cg->insns.len;
	dt_cg_alu_imm(cg, BPF_ADD, reg, (int32_t)off);
	if (rel)
		dt_cg_recfix(cg, i, 1);
}

#define UPIDS_MAP	"dt_upids"
#define UPIDS_MAX	8192

/* The map of processes already announced to the consumer. */
static int
upids_map(dt_cg_t *cg)
{
	int i;

	for (i = 0; i < cg->dp->dp_nmaps; i++)
		if (strcmp(cg->dp->dp_maps[i].ms_name, UPIDS_MAP) == 0)
			return i;
	return dt_cg_add_map(cg, UPIDS_MAP, BPF_MAP_TYPE_LRU_HASH, 4, 8,
	    UPIDS_MAX, 0);
}

/*
 * The current process ID (tgid) into r9 + off as 8 bytes.  'announce':
 * the value goes into an aggregation key, which the consumer reads only
 * when it prints, maybe after the process has gone; so the first time a
 * process is seen (dt_upids has no entry for it) a DT_REC_PID record
 * tells the consumer to read its mappings now.
 */
static void
store_pid(dt_cg_t *cg, uint32_t off, int rel, int announce)
{
	int done = dt_cg_label(cg), map;

	dt_cg_call(cg, BPF_FUNC_get_current_pid_tgid);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_0, 32);
	store(cg, BPF_DW, off, rel, BPF_REG_0);
	if (!announce)
		return;
	map = upids_map(cg);
	dt_cg_stx(cg, BPF_W, BPF_REG_10, SLOT_KEY, BPF_REG_0);
	dt_cg_ld_map(cg, BPF_REG_1, map);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, SLOT_KEY);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, done);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_VAL, 0);
	dt_cg_ld_map(cg, BPF_REG_1, map);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, SLOT_KEY);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, SLOT_VAL);
	dt_cg_mov_imm(cg, BPF_REG_4, BPF_NOEXIST);
	dt_cg_call(cg, BPF_FUNC_map_update_elem);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, done);
	/* dt_rechdr_t at SLOT_VAL: its dr_probe (SLOT_KEY) is the pid */
	dt_cg_st_imm(cg, BPF_W, BPF_REG_10, SLOT_VAL, DT_REC_PID);
	dt_cg_st_imm(cg, BPF_W, BPF_REG_10, SLOT_VAL + 4, 0);
	dt_cg_st_imm(cg, BPF_W, BPF_REG_10, SLOT_KEY + 4, 0);
	dt_cg_ld_map(cg, BPF_REG_1, DT_MAP_RINGBUF);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, SLOT_VAL);
	dt_cg_mov_imm(cg, BPF_REG_3, sizeof(dt_rechdr_t));
	dt_cg_mov_imm(cg, BPF_REG_4, BPF_RB_FORCE_WAKEUP);
	dt_cg_call(cg, BPF_FUNC_ringbuf_output);
	dt_cg_place(cg, done);
}

/*
 * Kernel frames of the tracing machinery above the probe site, left out
 * of stack() with the helper's skip count: raw tracepoints run the
 * program from bpf_trace_runN() called by __bpf_trace_<tp>(); programs
 * run by the consumer (BEGIN, END, tick) show dtrace's bpf() call below
 * the program.  Tracepoint and perf-event programs unwind from the
 * tracepoint's or the interrupted context's registers: nothing to skip.
 */
static int
kernel_skip(dt_cg_t *cg)
{
	switch (cg->attach) {
	case DT_ATTACH_RAWTP:
		return 3;
	case DT_ATTACH_BEGIN:
	case DT_ATTACH_END:
	case DT_ATTACH_TICK:
		return 1;
	default:
		return 0;
	}
}

uint32_t
dt_cg_symval_size(dt_type_t *t)
{
	switch (dt_sema_symkind(t)) {
	case DT_RK_STACK:
	case DT_RK_USTACK:
		return dt_type_resolve(t)->ty_size;
	case DT_RK_USYM:
	case DT_RK_UMOD:
	case DT_RK_UADDR:
		return 16;
	default:
		return 8;
	}
}

void
dt_cg_symval(dt_cg_t *cg, dt_node_t *e, uint32_t off, int rel)
{
	int kind = dt_sema_symkind(e->dn_type);
	uint32_t size = dt_cg_symval_size(e->dn_type);
	int v, r;

	switch (kind) {
	case DT_RK_STACK:
	case DT_RK_USTACK:
		if (e->dn_kind != DT_NODE_CALL)
			dt_cg_error(cg, "stack( ) may only be used as an action, "
			    "an aggregation key or a printf( ) argument");
		if (kind == DT_RK_USTACK) {
			store_pid(cg, off, rel, !rel);
			off += 8;
			size -= 8;
		}
		/*
		 * The helper zero-fills what it does not write (and all of
		 * the buffer on failure): frames end at the first zero PC.
		 */
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_CTX);
		address(cg, BPF_REG_2, off, rel);
		dt_cg_mov_imm(cg, BPF_REG_3, size);
		if (kind != DT_RK_USTACK && cg->argstyle == DT_ARGS_TICK)
			/* frames above the interrupted one (program.c) */
			dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_10,
			    SLOT_TICKSKIP);
		else
			dt_cg_mov_imm(cg, BPF_REG_4, kind == DT_RK_USTACK ?
			    BPF_F_USER_STACK :
			    (kernel_skip(cg) & BPF_F_SKIP_FIELD_MASK));
		dt_cg_call(cg, BPF_FUNC_get_stack);
		return;
	case DT_RK_USYM:
	case DT_RK_UMOD:
	case DT_RK_UADDR:
		store_pid(cg, off, rel, !rel);
		off += 8;
		break;
	case DT_RK_SYM:
	case DT_RK_MOD:
		break;
	default:
		DT_BUG("symbolic value of kind %d", kind);
	}
	v = dt_cg_expr(cg, e);
	r = dt_cg_vreg_get(cg, v, BPF_REG_1);
	store(cg, BPF_DW, off, rel, r);
	dt_cg_vreg_free(cg, v);
}

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
 * short.
 *
 * -x ustackmode=dwarf (or the pragma) records ustack() actions and
 * printf() arguments as perf's --call-graph dwarf does: besides the
 * frame-pointer PCs, the task's user registers (bpf_task_pt_regs() of
 * the current task: the registers saved on kernel entry, whatever the
 * probe) and a copy of DT_USTACK_SNAP bytes of user stack from the
 * stack pointer up; the consumer unwinds that copy with the objects'
 * DWARF CFI (runtime/unwind.c).  That costs an 8 KiB copy into the
 * ring buffer per ustack(), so it is an option and the default stays
 * the frame-pointer walk.  Aggregation keys always hold frame-pointer
 * PCs: a key must be equal for equal stacks, and a stack copy never is;
 * unwinding in BPF is not possible (no CFI there), and keys are only
 * read by the consumer when the aggregation prints.
 */
#include <stddef.h>
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
	dt_cg_lookup_slot(cg, map);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, done);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_VAL, 0);
	dt_cg_update_slots(cg, map, BPF_NOEXIST);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, done);
	/* a bare dt_rechdr_t whose dr_probe is the pid */
	dt_cg_ldx(cg, BPF_W, BPF_REG_1, BPF_REG_10, SLOT_KEY);
	dt_cg_stx(cg, BPF_W, BPF_REG_10, (int16_t)(SLOT_BARE +
	    (int)offsetof(dt_rechdr_t, dr_probe)), BPF_REG_1);
	dt_cg_st_imm(cg, BPF_W, BPF_REG_10, SLOT_BARE, DT_REC_PID);
	dt_cg_st_imm(cg, BPF_W, BPF_REG_10, (int16_t)(SLOT_BARE +
	    (int)offsetof(dt_rechdr_t, dr_clause)), 0);
	dt_cg_st_imm(cg, BPF_W, BPF_REG_10, (int16_t)(SLOT_BARE +
	    (int)offsetof(dt_rechdr_t, dr_pad)), 0);
	dt_cg_ring_send(cg, BPF_REG_10, SLOT_BARE, 0, sizeof(dt_rechdr_t),
	    DT_RINGWAKE_NOW);
	dt_cg_place(cg, done);
}

/*
 * Kernel frames of the tracing machinery above the probe site, left out
 * of stack() with the helper's skip count: raw tracepoints run the
 * program from bpf_trace_runN() called by __bpf_trace_<tp>(); programs
 * run by the consumer (tick) show dtrace's bpf() call below the program.
 * BEGIN and END, also run by the consumer, have no kernel stack at all
 * (in DTrace for Linux they fire in dtrace's own user code): every frame
 * is skipped, so stack() is empty and stackdepth 0.  Tracepoint and
 * perf-event programs unwind from the tracepoint's or the interrupted
 * context's registers: nothing to skip.
 */
static int
kernel_skip(dt_cg_t *cg)
{
	switch (cg->attach) {
	case DT_ATTACH_RAWTP:
		return 3;
	case DT_ATTACH_BEGIN:
	case DT_ATTACH_END:
		return BPF_F_SKIP_FIELD_MASK;
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

/* ------------------------------------------- stackdepth, caller, ... */

#define DEPTH_FRAMES	127	/* kernel.perf_event_max_stack default */

/*
 * The built-in variables stackdepth, ustackdepth (frames bpf_get_stack()
 * finds), caller and ucaller (the second frame: the caller of the
 * function in which the probe fired) into 'reg'.  'user' selects the
 * user stack, 'depth' the frame count rather than the caller.
 */
static void
stackvar(dt_cg_t *cg, int reg, int user, int depth)
{
	uint32_t size = depth ? DEPTH_FRAMES * 8 : 16;
	uint32_t off = dt_cg_scratch(cg, size);
	int none = dt_cg_label(cg), done = dt_cg_label(cg);

	dt_cg_need_scratch(cg);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_CTX);
	address(cg, BPF_REG_2, off, 0);
	dt_cg_mov_imm(cg, BPF_REG_3, size);
	dt_cg_mov_imm(cg, BPF_REG_4, user ? BPF_F_USER_STACK :
	    (kernel_skip(cg) & BPF_F_SKIP_FIELD_MASK));
	dt_cg_call(cg, BPF_FUNC_get_stack);
	if (!depth) {
		/* the helper zero-fills what it does not write */
		dt_cg_ldx(cg, BPF_DW, reg, BPF_REG_9, (int16_t)(off + 8));
		return;
	}
	dt_cg_jmp_imm(cg, BPF_JSLE, BPF_REG_0, 0, none);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_0, 3);
	dt_cg_alu_reg(cg, BPF_MOV, reg, BPF_REG_0);
	dt_cg_ja(cg, done);
	dt_cg_place(cg, none);
	dt_cg_mov_imm(cg, reg, 0);
	dt_cg_place(cg, done);
}

/* caller, ucaller, stackdepth, ustackdepth (compiler/func.h DT_BVARS) */
int
dt_cg_bv_stack(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	int b = idp->id_builtin;

	stackvar(cg, r, b == DT_BI_UCALLER || b == DT_BI_USTACKDEPTH,
	    b == DT_BI_STACKDEPTH || b == DT_BI_USTACKDEPTH);
	return 0;
}

/* r3 = regs.sp (struct pt_regs: rsp at byte 152) of the record */
static void
load_sp(dt_cg_t *cg, uint32_t regs)
{
	int i = (int)cg->insns.len;

	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_9, (int16_t)(regs + 152));
	dt_cg_recfix(cg, i, 0);
}

/*
 * ustack() under ustackmode=dwarf, into the record at 'off' in the
 * DT_RK_USTACKD layout (bpf/prog.h).  In the main thread, the frames
 * end at mm->start_stack (where argc is): when that is less than
 * DT_USTACK_SNAP bytes above the stack pointer, exactly that much (and
 * 64 bytes more) is copied.  Otherwise (other threads, deep stacks) the
 * copy is tried at DT_USTACK_SNAP bytes, then halved down to 512: a
 * copy reaching past the top of the stack mapping fails as a whole, and
 * a failed try costs a page fault.  Length 0: no copy (a kernel thread,
 * or no user stack to read).
 */
void
dt_cg_ustack_dwarf(dt_cg_t *cg, dt_node_t *e, uint32_t off)
{
	uint32_t npcs = dt_cg_symval_size(e->dn_type) - 8;
	uint32_t regs = off + 8 + npcs, len = regs + DT_USTACK_REGS;
	uint32_t snap = len + 8, size;
	int done = dt_cg_label(cg), tries = dt_cg_label(cg);
	int off_mm = dt_btf_member_offset("task_struct", "mm");
	int off_ss = dt_btf_member_offset("mm_struct", "start_stack");

	if (e->dn_kind != DT_NODE_CALL)
		dt_cg_error(cg, "stack( ) may only be used as an action, "
		    "an aggregation key or a printf( ) argument");
	store_pid(cg, off, 1, 0);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_CTX);
	address(cg, BPF_REG_2, off + 8, 1);
	dt_cg_mov_imm(cg, BPF_REG_3, npcs);
	dt_cg_mov_imm(cg, BPF_REG_4, BPF_F_USER_STACK);
	dt_cg_call(cg, BPF_FUNC_get_stack);

	/* the user registers; zeroed by the helper if unreadable */
	dt_cg_call(cg, BPF_FUNC_get_current_task_btf);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_0);
	dt_cg_call(cg, BPF_FUNC_task_pt_regs);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_0);
	address(cg, BPF_REG_1, regs, 1);
	dt_cg_mov_imm(cg, BPF_REG_2, DT_USTACK_REGS);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);

	if (off_mm >= 0 && off_ss >= 0) {
		/* SLOT_VAL = current->mm->start_stack, 0 if unreadable */
		dt_cg_call(cg, BPF_FUNC_get_current_task);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_0);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, off_mm);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_VAL);
		dt_cg_mov_imm(cg, BPF_REG_2, 8);
		dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_VAL);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_3, 0, tries);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, off_ss);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_VAL);
		dt_cg_mov_imm(cg, BPF_REG_2, 8);
		dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
		/* r2 = start_stack - sp + 64, in 1 .. DT_USTACK_SNAP */
		dt_cg_ldx(cg, BPF_DW, BPF_REG_2, BPF_REG_10, SLOT_VAL);
		load_sp(cg, regs);
		dt_cg_jmp_reg(cg, BPF_JLE, BPF_REG_2, BPF_REG_3, tries);
		dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_2, BPF_REG_3);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, 64);
		dt_cg_jmp_imm(cg, BPF_JSLE, BPF_REG_2, 0, tries);
		dt_cg_jmp_imm(cg, BPF_JGT, BPF_REG_2, DT_USTACK_SNAP, tries);
		dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_VAL, BPF_REG_2);
		address(cg, BPF_REG_1, snap, 1);
		dt_cg_call(cg, BPF_FUNC_probe_read_user);
		dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, tries);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_VAL);
		store(cg, BPF_DW, len, 1, BPF_REG_1);
		dt_cg_ja(cg, done);
	}
	dt_cg_place(cg, tries);
	for (size = DT_USTACK_SNAP; size >= 512; size /= 2) {
		int next = dt_cg_label(cg);

		load_sp(cg, regs);
		address(cg, BPF_REG_1, snap, 1);
		dt_cg_mov_imm(cg, BPF_REG_2, size);
		dt_cg_call(cg, BPF_FUNC_probe_read_user);
		dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, next);
		dt_cg_mov_imm(cg, BPF_REG_1, size);
		store(cg, BPF_DW, len, 1, BPF_REG_1);
		dt_cg_ja(cg, done);
		dt_cg_place(cg, next);
	}
	dt_cg_mov_imm(cg, BPF_REG_1, 0);
	store(cg, BPF_DW, len, 1, BPF_REG_1);
	dt_cg_place(cg, done);
}

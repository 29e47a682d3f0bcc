/*
 * bvar.c - code generation for the built-in variables about the thread's
 * stacks and scheduling (see cg.h): stackdepth, ustackdepth, caller,
 * ucaller, vtimestamp and ipl.  expr.c's builtin() calls
 * dt_cg_builtin_ext() for the variables it does not handle itself.
 *
 * Choices, where Linux offers no exact equivalent:
 *  - stackdepth / ustackdepth: the number of frames bpf_get_stack()
 *    returns, i.e. the frames stack() / ustack() would print (kernel:
 *    without the tracing machinery, see stack.c's kernel_skip(); user:
 *    the frame-pointer walk, at most 127 frames, the kernel's
 *    perf_event_max_stack default).
 *  - caller: the second frame of the kernel stack stack() prints, i.e.
 *    the return address into the caller of the function the probe is
 *    in.  For tracepoint-based probes (syscall, sched, proc, ...) the
 *    first frame is the function containing the tracepoint, so the
 *    second is its caller: the honest analogue of illumos' caller.  0
 *    when there is no such frame (BEGIN/END, short stacks).
 *  - ucaller: at a pid provider entry probe the frame-pointer walk would
 *    miss the caller (the callee has not pushed its frame yet), so there
 *    it is the return address at the user stack pointer; elsewhere the
 *    second frame of the user stack.  0 for kernel threads.
 *  - vtimestamp: the thread's task_struct se.sum_exec_runtime, the CPU
 *    time the scheduler has accounted to it.  The scheduler updates it at
 *    every tick, context switch and accounting event, so within a time
 *    slice it lags by up to one tick (its clock, the run queue's
 *    sched_clock, has no BPF helper and differs from bpf_ktime_get_ns
 *    by an offset, so a "running delta" cannot be added honestly).  It
 *    never decreases for a thread.
 *  - ipl: no Linux meaning; like Oracle's DTrace, reading it is an
 *    illegal operation (run-time fault).
 */
#include <string.h>

#include "cg.h"
#include "../compiler/btf.h"

#define BVAR_MAXFRAMES	127

/* Frames of the tracing machinery skipped by stack(); see stack.c. */
static int
kskip(dt_cg_t *cg)
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

/*
 * r0 = bytes of stack written by bpf_get_stack() into a scratch buffer of
 * 'nframes' frames (at r9 + *offp), 0 on failure.
 */
static void
get_stack(dt_cg_t *cg, int user, uint32_t nframes, uint32_t *offp)
{
	uint32_t off = dt_cg_scratch(cg, nframes * 8);
	int ok = dt_cg_label(cg);
	uint64_t flags = user ? BPF_F_USER_STACK :
	    ((uint64_t)kskip(cg) & BPF_F_SKIP_FIELD_MASK);

	dt_cg_need_scratch(cg);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_CTX);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, (int32_t)off);
	dt_cg_mov_imm(cg, BPF_REG_3, nframes * 8);
	dt_cg_mov_imm(cg, BPF_REG_4, (int64_t)flags);
	dt_cg_call(cg, BPF_FUNC_get_stack);
	dt_cg_jmp_imm(cg, BPF_JSGE, BPF_REG_0, 0, ok);
	dt_cg_mov_imm(cg, BPF_REG_0, 0);
	dt_cg_place(cg, ok);
	*offp = off;
}

/* r0 = number of frames */
static void
depth(dt_cg_t *cg, int user)
{
	uint32_t off;

	get_stack(cg, user, BVAR_MAXFRAMES, &off);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_0, 3);
}

/* r0 = second frame of the stack, 0 if there is none */
static void
second_frame(dt_cg_t *cg, int user)
{
	uint32_t off;
	int none = dt_cg_label(cg), end = dt_cg_label(cg);

	get_stack(cg, user, 2, &off);
	dt_cg_jmp_imm(cg, BPF_JLT, BPF_REG_0, 16, none);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_0, BPF_REG_9, (int16_t)(off + 8));
	dt_cg_ja(cg, end);
	dt_cg_place(cg, none);
	dt_cg_mov_imm(cg, BPF_REG_0, 0);
	dt_cg_place(cg, end);
}

/* Does every probe of this program sit at a pid provider function entry? */
static int
pid_entry(dt_cg_t *cg)
{
	int i;

	if (cg->attach != DT_ATTACH_UPROBE || cg->nprobes == 0)
		return 0;
	for (i = 0; i < cg->nprobes; i++) {
		const dt_probe_t *p = cg->probes[i];

		if (p->pr_prov == NULL || strncmp(p->pr_prov, "pid", 3) != 0 ||
		    p->pr_name == NULL || strcmp(p->pr_name, "entry") != 0)
			return 0;
	}
	return 1;
}

/* r0 = *(u64 *)(user regs' sp), 0 if unreadable */
static void
return_address(dt_cg_t *cg)
{
	int bad = dt_cg_label(cg), end = dt_cg_label(cg);

	dt_cg_call(cg, BPF_FUNC_get_current_task_btf);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_0);
	dt_cg_call(cg, BPF_FUNC_task_pt_regs);
	/* struct pt_regs (x86-64): sp at byte 152 */
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_0);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, 152);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_VAL);
	dt_cg_mov_imm(cg, BPF_REG_2, 8);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, bad);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_VAL);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_VAL);
	dt_cg_mov_imm(cg, BPF_REG_2, 8);
	dt_cg_call(cg, BPF_FUNC_probe_read_user);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, bad);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_0, BPF_REG_10, SLOT_VAL);
	dt_cg_ja(cg, end);
	dt_cg_place(cg, bad);
	dt_cg_mov_imm(cg, BPF_REG_0, 0);
	dt_cg_place(cg, end);
}

/* r0 = current->se.sum_exec_runtime */
static void
vtimestamp(dt_cg_t *cg)
{
	int off_se = dt_btf_member_offset("task_struct", "se");
	int off_sum = dt_btf_member_offset("sched_entity", "sum_exec_runtime");

	if (off_se < 0 || off_sum < 0)
		dt_cg_error(cg, "vtimestamp: kernel BTF does not describe "
		    "task_struct's scheduler statistics");
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_0);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, off_se + off_sum);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_VAL, 0);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_VAL);
	dt_cg_mov_imm(cg, BPF_REG_2, 8);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_0, BPF_REG_10, SLOT_VAL);
}

int
dt_cg_builtin_ext(dt_cg_t *cg, dt_ident_t *idp, int r)
{
	switch (idp->id_builtin) {
	case DT_BI_STACKDEPTH:
		depth(cg, 0);
		break;
	case DT_BI_USTACKDEPTH:
		depth(cg, 1);
		break;
	case DT_BI_CALLER:
		second_frame(cg, 0);
		break;
	case DT_BI_UCALLER:
		if (pid_entry(cg))
			return_address(cg);
		else
			second_frame(cg, 1);
		break;
	case DT_BI_VTIMESTAMP:
		vtimestamp(cg);
		break;
	case DT_BI_IPL:
		/*
		 * Always taken, but the verifier must not see the rest of
		 * the clause as unreachable: test a value it cannot know.
		 */
		dt_cg_call(cg, BPF_FUNC_ktime_get_ns);
		dt_cg_fault_if(cg, BPF_JNE, BPF_REG_0, 0, DTRACEFLT_ILLOP, -1);
		break;
	case DT_BI_CWD:
	case DT_BI_ROOT:
		dt_cg_bvar_path(cg, idp->id_builtin == DT_BI_ROOT);
		break;
	case DT_BI_EXECARGS:
		dt_cg_bvar_execargs(cg);
		break;
	case DT_BI_ZONENAME:
		dt_cg_bvar_zonename(cg);
		break;
	default:
		return 0;
	}
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_0);
	return 1;
}

/*
 * emit.c - the code generator's instruction buffer: emitting BPF
 * instructions, forward and backward jumps to labels (patched when the
 * label is placed or at the end), virtual registers with stack spills,
 * record-base relocations.  Private to codegen/ (see cg.h).
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cg.h"

static struct bpf_insn
mk(uint8_t code, uint8_t dst, uint8_t src, int16_t off, int32_t imm)
{
	struct bpf_insn in;

	memset(&in, 0, sizeof(in));
	in.code = code;
	in.dst_reg = dst;
	in.src_reg = src;
	in.off = off;
	in.imm = imm;
	return in;
}

void
dt_cg_error(dt_cg_t *cg, const char *fmt, ...)
{
	dt_strbuf_t sb;
	va_list ap;

	dt_strbuf_init(&sb);
	va_start(ap, fmt);
	dt_strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	dt_cc_error(cg->cc, "D_CG", cg->line, "%s", sb.s);
}

int
dt_cg_emit(dt_cg_t *cg, struct bpf_insn insn)
{
	int idx = (int)cg->insns.len;

	DT_VEC_PUSH(&cg->insns, struct bpf_insn, insn);
	DT_VEC_PUSH(&cg->lines, int, cg->line);
	DT_VEC_PUSH(&cg->iclause, int, cg->clause);
	if (cg->insns.len > 1000000)
		dt_cg_error(cg, "program too large");
	return idx;
}

int
dt_cg_label(dt_cg_t *cg)
{
	DT_VEC_PUSH(&cg->labels, int, -1);
	return (int)cg->labels.len - 1;
}

void
dt_cg_place(dt_cg_t *cg, int label)
{
	DT_VEC_AT(&cg->labels, int, label) = (int)cg->insns.len;
}

static void
jfix(dt_cg_t *cg, int insn, int label)
{
	cg_fix_t f = { insn, label, 0 };

	DT_VEC_PUSH(&cg->jfix, cg_fix_t, f);
}

void
dt_cg_jmp_imm(dt_cg_t *cg, int op, int reg, int32_t imm, int label)
{
	jfix(cg, dt_cg_emit(cg, mk(BPF_JMP | op | BPF_K, reg, 0, 0, imm)),
	    label);
}

void
dt_cg_jmp_reg(dt_cg_t *cg, int op, int dst, int src, int label)
{
	jfix(cg, dt_cg_emit(cg, mk(BPF_JMP | op | BPF_X, dst, src, 0, 0)),
	    label);
}

void
dt_cg_ja(dt_cg_t *cg, int label)
{
	jfix(cg, dt_cg_emit(cg, mk(BPF_JMP | BPF_JA, 0, 0, 0, 0)), label);
}

void
dt_cg_mov_imm(dt_cg_t *cg, int reg, int64_t v)
{
	if (v >= INT32_MIN && v <= INT32_MAX) {
		dt_cg_emit(cg, mk(BPF_ALU64 | BPF_MOV | BPF_K, reg, 0, 0,
		    (int32_t)v));
		return;
	}
	dt_cg_emit(cg, mk(BPF_LD | BPF_DW | BPF_IMM, reg, 0, 0,
	    (int32_t)(uint32_t)(uint64_t)v));
	dt_cg_emit(cg, mk(0, 0, 0, 0, (int32_t)(uint32_t)((uint64_t)v >> 32)));
}

/*
 * Map references carry the map's index in dp_maps; the runtime replaces
 * it with the file descriptor before loading.
 */
void
dt_cg_ld_map(dt_cg_t *cg, int reg, int map)
{
	dt_cg_emit(cg, mk(BPF_LD | BPF_DW | BPF_IMM, reg, BPF_PSEUDO_MAP_FD,
	    0, map));
	dt_cg_emit(cg, mk(0, 0, 0, 0, 0));
}

void
dt_cg_ld_mapval(dt_cg_t *cg, int reg, int map, uint32_t off)
{
	dt_cg_emit(cg, mk(BPF_LD | BPF_DW | BPF_IMM, reg, BPF_PSEUDO_MAP_VALUE,
	    0, map));
	dt_cg_emit(cg, mk(0, 0, 0, 0, (int32_t)off));
}

void
dt_cg_lookup_slot(dt_cg_t *cg, int map)
{
	dt_cg_ld_map(cg, BPF_REG_1, map);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, SLOT_KEY);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
}

void
dt_cg_update_slots(dt_cg_t *cg, int map, int flags)
{
	dt_cg_ld_map(cg, BPF_REG_1, map);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, SLOT_KEY);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, SLOT_VAL);
	dt_cg_mov_imm(cg, BPF_REG_4, flags);
	dt_cg_call(cg, BPF_FUNC_map_update_elem);
}

void
dt_cg_call(dt_cg_t *cg, int helper)
{
	dt_cg_emit(cg, mk(BPF_JMP | BPF_CALL, 0, 0, 0, helper));
}

void
dt_cg_recfix(dt_cg_t *cg, int insn, int what)
{
	cg_fix_t f = { insn, -1, what };

	DT_VEC_PUSH(&cg->rfix, cg_fix_t, f);
}

void
dt_cg_stx(dt_cg_t *cg, int size, int dst, int16_t off, int src)
{
	dt_cg_emit(cg, mk(BPF_STX | BPF_MEM | size, dst, src, off, 0));
}

void
dt_cg_ldx(dt_cg_t *cg, int size, int dst, int src, int16_t off)
{
	dt_cg_emit(cg, mk(BPF_LDX | BPF_MEM | size, dst, src, off, 0));
}

void
dt_cg_st_imm(dt_cg_t *cg, int size, int dst, int16_t off, int32_t imm)
{
	dt_cg_emit(cg, mk(BPF_ST | BPF_MEM | size, dst, 0, off, imm));
}

void
dt_cg_alu_imm(dt_cg_t *cg, int op, int reg, int32_t imm)
{
	dt_cg_emit(cg, mk(BPF_ALU64 | op | BPF_K, reg, 0, 0, imm));
}

void
dt_cg_alu_reg(dt_cg_t *cg, int op, int dst, int src)
{
	dt_cg_emit(cg, mk(BPF_ALU64 | op | BPF_X, dst, src, 0, 0));
}

/* BPF_B/H/W/DW for a 1, 2, 4 or 8 byte access. */
int
dt_cg_bpfsize(uint32_t bytes)
{
	switch (bytes) {
	case 1: return BPF_B;
	case 2: return BPF_H;
	case 4: return BPF_W;
	case 8: return BPF_DW;
	default: DT_BUG("memory access of %u bytes", bytes);
	}
}

/* Sign- or zero-extend 'reg' from the size of integer type 't'. */
void
dt_cg_normalize(dt_cg_t *cg, int reg, dt_type_t *t)
{
	int bits;

	t = dt_type_resolve(t);
	if (t == NULL || (t->ty_kind != DT_TY_INT && t->ty_kind != DT_TY_ENUM)
	    || t->ty_size >= 8)
		return;
	bits = 64 - 8 * (int)t->ty_size;
	dt_cg_alu_imm(cg, BPF_LSH, reg, bits);
	dt_cg_alu_imm(cg, t->ty_signed ? BPF_ARSH : BPF_RSH, reg, bits);
}

/* ------------------------------------------------- virtual registers */

int
dt_cg_vreg_alloc(dt_cg_t *cg)
{
	int v = cg->vdepth++;

	if (v >= CG_MAXVREG)
		dt_cg_error(cg, "expression too complex");
	if (cg->vdepth > cg->vmax)
		cg->vmax = cg->vdepth;
	return v;
}

void
dt_cg_vreg_free(dt_cg_t *cg, int v)
{
	if (v != cg->vdepth - 1)
		DT_BUG("vreg %d freed out of order (depth %d)", v, cg->vdepth);
	cg->vdepth--;
}

static int16_t
spill_off(int v)
{
	return (int16_t)(SLOT_SPILL - 8 * (v - CG_NPHYS));
}

/* Physical register of 'v' if it has one, else -1. */
int
dt_cg_vreg_phys(dt_cg_t *cg, int v)
{
	return v < CG_NPHYS ? BPF_REG_6 + v : -1;
}

/* Make the value of 'v' available in a register ('tmp' if spilled). */
int
dt_cg_vreg_get(dt_cg_t *cg, int v, int tmp)
{
	if (v < CG_NPHYS)
		return BPF_REG_6 + v;
	dt_cg_ldx(cg, BPF_DW, tmp, BPF_REG_10, spill_off(v));
	return tmp;
}

/* Store 'reg' as the new value of 'v'. */
void
dt_cg_vreg_set(dt_cg_t *cg, int v, int reg)
{
	if (v < CG_NPHYS) {
		if (reg != BPF_REG_6 + v)
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_6 + v, reg);
		return;
	}
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, spill_off(v), reg);
}

/* ------------------------------------------------------------ scratch */

void
dt_cg_need_scratch(dt_cg_t *cg)
{
	cg->uses_scratch = 1;
}

/* Allocate 'size' bytes of clause temporary space; returns its offset. */
uint32_t
dt_cg_scratch(dt_cg_t *cg, uint32_t size)
{
	uint32_t off = (uint32_t)DT_ALIGN(cg->scr_top, 8);

	cg->uses_scratch = 1;
	cg->scr_top = off + (uint32_t)DT_ALIGN(size, 8);
	if (cg->scr_top > cg->scr_max)
		cg->scr_max = cg->scr_top;
	if (cg->scr_top > 24 * 1024)
		dt_cg_error(cg, "out of scratch space: the clause needs more "
		    "than 24k of temporary storage");
	return off;
}

/* Resolve jumps and record-base relocations of the finished program. */
void
dt_cg_finish(dt_cg_t *cg, uint32_t recbase)
{
	struct bpf_insn *in = cg->insns.data;
	size_t i;

	for (i = 0; i < cg->jfix.len; i++) {
		cg_fix_t *f = &DT_VEC_AT(&cg->jfix, cg_fix_t, i);
		int tgt = DT_VEC_AT(&cg->labels, int, f->label);
		long d;

		if (tgt < 0)
			DT_BUG("label %d never placed", f->label);
		d = (long)tgt - (long)f->insn - 1;
		if (f->what == 1) {
			/* a subprogram's call or address: imm is relative */
			in[f->insn].imm = (int32_t)d;
			continue;
		}
		if (d < INT16_MIN || d > INT16_MAX)
			dt_cg_error(cg, "program too large: jump out of range");
		in[f->insn].off = (int16_t)d;
	}
	for (i = 0; i < cg->rfix.len; i++) {
		cg_fix_t *f = &DT_VEC_AT(&cg->rfix, cg_fix_t, i);

		if (f->what == 0) {
			long o = (long)in[f->insn].off + (long)recbase;

			if (o > INT16_MAX)
				dt_cg_error(cg, "out of scratch space");
			in[f->insn].off = (int16_t)o;
		} else {
			in[f->insn].imm += (int32_t)recbase;
		}
	}
}

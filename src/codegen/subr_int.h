/*
 * subr_int.h - small emitters shared by the subroutine and built-in
 * variable code generators (subr.c, subr_bvar.c, bvar_path.c): register
 * names and 8-byte scratch "variables" addressed through r9 (see the
 * comment atop subr.c for why loop state lives there).  Private to
 * src/codegen.
 */
#ifndef DT_CG_SUBR_INT_H
#define DT_CG_SUBR_INT_H

#include "cg.h"

#define R0	BPF_REG_0
#define R1	BPF_REG_1
#define R2	BPF_REG_2
#define R3	BPF_REG_3
#define R4	BPF_REG_4
#define R5	BPF_REG_5
#define R9	BPF_REG_9
#define R10	BPF_REG_10

/* An 8-byte scratch variable; returns its offset from r9. */
static inline uint32_t
var(dt_cg_t *cg)
{
	return dt_cg_scratch(cg, 8);
}

/* reg = r9 + off */
static inline void
lea(dt_cg_t *cg, int reg, uint32_t off)
{
	dt_cg_alu_reg(cg, BPF_MOV, reg, R9);
	dt_cg_alu_imm(cg, BPF_ADD, reg, (int32_t)off);
}

static inline void
ld(dt_cg_t *cg, int reg, uint32_t off)
{
	dt_cg_ldx(cg, BPF_DW, reg, R9, (int16_t)off);
}

static inline void
st(dt_cg_t *cg, uint32_t off, int reg)
{
	dt_cg_stx(cg, BPF_DW, R9, (int16_t)off, reg);
}

static inline void
st_imm(dt_cg_t *cg, uint32_t off, int32_t imm)
{
	dt_cg_st_imm(cg, BPF_DW, R9, (int16_t)off, imm);
}

static inline void
mov(dt_cg_t *cg, int dst, int src)
{
	if (dst != src)
		dt_cg_alu_reg(cg, BPF_MOV, dst, src);
}

/*
 * *(u64 *)(r9 + dst) = the 'size' (1..8) bytes at kernel address
 * reg + off, zero-extended; 0 when unreadable (bpf_probe_read_kernel
 * zeroes its destination on failure).  Clobbers r0-r5; 'reg' must not
 * be r1 or r2.
 */
static inline void
kread_var(dt_cg_t *cg, uint32_t dst, int reg, int off, int size)
{
	if (size < 8)
		st_imm(cg, dst, 0);
	mov(cg, R3, reg);
	dt_cg_alu_imm(cg, BPF_ADD, R3, off);
	lea(cg, R1, dst);
	dt_cg_mov_imm(cg, R2, size);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
}

#endif

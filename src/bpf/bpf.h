/*
 * bpf.h - interface of src/bpf/: the BPF instruction layer and the
 * compiled program object.  Instruction builders (DT_* macros yielding
 * struct bpf_insn compound literals, usable in array initializers and
 * assignments), the helper name table and the disassembler used by -S,
 * -xdisasm and unit tests (disasm.c, helpers.c); the program object
 * dt_prog_t and the probe descriptors (prog.h, prog.c) with USDT argument
 * recipes (uarg.h), included here.  Sees base/ and format/ only.
 */
#ifndef DT_BPF_H
#define DT_BPF_H

#include <stdint.h>
#include <linux/bpf.h>

#include "../base/base.h"
#include "prog.h"

/*
 * Encodings newer than the build machine's <linux/bpf.h> (Linux 6.1 on
 * Debian 12); the values are fixed by the kernel ABI.
 */
#define DT_BPF_MEMSX		0x80	/* LDX mode: sign-extending load */
#define DT_BPF_JCOND		0xe0	/* JMP op: may_goto (src_reg 0) */
#define DT_BPF_LOAD_ACQ		0x100	/* ATOMIC imm: load-acquire */
#define DT_BPF_STORE_REL	0x110	/* ATOMIC imm: store-release */

/* Register numbers: r0 return value, r1-r5 arguments, r10 frame pointer. */
#define DT_R0	BPF_REG_0
#define DT_FP	BPF_REG_10

/* The one place that builds an instruction; everything below uses it. */
#define DT_INSN(c, d, s, o, i)						\
	((struct bpf_insn){ .code = (uint8_t)(c),			\
	    .dst_reg = (uint8_t)(d), .src_reg = (uint8_t)(s),		\
	    .off = (int16_t)(o), .imm = (int32_t)(i) })

/* ALU: 'op' is BPF_ADD, BPF_SUB, ... BPF_MOV, BPF_ARSH. */
#define DT_ALU64_REG(op, dst, src)					\
	DT_INSN(BPF_ALU64 | BPF_OP(op) | BPF_X, dst, src, 0, 0)
#define DT_ALU64_IMM(op, dst, imm)					\
	DT_INSN(BPF_ALU64 | BPF_OP(op) | BPF_K, dst, 0, 0, imm)
#define DT_ALU32_REG(op, dst, src)					\
	DT_INSN(BPF_ALU | BPF_OP(op) | BPF_X, dst, src, 0, 0)
#define DT_ALU32_IMM(op, dst, imm)					\
	DT_INSN(BPF_ALU | BPF_OP(op) | BPF_K, dst, 0, 0, imm)
#define DT_NEG64(dst)		DT_INSN(BPF_ALU64 | BPF_NEG, dst, 0, 0, 0)
#define DT_NEG32(dst)		DT_INSN(BPF_ALU | BPF_NEG, dst, 0, 0, 0)

/* Signed division and modulo (off = 1), Linux 6.6 and later. */
#define DT_SDIV64_REG(dst, src)						\
	DT_INSN(BPF_ALU64 | BPF_DIV | BPF_X, dst, src, 1, 0)
#define DT_SMOD64_REG(dst, src)						\
	DT_INSN(BPF_ALU64 | BPF_MOD | BPF_X, dst, src, 1, 0)

#define DT_MOV64_REG(dst, src)	DT_ALU64_REG(BPF_MOV, dst, src)
#define DT_MOV64_IMM(dst, imm)	DT_ALU64_IMM(BPF_MOV, dst, imm)
#define DT_MOV32_REG(dst, src)	DT_ALU32_REG(BPF_MOV, dst, src)
#define DT_MOV32_IMM(dst, imm)	DT_ALU32_IMM(BPF_MOV, dst, imm)

/* dst = (s8/s16/s32)src, 'bits' is 8, 16 or 32 (Linux 6.6 and later). */
#define DT_MOVSX64_REG(dst, src, bits)					\
	DT_INSN(BPF_ALU64 | BPF_MOV | BPF_X, dst, src, bits, 0)

/* Byte order: 'bits' is 16, 32 or 64; BSWAP swaps unconditionally. */
#define DT_ENDIAN_BE(dst, bits)						\
	DT_INSN(BPF_ALU | BPF_END | BPF_TO_BE, dst, 0, 0, bits)
#define DT_ENDIAN_LE(dst, bits)						\
	DT_INSN(BPF_ALU | BPF_END | BPF_TO_LE, dst, 0, 0, bits)
#define DT_BSWAP(dst, bits)						\
	DT_INSN(BPF_ALU64 | BPF_END | BPF_TO_LE, dst, 0, 0, bits)

/* Memory: 'size' is BPF_B, BPF_H, BPF_W or BPF_DW. */
#define DT_LDX_MEM(size, dst, src, off)					\
	DT_INSN(BPF_LDX | BPF_SIZE(size) | BPF_MEM, dst, src, off, 0)
#define DT_LDX_MEMSX(size, dst, src, off)				\
	DT_INSN(BPF_LDX | BPF_SIZE(size) | DT_BPF_MEMSX, dst, src, off, 0)
#define DT_STX_MEM(size, dst, src, off)					\
	DT_INSN(BPF_STX | BPF_SIZE(size) | BPF_MEM, dst, src, off, 0)
#define DT_ST_MEM(size, dst, off, imm)					\
	DT_INSN(BPF_ST | BPF_SIZE(size) | BPF_MEM, dst, 0, off, imm)

/*
 * Atomics on *(size *)(dst + off) with src: 'op' is BPF_ADD, BPF_AND,
 * BPF_OR, BPF_XOR (optionally | BPF_FETCH), BPF_XCHG or BPF_CMPXCHG
 * (compares with r0, old value returned in r0).
 */
#define DT_ATOMIC_OP(size, op, dst, src, off)				\
	DT_INSN(BPF_STX | BPF_SIZE(size) | BPF_ATOMIC, dst, src, off, op)
#define DT_ATOMIC_ADD64(dst, src, off)					\
	DT_ATOMIC_OP(BPF_DW, BPF_ADD, dst, src, off)
#define DT_ATOMIC_ADD32(dst, src, off)					\
	DT_ATOMIC_OP(BPF_W, BPF_ADD, dst, src, off)
#define DT_ATOMIC_FETCH_ADD64(dst, src, off)				\
	DT_ATOMIC_OP(BPF_DW, BPF_ADD | BPF_FETCH, dst, src, off)
#define DT_ATOMIC_XCHG64(dst, src, off)					\
	DT_ATOMIC_OP(BPF_DW, BPF_XCHG, dst, src, off)
#define DT_ATOMIC_CMPXCHG64(dst, src, off)				\
	DT_ATOMIC_OP(BPF_DW, BPF_CMPXCHG, dst, src, off)

/*
 * Jumps: 'op' is BPF_JEQ, BPF_JNE, BPF_JGT, ... BPF_JSET; 'off' counts
 * instructions from the one after the jump.
 */
#define DT_JMP_REG(op, dst, src, off)					\
	DT_INSN(BPF_JMP | BPF_OP(op) | BPF_X, dst, src, off, 0)
#define DT_JMP_IMM(op, dst, imm, off)					\
	DT_INSN(BPF_JMP | BPF_OP(op) | BPF_K, dst, 0, off, imm)
#define DT_JMP32_REG(op, dst, src, off)					\
	DT_INSN(BPF_JMP32 | BPF_OP(op) | BPF_X, dst, src, off, 0)
#define DT_JMP32_IMM(op, dst, imm, off)					\
	DT_INSN(BPF_JMP32 | BPF_OP(op) | BPF_K, dst, 0, off, imm)
#define DT_JA(off)		DT_INSN(BPF_JMP | BPF_JA, 0, 0, off, 0)

/* Calls: a helper by enum bpf_func_id, or a bpf-to-bpf call pc-relative. */
#define DT_CALL(id)		DT_INSN(BPF_JMP | BPF_CALL, 0, 0, 0, id)
#define DT_CALL_REL(off)						\
	DT_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, off)
#define DT_EXIT			DT_INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)

/*
 * 64-bit loads take two instruction slots, so these expand to two
 * comma-separated compound literals: use them inside an initializer list
 * or pass them to a function taking two insns.  Arguments are evaluated
 * twice.  'src' of the _RAW form is a BPF_PSEUDO_* kind.
 */
#define DT_LD_IMM64_RAW(dst, src, imm64)				\
	DT_INSN(BPF_LD | BPF_DW | BPF_IMM, dst, src, 0,			\
	    (uint32_t)(uint64_t)(imm64)),				\
	DT_INSN(0, 0, 0, 0, (uint32_t)((uint64_t)(imm64) >> 32))
#define DT_LD_IMM64(dst, imm64)	DT_LD_IMM64_RAW(dst, 0, imm64)
#define DT_LD_MAP_FD(dst, fd)						\
	DT_LD_IMM64_RAW(dst, BPF_PSEUDO_MAP_FD, (uint32_t)(fd))
/* dst = address of byte 'off' of the value of array map 'fd' (key 0) */
#define DT_LD_MAP_VALUE(dst, fd, off)					\
	DT_LD_IMM64_RAW(dst, BPF_PSEUDO_MAP_VALUE,			\
	    (uint32_t)(fd) | ((uint64_t)(uint32_t)(off) << 32))

/* True if 'insn' is the first half of a two-slot 64-bit load. */
static inline int
dt_bpf_is_ld_imm64(const struct bpf_insn *insn)
{
	return insn->code == (BPF_LD | BPF_DW | BPF_IMM);
}

/*
 * Name of helper 'id' with its bpf_ prefix ("bpf_map_lookup_elem" for 1),
 * or NULL for 0 and ids this table does not know.
 */
const char *dt_bpf_helper_name(int id);
extern const int dt_bpf_helper_max;	/* highest id with a name */

/*
 * Append the text of instruction 'i' of 'insns[0..n)' to 'sb', without
 * index, opcode or newline, e.g. "r0 = *(u32 *)(r6 +4)".  Returns the
 * number of slots it used: 2 for a 64-bit load, else 1.
 */
int dt_bpf_insn_format(dt_strbuf_t *sb, const struct bpf_insn *insns, int n,
    int i);

/*
 * Append one line per instruction of 'insns[0..n)' to 'sb':
 * "  12: (bf) r1 = r6", padded and followed by "! note" when 'notes' is
 * not NULL and notes[i] is not NULL ('notes' has the type of
 * dt_bpfprog_t.bp_notes).  The second slot of a 64-bit load gets no line
 * of its own and its note is not shown.
 */
void dt_bpf_disasm(dt_strbuf_t *sb, const struct bpf_insn *insns, int n,
    char *const *notes);

#endif /* DT_BPF_H */

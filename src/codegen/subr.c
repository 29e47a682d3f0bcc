/*
 * subr.c - code generation for D subroutines (the dt_cg_subr_* generators
 * that compiler/func.h's rows name; see cg.h): each takes the
 * call node and returns a virtual register holding the result (an
 * integer, or a pointer to a string in scratch).
 *
 * How the code stays acceptable to the kernel verifier, which walks
 * every iteration of every loop (at most 1M instructions per program):
 *   - every string argument is first copied into a scratch buffer with
 *     bpf_probe_read_kernel_str(), which also yields its length without
 *     a loop; loops then walk that buffer at fixed offsets, at most as
 *     many bytes as the argument's capacity (small for literals);
 *   - loop state lives in scratch "variables" (8-byte slots read and
 *     written through r9), not in registers, so the verifier's states
 *     at the end of a loop iteration or of a branch are the same and
 *     get pruned; a value read back from a slot is unknown to the
 *     verifier, so it is bounded again before it is used as an offset
 *     or a size: bound() outside loops, clamp() (a mask) inside;
 *   - loops are left through the fall-through (leave_imm()), which the
 *     verifier follows first, so few branches wait to be explored;
 *   - no fault paths for checks that cannot fail: a fault site can
 *     make the verifier walk the rest of the program once more;
 *   - variable offsets and sizes go to helpers (probe_read_kernel_str
 *     with a source pointer the verifier does not check) rather than to
 *     byte loops;
 *   - string results are always a fresh scratch buffer of strsize
 *     bytes, never a pointer into an argument.
 * Subroutines that DTrace defines to return NULL (strchr(), strrchr(),
 * strstr() when nothing is found, strtok() at the end) return an empty
 * string marked as NULL (DT_STR_NULL in its first 8 bytes) when strsize
 * allows: it reads as "" everywhere and compares equal to NULL.
 */
#include <string.h>

#include "subr_int.h"

#define PROGENY_DEPTH	64	/* ancestors progenyof() looks at */
#define COPYIN_MAX	1024	/* scratch for copyin()/alloca() of a
				   size only known at run time */
#define COPYIN_CONST	8192	/* largest constant size allocated */
#define STRTOK_MAP	"dt_strtok"	/* per-CPU strtok() state */

/* ------------------------------------------------------ small emitters */

static uint32_t
strsz(dt_cg_t *cg)
{
	return cg->sm->sm_strsize;
}


/*
 * Tell the verifier that unsigned 'reg' <= 'max' (the code makes sure it
 * is): 'reg' = min('reg', 'max').  No fault path: a fault site can make
 * the verifier walk the following clauses once more.
 */
static void
bound(dt_cg_t *cg, int reg, uint32_t max)
{
	int ok = dt_cg_label(cg);

	dt_cg_jmp_imm(cg, BPF_JLE, reg, (int32_t)max, ok);
	dt_cg_mov_imm(cg, reg, max);
	dt_cg_place(cg, ok);
}

/*
 * if (reg op imm) goto label -- for leaving a loop: the jump is made
 * the fall-through so that the verifier follows the exit first and
 * keeps a short list of pending branches (at most 8192 are allowed)
 * instead of one or more per iteration of every loop in the program.
 */
static int
negate(int op)
{
	switch (op) {
	case BPF_JEQ: return BPF_JNE;
	case BPF_JNE: return BPF_JEQ;
	case BPF_JGE: return BPF_JLT;
	case BPF_JLT: return BPF_JGE;
	case BPF_JGT: return BPF_JLE;
	case BPF_JLE: return BPF_JGT;
	case BPF_JSGE: return BPF_JSLT;
	case BPF_JSLT: return BPF_JSGE;
	case BPF_JSGT: return BPF_JSLE;
	case BPF_JSLE: return BPF_JSGT;
	default: DT_BUG("negate op %d", op);
	}
}

static void
leave_imm(dt_cg_t *cg, int op, int reg, int32_t imm, int label)
{
	int stay = dt_cg_label(cg);

	dt_cg_jmp_imm(cg, negate(op), reg, imm, stay);
	dt_cg_ja(cg, label);
	dt_cg_place(cg, stay);
}

static void
leave_reg(dt_cg_t *cg, int op, int dst, int src, int label)
{
	int stay = dt_cg_label(cg);

	dt_cg_jmp_reg(cg, negate(op), dst, src, stay);
	dt_cg_ja(cg, label);
	dt_cg_place(cg, stay);
}

/* The smallest 2^n - 1 >= 'max'. */
static uint32_t
mask_of(uint32_t max)
{
	uint32_t m = 1;

	while (m < max)
		m = m << 1 | 1;
	return m;
}

/*
 * Like bound() but without a branch, for loops: 'reg' &= mask_of(max).
 * What 'reg' addresses must have room for mask_of(max) + 1 elements.
 */
static void
clamp(dt_cg_t *cg, int reg, uint32_t max)
{
	dt_cg_alu_imm(cg, BPF_AND, reg, (int32_t)mask_of(max));
}

/* Byte swap to network order: 'bits' 16, 32 or 64; zero-extends. */
static void
to_be(dt_cg_t *cg, int reg, int bits)
{
	struct bpf_insn in;

	memset(&in, 0, sizeof(in));
	in.code = BPF_ALU | BPF_END | BPF_TO_BE;
	in.dst_reg = (uint8_t)reg;
	in.imm = bits;
	dt_cg_emit(cg, in);
}

/* The result: a new vreg holding r9 + 'off' (a string in scratch). */
static int
result_ptr(dt_cg_t *cg, uint32_t off)
{
	int v = dt_cg_vreg_alloc(cg), r = dt_cg_vreg_phys(cg, v);

	if (r < 0)
		r = R0;
	lea(cg, r, off);
	dt_cg_vreg_set(cg, v, r);
	return v;
}

/* The result: a new vreg holding scratch variable 'off'. */
static int
result_var(dt_cg_t *cg, uint32_t off)
{
	int v = dt_cg_vreg_alloc(cg), r = dt_cg_vreg_phys(cg, v);

	if (r < 0)
		r = R0;
	ld(cg, r, off);
	dt_cg_vreg_set(cg, v, r);
	return v;
}

/*
 * Emit the bytes of 'pfx', then byte 'reg' unless it is -1, at
 * buf[*cur] where 'cur' is a scratch variable, and advance the cursor.
 * The cursor stays below mask_of(max - 1) + 1, which 'buf' must have room
 * for, plus the bytes written.  Uses r4 and r5; 'reg' must be neither.
 */
static void
emit_seq(dt_cg_t *cg, uint32_t buf, uint32_t cur, uint32_t max,
    const char *pfx, int reg)
{
	int16_t n = 0;

	ld(cg, R4, cur);
	clamp(cg, R4, max - 1);
	lea(cg, R5, buf);
	dt_cg_alu_reg(cg, BPF_ADD, R5, R4);
	for (; *pfx != '\0'; pfx++)
		dt_cg_st_imm(cg, BPF_B, R5, n++, (unsigned char)*pfx);
	if (reg >= 0)
		dt_cg_stx(cg, BPF_B, R5, n++, reg);
	dt_cg_alu_imm(cg, BPF_ADD, R4, n);
	st(cg, cur, R4);
}

static void
emit_reg(dt_cg_t *cg, uint32_t buf, uint32_t cur, uint32_t max, int reg)
{
	emit_seq(cg, buf, cur, max, "", reg);
}

static void
emit_imm(dt_cg_t *cg, uint32_t buf, uint32_t cur, uint32_t max, int ch)
{
	char pfx[2] = { (char)ch, 0 };

	if (ch == 0) {
		dt_cg_mov_imm(cg, R3, 0);
		emit_seq(cg, buf, cur, max, "", R3);
	} else {
		emit_seq(cg, buf, cur, max, pfx, -1);
	}
}

/* ----------------------------------------------------------- arguments */

/* Bytes to copy for string argument 'a': its capacity, at most strsize. */
static uint32_t
str_size(dt_cg_t *cg, dt_node_t *a)
{
	uint32_t cap = dt_sema_strcap(a);

	if (dt_type_is_pointer(a->dn_type) || cap == 0 || cap > strsz(cg))
		return strsz(cg);
	return cap;
}

/*
 * After a helper read from the address in vreg 'v' (argument 'a') left
 * its result in r0: fault with that address if r0 is negative (or, with
 * 'zero_bad', zero).  Strings and char arrays are BPF map memory and
 * cannot fault, so nothing is checked for them: fewer fault paths, fewer
 * states for the verifier.
 */
static void
read_check(dt_cg_t *cg, dt_node_t *a, int v, int zero_bad)
{
	dt_type_t *t = dt_type_resolve(a->dn_type);
	int ok = dt_cg_label(cg), r;

	if (t->ty_kind == DT_TY_STRING || t->ty_kind == DT_TY_ARRAY)
		return;
	dt_cg_jmp_imm(cg, zero_bad ? BPF_JSGT : BPF_JSGE, R0, 0, ok);
	r = dt_cg_vreg_get(cg, v, R1);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, r);
	dt_cg_place(cg, ok);
}

/*
 * Evaluate string argument 'a' and copy it to r9+'dst' (room for at
 * least str_size() bytes); its length goes to scratch variable 'lenvar'.
 * A char * that cannot be read faults with its address.
 */
static void
str_copy(dt_cg_t *cg, dt_node_t *a, uint32_t dst, uint32_t lenvar)
{
	int v = dt_cg_expr(cg, a), r;

	r = dt_cg_vreg_get(cg, v, R3);
	dt_cg_strnull_check(cg, a, r);
	mov(cg, R3, r);
	lea(cg, R1, dst);
	dt_cg_mov_imm(cg, R2, str_size(cg, a));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	read_check(cg, a, v, 1);
	dt_cg_alu_imm(cg, BPF_SUB, R0, 1);
	st(cg, lenvar, R0);
	dt_cg_vreg_free(cg, v);
}

/* str_copy() into a new buffer of 'bufsz' bytes; returns its offset. */
static uint32_t
str_in(dt_cg_t *cg, dt_node_t *a, uint32_t bufsz, uint32_t lenvar)
{
	uint32_t off = dt_cg_scratch(cg, DT_MAX(bufsz, str_size(cg, a)));

	str_copy(cg, a, off, lenvar);
	return off;
}

/* Evaluate integer argument 'a' into a new scratch variable. */
static uint32_t
int_arg(dt_cg_t *cg, dt_node_t *a)
{
	uint32_t off = var(cg);
	int v = dt_cg_expr(cg, a), r;

	r = dt_cg_vreg_get(cg, v, R1);
	st(cg, off, r);
	dt_cg_vreg_free(cg, v);
	return off;
}

/*
 * Copy the 'n' (variable 'nvar', at most strsize - 1) characters at
 * r9 + src + start (variable 'startvar', below 'srcmax') to r9+'dst' as a
 * string; the copy also stops at a NUL.
 */
static void
span(dt_cg_t *cg, uint32_t dst, uint32_t src, uint32_t startvar,
    uint32_t srcmax, uint32_t nvar)
{
	ld(cg, R2, nvar);
	bound(cg, R2, strsz(cg) - 1);
	dt_cg_alu_imm(cg, BPF_ADD, R2, 1);
	ld(cg, R3, startvar);
	bound(cg, R3, srcmax - 1);
	lea(cg, R4, src);
	dt_cg_alu_reg(cg, BPF_ADD, R3, R4);
	lea(cg, R1, dst);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
}

/* r9+'dst' = "" */
static void
empty(dt_cg_t *cg, uint32_t dst)
{
	dt_cg_st_imm(cg, BPF_B, R9, (int16_t)dst, 0);
}

/* The NULL string at r9 + dst (see DT_STR_NULL; "" if strsize < 8). */
static void
null_str(dt_cg_t *cg, uint32_t dst)
{
	if (strsz(cg) >= 8)
		dt_cg_st_imm(cg, BPF_DW, R9, (int16_t)dst, DT_STR_NULL);
	else
		empty(cg, dst);
}

/* Validate a base argument (2..36) in variable 'basevar'. */
static void
check_base(dt_cg_t *cg, uint32_t basevar)
{
	int ok = dt_cg_label(cg);

	ld(cg, R1, basevar);
	dt_cg_alu_imm(cg, BPF_SUB, R1, 2);
	dt_cg_jmp_imm(cg, BPF_JLE, R1, 34, ok);
	dt_cg_fault(cg, DTRACEFLT_ILLOP, -1);
	dt_cg_place(cg, ok);
}

/* ------------------------------------------------------------- strjoin */

/*
 * strjoin(a, b): 'a' goes straight to the result, 'b' after it; the
 * result is cut to strsize - 1 characters, silently, as Oracle's DTrace
 * for Linux does (illumos raised "out of scratch space").
 */
int
dt_cg_subr_strjoin(dt_cg_t *cg, dt_node_t *call, int cond)
{
	uint32_t s = strsz(cg), dst = dt_cg_scratch(cg, 2 * s + 8);
	uint32_t la = var(cg);
	dt_node_t *b = call->dn_args->dn_next;
	int v, r;

	str_copy(cg, call->dn_args, dst, la);
	v = dt_cg_expr(cg, b);
	r = dt_cg_vreg_get(cg, v, R3);
	mov(cg, R3, r);
	ld(cg, R4, la);
	bound(cg, R4, s - 1);
	lea(cg, R1, dst);
	dt_cg_alu_reg(cg, BPF_ADD, R1, R4);
	/* what does not fit in strsize - 1 characters is cut silently */
	dt_cg_mov_imm(cg, R2, s);
	dt_cg_alu_reg(cg, BPF_SUB, R2, R4);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	read_check(cg, b, v, 1);
	dt_cg_vreg_free(cg, v);
	return result_ptr(cg, dst);
}

/* -------------------------------------------------------------- substr */

/*
 * substr(s, i[, n]) with DTrace's (Perl's) rules for negative positions
 * and lengths; the arithmetic is signed, in r1 (index), r2 (remaining)
 * and r3 (strlen).
 */
int
dt_cg_subr_substr(dt_cg_t *cg, dt_node_t *call, int cond)
{
	uint32_t s = strsz(cg), lv = var(cg), iv, nv = 0, dst;
	uint32_t src = str_in(cg, call->dn_args, s, lv);
	uint32_t startv = var(cg), cntv = var(cg);
	dt_node_t *ia = call->dn_args->dn_next;
	int l1 = dt_cg_label(cg), l2 = dt_cg_label(cg), l3 = dt_cg_label(cg);
	int none = dt_cg_label(cg), copy = dt_cg_label(cg);
	int done = dt_cg_label(cg);

	iv = int_arg(cg, ia);
	if (ia->dn_next != NULL)
		nv = int_arg(cg, ia->dn_next);
	dst = dt_cg_scratch(cg, s);

	ld(cg, R1, iv);
	if (nv != 0)
		ld(cg, R2, nv);
	else
		dt_cg_mov_imm(cg, R2, s);
	ld(cg, R3, lv);
	/* if (index < 0) { index += len; ... } */
	dt_cg_jmp_imm(cg, BPF_JSGE, R1, 0, l1);
	dt_cg_alu_reg(cg, BPF_ADD, R1, R3);
	dt_cg_jmp_imm(cg, BPF_JSGE, R1, 0, l1);
	/* still < 0: if (index + remaining > 0) shorten and start at 0 */
	mov(cg, R4, R1);
	dt_cg_alu_reg(cg, BPF_ADD, R4, R2);
	dt_cg_jmp_imm(cg, BPF_JSLE, R4, 0, l1);
	mov(cg, R2, R4);
	dt_cg_mov_imm(cg, R1, 0);
	dt_cg_place(cg, l1);
	/* index >= len or index < 0: "" */
	dt_cg_jmp_reg(cg, BPF_JSGE, R1, R3, none);
	dt_cg_jmp_imm(cg, BPF_JSLT, R1, 0, none);
	/* remaining < 0: stop that many characters before the end */
	dt_cg_jmp_imm(cg, BPF_JSGE, R2, 0, l2);
	dt_cg_alu_reg(cg, BPF_ADD, R2, R3);
	dt_cg_alu_reg(cg, BPF_SUB, R2, R1);
	dt_cg_ja(cg, l3);
	dt_cg_place(cg, l2);
	/* index + remaining > strsize: remaining = strsize - index */
	mov(cg, R4, R1);
	dt_cg_alu_reg(cg, BPF_ADD, R4, R2);
	dt_cg_jmp_imm(cg, BPF_JSLE, R4, (int32_t)s, l3);
	dt_cg_mov_imm(cg, R2, s);
	dt_cg_alu_reg(cg, BPF_SUB, R2, R1);
	dt_cg_place(cg, l3);
	dt_cg_jmp_imm(cg, BPF_JSLE, R2, 0, none);
	/* the copy stops at the NUL anyway: at most strsize - 1 */
	dt_cg_jmp_imm(cg, BPF_JLE, R2, (int32_t)s - 1, copy);
	dt_cg_mov_imm(cg, R2, s - 1);
	dt_cg_place(cg, copy);
	st(cg, startv, R1);
	st(cg, cntv, R2);
	span(cg, dst, src, startv, s, cntv);
	dt_cg_ja(cg, done);
	dt_cg_place(cg, none);
	empty(cg, dst);
	dt_cg_place(cg, done);
	return result_ptr(cg, dst);
}

/* ------------------------------------------- index, rindex and strstr */

/*
 * Build the mask of 'nw' words at r9+'mask' with 0xff for the first
 * (variable 'lenvar') bytes and 0 after them.
 */
static void
needle_mask(dt_cg_t *cg, uint32_t mask, uint32_t lenvar, uint32_t nw)
{
	uint32_t k;

	for (k = 0; k < nw; k++) {
		int put = dt_cg_label(cg);

		/* valid bytes in this word: len - 8k, clamped to 0..8 */
		ld(cg, R1, lenvar);
		dt_cg_alu_imm(cg, BPF_SUB, R1, (int32_t)(8 * k));
		dt_cg_mov_imm(cg, R3, -1);
		dt_cg_jmp_imm(cg, BPF_JSGE, R1, 8, put);
		dt_cg_mov_imm(cg, R3, 0);
		dt_cg_jmp_imm(cg, BPF_JSLE, R1, 0, put);
		dt_cg_alu_imm(cg, BPF_LSH, R1, 3);
		dt_cg_mov_imm(cg, R3, 1);
		dt_cg_alu_reg(cg, BPF_LSH, R3, R1);
		dt_cg_alu_imm(cg, BPF_SUB, R3, 1);
		dt_cg_place(cg, put);
		st(cg, mask + 8 * k, R3);
	}
}

/*
 * r5 = 0 iff the needle matches the haystack at r9 + hay + r1 (r1 kept);
 * compares 'nw' masked words.  Uses r0, r3, r4.
 */
static void
needle_cmp(dt_cg_t *cg, uint32_t hay, uint32_t needle, uint32_t mask,
    uint32_t nw)
{
	uint32_t k;

	lea(cg, R4, hay);
	dt_cg_alu_reg(cg, BPF_ADD, R4, R1);
	dt_cg_mov_imm(cg, R5, 0);
	for (k = 0; k < nw; k++) {
		dt_cg_ldx(cg, BPF_DW, R0, R4, (int16_t)(8 * k));
		ld(cg, R3, needle + 8 * k);
		dt_cg_alu_reg(cg, BPF_XOR, R0, R3);
		ld(cg, R3, mask + 8 * k);
		dt_cg_alu_reg(cg, BPF_AND, R0, R3);
		dt_cg_alu_reg(cg, BPF_OR, R5, R0);
	}
}

/*
 * index(s, t[, start]), rindex(s, t[, start]) and strstr(s, t), with
 * DTrace's rules for positions and empty strings.  Candidate positions
 * are tried one per loop iteration; each compares the needle a word at
 * a time under a mask, so the verifier walks strsize iterations of a
 * short body whatever the needle's length.
 */
int
dt_cg_subr_index(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int id = call->dn_ident->id_func;
	uint32_t s = strsz(cg), l1 = var(cg), l2 = var(cg), res = var(cg);
	uint32_t startv = var(cg), posv = 0, hay, needle, mask, nw, tcap, hcap;
	dt_node_t *ta = call->dn_args->dn_next;
	int loop = dt_cg_label(cg), found = dt_cg_label(cg);
	int notfound = dt_cg_label(cg), done = dt_cg_label(cg);
	int go = dt_cg_label(cg), l = dt_cg_label(cg);

	tcap = str_size(cg, ta);
	nw = (tcap - 1 + 7) / 8;
	if (nw == 0)
		nw = 1;
	/* candidates are below hcap; clamp() may make it the power of 2 */
	hcap = str_size(cg, call->dn_args);
	hay = str_in(cg, call->dn_args, mask_of(hcap - 1) + 1 + 8 * nw + 8,
	    l1);
	needle = str_in(cg, ta, 8 * nw + 8, l2);
	if (ta->dn_next != NULL)
		posv = int_arg(cg, ta->dn_next);
	mask = dt_cg_scratch(cg, 8 * nw);
	needle_mask(cg, mask, l2, nw);

	/* both empty: 0 (strstr: the empty string) */
	ld(cg, R1, l1);
	ld(cg, R2, l2);
	dt_cg_alu_reg(cg, BPF_OR, R1, R2);
	dt_cg_jmp_imm(cg, BPF_JNE, R1, 0, go);
	st_imm(cg, res, 0);
	dt_cg_ja(cg, done);
	dt_cg_place(cg, go);

	if (id == DT_F_RINDEX) {
		ld(cg, R1, l1);
		if (posv != 0) {
			int neg = dt_cg_label(cg), ok = dt_cg_label(cg);

			ld(cg, R1, posv);
			dt_cg_jmp_imm(cg, BPF_JSLT, R1, 0, neg);
			ld(cg, R2, l1);
			dt_cg_jmp_reg(cg, BPF_JSLE, R1, R2, ok);
			mov(cg, R1, R2);
			dt_cg_ja(cg, ok);
			/* negative: "" is found at 0, anything else not */
			dt_cg_place(cg, neg);
			ld(cg, R1, l2);
			dt_cg_jmp_imm(cg, BPF_JNE, R1, 0, notfound);
			st_imm(cg, res, 0);
			dt_cg_ja(cg, done);
			dt_cg_place(cg, ok);
		}
		st(cg, startv, R1);
		/* a = start - c, down to 0 */
		dt_cg_mov_imm(cg, R2, 0);
		dt_cg_place(cg, loop);
		dt_cg_jmp_imm(cg, BPF_JGE, R2, (int32_t)hcap, notfound);
		ld(cg, R1, startv);
		clamp(cg, R1, hcap - 1);
		dt_cg_alu_reg(cg, BPF_SUB, R1, R2);
		leave_imm(cg, BPF_JSLT, R1, 0, notfound);
	} else {
		dt_cg_mov_imm(cg, R1, 0);
		if (posv != 0) {
			int ok = dt_cg_label(cg);

			ld(cg, R1, posv);
			dt_cg_jmp_imm(cg, BPF_JSGE, R1, 0, l);
			dt_cg_mov_imm(cg, R1, 0);
			dt_cg_place(cg, l);
			/* start at or past the end: "" is found there */
			ld(cg, R2, l1);
			dt_cg_jmp_reg(cg, BPF_JSLT, R1, R2, ok);
			ld(cg, R1, l2);
			dt_cg_jmp_imm(cg, BPF_JNE, R1, 0, notfound);
			ld(cg, R1, l1);
			st(cg, res, R1);
			dt_cg_ja(cg, done);
			dt_cg_place(cg, ok);
		}
		st(cg, startv, R1);
		/* a = start + c, up to strlen(s) - 1 */
		dt_cg_mov_imm(cg, R2, 0);
		dt_cg_place(cg, loop);
		dt_cg_jmp_imm(cg, BPF_JGE, R2, (int32_t)hcap, notfound);
		ld(cg, R1, startv);
		clamp(cg, R1, hcap - 1);
		dt_cg_alu_reg(cg, BPF_ADD, R1, R2);
		ld(cg, R3, l1);
		clamp(cg, R3, hcap - 1);
		leave_reg(cg, BPF_JGE, R1, R3, notfound);
	}
	needle_cmp(cg, hay, needle, mask, nw);
	leave_imm(cg, BPF_JEQ, R5, 0, found);
	dt_cg_alu_imm(cg, BPF_ADD, R2, 1);
	dt_cg_ja(cg, loop);
	dt_cg_place(cg, found);
	st(cg, res, R1);
	dt_cg_ja(cg, done);
	dt_cg_place(cg, notfound);
	st_imm(cg, res, -1);
	dt_cg_place(cg, done);

	if (id == DT_F_STRSTR) {
		uint32_t dst = dt_cg_scratch(cg, s), cnt = var(cg);
		int none = dt_cg_label(cg), end = dt_cg_label(cg);

		ld(cg, R1, res);
		dt_cg_jmp_imm(cg, BPF_JSLT, R1, 0, none);
		st_imm(cg, cnt, (int32_t)s - 1);
		span(cg, dst, hay, res, s, cnt);
		dt_cg_ja(cg, end);
		dt_cg_place(cg, none);
		null_str(cg, dst);
		dt_cg_place(cg, end);
		return result_ptr(cg, dst);
	}
	return result_var(cg, res);
}

/* ------------------------------------------------------ strchr, strrchr */

int
dt_cg_subr_strchr(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int last = call->dn_ident->id_func == DT_F_STRRCHR;
	uint32_t s = strsz(cg), lv = var(cg), chv, res = var(cg), cnt = var(cg);
	uint32_t src = str_in(cg, call->dn_args, s, lv), dst;
	uint32_t lim = str_size(cg, call->dn_args);
	int loop = dt_cg_label(cg), done = dt_cg_label(cg);
	int next = dt_cg_label(cg), none = dt_cg_label(cg);
	int end = dt_cg_label(cg);

	chv = int_arg(cg, call->dn_args->dn_next);
	dst = dt_cg_scratch(cg, s);
	st_imm(cg, res, -1);
	lea(cg, R1, src);
	dt_cg_mov_imm(cg, R2, 0);
	dt_cg_place(cg, loop);
	dt_cg_jmp_imm(cg, BPF_JGE, R2, (int32_t)lim, done);
	dt_cg_ldx(cg, BPF_B, R3, R1, 0);
	ld(cg, R4, chv);
	dt_cg_alu_imm(cg, BPF_AND, R4, 0xff);
	dt_cg_jmp_reg(cg, BPF_JNE, R3, R4, next);
	st(cg, res, R2);
	if (!last)
		dt_cg_ja(cg, done);
	dt_cg_place(cg, next);
	leave_imm(cg, BPF_JEQ, R3, 0, done);
	dt_cg_alu_imm(cg, BPF_ADD, R1, 1);
	dt_cg_alu_imm(cg, BPF_ADD, R2, 1);
	dt_cg_ja(cg, loop);
	dt_cg_place(cg, done);

	ld(cg, R1, res);
	dt_cg_jmp_imm(cg, BPF_JSLT, R1, 0, none);
	st_imm(cg, cnt, (int32_t)s - 1);
	span(cg, dst, src, res, s, cnt);
	dt_cg_ja(cg, end);
	dt_cg_place(cg, none);
	null_str(cg, dst);
	dt_cg_place(cg, end);
	return result_ptr(cg, dst);
}

/* ------------------------------------------------------ toupper, tolower */

int
dt_cg_subr_case(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int upper = call->dn_ident->id_func == DT_F_TOUPPER;
	uint32_t s = strsz(cg), lv = var(cg);
	uint32_t dst = str_in(cg, call->dn_args, s, lv);
	uint32_t lim = str_size(cg, call->dn_args);
	int loop = dt_cg_label(cg), done = dt_cg_label(cg);
	int next = dt_cg_label(cg);

	lea(cg, R1, dst);
	dt_cg_mov_imm(cg, R2, 0);
	dt_cg_place(cg, loop);
	dt_cg_jmp_imm(cg, BPF_JGE, R2, (int32_t)lim, done);
	dt_cg_ldx(cg, BPF_B, R3, R1, 0);
	leave_imm(cg, BPF_JEQ, R3, 0, done);
	mov(cg, R4, R3);
	dt_cg_alu_imm(cg, BPF_SUB, R4, upper ? 'a' : 'A');
	dt_cg_jmp_imm(cg, BPF_JGT, R4, 25, next);
	dt_cg_alu_imm(cg, upper ? BPF_SUB : BPF_ADD, R3, 'a' - 'A');
	dt_cg_stx(cg, BPF_B, R1, 0, R3);
	dt_cg_place(cg, next);
	dt_cg_alu_imm(cg, BPF_ADD, R1, 1);
	dt_cg_alu_imm(cg, BPF_ADD, R2, 1);
	dt_cg_ja(cg, loop);
	dt_cg_place(cg, done);
	return result_ptr(cg, dst);
}

/* ------------------------------------------------------------- lltostr */

#define LL_BUF	80	/* digits are written backwards from LL_END */
#define LL_END	72

/*
 * lltostr(v[, base]): decimal with a '-' for negative values; other
 * bases print the value as unsigned, base 16 with "0x", base 8 with
 * "0" (but 0 is "0").  Digits are written backwards into a buffer.
 */
int
dt_cg_subr_lltostr(dt_cg_t *cg, dt_node_t *call, int cond)
{
	uint32_t s = strsz(cg), valv, basev = 0, negv = var(cg), uv = var(cg);
	uint32_t cur = var(cg), buf, dst;
	dt_node_t *ba = call->dn_args->dn_next;
	int loop = dt_cg_label(cg), done = dt_cg_label(cg);
	int pos = dt_cg_label(cg), alpha = dt_cg_label(cg);
	int put = dt_cg_label(cg), l = dt_cg_label(cg);

	valv = int_arg(cg, call->dn_args);
	if (ba != NULL) {
		basev = int_arg(cg, ba);
		check_base(cg, basev);
	}
	buf = dt_cg_scratch(cg, LL_BUF);
	dst = dt_cg_scratch(cg, s);

	/* u = (base == 10 && v < 0) ? -v : v */
	ld(cg, R1, valv);
	st(cg, uv, R1);
	st_imm(cg, negv, 0);
	if (basev != 0) {
		ld(cg, R2, basev);
		dt_cg_jmp_imm(cg, BPF_JNE, R2, 10, pos);
	}
	dt_cg_jmp_imm(cg, BPF_JSGE, R1, 0, pos);
	dt_cg_alu_imm(cg, BPF_NEG, R1, 0);
	st(cg, uv, R1);
	st_imm(cg, negv, 1);
	dt_cg_place(cg, pos);

	dt_cg_st_imm(cg, BPF_B, R9, (int16_t)(buf + LL_END), 0);
	ld(cg, R3, uv);
	lea(cg, R1, buf + LL_END - 1);
	dt_cg_mov_imm(cg, R2, 0);
	dt_cg_place(cg, loop);
	if (basev != 0)
		ld(cg, R4, basev);
	else
		dt_cg_mov_imm(cg, R4, 10);
	mov(cg, R5, R3);
	dt_cg_alu_reg(cg, BPF_MOD, R5, R4);
	dt_cg_jmp_imm(cg, BPF_JGT, R5, 9, alpha);
	dt_cg_alu_imm(cg, BPF_ADD, R5, '0');
	dt_cg_ja(cg, put);
	dt_cg_place(cg, alpha);
	dt_cg_alu_imm(cg, BPF_ADD, R5, 'a' - 10);
	dt_cg_place(cg, put);
	dt_cg_stx(cg, BPF_B, R1, 0, R5);
	dt_cg_alu_reg(cg, BPF_DIV, R3, R4);
	leave_imm(cg, BPF_JEQ, R3, 0, done);
	dt_cg_alu_imm(cg, BPF_SUB, R1, 1);
	dt_cg_alu_imm(cg, BPF_ADD, R2, 1);
	dt_cg_jmp_imm(cg, BPF_JLT, R2, 64, loop);
	dt_cg_place(cg, done);
	/* the first digit is at LL_END - 1 - r2 */
	dt_cg_mov_imm(cg, R1, LL_END - 1);
	dt_cg_alu_reg(cg, BPF_SUB, R1, R2);
	st(cg, cur, R1);

	/* prefixes, written backwards: cur moves down */
	if (basev != 0) {
		int no16 = dt_cg_label(cg), no8 = dt_cg_label(cg);

		ld(cg, R1, basev);
		dt_cg_jmp_imm(cg, BPF_JNE, R1, 16, no16);
		ld(cg, R1, cur);
		bound(cg, R1, LL_END);
		dt_cg_alu_imm(cg, BPF_SUB, R1, 2);
		bound(cg, R1, LL_END);
		lea(cg, R2, buf);
		dt_cg_alu_reg(cg, BPF_ADD, R2, R1);
		dt_cg_st_imm(cg, BPF_B, R2, 0, '0');
		dt_cg_st_imm(cg, BPF_B, R2, 1, 'x');
		st(cg, cur, R1);
		dt_cg_place(cg, no16);
		ld(cg, R1, basev);
		dt_cg_jmp_imm(cg, BPF_JNE, R1, 8, no8);
		ld(cg, R1, uv);
		dt_cg_jmp_imm(cg, BPF_JEQ, R1, 0, no8);
		ld(cg, R1, cur);
		dt_cg_alu_imm(cg, BPF_SUB, R1, 1);
		bound(cg, R1, LL_END);
		lea(cg, R2, buf);
		dt_cg_alu_reg(cg, BPF_ADD, R2, R1);
		dt_cg_st_imm(cg, BPF_B, R2, 0, '0');
		st(cg, cur, R1);
		dt_cg_place(cg, no8);
	}
	ld(cg, R1, negv);
	dt_cg_jmp_imm(cg, BPF_JEQ, R1, 0, l);
	ld(cg, R1, cur);
	dt_cg_alu_imm(cg, BPF_SUB, R1, 1);
	bound(cg, R1, LL_END);
	lea(cg, R2, buf);
	dt_cg_alu_reg(cg, BPF_ADD, R2, R1);
	dt_cg_st_imm(cg, BPF_B, R2, 0, '-');
	st(cg, cur, R1);
	dt_cg_place(cg, l);

	/* copy, truncating to strsize - 1 */
	ld(cg, R3, cur);
	bound(cg, R3, LL_END);
	lea(cg, R4, buf);
	dt_cg_alu_reg(cg, BPF_ADD, R3, R4);
	lea(cg, R1, dst);
	dt_cg_mov_imm(cg, R2, s);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	return result_ptr(cg, dst);
}

/* ------------------------------------------------------------- strtoll */

/*
 * strtoll(s[, base]): blanks and tabs, an optional sign, "0x" when the
 * base is 16 and a hex digit follows, then digits up to the first
 * character that is not one in 'base'.
 */
int
dt_cg_subr_strtoll(dt_cg_t *cg, dt_node_t *call, int cond)
{
	uint32_t lv = var(cg), basev = 0, iv = var(cg);
	uint32_t negv = var(cg), valv = var(cg), src, lim;
	dt_node_t *ba = call->dn_args->dn_next;
	int loop = dt_cg_label(cg), done = dt_cg_label(cg);
	int l, nosign = dt_cg_label(cg), signed_ = dt_cg_label(cg);

	lim = str_size(cg, call->dn_args);
	src = str_in(cg, call->dn_args, 2 * lim + 16, lv);
	if (ba != NULL) {
		basev = int_arg(cg, ba);
		check_base(cg, basev);
	} else {
		basev = var(cg);
		st_imm(cg, basev, 10);
	}

	/* leading blanks */
	st_imm(cg, iv, 0);
	lea(cg, R1, src);
	dt_cg_mov_imm(cg, R2, 0);
	dt_cg_place(cg, loop);
	dt_cg_jmp_imm(cg, BPF_JGE, R2, (int32_t)lim - 1, done);
	dt_cg_ldx(cg, BPF_B, R3, R1, 0);
	l = dt_cg_label(cg);
	dt_cg_jmp_imm(cg, BPF_JEQ, R3, ' ', l);
	dt_cg_jmp_imm(cg, BPF_JEQ, R3, '\t', l);
	dt_cg_ja(cg, done);
	dt_cg_place(cg, l);
	dt_cg_alu_imm(cg, BPF_ADD, R1, 1);
	dt_cg_alu_imm(cg, BPF_ADD, R2, 1);
	st(cg, iv, R2);
	dt_cg_ja(cg, loop);
	dt_cg_place(cg, done);

	/* sign */
	st_imm(cg, negv, 0);
	ld(cg, R1, iv);
	bound(cg, R1, lim - 1);
	lea(cg, R2, src);
	dt_cg_alu_reg(cg, BPF_ADD, R2, R1);
	dt_cg_ldx(cg, BPF_B, R3, R2, 0);
	dt_cg_jmp_imm(cg, BPF_JEQ, R3, '+', signed_);
	dt_cg_jmp_imm(cg, BPF_JNE, R3, '-', nosign);
	st_imm(cg, negv, 1);
	dt_cg_place(cg, signed_);
	dt_cg_alu_imm(cg, BPF_ADD, R1, 1);
	st(cg, iv, R1);
	dt_cg_place(cg, nosign);

	/* base 16: skip "0x" or "0X" when a hex digit follows */
	{
		int no = dt_cg_label(cg), hex = dt_cg_label(cg);

		ld(cg, R1, basev);
		dt_cg_jmp_imm(cg, BPF_JNE, R1, 16, no);
		ld(cg, R1, iv);
		bound(cg, R1, lim);
		lea(cg, R2, src);
		dt_cg_alu_reg(cg, BPF_ADD, R2, R1);
		dt_cg_ldx(cg, BPF_B, R3, R2, 0);
		dt_cg_jmp_imm(cg, BPF_JNE, R3, '0', no);
		dt_cg_ldx(cg, BPF_B, R3, R2, 1);
		dt_cg_alu_imm(cg, BPF_OR, R3, 0x20);
		dt_cg_jmp_imm(cg, BPF_JNE, R3, 'x', no);
		dt_cg_ldx(cg, BPF_B, R3, R2, 2);
		mov(cg, R4, R3);
		dt_cg_alu_imm(cg, BPF_SUB, R4, '0');
		dt_cg_jmp_imm(cg, BPF_JLE, R4, 9, hex);
		dt_cg_alu_imm(cg, BPF_OR, R3, 0x20);
		dt_cg_alu_imm(cg, BPF_SUB, R3, 'a');
		dt_cg_jmp_imm(cg, BPF_JGT, R3, 5, no);
		dt_cg_place(cg, hex);
		dt_cg_alu_imm(cg, BPF_ADD, R1, 2);
		st(cg, iv, R1);
		dt_cg_place(cg, no);
	}

	/* digits: value in r0 */
	{
		int dloop = dt_cg_label(cg), dend = dt_cg_label(cg);
		int digit = dt_cg_label(cg);

		ld(cg, R1, iv);
		bound(cg, R1, lim + 2);
		lea(cg, R2, src);
		dt_cg_alu_reg(cg, BPF_ADD, R1, R2);
		dt_cg_mov_imm(cg, R0, 0);
		dt_cg_mov_imm(cg, R2, 0);
		dt_cg_place(cg, dloop);
		dt_cg_jmp_imm(cg, BPF_JGE, R2, (int32_t)lim, dend);
		dt_cg_ldx(cg, BPF_B, R3, R1, 0);
		mov(cg, R4, R3);
		dt_cg_alu_imm(cg, BPF_SUB, R4, '0');
		dt_cg_jmp_imm(cg, BPF_JLE, R4, 9, digit);
		mov(cg, R4, R3);
		dt_cg_alu_imm(cg, BPF_OR, R4, 0x20);
		dt_cg_alu_imm(cg, BPF_SUB, R4, 'a');
		leave_imm(cg, BPF_JGT, R4, 25, dend);
		dt_cg_alu_imm(cg, BPF_ADD, R4, 10);
		dt_cg_place(cg, digit);
		ld(cg, R5, basev);
		leave_reg(cg, BPF_JGE, R4, R5, dend);
		dt_cg_alu_reg(cg, BPF_MUL, R0, R5);
		dt_cg_alu_reg(cg, BPF_ADD, R0, R4);
		dt_cg_alu_imm(cg, BPF_ADD, R1, 1);
		dt_cg_alu_imm(cg, BPF_ADD, R2, 1);
		dt_cg_ja(cg, dloop);
		dt_cg_place(cg, dend);
		st(cg, valv, R0);
	}
	{
		int pos = dt_cg_label(cg);

		ld(cg, R1, valv);
		ld(cg, R2, negv);
		dt_cg_jmp_imm(cg, BPF_JEQ, R2, 0, pos);
		dt_cg_alu_imm(cg, BPF_NEG, R1, 0);
		dt_cg_place(cg, pos);
		st(cg, valv, R1);
	}
	return result_var(cg, valv);
}

/* ------------------------------------------------- basename, dirname */

/*
 * One forward pass records the last non-slash character (lastbase),
 * where its component starts (firstbase) and the last non-slash
 * character before that component (lastdir); then:
 *   ""            -> "."           all slashes -> "/"
 *   basename      -> [firstbase, lastbase]
 *   dirname       -> "." if firstbase is 0, "/" if lastdir is -1,
 *                    else [0, lastdir]
 */
int
dt_cg_subr_basename(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int dir = call->dn_ident->id_func == DT_F_DIRNAME;
	uint32_t s = strsz(cg), lv = var(cg), lb = var(cg), fb = var(cg);
	uint32_t ldir = var(cg), startv = var(cg), cntv = var(cg);
	uint32_t src = str_in(cg, call->dn_args, s, lv);
	uint32_t dst = dt_cg_scratch(cg, s), lim = str_size(cg, call->dn_args);
	int loop = dt_cg_label(cg), done = dt_cg_label(cg);
	int next = dt_cg_label(cg), nostart = dt_cg_label(cg);
	int dot = dt_cg_label(cg), slash = dt_cg_label(cg);
	int copy = dt_cg_label(cg), end = dt_cg_label(cg);

	st_imm(cg, lb, -1);
	st_imm(cg, fb, -1);
	st_imm(cg, ldir, -1);
	lea(cg, R1, src);
	dt_cg_mov_imm(cg, R2, 0);
	dt_cg_mov_imm(cg, R4, '/');
	dt_cg_place(cg, loop);
	dt_cg_jmp_imm(cg, BPF_JGE, R2, (int32_t)lim, done);
	dt_cg_ldx(cg, BPF_B, R3, R1, 0);
	leave_imm(cg, BPF_JEQ, R3, 0, done);
	dt_cg_jmp_imm(cg, BPF_JEQ, R3, '/', next);
	dt_cg_jmp_imm(cg, BPF_JNE, R4, '/', nostart);
	/* a component starts here */
	ld(cg, R5, lb);
	st(cg, ldir, R5);
	st(cg, fb, R2);
	dt_cg_place(cg, nostart);
	st(cg, lb, R2);
	dt_cg_place(cg, next);
	mov(cg, R4, R3);
	dt_cg_alu_imm(cg, BPF_ADD, R1, 1);
	dt_cg_alu_imm(cg, BPF_ADD, R2, 1);
	dt_cg_ja(cg, loop);
	dt_cg_place(cg, done);

	ld(cg, R1, lv);
	dt_cg_jmp_imm(cg, BPF_JEQ, R1, 0, dot);
	ld(cg, R1, lb);
	dt_cg_jmp_imm(cg, BPF_JSLT, R1, 0, slash);
	if (dir) {
		ld(cg, R1, fb);
		dt_cg_jmp_imm(cg, BPF_JEQ, R1, 0, dot);
		ld(cg, R1, ldir);
		dt_cg_jmp_imm(cg, BPF_JSLT, R1, 0, slash);
		st_imm(cg, startv, 0);
		dt_cg_alu_imm(cg, BPF_ADD, R1, 1);
		st(cg, cntv, R1);
	} else {
		ld(cg, R1, fb);
		st(cg, startv, R1);
		ld(cg, R2, lb);
		dt_cg_alu_reg(cg, BPF_SUB, R2, R1);
		dt_cg_alu_imm(cg, BPF_ADD, R2, 1);
		st(cg, cntv, R2);
	}
	dt_cg_ja(cg, copy);
	dt_cg_place(cg, dot);
	dt_cg_st_imm(cg, BPF_H, R9, (int16_t)dst, '.');
	dt_cg_ja(cg, end);
	dt_cg_place(cg, slash);
	dt_cg_st_imm(cg, BPF_H, R9, (int16_t)dst, '/');
	dt_cg_ja(cg, end);
	dt_cg_place(cg, copy);
	span(cg, dst, src, startv, s, cntv);
	dt_cg_place(cg, end);
	return result_ptr(cg, dst);
}

/* ----------------------------------------------------------- cleanpath */

/*
 * Push the cursor 'jv' (where a '/' is about to be written) on the stack
 * at r9+'stk' of 'nstk' u16 entries, depth in 'topv'.  Uses r0, r4, r5.
 */
static void
cp_push(dt_cg_t *cg, uint32_t stk, uint32_t nstk, uint32_t topv,
    uint32_t jv)
{
	ld(cg, R0, topv);
	clamp(cg, R0, nstk - 1);
	ld(cg, R4, jv);
	lea(cg, R5, stk);
	dt_cg_alu_reg(cg, BPF_ADD, R5, R0);
	dt_cg_alu_reg(cg, BPF_ADD, R5, R0);
	dt_cg_stx(cg, BPF_H, R5, 0, R4);
	dt_cg_alu_imm(cg, BPF_ADD, R0, 1);
	st(cg, topv, R0);
}

/*
 * cleanpath(path): a per-character state machine over the path, as
 * DTrace's: 0 plain, 1 after '/', 2 after "/.", 3 after "/..".  "//"
 * and "/./" collapse; "/../" (and a final "/..") go back to the
 * previous '/' written, kept on a stack of their positions; output
 * stops when fewer than 5 bytes are left, like DTrace's.
 */
int
dt_cg_subr_cleanpath(dt_cg_t *cg, dt_node_t *call, int cond)
{
	uint32_t s = strsz(cg), lv = var(cg), stv = var(cg), jv = var(cg);
	uint32_t topv = var(cg), nstk = mask_of(s / 2 + 1) + 1, stk, dst;
	uint32_t src, lim = str_size(cg, call->dn_args);
	int loop = dt_cg_label(cg), next = dt_cg_label(cg);
	int stop = dt_cg_label(cg), finish = dt_cg_label(cg);
	int s1 = dt_cg_label(cg), s2 = dt_cg_label(cg), s3 = dt_cg_label(cg);
	int to1 = dt_cg_label(cg), back = dt_cg_label(cg);
	int l;

	src = str_in(cg, call->dn_args, s, lv);
	dst = dt_cg_scratch(cg, mask_of(s - 1) + 1 + 8);
	stk = dt_cg_scratch(cg, 2 * nstk);
	st_imm(cg, stv, 0);
	st_imm(cg, jv, 0);
	st_imm(cg, topv, 0);

	/* r1 = &src[i], r2 = i, r3 = the character; r0, r4, r5 free */
	lea(cg, R1, src);
	dt_cg_mov_imm(cg, R2, 0);
	dt_cg_place(cg, loop);
	dt_cg_jmp_imm(cg, BPF_JGE, R2, (int32_t)lim, stop);
	dt_cg_ldx(cg, BPF_B, R3, R1, 0);
	ld(cg, R0, stv);
	dt_cg_jmp_imm(cg, BPF_JEQ, R0, 1, s1);
	dt_cg_jmp_imm(cg, BPF_JEQ, R0, 2, s2);
	dt_cg_jmp_imm(cg, BPF_JEQ, R0, 3, s3);

	/* state 0 */
	ld(cg, R0, jv);
	leave_imm(cg, BPF_JSGE, R0, (int32_t)s - 5, stop);
	l = dt_cg_label(cg);
	dt_cg_jmp_imm(cg, BPF_JNE, R3, '/', l);
	st_imm(cg, stv, 1);
	dt_cg_ja(cg, next);
	dt_cg_place(cg, l);
	emit_reg(cg, dst, jv, s, R3);
	leave_imm(cg, BPF_JEQ, R3, 0, finish);
	dt_cg_ja(cg, next);

	/* state 1: "/" seen */
	dt_cg_place(cg, s1);
	dt_cg_jmp_imm(cg, BPF_JEQ, R3, '/', to1);
	l = dt_cg_label(cg);
	dt_cg_jmp_imm(cg, BPF_JNE, R3, '.', l);
	st_imm(cg, stv, 2);
	dt_cg_ja(cg, next);
	dt_cg_place(cg, l);
	cp_push(cg, stk, nstk, topv, jv);
	emit_seq(cg, dst, jv, s, "/", R3);
	st_imm(cg, stv, 0);
	leave_imm(cg, BPF_JEQ, R3, 0, finish);
	dt_cg_ja(cg, next);

	/* state 2: "/." seen */
	dt_cg_place(cg, s2);
	dt_cg_jmp_imm(cg, BPF_JEQ, R3, '/', to1);
	l = dt_cg_label(cg);
	dt_cg_jmp_imm(cg, BPF_JNE, R3, '.', l);
	st_imm(cg, stv, 3);
	dt_cg_ja(cg, next);
	dt_cg_place(cg, l);
	cp_push(cg, stk, nstk, topv, jv);
	emit_seq(cg, dst, jv, s, "/.", R3);
	st_imm(cg, stv, 0);
	leave_imm(cg, BPF_JEQ, R3, 0, finish);
	dt_cg_ja(cg, next);

	/* state 3: "/.." seen */
	dt_cg_place(cg, s3);
	dt_cg_jmp_imm(cg, BPF_JEQ, R3, '/', back);
	dt_cg_jmp_imm(cg, BPF_JEQ, R3, 0, back);
	cp_push(cg, stk, nstk, topv, jv);
	emit_seq(cg, dst, jv, s, "/..", R3);
	st_imm(cg, stv, 0);
	dt_cg_ja(cg, next);

	/*
	 * "/../" or a final "/..": back to the previous '/' (or 0).  With
	 * no '/' left, DTrace's backing up stops at 0 and a final "/.."
	 * keeps the one character there: "a/.." is "a", "/a/.." is "/".
	 */
	dt_cg_place(cg, back);
	{
		int empty_ = dt_cg_label(cg), popped = dt_cg_label(cg);
		int keep0 = dt_cg_label(cg);

		dt_cg_mov_imm(cg, R4, 0);
		ld(cg, R0, topv);
		l = dt_cg_label(cg);
		dt_cg_jmp_imm(cg, BPF_JNE, R0, 0, l);
		dt_cg_jmp_imm(cg, BPF_JNE, R3, 0, empty_);
		ld(cg, R0, jv);
		dt_cg_jmp_imm(cg, BPF_JNE, R0, 0, keep0);
		dt_cg_ja(cg, empty_);
		dt_cg_place(cg, keep0);
		st_imm(cg, jv, 1);
		dt_cg_ja(cg, stop);
		dt_cg_place(cg, l);
		dt_cg_alu_imm(cg, BPF_SUB, R0, 1);
		clamp(cg, R0, nstk - 1);
		st(cg, topv, R0);
		lea(cg, R5, stk);
		dt_cg_alu_reg(cg, BPF_ADD, R5, R0);
		dt_cg_alu_reg(cg, BPF_ADD, R5, R0);
		dt_cg_ldx(cg, BPF_H, R4, R5, 0);
		dt_cg_place(cg, empty_);
		st(cg, jv, R4);
		dt_cg_jmp_imm(cg, BPF_JNE, R3, 0, popped);
		/* the end: keep the '/' there and stop after it */
		emit_seq(cg, dst, jv, s, "/", -1);
		dt_cg_ja(cg, stop);
		dt_cg_place(cg, popped);
	}
	/* FALLTHROUGH: the '/' starts a new component */

	/* to state 1 again: DTrace checks for room here too */
	dt_cg_place(cg, to1);
	ld(cg, R0, jv);
	leave_imm(cg, BPF_JSGE, R0, (int32_t)s - 5, stop);
	st_imm(cg, stv, 1);

	dt_cg_place(cg, next);
	dt_cg_alu_imm(cg, BPF_ADD, R1, 1);
	dt_cg_alu_imm(cg, BPF_ADD, R2, 1);
	dt_cg_ja(cg, loop);

	/* terminate at j (finish: the NUL was written at j - 1) */
	dt_cg_place(cg, stop);
	ld(cg, R1, jv);
	bound(cg, R1, s - 1);
	lea(cg, R2, dst);
	dt_cg_alu_reg(cg, BPF_ADD, R2, R1);
	dt_cg_st_imm(cg, BPF_B, R2, 0, 0);
	dt_cg_place(cg, finish);
	return result_ptr(cg, dst);
}

/* -------------------------------------------------------------- strtok */

/* The per-CPU strtok() state map: u64 offset, then the string. */
static int
strtok_map(dt_cg_t *cg)
{
	dt_prog_t *dp = cg->dp;
	int i;

	for (i = 0; i < dp->dp_nmaps; i++)
		if (strcmp(dp->dp_maps[i].ms_name, STRTOK_MAP) == 0)
			return i;
	return dt_cg_add_map(cg, STRTOK_MAP, BPF_MAP_TYPE_PERCPU_ARRAY, 4,
	    8 + strsz(cg) + 8, 1, 0);
}

/* r0 = the strtok state; 'fail' if the lookup fails (it cannot). */
static void
strtok_state(dt_cg_t *cg, int map, int fail)
{
	dt_cg_st_imm(cg, BPF_W, R10, SLOT_KEY, 0);
	dt_cg_ld_map(cg, R1, map);
	mov(cg, R2, R10);
	dt_cg_alu_imm(cg, BPF_ADD, R2, SLOT_KEY);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_jmp_imm(cg, BPF_JEQ, R0, 0, fail);
}

/*
 * strtok(s, delims): a non-NULL 's' is copied into the per-CPU state and
 * the scan starts at its beginning; NULL continues where the previous
 * call stopped.  The rest of the saved string is copied to scratch and
 * scanned with a bitmap of the delimiters.
 */
int
dt_cg_subr_strtok(dt_cg_t *cg, dt_node_t *call, int cond)
{
	uint32_t s = strsz(cg), map = (uint32_t)strtok_map(cg);
	uint32_t dlen = var(cg), offv = var(cg), tlen = var(cg);
	uint32_t phv = var(cg), tsv = var(cg), tev = var(cg), ncv = var(cg);
	uint32_t cntv = var(cg), delims, bm, rest, dst;
	dt_node_t *a = call->dn_args;
	int v, r, keep = dt_cg_label(cg), fail = dt_cg_label(cg);
	int end = dt_cg_label(cg);

	/* a new string to scan? */
	v = dt_cg_expr(cg, a);
	if (!dt_type_is_string(a->dn_type)) {
		/* NULL (or a char * that is NULL) continues */
		r = dt_cg_vreg_get(cg, v, R1);
		dt_cg_jmp_imm(cg, BPF_JEQ, r, 0, keep);
	}
	strtok_state(cg, (int)map, fail);
	mov(cg, R1, R0);
	dt_cg_st_imm(cg, BPF_DW, R1, 0, 0);
	dt_cg_alu_imm(cg, BPF_ADD, R1, 8);
	dt_cg_mov_imm(cg, R2, str_size(cg, a));
	r = dt_cg_vreg_get(cg, v, R3);
	mov(cg, R3, r);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	read_check(cg, a, v, 1);
	dt_cg_place(cg, keep);
	dt_cg_vreg_free(cg, v);

	/* the delimiters as a 256-bit map */
	delims = str_in(cg, a->dn_next, s, dlen);
	bm = dt_cg_scratch(cg, 32);
	{
		int loop = dt_cg_label(cg), done = dt_cg_label(cg);
		int k;

		for (k = 0; k < 4; k++)
			st_imm(cg, bm + 8 * k, 0);
		lea(cg, R1, delims);
		dt_cg_mov_imm(cg, R2, 0);
		dt_cg_place(cg, loop);
		dt_cg_jmp_imm(cg, BPF_JGE, R2, (int32_t)s, done);
		dt_cg_ldx(cg, BPF_B, R3, R1, 0);
		leave_imm(cg, BPF_JEQ, R3, 0, done);
		mov(cg, R4, R3);
		dt_cg_alu_imm(cg, BPF_RSH, R4, 3);
		lea(cg, R5, bm);
		dt_cg_alu_reg(cg, BPF_ADD, R5, R4);
		dt_cg_alu_imm(cg, BPF_AND, R3, 7);
		dt_cg_mov_imm(cg, R4, 1);
		dt_cg_alu_reg(cg, BPF_LSH, R4, R3);
		dt_cg_ldx(cg, BPF_B, R3, R5, 0);
		dt_cg_alu_reg(cg, BPF_OR, R3, R4);
		dt_cg_stx(cg, BPF_B, R5, 0, R3);
		dt_cg_alu_imm(cg, BPF_ADD, R1, 1);
		dt_cg_alu_imm(cg, BPF_ADD, R2, 1);
		dt_cg_ja(cg, loop);
		dt_cg_place(cg, done);
	}

	/* the rest of the saved string */
	rest = dt_cg_scratch(cg, s);
	strtok_state(cg, (int)map, fail);
	dt_cg_ldx(cg, BPF_DW, R3, R0, 0);
	bound(cg, R3, s - 1);
	st(cg, offv, R3);
	dt_cg_alu_reg(cg, BPF_ADD, R3, R0);
	dt_cg_alu_imm(cg, BPF_ADD, R3, 8);
	lea(cg, R1, rest);
	dt_cg_mov_imm(cg, R2, s);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	dt_cg_alu_imm(cg, BPF_SUB, R0, 1);
	st(cg, tlen, R0);

	/*
	 * Scan: phase 0 skips delimiters, phase 1 is inside the token.
	 * ncv is where the next call starts, relative to the rest.
	 */
	st_imm(cg, phv, 0);
	st_imm(cg, tsv, -1);
	ld(cg, R1, tlen);
	st(cg, tev, R1);
	st(cg, ncv, R1);
	{
		int loop = dt_cg_label(cg), done = dt_cg_label(cg);
		int isd = dt_cg_label(cg), tok = dt_cg_label(cg);
		int next = dt_cg_label(cg), endtok = dt_cg_label(cg);

		lea(cg, R1, rest);
		dt_cg_mov_imm(cg, R2, 0);
		dt_cg_place(cg, loop);
		dt_cg_jmp_imm(cg, BPF_JGE, R2, (int32_t)s, done);
		dt_cg_ldx(cg, BPF_B, R3, R1, 0);
		leave_imm(cg, BPF_JEQ, R3, 0, done);
		/* r0 = is r3 a delimiter */
		mov(cg, R4, R3);
		dt_cg_alu_imm(cg, BPF_RSH, R4, 3);
		lea(cg, R5, bm);
		dt_cg_alu_reg(cg, BPF_ADD, R5, R4);
		dt_cg_ldx(cg, BPF_B, R0, R5, 0);
		mov(cg, R4, R3);
		dt_cg_alu_imm(cg, BPF_AND, R4, 7);
		dt_cg_alu_reg(cg, BPF_RSH, R0, R4);
		dt_cg_alu_imm(cg, BPF_AND, R0, 1);
		ld(cg, R4, phv);
		dt_cg_jmp_imm(cg, BPF_JNE, R4, 0, tok);
		/* phase 0 */
		dt_cg_jmp_imm(cg, BPF_JNE, R0, 0, next);
		st(cg, tsv, R2);
		st_imm(cg, phv, 1);
		dt_cg_ja(cg, next);
		/* phase 1 */
		dt_cg_place(cg, tok);
		leave_imm(cg, BPF_JNE, R0, 0, endtok);
		dt_cg_place(cg, next);
		dt_cg_alu_imm(cg, BPF_ADD, R1, 1);
		dt_cg_alu_imm(cg, BPF_ADD, R2, 1);
		dt_cg_ja(cg, loop);
		dt_cg_place(cg, endtok);
		st(cg, tev, R2);
		st(cg, ncv, R2);
		dt_cg_place(cg, done);
		(void)isd;
	}

	/* the token, or "" when there is none */
	dst = dt_cg_scratch(cg, s);
	{
		int none = dt_cg_label(cg), save = dt_cg_label(cg);

		ld(cg, R1, tsv);
		dt_cg_jmp_imm(cg, BPF_JSLT, R1, 0, none);
		ld(cg, R2, tev);
		dt_cg_alu_reg(cg, BPF_SUB, R2, R1);
		st(cg, cntv, R2);
		span(cg, dst, rest, tsv, s, cntv);
		dt_cg_ja(cg, save);
		dt_cg_place(cg, none);
		null_str(cg, dst);
		dt_cg_place(cg, save);
	}
	strtok_state(cg, (int)map, fail);
	ld(cg, R1, offv);
	ld(cg, R2, ncv);
	dt_cg_alu_reg(cg, BPF_ADD, R1, R2);
	dt_cg_stx(cg, BPF_DW, R0, 0, R1);
	dt_cg_ja(cg, end);
	dt_cg_place(cg, fail);
	null_str(cg, dst);
	dt_cg_place(cg, end);
	return result_ptr(cg, dst);
}

/* ------------------------------------------------------ inet_ntoa et al */

#define INET_BUF	64	/* text of any address, NUL included */

/* Emit byte 'off' of the address at r9+'addr' in decimal. */
static void
emit_dec8(dt_cg_t *cg, uint32_t addr, uint32_t off, uint32_t buf,
    uint32_t cur)
{
	int tens = dt_cg_label(cg), units = dt_cg_label(cg);

	dt_cg_ldx(cg, BPF_B, R1, R9, (int16_t)(addr + off));
	dt_cg_jmp_imm(cg, BPF_JLT, R1, 100, tens);
	mov(cg, R3, R1);
	dt_cg_alu_imm(cg, BPF_DIV, R3, 100);
	dt_cg_alu_imm(cg, BPF_ADD, R3, '0');
	emit_reg(cg, buf, cur, INET_BUF, R3);
	dt_cg_place(cg, tens);
	dt_cg_ldx(cg, BPF_B, R1, R9, (int16_t)(addr + off));
	dt_cg_jmp_imm(cg, BPF_JLT, R1, 10, units);
	mov(cg, R3, R1);
	dt_cg_alu_imm(cg, BPF_DIV, R3, 10);
	dt_cg_alu_imm(cg, BPF_MOD, R3, 10);
	dt_cg_alu_imm(cg, BPF_ADD, R3, '0');
	emit_reg(cg, buf, cur, INET_BUF, R3);
	dt_cg_place(cg, units);
	dt_cg_ldx(cg, BPF_B, R3, R9, (int16_t)(addr + off));
	dt_cg_alu_imm(cg, BPF_MOD, R3, 10);
	dt_cg_alu_imm(cg, BPF_ADD, R3, '0');
	emit_reg(cg, buf, cur, INET_BUF, R3);
}

/* "a.b.c.d" of the 4 bytes at r9 + addr + off. */
static void
emit_ipv4(dt_cg_t *cg, uint32_t addr, uint32_t off, uint32_t buf,
    uint32_t cur)
{
	int k;

	for (k = 0; k < 4; k++) {
		emit_dec8(cg, addr, off + (uint32_t)k, buf, cur);
		if (k < 3)
			emit_imm(cg, buf, cur, INET_BUF, '.');
	}
}

/* IPv6 group 'g' (host order) of the address at r9+addr into 'reg'. */
static void
ld_group(dt_cg_t *cg, int reg, uint32_t addr, int g)
{
	dt_cg_ldx(cg, BPF_H, reg, R9, (int16_t)(addr + 2 * (uint32_t)g));
	to_be(cg, reg, 16);
}

/* Emit group 'g' in hex without leading zeros. */
static void
emit_hex16(dt_cg_t *cg, uint32_t addr, int g, uint32_t buf, uint32_t cur)
{
	int k;

	for (k = 3; k >= 0; k--) {
		int skip = dt_cg_label(cg), alpha = dt_cg_label(cg);
		int put = dt_cg_label(cg);

		ld_group(cg, R1, addr, g);
		if (k > 0)
			dt_cg_jmp_imm(cg, BPF_JLT, R1, 1 << (4 * k), skip);
		mov(cg, R3, R1);
		dt_cg_alu_imm(cg, BPF_RSH, R3, 4 * k);
		dt_cg_alu_imm(cg, BPF_AND, R3, 0xf);
		dt_cg_jmp_imm(cg, BPF_JGT, R3, 9, alpha);
		dt_cg_alu_imm(cg, BPF_ADD, R3, '0');
		dt_cg_ja(cg, put);
		dt_cg_place(cg, alpha);
		dt_cg_alu_imm(cg, BPF_ADD, R3, 'a' - 10);
		dt_cg_place(cg, put);
		emit_reg(cg, buf, cur, INET_BUF, R3);
		dt_cg_place(cg, skip);
	}
}

/*
 * The text of the IPv6 address at r9+addr: the longest run (leftmost
 * of equals) of two or more zero groups becomes "::"; IPv4-mapped
 * (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d, but not :: or ::1)
 * addresses end in dotted decimal, and inet_ntoa6() ('v4only') gives
 * only that part, as DTrace does.
 */
static void
emit_ipv6(dt_cg_t *cg, uint32_t addr, uint32_t buf, uint32_t cur,
    int v4only)
{
	uint32_t bs = var(cg), bl = var(cg), cs = var(cg), cl = var(cg);
	int v6 = dt_cg_label(cg), mapped = dt_cg_label(cg);
	int compat = dt_cg_label(cg), dotted = dt_cg_label(cg);
	int end = dt_cg_label(cg), g;

	/* IPv4 inside? 80 zero bits, then ffff or 16 more zero bits */
	dt_cg_ldx(cg, BPF_DW, R1, R9, (int16_t)addr);
	dt_cg_jmp_imm(cg, BPF_JNE, R1, 0, v6);
	dt_cg_ldx(cg, BPF_H, R1, R9, (int16_t)(addr + 8));
	dt_cg_jmp_imm(cg, BPF_JNE, R1, 0, v6);
	ld_group(cg, R1, addr, 5);
	dt_cg_jmp_imm(cg, BPF_JEQ, R1, 0xffff, mapped);
	dt_cg_jmp_imm(cg, BPF_JNE, R1, 0, v6);
	dt_cg_ldx(cg, BPF_W, R1, R9, (int16_t)(addr + 12));
	to_be(cg, R1, 32);
	dt_cg_jmp_imm(cg, BPF_JGT, R1, 1, compat);
	dt_cg_ja(cg, v6);
	dt_cg_place(cg, mapped);
	if (!v4only) {
		emit_seq(cg, buf, cur, INET_BUF, "::ffff:", -1);
	}
	dt_cg_ja(cg, dotted);
	dt_cg_place(cg, compat);
	if (!v4only)
		emit_seq(cg, buf, cur, INET_BUF, "::", -1);
	dt_cg_place(cg, dotted);
	emit_ipv4(cg, addr, 12, buf, cur);
	dt_cg_ja(cg, end);

	/* the longest run of zero groups */
	dt_cg_place(cg, v6);
	st_imm(cg, bs, 8);
	st_imm(cg, bl, 0);
	st_imm(cg, cl, 0);
	for (g = 0; g < 8; g++) {
		int nz = dt_cg_label(cg), next = dt_cg_label(cg);
		int cont = dt_cg_label(cg);

		ld_group(cg, R1, addr, g);
		dt_cg_jmp_imm(cg, BPF_JNE, R1, 0, nz);
		ld(cg, R1, cl);
		dt_cg_jmp_imm(cg, BPF_JNE, R1, 0, cont);
		st_imm(cg, cs, g);
		dt_cg_place(cg, cont);
		dt_cg_alu_imm(cg, BPF_ADD, R1, 1);
		st(cg, cl, R1);
		ld(cg, R2, bl);
		dt_cg_jmp_reg(cg, BPF_JLE, R1, R2, next);
		st(cg, bl, R1);
		ld(cg, R1, cs);
		st(cg, bs, R1);
		dt_cg_ja(cg, next);
		dt_cg_place(cg, nz);
		st_imm(cg, cl, 0);
		dt_cg_place(cg, next);
	}
	{
		int ok = dt_cg_label(cg);

		ld(cg, R1, bl);
		dt_cg_jmp_imm(cg, BPF_JGE, R1, 2, ok);
		st_imm(cg, bs, 8);
		st_imm(cg, bl, 0);
		dt_cg_place(cg, ok);
	}
	for (g = 0; g < 8; g++) {
		int out = dt_cg_label(cg), in = dt_cg_label(cg);
		int nocolon = dt_cg_label(cg), next = dt_cg_label(cg);

		/* inside the run: "::" at its start, nothing after */
		ld(cg, R1, bs);
		dt_cg_jmp_imm(cg, BPF_JSGT, R1, g, out);
		ld(cg, R2, bl);
		dt_cg_alu_reg(cg, BPF_ADD, R2, R1);
		dt_cg_jmp_imm(cg, BPF_JSLE, R2, g, out);
		dt_cg_jmp_imm(cg, BPF_JNE, R1, g, next);
		dt_cg_place(cg, in);
		emit_seq(cg, buf, cur, INET_BUF, "::", -1);
		dt_cg_ja(cg, next);
		dt_cg_place(cg, out);
		/* a ':' before it unless first or right after the run */
		if (g > 0) {
			ld(cg, R1, bs);
			ld(cg, R2, bl);
			dt_cg_alu_reg(cg, BPF_ADD, R2, R1);
			dt_cg_jmp_imm(cg, BPF_JEQ, R2, g, nocolon);
			emit_imm(cg, buf, cur, INET_BUF, ':');
		}
		dt_cg_place(cg, nocolon);
		emit_hex16(cg, addr, g, buf, cur);
		dt_cg_place(cg, next);
	}
	dt_cg_place(cg, end);
}

/* Read 'n' bytes of kernel memory at the pointer in vreg 'v' to r9+dst. */
static void
kread(dt_cg_t *cg, int v, uint32_t dst, uint32_t n)
{
	int ok = dt_cg_label(cg), r;

	r = dt_cg_vreg_get(cg, v, R3);
	mov(cg, R3, r);
	lea(cg, R1, dst);
	dt_cg_mov_imm(cg, R2, n);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_jmp_imm(cg, BPF_JEQ, R0, 0, ok);
	r = dt_cg_vreg_get(cg, v, R1);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, r);
	dt_cg_place(cg, ok);
}

/* inet_ntoa(&ipaddr), inet_ntoa6(&in6addr), inet_ntop(af, &addr) */
int
dt_cg_subr_inet(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int id = call->dn_ident->id_func;
	uint32_t s = strsz(cg), addr = dt_cg_scratch(cg, 16);
	uint32_t buf = dt_cg_scratch(cg, INET_BUF + 8), cur = var(cg), afv = 0;
	uint32_t dst;
	dt_node_t *pa = call->dn_args;
	int v, end = dt_cg_label(cg);

	if (id == DT_F_INET_NTOP) {
		afv = int_arg(cg, pa);
		pa = pa->dn_next;
	}
	v = dt_cg_expr(cg, pa);
	st_imm(cg, cur, 0);
	switch (id) {
	case DT_F_INET_NTOA:
		kread(cg, v, addr, 4);
		emit_ipv4(cg, addr, 0, buf, cur);
		break;
	case DT_F_INET_NTOA6:
		kread(cg, v, addr, 16);
		emit_ipv6(cg, addr, buf, cur, 1);
		break;
	default: {
		int six = dt_cg_label(cg), ok = dt_cg_label(cg);

		ld(cg, R1, afv);
		dt_cg_normalize(cg, R1, cg->sm->sm_types.tt_int);
		dt_cg_jmp_imm(cg, BPF_JEQ, R1, 10, six);
		dt_cg_jmp_imm(cg, BPF_JEQ, R1, 2, ok);
		dt_cg_fault(cg, DTRACEFLT_ILLOP, -1);
		dt_cg_place(cg, ok);
		kread(cg, v, addr, 4);
		emit_ipv4(cg, addr, 0, buf, cur);
		dt_cg_ja(cg, end);
		dt_cg_place(cg, six);
		kread(cg, v, addr, 16);
		emit_ipv6(cg, addr, buf, cur, 0);
		break;
	}
	}
	dt_cg_place(cg, end);
	emit_imm(cg, buf, cur, INET_BUF, 0);
	dt_cg_vreg_free(cg, v);
	dst = dt_cg_scratch(cg, s);
	lea(cg, R1, dst);
	dt_cg_mov_imm(cg, R2, DT_MIN(s, INET_BUF));
	lea(cg, R3, buf);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	return result_ptr(cg, dst);
}

/* ----------------------------------------------------------- progenyof */

/*
 * progenyof(pid): walk real_parent from the current task, at most
 * PROGENY_DEPTH steps, comparing each task's tgid (D's pid).
 */
int
dt_cg_subr_progenyof(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int off_rp = dt_btf_member_offset("task_struct", "real_parent");
	int off_tgid = dt_btf_member_offset("task_struct", "tgid");
	uint32_t pidv, taskv = var(cg), res = var(cg);
	int k, rk, loop = dt_cg_label(cg), found = dt_cg_label(cg);
	int notfound = dt_cg_label(cg), done = dt_cg_label(cg);

	if (off_rp < 0 || off_tgid < 0)
		dt_cg_error(cg, "progenyof( ): kernel BTF does not describe "
		    "task_struct");
	pidv = int_arg(cg, call->dn_args);
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	st(cg, taskv, R0);

	k = dt_cg_vreg_alloc(cg);
	dt_cg_mov_imm(cg, R1, 0);
	dt_cg_vreg_set(cg, k, R1);
	dt_cg_place(cg, loop);
	rk = dt_cg_vreg_get(cg, k, R1);
	dt_cg_jmp_imm(cg, BPF_JGE, rk, PROGENY_DEPTH, notfound);
	mov(cg, R1, rk);
	dt_cg_alu_imm(cg, BPF_ADD, R1, 1);
	dt_cg_vreg_set(cg, k, R1);
	/* this task's tgid */
	st_imm(cg, res, 0);
	lea(cg, R1, res);
	dt_cg_mov_imm(cg, R2, 4);
	ld(cg, R3, taskv);
	dt_cg_alu_imm(cg, BPF_ADD, R3, off_tgid);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	leave_imm(cg, BPF_JNE, R0, 0, notfound);
	dt_cg_ldx(cg, BPF_W, R1, R9, (int16_t)res);
	ld(cg, R2, pidv);
	dt_cg_alu_imm(cg, BPF_LSH, R2, 32);
	dt_cg_alu_imm(cg, BPF_RSH, R2, 32);
	leave_reg(cg, BPF_JEQ, R1, R2, found);
	/* its parent; init_task is its own */
	lea(cg, R1, res);
	dt_cg_mov_imm(cg, R2, 8);
	ld(cg, R3, taskv);
	dt_cg_alu_imm(cg, BPF_ADD, R3, off_rp);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	leave_imm(cg, BPF_JNE, R0, 0, notfound);
	ld(cg, R1, res);
	leave_imm(cg, BPF_JEQ, R1, 0, notfound);
	ld(cg, R2, taskv);
	leave_reg(cg, BPF_JEQ, R1, R2, notfound);
	st(cg, taskv, R1);
	dt_cg_ja(cg, loop);
	dt_cg_place(cg, found);
	st_imm(cg, res, 1);
	dt_cg_ja(cg, done);
	dt_cg_place(cg, notfound);
	st_imm(cg, res, 0);
	dt_cg_place(cg, done);
	dt_cg_vreg_free(cg, k);
	return result_var(cg, res);
}

/* -------------------------------------------------------- copyin, alloca */

/*
 * copyin(uaddr, n) and alloca(n): 'n' bytes of scratch.  A constant size
 * up to COPYIN_CONST is allocated exactly; otherwise COPYIN_MAX bytes
 * are, and more is out of scratch space at run time.  The pointer is
 * returned as a plain address so that D code may do any arithmetic with
 * it.
 */
int
dt_cg_subr_copyin(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int alloca_ = call->dn_ident->id_func == DT_F_ALLOCA;
	dt_node_t *na = alloca_ ? call->dn_args : call->dn_args->dn_next;
	uint32_t addrv = 0, nv, max, buf, ptrv = var(cg);
	int ok = dt_cg_label(cg), v;

	if (!alloca_)
		addrv = int_arg(cg, call->dn_args);
	max = COPYIN_MAX;
	if (na->dn_kind == DT_NODE_INT && (uint64_t)na->dn_int <= COPYIN_CONST)
		max = (uint32_t)na->dn_int;
	nv = int_arg(cg, na);
	/* size 0 takes no room: alloca(0) == alloca(0), as in DTrace */
	buf = dt_cg_scratch(cg, max);
	cg->alloca_top = buf + max;
	ld(cg, R2, nv);
	dt_cg_jmp_imm(cg, BPF_JLE, R2, (int32_t)max, ok);
	dt_cg_fault(cg, DTRACEFLT_NOSCRATCH, -1);
	dt_cg_place(cg, ok);
	if (!alloca_) {
		int good = dt_cg_label(cg);

		lea(cg, R1, buf);
		ld(cg, R3, addrv);
		dt_cg_call(cg, BPF_FUNC_probe_read_user);
		dt_cg_jmp_imm(cg, BPF_JEQ, R0, 0, good);
		ld(cg, R1, addrv);
		dt_cg_fault(cg, DTRACEFLT_BADADDR, R1);
		dt_cg_place(cg, good);
	}
	/* through memory: the verifier then sees a number, not a pointer */
	lea(cg, R1, buf);
	st(cg, ptrv, R1);
	v = result_var(cg, ptrv);
	return v;
}

/* ---------------------------------------------------------- the rest */

/* htons() and friends, getmajor(), getminor(): one register's work. */
int
dt_cg_subr_arith(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int id = call->dn_ident->id_func;
	int v = dt_cg_expr(cg, call->dn_args);
	int r = dt_cg_vreg_get(cg, v, R1);

	switch (id) {
	case DT_F_HTONS:
	case DT_F_NTOHS:
		to_be(cg, r, 16);
		break;
	case DT_F_HTONL:
	case DT_F_NTOHL:
		to_be(cg, r, 32);
		break;
	case DT_F_HTONLL:
	case DT_F_NTOHLL:
		to_be(cg, r, 64);
		break;
	case DT_F_GETMAJOR:
		dt_cg_alu_imm(cg, BPF_RSH, r, 20);
		dt_cg_normalize(cg, r, cg->sm->sm_types.tt_uint);
		break;
	case DT_F_GETMINOR:
		dt_cg_alu_imm(cg, BPF_AND, r, 0xfffff);
		break;
	default:
		DT_BUG("subr_arith %d", id);
	}
	dt_cg_vreg_set(cg, v, r);
	return v;
}

int
dt_cg_subr_rand(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int v = dt_cg_vreg_alloc(cg);

	dt_cg_call(cg, BPF_FUNC_get_prandom_u32);
	/* int: the low 32 bits, sign-extended */
	dt_cg_normalize(cg, R0, cg->sm->sm_types.tt_int);
	dt_cg_vreg_set(cg, v, R0);
	return v;
}

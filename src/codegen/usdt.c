/*
 * usdt.c - argN of USDT probes (DT_ARGS_USDT): each probe of the program
 * is one site whose stapsdt note says where its arguments are (bpf/uarg.h):
 * a register of the user struct pt_regs the program gets as its context,
 * a constant, or user memory at base + index * scale + displacement (plus
 * the object's load bias, regs->ip minus the site's link-time address,
 * for symbols and %rip-relative operands), read with
 * bpf_probe_read_user (0 when unreadable).  Values are cut to the note's
 * size and sign- or zero-extended to 64 bits.  The program dispatches on
 * the probe ID the prologue found from the attachment's cookie, then for
 * a probe with several sites on the site number in the cookie's high
 * word.
 *
 * Sites attached after the program was generated (USDT probes of a
 * library the process dlopen's later) have no code of their own: their
 * recipes (bpf/uarg.h dt_urecarg_t) are in a per-CPU hash map keyed by
 * the site's cookie, which the runtime fills before attaching them.  The
 * program looks the cookie up first; when found, it copies its pt_regs
 * into that map value and interprets the recipe (the same operations as
 * the fixed code, with register offsets, shifts and sizes read from the
 * map; bounds checks keep every access inside the value).
 */
#include "cg.h"

/* Cut r1 to 'size' bytes and extend it to 64 bits. */
static void
extend(dt_cg_t *cg, int size, int sgn)
{
	int sh = 64 - 8 * size;

	if (size >= 8)
		return;
	dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_1, sh);
	dt_cg_alu_imm(cg, sgn ? BPF_ARSH : BPF_RSH, BPF_REG_1, sh);
}

static int
log2of(int scale)
{
	return scale == 8 ? 3 : scale == 4 ? 2 : scale == 2 ? 1 : 0;
}

/* r1 = the value of argument 'ua' of the site at link-time 'vaddr'. */
static void
fetch(dt_cg_t *cg, uint64_t vaddr, const dt_uarg_t *ua)
{
	switch (ua->ua_kind) {
	case DT_UA_REG:
		dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_CTX);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_3, ua->ua_reg);
		if (ua->ua_shift != 0)
			dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_1, ua->ua_shift);
		break;
	case DT_UA_CONST:
		dt_cg_mov_imm(cg, BPF_REG_1, ua->ua_val);
		break;
	case DT_UA_MEM:
		dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_CTX);
		dt_cg_mov_imm(cg, BPF_REG_4, ua->ua_val);
		if (ua->ua_reg >= 0) {
			dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_3, ua->ua_reg);
			dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_4, BPF_REG_1);
		}
		if (ua->ua_index >= 0) {
			dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_3,
			    ua->ua_index);
			if (ua->ua_scale > 1)
				dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_1,
				    log2of(ua->ua_scale));
			dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_4, BPF_REG_1);
		}
		if (ua->ua_biased) {
			/* regs->ip is the site's run-time address */
			dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_3,
			    DT_PTREGS_IP);
			dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_4, BPF_REG_1);
			dt_cg_mov_imm(cg, BPF_REG_1, (int64_t)vaddr);
			dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_4, BPF_REG_1);
		}
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_VAL, 0);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_4);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_VAL);
		dt_cg_mov_imm(cg, BPF_REG_2, ua->ua_size);
		dt_cg_call(cg, BPF_FUNC_probe_read_user);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_VAL);
		break;
	default:
		dt_cg_mov_imm(cg, BPF_REG_1, 0);
		return;
	}
	extend(cg, ua->ua_size, ua->ua_signed && !ua->ua_float);
}

/* Does every argument of 'a' equal that of 'b' (same code)? */
static int
same_args(const dt_probe_t *a, const dt_probe_t *b)
{
	int i;

	if (a->pr_nargs != b->pr_nargs || a->pr_nusites != 0 ||
	    b->pr_nusites != 0)
		return 0;
	for (i = 0; i < a->pr_nargs; i++) {
		const dt_uarg_t *x = &a->pr_uargs[i], *y = &b->pr_uargs[i];

		if (x->ua_kind != y->ua_kind || x->ua_size != y->ua_size ||
		    x->ua_signed != y->ua_signed ||
		    x->ua_shift != y->ua_shift || x->ua_scale != y->ua_scale ||
		    x->ua_reg != y->ua_reg || x->ua_index != y->ua_index ||
		    x->ua_val != y->ua_val || x->ua_float != y->ua_float ||
		    x->ua_biased != y->ua_biased ||
		    (x->ua_biased && a->pr_uvaddr != b->pr_uvaddr))
			return 0;
	}
	return 1;
}

/* r1 += the register at recipe offset 'off' (r6: recipe), unless none;
 * 'lsh': shift it left by the u8 at recipe offset lsh first (>= 0). */
static void
rec_addreg(dt_cg_t *cg, int16_t off, int16_t lsh)
{
	int skip = dt_cg_label(cg);

	dt_cg_ldx(cg, BPF_H, BPF_REG_2, BPF_REG_6, off);
	dt_cg_jmp_imm(cg, BPF_JGT, BPF_REG_2, DT_UREC_REGS - 8, skip);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_6);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_3, BPF_REG_2);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_3, 0);
	if (lsh >= 0) {
		dt_cg_ldx(cg, BPF_B, BPF_REG_2, BPF_REG_6, lsh);
		dt_cg_alu_imm(cg, BPF_AND, BPF_REG_2, 7);
		dt_cg_alu_reg(cg, BPF_LSH, BPF_REG_3, BPF_REG_2);
	}
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_4, BPF_REG_3);
	dt_cg_place(cg, skip);
}

/* argN from the recipe at r6 (a map value, see the comment at the top). */
static void
rec_args(dt_cg_t *cg)
{
	int j;

	/* the registers, into the (per-CPU) value */
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_6);
	dt_cg_mov_imm(cg, BPF_REG_2, DT_UREC_REGS);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_CTX);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	for (j = 0; j < 10; j++) {
		int16_t a = (int16_t)(DT_UREC_ARGS + 24 * j);
		int reg = dt_cg_label(cg), cst = dt_cg_label(cg);
		int mem = dt_cg_label(cg), ext = dt_cg_label(cg);
		int store = dt_cg_label(cg), zext = dt_cg_label(cg);
		int nob = dt_cg_label(cg), zero = dt_cg_label(cg);

		dt_cg_mov_imm(cg, BPF_REG_1, 0);
		dt_cg_ldx(cg, BPF_B, BPF_REG_2, BPF_REG_6, a);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_2, DT_UA_REG, reg);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_2, DT_UA_CONST, cst);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_2, DT_UA_MEM, mem);
		dt_cg_ja(cg, store);

		dt_cg_place(cg, reg);
		dt_cg_mov_imm(cg, BPF_REG_4, 0);
		rec_addreg(cg, (int16_t)(a + 8), -1);
		dt_cg_ldx(cg, BPF_B, BPF_REG_2, BPF_REG_6, (int16_t)(a + 3));
		dt_cg_alu_imm(cg, BPF_AND, BPF_REG_2, 63);
		dt_cg_alu_reg(cg, BPF_RSH, BPF_REG_4, BPF_REG_2);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_4);
		dt_cg_ja(cg, ext);

		dt_cg_place(cg, cst);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_6, (int16_t)(a + 16));
		dt_cg_ja(cg, ext);

		dt_cg_place(cg, mem);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_6, (int16_t)(a + 16));
		rec_addreg(cg, (int16_t)(a + 8), -1);
		rec_addreg(cg, (int16_t)(a + 10), (int16_t)(a + 4));
		dt_cg_ldx(cg, BPF_B, BPF_REG_2, BPF_REG_6, (int16_t)(a + 5));
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_2, 0, nob);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_6, DT_PTREGS_IP);
		dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_4, BPF_REG_3);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_6, DT_UREC_VADDR);
		dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_4, BPF_REG_3);
		dt_cg_place(cg, nob);
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_VAL, 0);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_4);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_VAL);
		dt_cg_ldx(cg, BPF_B, BPF_REG_2, BPF_REG_6, (int16_t)(a + 1));
		dt_cg_alu_imm(cg, BPF_AND, BPF_REG_2, 15);
		dt_cg_jmp_imm(cg, BPF_JGT, BPF_REG_2, 8, zero);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_2, 0, zero);
		dt_cg_call(cg, BPF_FUNC_probe_read_user);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_VAL);
		dt_cg_ja(cg, ext);
		dt_cg_place(cg, zero);
		dt_cg_mov_imm(cg, BPF_REG_1, 0);

		/* cut to the size and extend */
		dt_cg_place(cg, ext);
		dt_cg_ldx(cg, BPF_B, BPF_REG_2, BPF_REG_6, (int16_t)(a + 6));
		dt_cg_alu_imm(cg, BPF_AND, BPF_REG_2, 63);
		dt_cg_alu_reg(cg, BPF_LSH, BPF_REG_1, BPF_REG_2);
		dt_cg_ldx(cg, BPF_B, BPF_REG_3, BPF_REG_6, (int16_t)(a + 2));
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_3, 0, zext);
		dt_cg_alu_reg(cg, BPF_ARSH, BPF_REG_1, BPF_REG_2);
		dt_cg_ja(cg, store);
		dt_cg_place(cg, zext);
		dt_cg_alu_reg(cg, BPF_RSH, BPF_REG_1, BPF_REG_2);
		dt_cg_place(cg, store);
		dt_cg_stx(cg, BPF_DW, BPF_REG_10, (int16_t)(SLOT_ARGS + 8 * j),
		    BPF_REG_1);
	}
}

void
dt_cg_usdt_args(dt_cg_t *cg, const dt_probe_t **probes, int n, int recmap)
{
	int done = dt_cg_label(cg), i, j, k;

	for (i = 0; i < 10; i++)
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * i), 0);
	if (recmap >= 0) {
		int fixed = dt_cg_label(cg);

		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_CTX);
		dt_cg_call(cg, BPF_FUNC_get_attach_cookie);
		dt_cg_stx(cg, BPF_W, BPF_REG_10, SLOT_KEY, BPF_REG_0);
		dt_cg_lookup_slot(cg, recmap);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, fixed);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_6, BPF_REG_0);
		rec_args(cg);
		dt_cg_ja(cg, done);
		dt_cg_place(cg, fixed);
	}
	for (i = 0; i < n; i++) {
		const dt_probe_t *prp = probes[i];
		int next = dt_cg_label(cg), body = dt_cg_label(cg);

		/* sites fetching alike share the code: skip done ones */
		for (k = 0; k < i && !same_args(probes[k], prp); k++)
			continue;
		if (k < i)
			continue;
		if (n > 1) {
			dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_PRID);
			for (k = i; k < n; k++)
				if (k == i || same_args(probes[k], prp))
					dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1,
					    (int32_t)probes[k]->pr_id, body);
			dt_cg_ja(cg, next);
		}
		dt_cg_place(cg, body);
		if (prp->pr_nusites > 0) {
			/* which site: the cookie's high word (prog.h) */
			dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_CTX);
			dt_cg_call(cg, BPF_FUNC_get_attach_cookie);
			dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_0, 32);
			dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_KEY, BPF_REG_0);
		}
		for (k = 0; k <= prp->pr_nusites; k++) {
			const dt_uarg_t *ua = k == 0 ? prp->pr_uargs :
			    prp->pr_usites[k - 1].us_args;
			uint64_t va = k == 0 ? prp->pr_uvaddr :
			    prp->pr_usites[k - 1].us_vaddr;
			int nsite = dt_cg_label(cg);

			if (prp->pr_nusites > 0 && k < prp->pr_nusites) {
				dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10,
				    SLOT_KEY);
				dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_1, k, nsite);
			}
			for (j = 0; j < prp->pr_nargs && j < 10; j++) {
				fetch(cg, va, &ua[j]);
				dt_cg_stx(cg, BPF_DW, BPF_REG_10,
				    (int16_t)(SLOT_ARGS + 8 * j), BPF_REG_1);
			}
			dt_cg_ja(cg, done);
			dt_cg_place(cg, nsite);
		}
		dt_cg_place(cg, next);
	}
	dt_cg_place(cg, done);
}

/*
 * spec.c - code generation for speculative tracing (see cg.h and the
 * comment on dt_specent_t in bpf/prog.h): speculation(), speculate(),
 * commit(), discard(), and the specsize accounting of a speculative
 * clause's record (its size is patched in when the clause ends).
 *
 * The speculation table sits in the globals map at dp_specoff; entry 'id'
 * is reached as a direct map-value pointer plus id * 32 after the id has
 * been checked against dp_nspec (so the verifier knows the bounds).
 */
#include "../bpf/bpf.h"
#include "cg.h"

/* *(size *)(record + off) = reg, and reg = *(size *)(record + off) */
static void
rec_stx(dt_cg_t *cg, int size, uint32_t off, int reg)
{
	int i = (int)cg->insns.len;

	dt_cg_stx(cg, size, BPF_REG_9, (int16_t)off, reg);
	dt_cg_recfix(cg, i, 0);
}


static void
rec_ldx(dt_cg_t *cg, int size, int reg, uint32_t off)
{
	int i = (int)cg->insns.len;

	dt_cg_ldx(cg, size, reg, BPF_REG_9, (int16_t)off);
	dt_cg_recfix(cg, i, 0);
}

/* dst = &table[id] for id in 'idreg' (already bounded by nspec) */
static void
spec_entry(dt_cg_t *cg, int dst, int idreg, int tmp)
{
	dt_cg_alu_reg(cg, BPF_MOV, tmp, idreg);
	dt_cg_alu_imm(cg, BPF_LSH, tmp, DT_SPEC_SHIFT);
	dt_cg_ld_mapval(cg, dst, DT_MAP_GLOBALS, cg->dp->dp_specoff);
	dt_cg_alu_reg(cg, BPF_ADD, dst, tmp);
}

/* dst = state bits (low 32) of the word in 'src' */
static void
spec_state(dt_cg_t *cg, int dst, int src)
{
	dt_cg_alu_reg(cg, BPF_MOV, dst, src);
	dt_cg_alu_imm(cg, BPF_LSH, dst, 32);
	dt_cg_alu_imm(cg, BPF_RSH, dst, 32);
}

/* dst = DT_SPEC_TAG(id, generation of the word in dst) */
static void
spec_tag(dt_cg_t *cg, int dst, int idreg)
{
	dt_cg_alu_imm(cg, BPF_RSH, dst, 32);
	dt_cg_alu_imm(cg, BPF_LSH, dst, 48);
	dt_cg_alu_imm(cg, BPF_RSH, dst, 32);
	dt_cg_alu_reg(cg, BPF_OR, dst, idreg);
}

/*
 * r1 = the speculation ID argument; 0 goes to 'zero'; above nspec is an
 * illegal operation (the clause is abandoned with a fault).
 */
static void
spec_id(dt_cg_t *cg, dt_node_t *arg, int zero)
{
	int v = dt_cg_expr(cg, arg);
	int r = dt_cg_vreg_get(cg, v, BPF_REG_1);
	int ok = dt_cg_label(cg);

	if (r != BPF_REG_1)
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, r);
	dt_cg_vreg_free(cg, v);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, zero);
	dt_cg_jmp_imm(cg, BPF_JLE, BPF_REG_1, (int32_t)cg->dp->dp_nspec, ok);
	dt_cg_fault(cg, DTRACEFLT_ILLOP, -1);
	dt_cg_place(cg, ok);
}

/*
 * speculation(): the first FREE entry becomes ACTIVE with the next
 * generation and zero bytes used; its ID is the value.  None free: 0, and
 * a failed speculation is counted, as "busy" if some entry is still being
 * committed or discarded (the consumer has not processed it yet).
 */
int
dt_cg_speculation(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int v = dt_cg_vreg_alloc(cg);
	uint32_t n = cg->dp->dp_nspec;
	int loop = dt_cg_label(cg), next = dt_cg_label(cg);
	int fail = dt_cg_label(cg), busy = dt_cg_label(cg);
	int zero = dt_cg_label(cg), done = dt_cg_label(cg);

	/*
	 * One conditional jump per entry that the verifier cannot decide,
	 * so that large nspec values stay within its limits: the exchange
	 * is tried whatever the state (it fails unless the entry is FREE),
	 * and "some entry is busy" (state COMMIT or DISCARD, 2 or 3) is
	 * accumulated in r5 without jumps.
	 */
	dt_cg_mov_imm(cg, BPF_REG_1, 1);
	dt_cg_mov_imm(cg, BPF_REG_5, 0);
	dt_cg_place(cg, loop);
	dt_cg_jmp_imm(cg, BPF_JGT, BPF_REG_1, (int32_t)n, fail);
	spec_entry(cg, BPF_REG_4, BPF_REG_1, BPF_REG_2);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_4, 0);
	spec_state(cg, BPF_REG_0, BPF_REG_3);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_0, 1);
	dt_cg_alu_reg(cg, BPF_OR, BPF_REG_5, BPF_REG_0);
	/* expected r3 = generation << 32 | FREE, new r2 = next generation
	   << 32 | ACTIVE */
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_3, 32);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_3);
	dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_3, 32);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, 1);
	dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_2, 32);
	dt_cg_alu_imm(cg, BPF_OR, BPF_REG_2, DT_SPEC_ACTIVE);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_0, BPF_REG_3);
	dt_cg_emit(cg, DT_ATOMIC_CMPXCHG64(BPF_REG_4, BPF_REG_2, 0));
	dt_cg_jmp_reg(cg, BPF_JNE, BPF_REG_0, BPF_REG_3, next);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_4, 8, 0);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_4, 16, 0);
	dt_cg_vreg_set(cg, v, BPF_REG_1);
	dt_cg_ja(cg, done);
	dt_cg_place(cg, next);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 1);
	dt_cg_ja(cg, loop);

	dt_cg_place(cg, fail);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_5, 0, busy);
	dt_cg_stat_incr(cg, DT_STAT_SPECUNAVAIL, zero);
	dt_cg_ja(cg, zero);
	dt_cg_place(cg, busy);
	dt_cg_stat_incr(cg, DT_STAT_SPECBUSY, zero);
	dt_cg_place(cg, zero);
	dt_cg_mov_imm(cg, BPF_REG_1, 0);
	dt_cg_vreg_set(cg, v, BPF_REG_1);
	dt_cg_place(cg, done);
	return v;
}

/*
 * speculate(id): the clause's record is tagged with the speculation (the
 * header's dr_pad, zeroed at the clause start).  ID 0, or a speculation
 * that is not ACTIVE: the rest of the clause is skipped, recording
 * nothing (as in Oracle's DTrace).
 */
int
dt_cg_speculate(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int fits = dt_cg_label(cg), drop = dt_cg_label(cg);
	int marked = dt_cg_label(cg);

	/* this CPU, in the record's header (where it belongs anyway) */
	dt_cg_call(cg, BPF_FUNC_get_smp_processor_id);
	rec_stx(cg, BPF_H, offsetof(dt_rechdr_t, dr_cpu), BPF_REG_0);
	spec_id(cg, call->dn_args, cg->lbl_next);
	spec_entry(cg, BPF_REG_3, BPF_REG_1, BPF_REG_2);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_3, 0);
	spec_state(cg, BPF_REG_5, BPF_REG_4);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_5, DT_SPEC_ACTIVE, cg->lbl_next);
	spec_tag(cg, BPF_REG_4, BPF_REG_1);
	rec_stx(cg, BPF_W, offsetof(dt_rechdr_t, dr_pad), BPF_REG_4);

	/*
	 * Charge the record's size (patched in by dt_cg_spec_recsize) to
	 * the speculation; beyond specsize the clause's data is dropped (a
	 * speculative drop) and the rest of the clause skipped.
	 */
	cg->spec_fix[0] = (int)cg->insns.len;
	dt_cg_emit(cg, DT_MOV64_IMM(BPF_REG_5, 0));
	dt_cg_emit(cg, DT_ATOMIC_FETCH_ADD64(BPF_REG_3, BPF_REG_5, 8));
	cg->spec_fix[1] = (int)cg->insns.len;
	dt_cg_emit(cg, DT_ALU64_IMM(BPF_ADD, BPF_REG_5, 0));
	dt_cg_mov_imm(cg, BPF_REG_4, (int64_t)cg->dp->dp_specsize);
	dt_cg_jmp_reg(cg, BPF_JLE, BPF_REG_5, BPF_REG_4, fits);
	cg->spec_fix[2] = (int)cg->insns.len;
	dt_cg_emit(cg, DT_MOV64_IMM(BPF_REG_5, 0));
	dt_cg_emit(cg, DT_ATOMIC_ADD64(BPF_REG_3, BPF_REG_5, 8));
	dt_cg_stat_incr(cg, DT_STAT_SPECDROPS, drop);
	dt_cg_place(cg, drop);
	dt_cg_ja(cg, cg->lbl_next);
	dt_cg_place(cg, fits);

	/* se_cpu: 0 -> this CPU + 1; another CPU's -> MANY */
	rec_ldx(cg, BPF_H, BPF_REG_2, offsetof(dt_rechdr_t, dr_cpu));
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, 1);
	dt_cg_mov_imm(cg, BPF_REG_0, 0);
	dt_cg_emit(cg, DT_ATOMIC_CMPXCHG64(BPF_REG_3, BPF_REG_2, 16));
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, marked);
	dt_cg_jmp_reg(cg, BPF_JEQ, BPF_REG_0, BPF_REG_2, marked);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_3, 16, -1);
	dt_cg_place(cg, marked);
	return -1;
}

/*
 * The record size of the clause, known at its end, completes the
 * accounting emitted by speculate().
 */
void
dt_cg_spec_recsize(dt_cg_t *cg, uint32_t recsize)
{
	struct bpf_insn *in = cg->insns.data;

	if (cg->spec_fix[0] < 0)
		return;
	in[cg->spec_fix[0]].imm = (int32_t)recsize;
	in[cg->spec_fix[1]].imm = (int32_t)recsize;
	in[cg->spec_fix[2]].imm = -(int32_t)recsize;
}

/*
 * commit(id) / discard(id): an ACTIVE speculation becomes COMMIT or
 * DISCARD and a record with its tag tells the consumer to print or drop
 * what it holds for it; then it may be FREE at once (see prog.h).  ID 0 or a speculation in another state: nothing
 * happens.  If the record cannot be sent (ring buffer full), the
 * speculation goes back to ACTIVE and a drop is counted.
 */
int
dt_cg_commit(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int discard = call->dn_ident->id_func == DT_F_DISCARD;
	int done = dt_cg_label(cg), sent = dt_cg_label(cg);
	int now = dt_cg_label(cg);
	int16_t old = (int16_t)(SLOT_ERR + (int)offsetof(dt_recerr_t,
	    de_addr));
	int16_t id = (int16_t)(SLOT_ERR + (int)offsetof(dt_recerr_t,
	    de_fault));

	spec_id(cg, call->dn_args, done);
	spec_entry(cg, BPF_REG_3, BPF_REG_1, BPF_REG_2);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_3, 0);
	spec_state(cg, BPF_REG_5, BPF_REG_4);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_5, DT_SPEC_ACTIVE, done);
	/* new = same generation, COMMIT or DISCARD */
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_5, BPF_REG_4);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_5,
	    (discard ? DT_SPEC_DISCARD : DT_SPEC_COMMIT) - DT_SPEC_ACTIVE);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_0, BPF_REG_4);
	dt_cg_emit(cg, DT_ATOMIC_CMPXCHG64(BPF_REG_3, BPF_REG_5, 0));
	dt_cg_jmp_reg(cg, BPF_JNE, BPF_REG_0, BPF_REG_4, done);

	/* the record: a header in the error record's slot; keep the ID and
	   the old word there too, for the way back */
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, old, BPF_REG_4);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, id, BPF_REG_1);
	spec_tag(cg, BPF_REG_4, BPF_REG_1);
	dt_cg_stx(cg, BPF_W, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_rechdr_t, dr_pad)), BPF_REG_4);
	dt_cg_st_imm(cg, BPF_H, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_rechdr_t, dr_kind)),
	    discard ? DT_REC_DISCARD : DT_REC_COMMIT);
	dt_cg_st_imm(cg, BPF_W, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_rechdr_t, dr_clause)), cg->clause);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_PRID);
	dt_cg_stx(cg, BPF_W, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_rechdr_t, dr_probe)), BPF_REG_1);
	dt_cg_ring_send(cg, BPF_REG_10, SLOT_ERR, 0, sizeof(dt_rechdr_t),
	    DT_RINGWAKE_ADAPT);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, sent);

	/* not sent: back to ACTIVE */
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, id);
	dt_cg_jmp_imm(cg, BPF_JGT, BPF_REG_1, (int32_t)cg->dp->dp_nspec,
	    done);
	spec_entry(cg, BPF_REG_3, BPF_REG_1, BPF_REG_2);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_10, old);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_0, BPF_REG_4);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_0,
	    (discard ? DT_SPEC_DISCARD : DT_SPEC_COMMIT) - DT_SPEC_ACTIVE);
	dt_cg_emit(cg, DT_ATOMIC_CMPXCHG64(BPF_REG_3, BPF_REG_4, 0));
	dt_cg_stat_incr(cg, DT_STAT_DROPS, done);
	dt_cg_ja(cg, done);

	/*
	 * Sent.  Data only from this CPU (commit: or none at all): its
	 * records are all ahead of ours in the ring buffer, so the entry is
	 * FREE at once.  Otherwise the consumer frees it.
	 */
	dt_cg_place(cg, sent);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, id);
	dt_cg_jmp_imm(cg, BPF_JGT, BPF_REG_1, (int32_t)cg->dp->dp_nspec,
	    done);
	spec_entry(cg, BPF_REG_3, BPF_REG_1, BPF_REG_2);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_2, BPF_REG_3, 16);
	dt_cg_ldx(cg, BPF_H, BPF_REG_5, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_rechdr_t, dr_cpu)));
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_5, 1);
	if (!discard)
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_2, 0, now);
	dt_cg_jmp_reg(cg, BPF_JNE, BPF_REG_2, BPF_REG_5, done);
	dt_cg_place(cg, now);
	/* COMMIT/DISCARD -> FREE, same generation */
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_10, old);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_0, BPF_REG_4);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_0,
	    (discard ? DT_SPEC_DISCARD : DT_SPEC_COMMIT) - DT_SPEC_ACTIVE);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_4, DT_SPEC_FREE - DT_SPEC_ACTIVE);
	dt_cg_emit(cg, DT_ATOMIC_CMPXCHG64(BPF_REG_3, BPF_REG_4, 0));
	dt_cg_place(cg, done);
	return -1;
}

/*
 * stmt.c - code generation for clauses (see cg.h): the probe guard, the
 * predicate, statements, data-recording actions (which fill the clause's
 * record in scratch and send it to the ring buffer at the end), and
 * aggregating functions (per-CPU map updates).
 */
#include <errno.h>
#include <string.h>

#include "cg.h"

static void stmts(dt_cg_t *cg, dt_node_t *s, int cond);
static void error_clauses(dt_cg_t *cg);

/* ------------------------------------------------------------ records */

/* Reserve an aligned field in the record; returns its offset. */
static uint32_t
rec_field(dt_cg_t *cg, uint32_t size, uint32_t align)
{
	uint32_t off = (uint32_t)DT_ALIGN(cg->recoff, align);

	cg->recoff = off + size;
	if (cg->recoff > 16 * 1024)
		dt_cg_error(cg, "clause records too much data (more than 16k)");
	return off;
}

/* *(size *)(record + off) = reg */
static void
rec_store(dt_cg_t *cg, int size, uint32_t off, int reg)
{
	int i = (int)cg->insns.len;

	dt_cg_stx(cg, size, BPF_REG_9, (int16_t)off, reg);
	dt_cg_recfix(cg, i, 0);
}

static void
rec_store_imm(dt_cg_t *cg, int size, uint32_t off, int32_t imm)
{
	int i = (int)cg->insns.len;

	dt_cg_st_imm(cg, size, BPF_REG_9, (int16_t)off, imm);
	dt_cg_recfix(cg, i, 0);
}

/* reg = record + off */
static void
rec_addr(dt_cg_t *cg, int reg, uint32_t off)
{
	int i;

	dt_cg_alu_reg(cg, BPF_MOV, reg, BPF_REG_9);
	i = (int)cg->insns.len;
	dt_cg_alu_imm(cg, BPF_ADD, reg, (int32_t)off);
	dt_cg_recfix(cg, i, 1);
}

static dt_pftype_t
pftype_of(dt_cg_t *cg, dt_type_t *t0)
{
	dt_type_t *t = dt_type_resolve(t0);
	dt_pftype_t pt;

	memset(&pt, 0, sizeof(pt));
	pt.pt_name = dt_type_name(&cg->sm->sm_types, t0);
	if (t->ty_kind == DT_TY_ARRAY) {
		/* stack() / ustack() values */
		pt.pt_kind = DT_PF_OTHER;
		pt.pt_size = (int)t->ty_size;
	} else if (t->ty_kind == DT_TY_STRING) {
		pt.pt_kind = DT_PF_STRING;
		pt.pt_size = (int)t->ty_size;
	} else if (t->ty_kind == DT_TY_PTR) {
		pt.pt_kind = DT_PF_PTR;
		pt.pt_size = 8;
	} else if (t->ty_kind == DT_TY_FLOAT) {
		/* its bits, 4 or 8 bytes (consume.c makes a double) */
		pt.pt_kind = DT_PF_FLOAT;
		pt.pt_size = (int)t->ty_size;
	} else {
		pt.pt_kind = DT_PF_INT;
		pt.pt_size = (int)t->ty_size;
		pt.pt_signed = t->ty_signed;
		pt.pt_ischar = t->ty_rank == 1;
		pt.pt_isshort = t->ty_rank == 2;
		pt.pt_islong = t->ty_rank == 4;
		pt.pt_islonglong = t->ty_rank == 5;
	}
	return pt;
}

/*
 * Evaluate 'e' and record it as a field; returns the field description.
 */
static dt_recfield_t
record_value(dt_cg_t *cg, dt_node_t *e)
{
	dt_recfield_t rf;
	dt_type_t *t = dt_type_resolve(e->dn_type);

	memset(&rf, 0, sizeof(rf));
	rf.rf_pftype = pftype_of(cg, e->dn_type);
	dt_cg_need_scratch(cg);
	/*
	 * ustackmode=dwarf: with the stack copy (stack.c), unless the
	 * copy would not fit the clause's record any more (a second
	 * ustack() in one clause): that one is walked by frame pointers.
	 */
	if (dt_sema_symkind(e->dn_type) == DT_RK_USTACK &&
	    cg->sm->sm_ustackdwarf && DT_ALIGN(cg->recoff, 8) +
	    dt_cg_symval_size(e->dn_type) + DT_USTACK_EXTRA <= 16 * 1024) {
		rf.rf_kind = DT_RK_USTACKD;
		rf.rf_size = dt_cg_symval_size(e->dn_type) + DT_USTACK_EXTRA;
		rf.rf_off = rec_field(cg, rf.rf_size, 8);
		dt_cg_ustack_dwarf(cg, e, rf.rf_off);
	} else if (dt_sema_symkind(e->dn_type) != 0) {
		rf.rf_kind = (dt_rkind_t)dt_sema_symkind(e->dn_type);
		rf.rf_size = dt_cg_symval_size(e->dn_type);
		rf.rf_off = rec_field(cg, rf.rf_size, 8);
		dt_cg_symval(cg, e, rf.rf_off, 1);
	} else if (t->ty_kind == DT_TY_STRING || dt_sema_strcap(e) > 0) {
		uint32_t cap = dt_sema_strcap(e);

		rf.rf_kind = DT_RK_STRING;
		rf.rf_size = cap;
		rf.rf_off = rec_field(cg, (uint32_t)DT_ALIGN(cap, 8), 8);
		if (e->dn_kind == DT_NODE_IDENT && e->dn_ident != NULL &&
		    e->dn_ident->id_kind == DT_ID_BUILTIN &&
		    e->dn_ident->id_builtin == DT_BI_EXECNAME) {
			/* straight into the record */
			rec_addr(cg, BPF_REG_1, rf.rf_off);
			dt_cg_mov_imm(cg, BPF_REG_2, DT_MIN(cap, 16));
			dt_cg_call(cg, BPF_FUNC_get_current_comm);
		} else {
			int v = dt_cg_expr(cg, e);
			int r = dt_cg_vreg_get(cg, v, BPF_REG_1);

			dt_cg_strnull_check(cg, e, r);
			rec_addr(cg, BPF_REG_5, rf.rf_off);
			dt_cg_strcopy(cg, BPF_REG_5, 0, r, cap, cap);
			dt_cg_vreg_free(cg, v);
		}
	} else if (dt_sema_is_bytes(e->dn_type)) {
		/* structs, unions, arrays: their bytes (codegen/act.c) */
		rf = dt_cg_record_bytes(cg, e);
	} else if (t->ty_kind == DT_TY_FLOAT && t->ty_size > 8) {
		/*
		 * long double: its 16 bytes (by reference in DTrace too);
		 * printf's %Lf reads them, trace() dumps them.
		 */
		rf = dt_cg_record_bytes(cg, e);
		rf.rf_pftype = pftype_of(cg, e->dn_type);
	} else {
		int v = dt_cg_expr(cg, e);
		int r = dt_cg_vreg_get(cg, v, BPF_REG_1);

		rf.rf_kind = DT_RK_INT;
		rf.rf_size = 8;
		rf.rf_signed = t->ty_kind != DT_TY_PTR && t->ty_signed;
		rf.rf_off = rec_field(cg, 8, 8);
		rec_store(cg, BPF_DW, rf.rf_off, r);
		dt_cg_vreg_free(cg, v);
	}
	return rf;
}

static dt_action_t *
new_action(dt_cg_t *cg, dt_actkind_t k, int cond)
{
	dt_action_t *ap = dt_vec_push(&cg->actions);

	ap->ac_kind = k;
	if (cond) {
		/* a flag byte, zeroed at the clause start, says it ran */
		ap->ac_flagoff = (uint32_t)sizeof(dt_rechdr_t) + cg->nflags++;
		rec_store_imm(cg, BPF_B, ap->ac_flagoff, 1);
	}
	return ap;
}

/*
 * Does call statement 'call' add an action to the clause's record?  Not
 * subroutines, nor the actions that record nothing (DT_FF_NOREC: stop(),
 * raise(), copyout(), copyoutstr(), chill(), speculate(), ...).
 */
static int
adds_action(dt_node_t *call)
{
	dt_ident_t *idp = call->dn_ident;
	const dt_funcdef_t *fd;

	if (idp == NULL || idp->id_kind != DT_ID_FUNC)
		return 0;
	fd = dt_func_def(idp->id_func);
	return fd->fd_kind == 'a' && !(fd->fd_flags & DT_FF_NOREC);
}

/* Number of actions inside if/else bodies of statement list 's'. */
static int
count_cond_actions(dt_node_t *s, int cond)
{
	int n = 0;

	for (; s != NULL; s = s->dn_next) {
		if (s->dn_kind == DT_NODE_IF)
			n += count_cond_actions(s->dn_body, 1) +
			    count_cond_actions(s->dn_else, 1);
		else if (cond && s->dn_kind == DT_NODE_EXPR_STMT &&
		    s->dn_left->dn_kind == DT_NODE_CALL &&
		    adds_action(s->dn_left))
			n++;
	}
	return n;
}

static int *
agg_indices(dt_cg_t *cg, dt_node_t *args, int *np)
{
	dt_node_t *a;
	int n = 0, *v;

	for (a = args; a != NULL; a = a->dn_next)
		if (a->dn_kind == DT_NODE_AGG)
			n++;
	v = dt_arena_alloc(cg->ap, sizeof(int) * (size_t)(n ? n : 1));
	n = 0;
	for (a = args; a != NULL; a = a->dn_next)
		if (a->dn_kind == DT_NODE_AGG)
			v[n++] = a->dn_ident->id_agg;
	*np = n;
	return v;
}

/* The fields of the clause's newest action. */
static void
set_action_fields(dt_cg_t *cg, dt_vec_t *fields)
{
	dt_action_t *ap = &DT_VEC_AT(&cg->actions, dt_action_t,
	    cg->actions.len - 1);

	ap->ac_nfields = (int)fields->len;
	ap->ac_fields = dt_arena_alloc(cg->ap,
	    sizeof(dt_recfield_t) * (fields->len ? fields->len : 1));
	if (fields->len)
		memcpy(ap->ac_fields, fields->data,
		    sizeof(dt_recfield_t) * fields->len);
	dt_vec_release(fields);
}

/* An action of one field, the value of 'e'. */
static void
value_action(dt_cg_t *cg, dt_actkind_t k, dt_node_t *e, int cond)
{
	dt_vec_t fields;

	dt_vec_init(&fields, sizeof(dt_recfield_t));
	new_action(cg, k, cond);
	DT_VEC_PUSH(&fields, dt_recfield_t, record_value(cg, e));
	set_action_fields(cg, &fields);
}

int
dt_cg_fn_trace(dt_cg_t *cg, dt_node_t *call, int cond)
{
	value_action(cg, DT_ACT_TRACE, call->dn_args, cond);
	return -1;
}

/*
 * stack(), ustack(), sym(), mod(), usym(), umod(), uaddr(): recorded
 * like trace() of the value; its type's kind says how it prints.  The
 * value of sym() and the like is the address.
 */
int
dt_cg_fn_symval(dt_cg_t *cg, dt_node_t *call, int cond)
{
	if (cond == DT_CG_VALUE)
		return dt_cg_expr(cg, call->dn_args);
	value_action(cg, DT_ACT_TRACE, call, cond);
	return -1;
}

int
dt_cg_fn_printf(dt_cg_t *cg, dt_node_t *call, int cond)
{
	dt_action_t *ap = new_action(cg, DT_ACT_PRINTF, cond);
	dt_vec_t fields;
	dt_node_t *a;

	ap->ac_fmt = call->dn_aux;
	dt_vec_init(&fields, sizeof(dt_recfield_t));
	for (a = call->dn_args->dn_next; a != NULL; a = a->dn_next)
		DT_VEC_PUSH(&fields, dt_recfield_t, record_value(cg, a));
	set_action_fields(cg, &fields);
	return -1;
}

int
dt_cg_fn_printa(dt_cg_t *cg, dt_node_t *call, int cond)
{
	dt_action_t *ap = new_action(cg, DT_ACT_PRINTA, cond);
	dt_vec_t fields;

	ap->ac_fmt = call->dn_aux;
	ap->ac_aggs = agg_indices(cg, call->dn_args, &ap->ac_naggs);
	dt_vec_init(&fields, sizeof(dt_recfield_t));
	set_action_fields(cg, &fields);
	return -1;
}

int
dt_cg_fn_exit(dt_cg_t *cg, dt_node_t *call, int cond)
{
	value_action(cg, DT_ACT_EXIT, call->dn_args, cond);
	/* no new firings from now on; END still runs */
	dt_cg_ld_mapval(cg, BPF_REG_1, DT_MAP_GLOBALS, 0);
	dt_cg_st_imm(cg, BPF_W, BPF_REG_1, DT_GLOBAL_STATE,
	    DT_STATE_DRAINING);
	cg->exit_seen = 1;
	return -1;
}

/*
 * clear(), trunc(), normalize(), denormalize(): the aggregation, and
 * normalize()'s normal or trunc()'s count if given.
 */
int
dt_cg_fn_aggact(dt_cg_t *cg, dt_node_t *call, int cond)
{
	dt_action_t *ap = new_action(cg, (dt_actkind_t)dt_func_def(
	    call->dn_ident->id_func)->fd_rec, cond);
	dt_vec_t fields;

	ap->ac_aggs = agg_indices(cg, call->dn_args, &ap->ac_naggs);
	dt_vec_init(&fields, sizeof(dt_recfield_t));
	if (call->dn_args->dn_next != NULL)
		DT_VEC_PUSH(&fields, dt_recfield_t,
		    record_value(cg, call->dn_args->dn_next));
	set_action_fields(cg, &fields);
	return -1;
}

/* ------------------------------------------------------- aggregations */

/* Whether the clause's record carries an action the consumer performs. */
static int
clause_wakes(dt_cg_t *cg)
{
	size_t i;

	for (i = 0; i < cg->actions.len; i++)
		switch (DT_VEC_AT(&cg->actions, dt_action_t, i).ac_kind) {
		case DT_ACT_TRACE:
		case DT_ACT_PRINTF:
		case DT_ACT_DEFAULT:
			break;
		default:
			return 1;
		}
	return 0;
}

void
dt_cg_stat_incr(dt_cg_t *cg, int stat, int skip)
{
	dt_cg_st_imm(cg, BPF_W, BPF_REG_10, SLOT_KEY, 0);
	dt_cg_lookup_slot(cg, DT_MAP_STATS);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, skip);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, (int16_t)(8 * stat));
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 1);
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, (int16_t)(8 * stat), BPF_REG_1);
}

/* r1 = floor(log2(r1)) for r1 > 0 (0 for 0), branch-free; uses r2, r3. */
static void
log2_code(dt_cg_t *cg)
{
	static const int steps[6] = { 32, 16, 8, 4, 2, 1 };
	int i;

	dt_cg_mov_imm(cg, BPF_REG_3, 0);
	for (i = 0; i < 6; i++) {
		/* t = (x >> s) != 0 ? s : 0 ; x >>= t ; r |= t */
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_1);
		dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_2, steps[i]);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_4, BPF_REG_2);
		dt_cg_alu_imm(cg, BPF_NEG, BPF_REG_4, 0);
		dt_cg_alu_reg(cg, BPF_OR, BPF_REG_2, BPF_REG_4);
		dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_2, 63);
		dt_cg_alu_imm(cg, BPF_MUL, BPF_REG_2, steps[i]);
		dt_cg_alu_reg(cg, BPF_RSH, BPF_REG_1, BPF_REG_2);
		dt_cg_alu_reg(cg, BPF_OR, BPF_REG_3, BPF_REG_2);
	}
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_3);
}

/*
 * quantize bucket of the signed value in r1 into r1 (0..126), without
 * branches so the verifier sees one path.  Uses r2-r5.
 */
static void
quantize_index(dt_cg_t *cg)
{
	/* r5 = neg = (u64)v >> 63 ; r1 = |v| */
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_5, BPF_REG_1);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_5, 63);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_5);
	dt_cg_alu_imm(cg, BPF_NEG, BPF_REG_2, 0);
	dt_cg_alu_reg(cg, BPF_XOR, BPF_REG_1, BPF_REG_2);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_1, BPF_REG_5);
	/* stash nz = (a | -a) >> 63 in SLOT_VAL */
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_1);
	dt_cg_alu_imm(cg, BPF_NEG, BPF_REG_2, 0);
	dt_cg_alu_reg(cg, BPF_OR, BPF_REG_2, BPF_REG_1);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_2, 63);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_VAL, BPF_REG_2);
	log2_code(cg);
	/* clamp 63 -> 62: lg -= (lg + 1) >> 6 */
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_1);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, 1);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_2, 6);
	dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_1, BPF_REG_2);
	/* m = nz * (lg + 1); conditionally negate by neg; idx = 63 + m */
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 1);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_2, BPF_REG_10, SLOT_VAL);
	dt_cg_alu_reg(cg, BPF_MUL, BPF_REG_1, BPF_REG_2);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_5);
	dt_cg_alu_imm(cg, BPF_NEG, BPF_REG_2, 0);
	dt_cg_alu_reg(cg, BPF_XOR, BPF_REG_1, BPF_REG_2);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_1, BPF_REG_5);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 63);
}

/* lquantize bucket of r1 into r1 (0 .. levels+1).  Uses r2. */
static void
lquantize_index(dt_cg_t *cg, const dt_lquant_t *lq)
{
	int under = dt_cg_label(cg), done = dt_cg_label(cg);

	/* value truncated to 32 bits, sign-extended */
	dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_1, 32);
	dt_cg_alu_imm(cg, BPF_ARSH, BPF_REG_1, 32);
	dt_cg_alu_imm(cg, BPF_SUB, BPF_REG_1, lq->lq_base);
	dt_cg_jmp_imm(cg, BPF_JSLT, BPF_REG_1, 0, under);
	dt_cg_alu_imm(cg, BPF_DIV, BPF_REG_1, lq->lq_step);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 1);
	dt_cg_jmp_imm(cg, BPF_JLE, BPF_REG_1, lq->lq_levels + 1, done);
	dt_cg_mov_imm(cg, BPF_REG_1, lq->lq_levels + 1);
	dt_cg_ja(cg, done);
	dt_cg_place(cg, under);
	dt_cg_mov_imm(cg, BPF_REG_1, 0);
	dt_cg_place(cg, done);
}

/*
 * llquantize bucket of r1 into r1, mirroring dt_llquantize_bucket() in
 * format/quant.c order by order with compile-time constants: |v| in r1,
 * v kept in r4, the distance from the middle bucket computed, then
 * added to or taken from it by the sign of v.  Uses r2-r4.
 */
static void
llquantize_index(dt_cg_t *cg, const dt_llquant_t *llq)
{
	uint64_t max = 1, steps = llq->llq_nsteps, factor = llq->llq_factor;
	int per = llq->llq_nsteps - llq->llq_nsteps / llq->llq_factor;
	int mid = 1 + (llq->llq_high - llq->llq_low + 1) * per, mag;
	int pos = dt_cg_label(cg), sign = dt_cg_label(cg);
	int neg = dt_cg_label(cg), done = dt_cg_label(cg);

	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_4, BPF_REG_1);
	dt_cg_jmp_imm(cg, BPF_JSGE, BPF_REG_1, 0, pos);
	dt_cg_alu_imm(cg, BPF_NEG, BPF_REG_1, 0);
	dt_cg_place(cg, pos);
	for (mag = 0; mag < llq->llq_low; mag++)
		max *= factor;
	dt_cg_mov_imm(cg, BPF_REG_2, (int64_t)max);
	dt_cg_mov_imm(cg, BPF_REG_3, 0);
	dt_cg_jmp_reg(cg, BPF_JLT, BPF_REG_1, BPF_REG_2, sign);
	for (mag = llq->llq_low; mag <= llq->llq_high; mag++) {
		int next = dt_cg_label(cg);

		max *= factor;
		dt_cg_mov_imm(cg, BPF_REG_2, (int64_t)max);
		dt_cg_jmp_reg(cg, BPF_JGE, BPF_REG_1, BPF_REG_2, next);
		if (mag != 0) {
			dt_cg_mov_imm(cg, BPF_REG_2, max / steps ?
			    (int64_t)(max / steps) : 1);
		} else {
			dt_cg_mov_imm(cg, BPF_REG_2, (int64_t)steps);
			dt_cg_alu_reg(cg, BPF_MUL, BPF_REG_1, BPF_REG_2);
			dt_cg_mov_imm(cg, BPF_REG_2, (int64_t)max);
		}
		dt_cg_alu_reg(cg, BPF_DIV, BPF_REG_1, BPF_REG_2);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_1);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, (mag - llq->llq_low) *
		    per + 1 - (int)(steps / factor));
		dt_cg_ja(cg, sign);
		dt_cg_place(cg, next);
	}
	dt_cg_mov_imm(cg, BPF_REG_3, mid);
	dt_cg_place(cg, sign);
	/* r1 = mid + r3, or mid - r3 for a negative value */
	dt_cg_mov_imm(cg, BPF_REG_1, mid);
	dt_cg_jmp_imm(cg, BPF_JSLT, BPF_REG_4, 0, neg);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_1, BPF_REG_3);
	dt_cg_ja(cg, done);
	dt_cg_place(cg, neg);
	dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_1, BPF_REG_3);
	dt_cg_place(cg, done);
}

/*
 * The increment argument of quantize(v, incr), lquantize(v, lo, hi,
 * step, incr) and llquantize(v, f, lo, hi, steps, incr), NULL if none.
 */
static dt_node_t *
agg_incarg(int fn, dt_node_t *call)
{
	dt_node_t *a = call->dn_args;
	int i, skip;

	if (fn == DT_F_QUANTIZE)
		return a != NULL ? a->dn_next : NULL;
	if (fn == DT_F_LQUANTIZE)
		skip = 4;
	else if (fn == DT_F_LLQUANTIZE)
		skip = 5;
	else
		return NULL;
	for (i = 0; a != NULL && i < skip; i++)
		a = a->dn_next;
	return a;
}

/* r1 = the aggregation's map, r2 = its key in scratch at 'koff'. */
static void
agg_map_key(dt_cg_t *cg, const dt_aggdesc_t *ad, uint32_t koff)
{
	dt_cg_ld_map(cg, BPF_REG_1, ad->ad_map);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, (int32_t)koff);
}

/*
 * r0 = the value of the key of 'agg' in its map, inserted as zeros on
 * the key's first use on this CPU; goes to 'lbl_have' when found at
 * once, to 'lbl_end' (counting a drop) when the map is full.
 */
static void
agg_lookup_key(dt_cg_t *cg, dt_node_t *agg, const dt_aggdesc_t *ad,
    int lbl_have, int lbl_end)
{
	uint32_t koff = dt_cg_scratch(cg, ad->ad_ksize);
	int retry = dt_cg_label(cg);

	dt_cg_store_key(cg, agg->dn_args, agg->dn_ident, BPF_REG_9, koff);
	agg_map_key(cg, ad, koff);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, lbl_have);
	agg_map_key(cg, ad, koff);
	dt_cg_ld_mapval(cg, BPF_REG_3, DT_MAP_STRTAB, 0);
	dt_cg_mov_imm(cg, BPF_REG_4, BPF_NOEXIST);
	dt_cg_call(cg, BPF_FUNC_map_update_elem);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, retry);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, -EEXIST, retry);
	dt_cg_stat_incr(cg, DT_STAT_AGGDROPS, lbl_end);
	dt_cg_ja(cg, lbl_end);
	dt_cg_place(cg, retry);
	agg_map_key(cg, ad, koff);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, lbl_end);
}

/* value[off] += 1 (r1 clobbered); r0 = the value pointer. */
static void
agg_incr(dt_cg_t *cg, int16_t off)
{
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, off);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 1);
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, off, BPF_REG_1);
}

/* count, sum (sum, avg and the first half of stddev); returns v's reg. */
static int
agg_sum(dt_cg_t *cg, int vval)
{
	int rv = dt_cg_vreg_get(cg, vval, BPF_REG_2);

	agg_incr(cg, 0);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, 8);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_1, rv);
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, 8, BPF_REG_1);
	return rv;
}

/* r1 (hi) : r4 (lo) = the 128-bit square of |v|, v in 'rv'. */
static void
agg_square(dt_cg_t *cg, int rv)
{
	int l1 = dt_cg_label(cg), l2 = dt_cg_label(cg);

	/* r1 = |v| */
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, rv);
	dt_cg_jmp_imm(cg, BPF_JSGE, BPF_REG_1, 0, l1);
	dt_cg_alu_imm(cg, BPF_NEG, BPF_REG_1, 0);
	dt_cg_place(cg, l1);
	/* r2 = lo, r3 = hi halves; r4 = lo*lo, r5 = hi*lo, r1 = hi*hi */
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_1);
	dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_2, 32);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_2, 32);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_1);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_3, 32);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_4, BPF_REG_2);
	dt_cg_alu_reg(cg, BPF_MUL, BPF_REG_4, BPF_REG_2);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_5, BPF_REG_3);
	dt_cg_alu_reg(cg, BPF_MUL, BPF_REG_5, BPF_REG_2);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_3);
	dt_cg_alu_reg(cg, BPF_MUL, BPF_REG_1, BPF_REG_3);
	/* square: lo = r4 + (r5 << 33), hi = r1 + (r5 >> 31) + carry */
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_5);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_2, 31);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_1, BPF_REG_2);
	dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_5, 33);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_4, BPF_REG_5);
	dt_cg_jmp_reg(cg, BPF_JGE, BPF_REG_4, BPF_REG_5, l2);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 1);
	dt_cg_place(cg, l2);
}

/* count, sum, then the 128-bit sum of squares at 16 (lo) / 24 (hi) */
static void
agg_stddev(dt_cg_t *cg, int vval)
{
	int l3 = dt_cg_label(cg);

	agg_square(cg, agg_sum(cg, vval));
	dt_cg_ldx(cg, BPF_DW, BPF_REG_2, BPF_REG_0, 16);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_2, BPF_REG_4);
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, 16, BPF_REG_2);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_0, 24);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_3, BPF_REG_1);
	dt_cg_jmp_reg(cg, BPF_JGE, BPF_REG_2, BPF_REG_4, l3);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, 1);
	dt_cg_place(cg, l3);
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, 24, BPF_REG_3);
}

/* count, then the extreme value (the first one when the count is 0) */
static void
agg_minmax(dt_cg_t *cg, int fn, int vval)
{
	int set = dt_cg_label(cg), skip = dt_cg_label(cg);
	int rv = dt_cg_vreg_get(cg, vval, BPF_REG_2);

	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, 0);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, set);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_0, 8);
	dt_cg_jmp_reg(cg, fn == DT_F_MIN ? BPF_JSGE : BPF_JSLE, rv,
	    BPF_REG_3, skip);
	dt_cg_place(cg, set);
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, 8, rv);
	dt_cg_place(cg, skip);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 1);
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, 0, BPF_REG_1);
}

/* bucket[index(v)] += incr (or 1); out of range goes to 'lbl_end' */
static void
agg_quantize(dt_cg_t *cg, int fn, dt_aggdesc_t *ad, int vval, int vincr,
    int lbl_end)
{
	int rv = dt_cg_vreg_get(cg, vval, BPF_REG_1);

	if (rv != BPF_REG_1)
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, rv);
	if (fn == DT_F_QUANTIZE)
		quantize_index(cg);
	else if (fn == DT_F_LQUANTIZE)
		lquantize_index(cg, &ad->ad_lq);
	else
		llquantize_index(cg, &ad->ad_llq);
	dt_cg_jmp_imm(cg, BPF_JGE, BPF_REG_1, (int32_t)ad->ad_nbuckets,
	    lbl_end);
	dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_1, 3);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_0, BPF_REG_1);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, 0);
	if (vincr >= 0) {
		rv = dt_cg_vreg_get(cg, vincr, BPF_REG_2);
		dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_1, rv);
	} else {
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 1);
	}
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, 0, BPF_REG_1);
}

/*
 * @a[keys] = fn(args): look the value up (r0), then update it (the
 * generator of the aggregating functions' rows in compiler/func.h).
 */
int
dt_cg_fn_aggregate(dt_cg_t *cg, dt_node_t *asg, int cond)
{
	dt_node_t *agg = asg->dn_left, *call = asg->dn_right;
	dt_ident_t *idp = agg->dn_ident;
	dt_aggdesc_t *ad = &cg->dp->dp_aggs[idp->id_agg];
	int fn = idp->id_aggfunc;
	int end = dt_cg_label(cg), have = dt_cg_label(cg);
	int vval = -1, vincr = -1;
	dt_node_t *incarg = agg_incarg(fn, call);

	if (fn != DT_F_COUNT)
		vval = dt_cg_expr(cg, call->dn_args);
	if (incarg != NULL)
		vincr = dt_cg_expr(cg, incarg);
	if (idp->id_nkeys > 0) {
		agg_lookup_key(cg, agg, ad, have, end);
	} else {
		dt_cg_st_imm(cg, BPF_W, BPF_REG_10, SLOT_KEY, 0);
		dt_cg_lookup_slot(cg, ad->ad_map);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, end);
	}
	dt_cg_place(cg, have);
	switch (fn) {
	case DT_F_COUNT:
		agg_incr(cg, 0);
		break;
	case DT_F_SUM:
	case DT_F_AVG:
		agg_sum(cg, vval);
		break;
	case DT_F_STDDEV:
		agg_stddev(cg, vval);
		break;
	case DT_F_MIN:
	case DT_F_MAX:
		agg_minmax(cg, fn, vval);
		break;
	case DT_F_QUANTIZE:
	case DT_F_LQUANTIZE:
	case DT_F_LLQUANTIZE:
		agg_quantize(cg, fn, ad, vval, vincr, end);
		break;
	default:
		dt_cg_error(cg, "aggregating function %s( ) is not supported "
		    "yet", call->dn_name);
	}
	dt_cg_place(cg, end);
	if (vincr >= 0)
		dt_cg_vreg_free(cg, vincr);
	if (vval >= 0)
		dt_cg_vreg_free(cg, vval);
	return -1;
}

/* --------------------------------------------------------- statements */

/*
 * Is statement expression 'e' an action or an aggregation rather than a
 * value thrown away (a subroutine call, an assignment)?
 */
static int
is_action(dt_node_t *e)
{
	if (e->dn_kind == DT_NODE_ASSIGN)
		return e->dn_left->dn_kind == DT_NODE_AGG;
	return e->dn_kind == DT_NODE_CALL && e->dn_ident != NULL &&
	    e->dn_ident->id_kind == DT_ID_FUNC &&
	    dt_func_def(e->dn_ident->id_func)->fd_kind != 's';
}

static void
stmts(dt_cg_t *cg, dt_node_t *s, int cond)
{
	for (; s != NULL; s = s->dn_next) {
		dt_node_t *e = s->dn_left;

		cg->line = s->dn_line;
		switch (s->dn_kind) {
		case DT_NODE_EXPR_STMT:
			cg->action++;
			if (is_action(e)) {
				dt_cg_func(cg, e, cond);
			} else {
				int v = dt_cg_expr(cg, e);

				dt_cg_vreg_free(cg, v);
			}
			break;
		case DT_NODE_IF: {
			int els = dt_cg_label(cg), end = dt_cg_label(cg);
			int v = dt_cg_expr(cg, s->dn_cond);
			int r = dt_cg_vreg_get(cg, v, BPF_REG_1);

			dt_cg_vreg_free(cg, v);
			dt_cg_jmp_imm(cg, BPF_JEQ, r, 0, els);
			stmts(cg, s->dn_body, 1);
			dt_cg_ja(cg, end);
			dt_cg_place(cg, els);
			stmts(cg, s->dn_else, 1);
			dt_cg_place(cg, end);
			break;
		}
		case DT_NODE_EMPTY_STMT:
			break;
		default:
			DT_BUG("stmt kind %d", s->dn_kind);
		}
	}
}

/*
 * Run the user's dtrace:::ERROR clauses from a clause's fault block, with
 * arg1..arg5 describing the fault (EPID, action, pc, fault, address).  The
 * firing probe's arguments and ID are saved around them; faults inside an
 * ERROR clause do not run ERROR clauses again.
 */
static void
error_clauses(dt_cg_t *cg)
{
	dt_sema_t *sm = cg->sm;
	dt_cg_t saved;
	size_t i;
	int k, any = 0;

	if (cg->in_error)
		return;
	for (i = 0; i < sm->sm_clauses.len && !any; i++) {
		dt_sclause_t *sc = &DT_VEC_AT(&sm->sm_clauses, dt_sclause_t, i);

		for (k = 0; k < sc->sc_nprobes; k++)
			if (sc->sc_probes[k] == DT_PROBE_ERROR)
				any = 1;
	}
	if (!any)
		return;
	for (k = 0; k < 10; k++) {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * k));
		dt_cg_stx(cg, BPF_DW, BPF_REG_10, (int16_t)(SLOT_SAVE + 8 * k),
		    BPF_REG_1);
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * k), 0);
	}
	dt_cg_mov_imm(cg, BPF_REG_1, cg->clause + 1);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS + 8, BPF_REG_1);
	dt_cg_ldx(cg, BPF_W, BPF_REG_1, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_recerr_t, de_where)));
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS + 16, BPF_REG_1);
	dt_cg_ldx(cg, BPF_W, BPF_REG_1, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_recerr_t, de_pc)));
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS + 24, BPF_REG_1);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_recerr_t, de_fault)));
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS + 32, BPF_REG_1);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_recerr_t, de_addr)));
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_ARGS + 40, BPF_REG_1);
	dt_cg_mov_imm(cg, BPF_REG_1, DT_PROBE_ERROR);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_PRID, BPF_REG_1);

	saved = *cg;
	cg->in_error = 1;
	cg->argstyle = DT_ARGS_ERROR;
	cg->probe1 = dt_probecat_lookup_id(cg->pcat, DT_PROBE_ERROR);
	for (i = 0; i < sm->sm_clauses.len; i++) {
		dt_sclause_t *sc = &DT_VEC_AT(&sm->sm_clauses, dt_sclause_t, i);

		for (k = 0; k < sc->sc_nprobes; k++)
			if (sc->sc_probes[k] == DT_PROBE_ERROR)
				break;
		if (k < sc->sc_nprobes) {
			uint32_t top = cg->scr_top;

			dt_cg_clause(cg, sc, 0, 0);
			cg->scr_top = top;
		}
	}
	/* restore the clause being generated */
	saved.insns = cg->insns;
	saved.lines = cg->lines;
	saved.iclause = cg->iclause;
	saved.labels = cg->labels;
	saved.jfix = cg->jfix;
	saved.rfix = cg->rfix;
	saved.vmax = cg->vmax;
	saved.scr_max = cg->scr_max;
	saved.rec_max = cg->rec_max;
	saved.uses_scratch = cg->uses_scratch;
	*cg = saved;
	for (k = 0; k < 10; k++) {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10,
		    (int16_t)(SLOT_SAVE + 8 * k));
		dt_cg_stx(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * k), BPF_REG_1);
	}
	dt_cg_ldx(cg, BPF_W, BPF_REG_1, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_rechdr_t, dr_probe)));
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_PRID, BPF_REG_1);
}

/*
 * Generate clause 'sc' into the current program.  'mask_bit' is its bit
 * in the per-probe clause mask; 'guard' says whether the probe must be
 * tested (the clause does not match every probe of the program).
 */
void
dt_cg_clause(dt_cg_t *cg, dt_sclause_t *sc, uint64_t mask_bit, int guard)
{
	dt_node_t *dnp = sc->sc_node;
	dt_clause_t *cl = &cg->dp->dp_clauses[sc->sc_index];
	int nflags;
	size_t i;

	cg->sc = sc;
	cg->clause = sc->sc_index;
	cg->line = dnp->dn_line;
	cg->scr_top = SCR_THIS + cg->thissize;
	cg->alloca_top = 0;
	cg->recoff = sizeof(dt_rechdr_t);
	cg->action = 0;
	cg->lbl_next = dt_cg_label(cg);
	cg->lbl_fault = dt_cg_label(cg);
	cg->nfaults = 0;
	cg->spec_fix[0] = -1;
	dt_vec_init(&cg->actions, sizeof(dt_action_t));

	if (guard) {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_MASK);
		dt_cg_mov_imm(cg, BPF_REG_2, (int64_t)mask_bit);
		dt_cg_alu_reg(cg, BPF_AND, BPF_REG_1, BPF_REG_2);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, cg->lbl_next);
	}
	if (cg->exit_seen && cg->attach != DT_ATTACH_END && !cg->in_error) {
		/*
		 * After exit() the firing's later clauses do not run (but
		 * END's do), as in DTrace for Linux: test the state word.
		 */
		dt_cg_ld_mapval(cg, BPF_REG_1, DT_MAP_GLOBALS, 0);
		dt_cg_ldx(cg, BPF_W, BPF_REG_1, BPF_REG_1, DT_GLOBAL_STATE);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, DT_STATE_DRAINING,
		    cg->lbl_next);
	}
	if (sc->sc_records)
		dt_cg_need_scratch(cg);
	if (sc->sc_speculates)	/* speculate() tags the record */
		rec_store_imm(cg, BPF_W, offsetof(dt_rechdr_t, dr_pad), 0);
	cg->nflags = 0;
	nflags = count_cond_actions(dnp->dn_body, 0);
	if (nflags > 0) {
		uint32_t i8;

		cg->recoff += (uint32_t)DT_ALIGN(nflags, 8);
		for (i8 = 0; i8 < (uint32_t)nflags; i8 += 8)
			rec_store_imm(cg, BPF_DW, sizeof(dt_rechdr_t) + i8, 0);
	}
	if (dnp->dn_pred != NULL) {
		int v = dt_cg_expr(cg, dnp->dn_pred);
		int r = dt_cg_vreg_get(cg, v, BPF_REG_1);

		dt_cg_vreg_free(cg, v);
		dt_cg_jmp_imm(cg, BPF_JEQ, r, 0, cg->lbl_next);
	}
	stmts(cg, dnp->dn_body, 0);
	if (cg->vdepth != 0)
		DT_BUG("clause left %d registers allocated", cg->vdepth);

	if (sc->sc_default)
		new_action(cg, DT_ACT_DEFAULT, 0);
	if (sc->sc_records) {
		uint32_t recsize = (uint32_t)DT_ALIGN(cg->recoff, 8);
		int ok = dt_cg_label(cg);

		if (sc->sc_speculates)
			dt_cg_spec_recsize(cg, recsize);
		/* header */
		rec_store_imm(cg, BPF_H, offsetof(dt_rechdr_t, dr_kind),
		    DT_REC_DATA);
		rec_store_imm(cg, BPF_W, offsetof(dt_rechdr_t, dr_clause),
		    sc->sc_index);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_PRID);
		rec_store(cg, BPF_W, offsetof(dt_rechdr_t, dr_probe),
		    BPF_REG_1);
		if (!sc->sc_speculates)
			rec_store_imm(cg, BPF_W, offsetof(dt_rechdr_t, dr_pad),
			    0);
		/*
		 * Wakeups: a wakeup per record (irq_work, then the
		 * consumer's context switch) costs more than the rest of
		 * a printf() clause, so records are batched
		 * (BPF_RB_NO_WAKEUP) and the consumer drains them at its
		 * switch rate, unless the CPU's buffer holds
		 * DT_GLOBAL_WAKEAT bytes or more.  Records with
		 * consumer-side actions (exit, printa, clear...) always
		 * wake it at once.
		 */
		dt_cg_ring_send(cg, BPF_REG_9, 0, 1, recsize,
		    clause_wakes(cg) ? DT_RINGWAKE_NOW : DT_RINGWAKE_FILL);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, ok);
		dt_cg_stat_incr(cg, DT_STAT_DROPS, ok);
		dt_cg_place(cg, ok);
		if (recsize > cg->rec_max)
			cg->rec_max = recsize;
		cl->cl_recsize = recsize;
		cl->cl_records = 1;
	}
	if (cg->nfaults == 0)
		goto done;
	dt_cg_ja(cg, cg->lbl_next);

	/* fault block: the variable part of SLOT_ERR is already filled */
	dt_cg_place(cg, cg->lbl_fault);
	if (cg->in_error) {
		/*
		 * A fault in an ERROR clause: DTrace reports no error for it
		 * (that could loop), it counts it, and the consumer says
		 * "N errors in ERROR probe enabling".
		 */
		int counted = dt_cg_label(cg);

		dt_cg_stat_incr(cg, DT_STAT_DBLERRORS, counted);
		dt_cg_place(cg, counted);
		goto done;
	}
	dt_cg_st_imm(cg, BPF_H, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_rechdr_t, dr_kind)), DT_REC_ERROR);
	dt_cg_st_imm(cg, BPF_W, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_rechdr_t, dr_clause)), sc->sc_index);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_PRID);
	dt_cg_stx(cg, BPF_W, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_rechdr_t, dr_probe)), BPF_REG_1);
	dt_cg_st_imm(cg, BPF_W, BPF_REG_10, (int16_t)(SLOT_ERR +
	    (int)offsetof(dt_rechdr_t, dr_pad)), 0);
	dt_cg_ring_send(cg, BPF_REG_10, SLOT_ERR, 0, sizeof(dt_recerr_t),
	    DT_RINGWAKE_ADAPT);
	error_clauses(cg);
done:
	dt_cg_place(cg, cg->lbl_next);

	/* the consumer-side description (identical in every program) */
	if (cl->cl_actions == NULL) {
		cl->cl_index = sc->sc_index;
		cl->cl_desc = sc->sc_desc;
		cl->cl_nactions = (int)cg->actions.len;
		cl->cl_actions = dt_arena_alloc(cg->ap, sizeof(dt_action_t) *
		    (cg->actions.len ? cg->actions.len : 1));
		for (i = 0; i < cg->actions.len; i++)
			cl->cl_actions[i] = DT_VEC_AT(&cg->actions,
			    dt_action_t, i);
	}
	dt_vec_release(&cg->actions);
	cg->clause = -1;
}

/* ------------------------------------ for the actions of codegen/act.c */

dt_action_t *
dt_cg_new_action(dt_cg_t *cg, dt_actkind_t k, int cond)
{
	return new_action(cg, k, cond);
}

uint32_t
dt_cg_rec_field(dt_cg_t *cg, uint32_t size, uint32_t align)
{
	return rec_field(cg, size, align);
}

void
dt_cg_rec_addr(dt_cg_t *cg, int reg, uint32_t off)
{
	rec_addr(cg, reg, off);
}

void
dt_cg_rec_store(dt_cg_t *cg, int size, uint32_t off, int reg)
{
	rec_store(cg, size, off, reg);
}

dt_recfield_t
dt_cg_record_value(dt_cg_t *cg, dt_node_t *e)
{
	return record_value(cg, e);
}

/*
 * act.c - code generation for the actions tracemem(), printm(), print(),
 * setopt(), freopen(), ftruncate(), system(), stop(), raise(),
 * copyout(), copyoutstr() and chill() (see cg.h; checks in compiler/act.c, the
 * consumer side in runtime/consume_act.c).
 *
 * Records: tracemem() records its bytes (and the dynamic size), print()
 * the pointer and the object's bytes plus a type description for the
 * consumer, setopt() its strings, freopen()/system() their printf
 * arguments, ftruncate() nothing but its presence.  stop() and raise()
 * signal the current process/thread from the probe (bpf_send_signal,
 * bpf_send_signal_thread) and copyout()/copyoutstr() write user memory
 * with bpf_probe_write_user; they record nothing, nor does chill()
 * (chill.c).  Every destructive action marks the program
 * (dp_destructive) so that the CLI refuses to enable it without -w.
 * The dt_cg_act_* generators at the end are named by the rows of
 * compiler/func.h.
 */
#include <signal.h>
#include <string.h>

#include "cg.h"

#define R0	BPF_REG_0
#define R1	BPF_REG_1
#define R2	BPF_REG_2
#define R3	BPF_REG_3
#define R9	BPF_REG_9

#define COPYOUT_MAX	1024	/* largest copyout() per call */

/* ----------------------------------------------- print()'s type description */

/* The type's name as Oracle's print() shows it. */
static const char *
ptype_name(dt_cg_t *cg, dt_type_t *t)
{
	const char *n = dt_type_name(&cg->sm->sm_types, t);

	if (strncmp(n, "struct (anon)", 13) == 0 ||
	    strncmp(n, "struct <anon>", 13) == 0)
		return "struct";
	if (strncmp(n, "union (anon)", 12) == 0 ||
	    strncmp(n, "union <anon>", 12) == 0)
		return "union";
	if (strncmp(n, "enum (anon)", 11) == 0 ||
	    strncmp(n, "enum <anon>", 11) == 0)
		return "enum";
	if (strcmp(n, "_Bool") == 0)
		return "bool";
	return n;
}

static const dt_ptype_t *
ptype(dt_cg_t *cg, dt_type_t *t0, int depth)
{
	dt_typetab_t *tt = &cg->sm->sm_types;
	dt_ptype_t *p = dt_arena_alloc(cg->ap, sizeof(*p));
	dt_type_t *t = dt_type_resolve(t0);
	dt_member_t *mb;
	dt_ptmember_t *pm;
	int n;

	p->py_name = ptype_name(cg, t0);
	p->py_size = t != NULL ? t->ty_size : 0;
	p->py_kind = DT_PT_OTHER;
	if (t == NULL || depth > 32)
		return p;
	switch (t->ty_kind) {
	case DT_TY_INT: {
		const char *bn = t->ty_name != NULL ? t->ty_name : "";

		p->py_signed = t->ty_signed;
		if (t == tt->tt_bool || strcmp(bn, "_Bool") == 0)
			p->py_kind = DT_PT_BOOL;
		else if (t->ty_size == 1 && (strcmp(bn, "char") == 0 ||
		    strcmp(bn, "signed char") == 0))
			p->py_kind = DT_PT_CHAR;
		else
			p->py_kind = DT_PT_INT;
		break;
	}
	case DT_TY_FLOAT:
		p->py_kind = DT_PT_FLOAT;
		break;
	case DT_TY_PTR:
	case DT_TY_FUNC:
		p->py_kind = DT_PT_PTR;
		p->py_size = 8;
		break;
	case DT_TY_STRING:
		p->py_kind = DT_PT_ARRAY;
		p->py_elem = ptype(cg, tt->tt_char, depth + 1);
		p->py_nelems = t->ty_size;
		break;
	case DT_TY_ARRAY:
		p->py_kind = DT_PT_ARRAY;
		p->py_elem = ptype(cg, t->ty_base, depth + 1);
		p->py_nelems = t->ty_nelems;
		break;
	case DT_TY_ENUM:
		dt_btf_enumerators(tt, t);
		p->py_kind = DT_PT_ENUM;
		p->py_signed = 1;
		for (n = 0, mb = t->ty_members; mb != NULL; mb = mb->mb_next)
			n++;
		pm = dt_arena_alloc(cg->ap, sizeof(*pm) * (size_t)(n ? n : 1));
		for (n = 0, mb = t->ty_members; mb != NULL; mb = mb->mb_next) {
			pm[n].pm_name = mb->mb_name;
			pm[n].pm_value = (int32_t)mb->mb_off;
			n++;
		}
		p->py_members = pm;
		p->py_nmembers = n;
		break;
	case DT_TY_STRUCT:
	case DT_TY_UNION:
		dt_btf_members(tt, t);
		p->py_kind = t->ty_kind == DT_TY_STRUCT ? DT_PT_STRUCT :
		    DT_PT_UNION;
		for (n = 0, mb = t->ty_members; mb != NULL; mb = mb->mb_next)
			n++;
		pm = dt_arena_alloc(cg->ap, sizeof(*pm) * (size_t)(n ? n : 1));
		for (n = 0, mb = t->ty_members; mb != NULL; mb = mb->mb_next) {
			pm[n].pm_name = mb->mb_name != NULL ? mb->mb_name : "";
			pm[n].pm_type = ptype(cg, mb->mb_type, depth + 1);
			pm[n].pm_off = mb->mb_off;
			pm[n].pm_bits = mb->mb_bits;
			pm[n].pm_bitoff = mb->mb_bitoff;
			n++;
		}
		p->py_members = pm;
		p->py_nmembers = n;
		break;
	default:
		break;
	}
	return p;
}

/* ------------------------------------------------------------ actions */

static void
set_fields(dt_cg_t *cg, dt_vec_t *fields)
{
	dt_action_t *ap = &DT_VEC_AT(&cg->actions, dt_action_t,
	    cg->actions.len - 1);

	ap->ac_nfields = (int)fields->len;
	ap->ac_fields = dt_arena_alloc(cg->ap,
	    sizeof(dt_recfield_t) * (fields->len ? fields->len : 1));
	if (fields->len)
		memcpy(ap->ac_fields, fields->data,
		    sizeof(dt_recfield_t) * fields->len);
}

/*
 * Read 'size' bytes (constant) from the address in virtual register 'v'
 * into the record at 'off'; a failed read is an invalid address fault.
 */
static void
read_into_record(dt_cg_t *cg, int v, uint32_t off, uint32_t size, int user)
{
	int ok = dt_cg_label(cg);
	int r = dt_cg_vreg_get(cg, v, R3);

	if (r != R3)
		dt_cg_alu_reg(cg, BPF_MOV, R3, r);
	dt_cg_rec_addr(cg, R1, off);
	dt_cg_mov_imm(cg, R2, size);
	dt_cg_call(cg, user ? BPF_FUNC_probe_read_user :
	    BPF_FUNC_probe_read_kernel);
	dt_cg_jmp_imm(cg, BPF_JEQ, R0, 0, ok);
	r = dt_cg_vreg_get(cg, v, R1);
	if (r != R1)
		dt_cg_alu_reg(cg, BPF_MOV, R1, r);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, R1);
	dt_cg_place(cg, ok);
}

/* The 16 bytes at the address in virtual register 'v' to r9 + 'off'. */
static void
read_pair(dt_cg_t *cg, int v, uint32_t off)
{
	int ok = dt_cg_label(cg);
	int r = dt_cg_vreg_get(cg, v, R3);

	if (r != R3)
		dt_cg_alu_reg(cg, BPF_MOV, R3, r);
	dt_cg_alu_reg(cg, BPF_MOV, R1, R9);
	dt_cg_alu_imm(cg, BPF_ADD, R1, (int32_t)off);
	dt_cg_mov_imm(cg, R2, 16);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_jmp_imm(cg, BPF_JEQ, R0, 0, ok);
	r = dt_cg_vreg_get(cg, v, R1);
	if (r != R1)
		dt_cg_alu_reg(cg, BPF_MOV, R1, r);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, R1);
	dt_cg_place(cg, ok);
}

dt_recfield_t
dt_cg_record_bytes(dt_cg_t *cg, dt_node_t *e)
{
	dt_recfield_t rf;
	int v;

	memset(&rf, 0, sizeof(rf));
	rf.rf_kind = DT_RK_BYTES;
	rf.rf_size = dt_type_resolve(e->dn_type)->ty_size;
	rf.rf_pftype.pt_kind = DT_PF_OTHER;
	rf.rf_pftype.pt_size = (int)rf.rf_size;
	rf.rf_pftype.pt_name = dt_type_name(&cg->sm->sm_types, e->dn_type);
	rf.rf_off = dt_cg_rec_field(cg, (uint32_t)DT_ALIGN(rf.rf_size, 8), 8);
	/* the object's own bytes when it is in memory, else a copy */
	v = dt_cg_objval_addr(cg, e);
	read_into_record(cg, v, rf.rf_off, rf.rf_size, 0);
	dt_cg_vreg_free(cg, v);
	return rf;
}

/* tracemem(addr, nbytes[, dynsize]) */
static void
act_tracemem(dt_cg_t *cg, dt_node_t *call, dt_vec_t *fields)
{
	dt_node_t *addr = call->dn_args, *size = addr->dn_next;
	dt_recfield_t rf;
	int v;

	memset(&rf, 0, sizeof(rf));
	rf.rf_kind = DT_RK_BYTES;
	rf.rf_size = (uint32_t)size->dn_int;
	rf.rf_pftype.pt_kind = DT_PF_OTHER;
	rf.rf_pftype.pt_size = (int)rf.rf_size;
	rf.rf_off = dt_cg_rec_field(cg, (uint32_t)DT_ALIGN(rf.rf_size, 8), 8);
	v = dt_cg_expr(cg, addr);
	read_into_record(cg, v, rf.rf_off, rf.rf_size, 0);
	dt_cg_vreg_free(cg, v);
	DT_VEC_PUSH(fields, dt_recfield_t, rf);
	if (size->dn_next != NULL)
		DT_VEC_PUSH(fields, dt_recfield_t,
		    dt_cg_record_value(cg, size->dn_next));
}

/*
 * printm(size, m): what tracemem(m[0], size, m[1]) records, m being a
 * memref() (a pointer to { address, length }); the consumer prints it as
 * tracemem()'s.
 */
static void
act_printm(dt_cg_t *cg, dt_node_t *call, dt_vec_t *fields)
{
	dt_node_t *size = call->dn_args;
	uint32_t pair = dt_cg_scratch(cg, 16);
	dt_recfield_t rf, df;
	int v;

	memset(&rf, 0, sizeof(rf));
	rf.rf_kind = DT_RK_BYTES;
	rf.rf_size = (uint32_t)size->dn_int;
	rf.rf_pftype.pt_kind = DT_PF_OTHER;
	rf.rf_pftype.pt_size = (int)rf.rf_size;
	rf.rf_off = dt_cg_rec_field(cg, (uint32_t)DT_ALIGN(rf.rf_size, 8), 8);
	memset(&df, 0, sizeof(df));
	df.rf_kind = DT_RK_INT;
	df.rf_size = 8;
	df.rf_pftype.pt_kind = DT_PF_INT;
	df.rf_pftype.pt_size = 8;
	df.rf_off = dt_cg_rec_field(cg, 8, 8);
	/* the pair into scratch: an unreadable memref faults */
	v = dt_cg_expr(cg, size->dn_next);
	read_pair(cg, v, pair);
	dt_cg_vreg_free(cg, v);
	dt_cg_ldx(cg, BPF_DW, R1, R9, (int16_t)(pair + 8));
	dt_cg_rec_store(cg, 8, df.rf_off, R1);
	v = dt_cg_vreg_alloc(cg);
	dt_cg_ldx(cg, BPF_DW, R1, R9, (int16_t)pair);
	dt_cg_vreg_set(cg, v, R1);
	read_into_record(cg, v, rf.rf_off, rf.rf_size, 0);
	dt_cg_vreg_free(cg, v);
	DT_VEC_PUSH(fields, dt_recfield_t, rf);
	DT_VEC_PUSH(fields, dt_recfield_t, df);
}

/* print(ptr): the pointer, then the object it points to. */
static void
act_print(dt_cg_t *cg, dt_node_t *call, dt_vec_t *fields)
{
	dt_type_t *pt = dt_type_resolve(call->dn_args->dn_type);
	dt_type_t *ot = pt->ty_base;
	dt_action_t *ap;
	dt_recfield_t pf, of;
	int v, r;

	ap = &DT_VEC_AT(&cg->actions, dt_action_t, cg->actions.len - 1);
	ap->ac_ptype = ptype(cg, ot, 0);
	memset(&pf, 0, sizeof(pf));
	pf.rf_kind = DT_RK_INT;
	pf.rf_size = 8;
	pf.rf_pftype.pt_kind = DT_PF_PTR;
	pf.rf_pftype.pt_size = 8;
	pf.rf_off = dt_cg_rec_field(cg, 8, 8);
	memset(&of, 0, sizeof(of));
	of.rf_kind = DT_RK_BYTES;
	of.rf_size = dt_type_resolve(ot)->ty_size;
	of.rf_pftype.pt_kind = DT_PF_OTHER;
	of.rf_pftype.pt_size = (int)of.rf_size;
	of.rf_off = dt_cg_rec_field(cg, (uint32_t)DT_ALIGN(of.rf_size, 8), 8);
	v = dt_cg_expr(cg, call->dn_args);
	r = dt_cg_vreg_get(cg, v, R1);
	dt_cg_rec_store(cg, BPF_DW, pf.rf_off, r);
	read_into_record(cg, v, of.rf_off, of.rf_size, pt->ty_user);
	dt_cg_vreg_free(cg, v);
	DT_VEC_PUSH(fields, dt_recfield_t, pf);
	DT_VEC_PUSH(fields, dt_recfield_t, of);
}

/* raise(sig): bpf_send_signal_thread; a bad signal is illegal. */
static void
act_raise(dt_cg_t *cg, dt_node_t *call)
{
	int v = dt_cg_expr(cg, call->dn_args), bad = dt_cg_label(cg);
	int ok = dt_cg_label(cg);
	int r = dt_cg_vreg_get(cg, v, R1);

	if (r != R1)
		dt_cg_alu_reg(cg, BPF_MOV, R1, r);
	dt_cg_vreg_free(cg, v);
	dt_cg_jmp_imm(cg, BPF_JSLT, R1, 1, bad);
	dt_cg_jmp_imm(cg, BPF_JSLE, R1, 64, ok);
	dt_cg_place(cg, bad);
	dt_cg_fault(cg, DTRACEFLT_ILLOP, -1);
	dt_cg_place(cg, ok);
	dt_cg_call(cg, BPF_FUNC_send_signal_thread);
}

/*
 * copyout(buf, uaddr, n) / copyoutstr(str, uaddr, n): the source is
 * first copied into scratch (the helper wants memory the verifier knows),
 * then written with bpf_probe_write_user.  copyout() of more than
 * COPYOUT_MAX bytes is an illegal operation; copyoutstr() copies the
 * string and its NUL, at most n bytes (the string's capacity at most).
 */
static void
act_copyout(dt_cg_t *cg, dt_node_t *call, int str)
{
	dt_node_t *src = call->dn_args, *dst = src->dn_next, *len = dst->dn_next;
	uint32_t max = str ? (dt_sema_strcap(src) ? dt_sema_strcap(src) :
	    cg->sm->sm_strsize) : COPYOUT_MAX;
	uint32_t buf, lenv;
	int vs, vd, vn, r, done = dt_cg_label(cg), ok = dt_cg_label(cg);
	int good = dt_cg_label(cg), wrote = dt_cg_label(cg);

	dt_cg_need_scratch(cg);
	buf = dt_cg_scratch(cg, max);
	lenv = dt_cg_scratch(cg, 8);
	vs = dt_cg_expr(cg, src);
	vd = dt_cg_expr(cg, dst);
	vn = dt_cg_expr(cg, len);
	r = dt_cg_vreg_get(cg, vn, R2);
	if (r != R2)
		dt_cg_alu_reg(cg, BPF_MOV, R2, r);
	dt_cg_jmp_imm(cg, BPF_JEQ, R2, 0, done);
	if (str) {
		dt_cg_jmp_imm(cg, BPF_JLE, R2, (int32_t)max, ok);
		dt_cg_mov_imm(cg, R2, max);
	} else {
		dt_cg_jmp_imm(cg, BPF_JLE, R2, (int32_t)max, ok);
		dt_cg_fault(cg, DTRACEFLT_ILLOP, -1);
	}
	dt_cg_place(cg, ok);
	/* r1 = scratch buffer, r2 = size (1..max), r3 = source */
	r = dt_cg_vreg_get(cg, vs, R3);
	if (r != R3)
		dt_cg_alu_reg(cg, BPF_MOV, R3, r);
	dt_cg_alu_reg(cg, BPF_MOV, R1, R9);
	dt_cg_alu_imm(cg, BPF_ADD, R1, (int32_t)buf);
	dt_cg_call(cg, str ? BPF_FUNC_probe_read_kernel_str :
	    BPF_FUNC_probe_read_kernel);
	if (str) {
		/* r0 = bytes copied with the NUL */
		dt_cg_jmp_imm(cg, BPF_JSGT, R0, 0, good);
	} else {
		dt_cg_jmp_imm(cg, BPF_JEQ, R0, 0, good);
	}
	r = dt_cg_vreg_get(cg, vs, R1);
	if (r != R1)
		dt_cg_alu_reg(cg, BPF_MOV, R1, r);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, R1);
	dt_cg_place(cg, good);
	if (str) {
		dt_cg_alu_reg(cg, BPF_MOV, R3, R0);
	} else {
		r = dt_cg_vreg_get(cg, vn, R3);
		if (r != R3)
			dt_cg_alu_reg(cg, BPF_MOV, R3, r);
	}
	/* the size again, bounded for the verifier */
	{
		int in = dt_cg_label(cg);

		dt_cg_jmp_imm(cg, BPF_JLE, R3, (int32_t)max, in);
		dt_cg_mov_imm(cg, R3, max);
		dt_cg_place(cg, in);
		dt_cg_jmp_imm(cg, BPF_JEQ, R3, 0, done);
	}
	dt_cg_stx(cg, BPF_DW, R9, (int16_t)lenv, R3);
	r = dt_cg_vreg_get(cg, vd, R1);
	if (r != R1)
		dt_cg_alu_reg(cg, BPF_MOV, R1, r);
	dt_cg_alu_reg(cg, BPF_MOV, R2, R9);
	dt_cg_alu_imm(cg, BPF_ADD, R2, (int32_t)buf);
	dt_cg_call(cg, BPF_FUNC_probe_write_user);
	dt_cg_jmp_imm(cg, BPF_JEQ, R0, 0, wrote);
	r = dt_cg_vreg_get(cg, vd, R1);
	if (r != R1)
		dt_cg_alu_reg(cg, BPF_MOV, R1, r);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, R1);
	dt_cg_place(cg, wrote);
	dt_cg_place(cg, done);
	dt_cg_vreg_free(cg, vn);
	dt_cg_vreg_free(cg, vd);
	dt_cg_vreg_free(cg, vs);
}

/* ------------------------------------------------------ the generators */

/*
 * An action of kind 'k' whose fields 'fill' records (the generators of
 * compiler/func.h rows, see cg.h).
 */
static int
record_action(dt_cg_t *cg, dt_node_t *call, int cond, dt_actkind_t k,
    void (*fill)(dt_cg_t *, dt_node_t *, dt_vec_t *))
{
	dt_vec_t fields;

	dt_vec_init(&fields, sizeof(dt_recfield_t));
	dt_cg_new_action(cg, k, cond);
	if (fill != NULL)
		fill(cg, call, &fields);
	set_fields(cg, &fields);
	dt_vec_release(&fields);
	return -1;
}

int
dt_cg_act_tracemem(dt_cg_t *cg, dt_node_t *call, int cond)
{
	dt_cg_need_scratch(cg);
	return record_action(cg, call, cond, DT_ACT_TRACEMEM, act_tracemem);
}

int
dt_cg_act_printm(dt_cg_t *cg, dt_node_t *call, int cond)
{
	dt_cg_need_scratch(cg);
	return record_action(cg, call, cond, DT_ACT_TRACEMEM, act_printm);
}

int
dt_cg_act_print(dt_cg_t *cg, dt_node_t *call, int cond)
{
	dt_cg_need_scratch(cg);
	return record_action(cg, call, cond, DT_ACT_PRINT, act_print);
}

/* the arguments from 'a' on, each a field */
static void
args_from(dt_cg_t *cg, dt_node_t *a, dt_vec_t *fields)
{
	for (; a != NULL; a = a->dn_next)
		DT_VEC_PUSH(fields, dt_recfield_t, dt_cg_record_value(cg, a));
}

static void
act_setopt(dt_cg_t *cg, dt_node_t *call, dt_vec_t *fields)
{
	args_from(cg, call->dn_args, fields);
}

int
dt_cg_act_setopt(dt_cg_t *cg, dt_node_t *call, int cond)
{
	return record_action(cg, call, cond, DT_ACT_SETOPT, act_setopt);
}

/* freopen(), system(): a printf() format and its arguments */
int
dt_cg_act_system(dt_cg_t *cg, dt_node_t *call, int cond)
{
	dt_action_t *ap = dt_cg_new_action(cg, (dt_actkind_t)dt_func_def(
	    call->dn_ident->id_func)->fd_rec, cond);
	dt_vec_t fields;

	ap->ac_fmt = call->dn_aux;
	cg->dp->dp_destructive = 1;
	dt_vec_init(&fields, sizeof(dt_recfield_t));
	args_from(cg, call->dn_args->dn_next, &fields);
	set_fields(cg, &fields);
	dt_vec_release(&fields);
	return -1;
}

int
dt_cg_act_ftruncate(dt_cg_t *cg, dt_node_t *call, int cond)
{
	return record_action(cg, call, cond, DT_ACT_FTRUNCATE, NULL);
}

int
dt_cg_act_stop(dt_cg_t *cg, dt_node_t *call, int cond)
{
	cg->dp->dp_destructive = 1;
	dt_cg_mov_imm(cg, R1, SIGSTOP);
	dt_cg_call(cg, BPF_FUNC_send_signal);
	return -1;
}

int
dt_cg_act_raise(dt_cg_t *cg, dt_node_t *call, int cond)
{
	cg->dp->dp_destructive = 1;
	act_raise(cg, call);
	return -1;
}

/* copyout(), copyoutstr() */
int
dt_cg_act_copyout(dt_cg_t *cg, dt_node_t *call, int cond)
{
	cg->dp->dp_destructive = 1;
	act_copyout(cg, call, call->dn_ident->id_func == DT_F_COPYOUTSTR);
	return -1;
}

/*
 * objvar.c - D variables holding struct, union or array values
 * ("objects"): globals, thread-locals (self->), clause-locals (this->)
 * and associative array elements.
 *
 * Where they live:
 *  - globals in the globals map value (DT_GLOBAL_VARS + id_off);
 *  - clause-locals in the per-CPU scratch area (SCR_THIS + id_off);
 *  - thread-locals and associative array elements in the variable's own
 *    hash map (dt_cg_map_of()), the element holding the whole object.
 *
 * The "address" of such a variable is a pointer to its bytes; members
 * and array elements are reached from it (expr.c's addr_of()) and read
 * with bpf_probe_read_kernel, or stored through it directly.  A missing
 * dynamic element reads as zeros: its address is then the zero region
 * at the start of the string table, which dt_cg_objvar_zsize() makes
 * large enough.  A store creates the element first (zero-filled, from
 * that same region); when its map is full the store is dropped and
 * counted as a dynamic variable drop, as DTrace does when dynvarsize is
 * exhausted.
 *
 * Whole-object assignment copies the bytes from the source's address
 * (any memory object, such as *curthread or *(struct foo *)copyin(...),
 * or another object variable) with bpf_probe_read_kernel; an unreadable
 * source is an invalid address fault.  Storing the literal 0 into a
 * thread-local or associative array element of object type deletes it
 * (Oracle DTrace's rule: assigning 0 deletes whatever the type).
 */
#include "cg.h"

static uint32_t
obj_size(dt_ident_t *idp)
{
	return dt_type_resolve(idp->id_type)->ty_size;
}

static void
key_ptr(dt_cg_t *cg, int reg, int32_t keyoff)
{
	if (keyoff < 0) {
		dt_cg_alu_reg(cg, BPF_MOV, reg, BPF_REG_10);
		dt_cg_alu_imm(cg, BPF_ADD, reg, SLOT_KEY);
	} else {
		dt_cg_alu_reg(cg, BPF_MOV, reg, BPF_REG_9);
		dt_cg_alu_imm(cg, BPF_ADD, reg, keyoff);
	}
}

/*
 * Put the key of dynamic variable 'dnp' (self: the thread ID at
 * SLOT_KEY; associative: the keys in scratch) and leave r1 = map,
 * r2 = key pointer; returns the scratch offset of the key, or -1.
 */
static int32_t
dyn_key(dt_cg_t *cg, dt_node_t *dnp, dt_ident_t *idp, int map)
{
	int32_t keyoff = -1;

	if (idp->id_kind == DT_ID_SELF) {
		dt_cg_pid_tgid(cg);
		dt_cg_normalize(cg, BPF_REG_0, cg->sm->sm_types.tt_uint);
		dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_KEY, BPF_REG_0);
	} else {
		uint32_t ks = dt_cg_keylayout(cg, idp);

		keyoff = (int32_t)dt_cg_scratch(cg, ks);
		dt_cg_store_key(cg, dnp->dn_args, idp, BPF_REG_9,
		    (uint32_t)keyoff);
	}
	dt_cg_ld_map(cg, BPF_REG_1, map);
	key_ptr(cg, BPF_REG_2, keyoff);
	return keyoff;
}

/* Count one dynamic variable drop (clobbers r0-r5). */
static void
count_dyndrop(dt_cg_t *cg)
{
	int done = dt_cg_label(cg);

	dt_cg_st_imm(cg, BPF_W, BPF_REG_10, SLOT_VAL, 0);
	dt_cg_ld_map(cg, BPF_REG_1, DT_MAP_STATS);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, SLOT_VAL);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, done);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, 8 * DT_STAT_DYNDROPS);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 1);
	dt_cg_stx(cg, BPF_DW, BPF_REG_0, 8 * DT_STAT_DYNDROPS, BPF_REG_1);
	dt_cg_place(cg, done);
}

static void
check_size(dt_cg_t *cg, dt_ident_t *idp)
{
	uint32_t size = obj_size(idp);

	if (size == 0)
		dt_cg_error(cg, "%s%s has an incomplete type: %s",
		    idp->id_kind == DT_ID_SELF ? "self->" :
		    idp->id_kind == DT_ID_THIS ? "this->" : "", idp->id_name,
		    dt_type_name(&cg->sm->sm_types, idp->id_type));
}

int
dt_cg_objvar_addr(dt_cg_t *cg, dt_node_t *dnp, int skip)
{
	dt_ident_t *idp = dnp->dn_ident;
	int v = dt_cg_vreg_alloc(cg), r = dt_cg_vreg_phys(cg, v);
	int map, have;
	int32_t keyoff;

	if (r < 0)
		r = BPF_REG_0;
	check_size(cg, idp);
	switch (idp->id_kind) {
	case DT_ID_GLOBAL:
		dt_cg_ld_mapval(cg, r, DT_MAP_GLOBALS,
		    DT_GLOBAL_VARS + idp->id_off);
		dt_cg_vreg_set(cg, v, r);
		return v;
	case DT_ID_THIS:
		dt_cg_need_scratch(cg);
		dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_9);
		dt_cg_alu_imm(cg, BPF_ADD, r, (int32_t)(SCR_THIS + idp->id_off));
		dt_cg_vreg_set(cg, v, r);
		return v;
	case DT_ID_SELF:
	case DT_ID_ARRAY:
		break;
	default:
		DT_BUG("objvar kind %d", idp->id_kind);
	}
	map = dt_cg_map_of(cg, idp);
	have = dt_cg_label(cg);
	keyoff = dyn_key(cg, dnp, idp, map);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, have);
	if (skip < 0) {
		/* absent: reads as zeros */
		dt_cg_ld_mapval(cg, BPF_REG_0, DT_MAP_STRTAB, 0);
		dt_cg_ja(cg, have);
	} else {
		/* absent: create it zero-filled, then find it */
		dt_cg_ld_map(cg, BPF_REG_1, map);
		key_ptr(cg, BPF_REG_2, keyoff);
		dt_cg_ld_mapval(cg, BPF_REG_3, DT_MAP_STRTAB, 0);
		dt_cg_mov_imm(cg, BPF_REG_4, BPF_NOEXIST);
		dt_cg_call(cg, BPF_FUNC_map_update_elem);
		dt_cg_ld_map(cg, BPF_REG_1, map);
		key_ptr(cg, BPF_REG_2, keyoff);
		dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
		dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, have);
		/* no room: the store is dropped */
		count_dyndrop(cg);
		dt_cg_ja(cg, skip);
	}
	dt_cg_place(cg, have);
	dt_cg_vreg_set(cg, v, BPF_REG_0);
	return v;
}

void
dt_cg_objvar_delete(dt_cg_t *cg, dt_node_t *lv)
{
	dt_ident_t *idp = lv->dn_ident;

	(void)dyn_key(cg, lv, idp, dt_cg_map_of(cg, idp));
	dt_cg_call(cg, BPF_FUNC_map_delete_elem);
}

void
dt_cg_objcopy(dt_cg_t *cg, int dst, int src, uint32_t size)
{
	int ok = dt_cg_label(cg), r;

	r = dt_cg_vreg_get(cg, src, BPF_REG_3);
	if (r != BPF_REG_3)
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, r);
	r = dt_cg_vreg_get(cg, dst, BPF_REG_1);
	if (r != BPF_REG_1)
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, r);
	dt_cg_mov_imm(cg, BPF_REG_2, size);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, ok);
	r = dt_cg_vreg_get(cg, src, BPF_REG_3);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, r);
	dt_cg_place(cg, ok);
}

uint32_t
dt_cg_objvar_zsize(dt_sema_t *sm)
{
	uint32_t z = 0;
	size_t i;

	for (i = 0; i < sm->sm_idents.len; i++) {
		dt_ident_t *idp = DT_VEC_AT(&sm->sm_idents, dt_ident_t *, i);

		if ((idp->id_kind == DT_ID_SELF ||
		    idp->id_kind == DT_ID_ARRAY) && idp->id_type != NULL &&
		    dt_sema_is_objtype(idp->id_type) &&
		    obj_size(idp) > z)
			z = obj_size(idp);
	}
	return (uint32_t)DT_ALIGN(z, 8);
}

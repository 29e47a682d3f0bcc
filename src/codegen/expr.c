/*
 * expr.c - code generation for D expressions (see cg.h).  Every
 * expression evaluates into a virtual register: integers as 64-bit values
 * normalised to their type's size and sign, strings as a pointer to
 * NUL-terminated bytes inside a map value (string table, globals,
 * scratch), readable up to the type's capacity rounded up to 8.
 */
#include <string.h>

#include "cg.h"

static int expr(dt_cg_t *cg, dt_node_t *dnp);
static int stringof_code(dt_cg_t *cg, dt_node_t *op);

/* Register to compute 'v' into: its own, or r0 when spilled. */
static int
dreg(dt_cg_t *cg, int v)
{
	int r = dt_cg_vreg_phys(cg, v);

	return r >= 0 ? r : BPF_REG_0;
}

static void
commit(dt_cg_t *cg, int v, int r)
{
	dt_cg_vreg_set(cg, v, r);
}

/* ------------------------------------------------------------- faults */

/*
 * Record a run-time fault of kind 'fault' (address in 'addr_reg', or -1)
 * and abandon the clause: fills the error record's variable part and
 * jumps to the clause's fault block (stmt.c), which sends it.
 */
void
dt_cg_fault(dt_cg_t *cg, int fault, int addr_reg)
{
	int pc = (int)cg->insns.len;

	dt_cg_st_imm(cg, BPF_W, BPF_REG_10,
	    (int16_t)(SLOT_ERR + (int)offsetof(dt_recerr_t, de_where)), cg->action);
	dt_cg_st_imm(cg, BPF_W, BPF_REG_10,
	    (int16_t)(SLOT_ERR + (int)offsetof(dt_recerr_t, de_pc)), pc);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_10,
	    (int16_t)(SLOT_ERR + (int)offsetof(dt_recerr_t, de_fault)), fault);
	if (addr_reg >= 0)
		dt_cg_stx(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ERR + (int)offsetof(dt_recerr_t, de_addr)), addr_reg);
	else
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ERR + (int)offsetof(dt_recerr_t, de_addr)), 0);
	dt_cg_ja(cg, cg->lbl_fault);
	cg->nfaults++;
}

/* if (reg op imm) fault */
void
dt_cg_fault_if(dt_cg_t *cg, int op, int reg, int32_t imm, int fault,
    int addr_reg)
{
	int ok = dt_cg_label(cg);

	/* invert: jump over the fault when the condition does not hold */
	switch (op) {
	case BPF_JEQ:
		dt_cg_jmp_imm(cg, BPF_JNE, reg, imm, ok);
		break;
	case BPF_JNE:
		dt_cg_jmp_imm(cg, BPF_JEQ, reg, imm, ok);
		break;
	case BPF_JSLT:
		dt_cg_jmp_imm(cg, BPF_JSGE, reg, imm, ok);
		break;
	default:
		DT_BUG("fault_if op %d", op);
	}
	dt_cg_fault(cg, fault, addr_reg);
	dt_cg_place(cg, ok);
}

/* ------------------------------------------------------------ strings */

/*
 * Copy a string from 'src' (capacity 'srccap') to dst+dstoff (capacity
 * 'dstcap'), truncating with a NUL when it does not fit.  Uses r0 only;
 * 'src' and 'dst' are preserved.  Bytes after the NUL are copied as they
 * are (they may be garbage).
 */
void
dt_cg_strcopy(dt_cg_t *cg, int dst, int16_t dstoff, int src,
    uint32_t dstcap, uint32_t srccap)
{
	uint32_t n = (uint32_t)DT_ALIGN(srccap, 8), i;
	uint32_t dcap8 = (uint32_t)(dstcap & ~7u);

	if (n > dcap8)
		n = dcap8;
	for (i = 0; i < n; i += 8) {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_0, src, (int16_t)i);
		dt_cg_stx(cg, BPF_DW, dst, (int16_t)(dstoff + (int)i),
		    BPF_REG_0);
	}
	for (; i < dstcap && i < srccap; i++) {
		dt_cg_ldx(cg, BPF_B, BPF_REG_0, src, (int16_t)i);
		dt_cg_stx(cg, BPF_B, dst, (int16_t)(dstoff + (int)i),
		    BPF_REG_0);
	}
	if (srccap > dstcap)
		dt_cg_st_imm(cg, BPF_B, dst, (int16_t)(dstoff + dstcap - 1), 0);
	else if (srccap < dstcap)
		/* a char array may fill its capacity without a NUL */
		dt_cg_st_imm(cg, BPF_B, dst, (int16_t)(dstoff + srccap), 0);
}

/* A new scratch temporary holding a copy of string 'v'; returns offset. */
static uint32_t
str_to_temp(dt_cg_t *cg, int v, uint32_t srccap, uint32_t cap)
{
	uint32_t off = dt_cg_scratch(cg, cap);
	int r = dt_cg_vreg_get(cg, v, BPF_REG_1);

	dt_cg_strcopy(cg, BPF_REG_9, (int16_t)off, r, cap, srccap);
	return off;
}

/*
 * Compare strings in vregs a and b (capacity 'cap' each at least),
 * leaving <0, 0, >0 in vreg a.
 */
static void
strcmp_code(dt_cg_t *cg, int a, int b, uint32_t cap)
{
	int loop = dt_cg_label(cg), diff = dt_cg_label(cg);
	int eq = dt_cg_label(cg), end = dt_cg_label(cg);
	int ra = dt_cg_vreg_get(cg, a, BPF_REG_1);
	int rb = dt_cg_vreg_get(cg, b, BPF_REG_2);

	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, ra);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, rb);
	dt_cg_mov_imm(cg, BPF_REG_3, 0);
	dt_cg_place(cg, loop);
	dt_cg_jmp_imm(cg, BPF_JGE, BPF_REG_3, (int32_t)cap, eq);
	dt_cg_ldx(cg, BPF_B, BPF_REG_4, BPF_REG_1, 0);
	dt_cg_ldx(cg, BPF_B, BPF_REG_5, BPF_REG_2, 0);
	dt_cg_jmp_reg(cg, BPF_JNE, BPF_REG_4, BPF_REG_5, diff);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_4, 0, eq);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 1);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, 1);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, 1);
	dt_cg_ja(cg, loop);
	dt_cg_place(cg, diff);
	dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_4, BPF_REG_5);
	commit(cg, a, BPF_REG_4);
	dt_cg_ja(cg, end);
	dt_cg_place(cg, eq);
	dt_cg_mov_imm(cg, BPF_REG_4, 0);
	commit(cg, a, BPF_REG_4);
	dt_cg_place(cg, end);
}

/* strlen of string in vreg v (capacity cap) into v. */
static void
strlen_code(dt_cg_t *cg, int v, uint32_t cap)
{
	int loop = dt_cg_label(cg), done = dt_cg_label(cg);
	int r = dt_cg_vreg_get(cg, v, BPF_REG_1);

	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, r);
	dt_cg_mov_imm(cg, BPF_REG_3, 0);
	dt_cg_place(cg, loop);
	dt_cg_jmp_imm(cg, BPF_JGE, BPF_REG_3, (int32_t)cap, done);
	dt_cg_ldx(cg, BPF_B, BPF_REG_4, BPF_REG_1, 0);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_4, 0, done);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 1);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, 1);
	dt_cg_ja(cg, loop);
	dt_cg_place(cg, done);
	commit(cg, v, BPF_REG_3);
}

/* ----------------------------------------------------------- builtins */

/* The probe that fires this clause if there is exactly one, else NULL. */
static const dt_probe_t *
single_probe(dt_cg_t *cg)
{
	return cg->probe1;
}

/* Pointer to field 'field' (0 prov, 1 mod, 2 func, 3 name) of the probe. */
void
dt_cg_probe_field(dt_cg_t *cg, int v, int field)
{
	const dt_probe_t *prp = single_probe(cg);
	static const int16_t off[4] = { 0, 64, 128, 256 };
	static const uint32_t fcap[4] = { 64, 64, 128, 64 };
	int map, bad = dt_cg_label(cg), ok = dt_cg_label(cg);

	uint32_t strsize = cg->sm->sm_strsize;

	if (prp != NULL) {
		const char *f[4] = { prp->pr_prov, prp->pr_mod, prp->pr_func,
		    prp->pr_name };
		size_t n = strlen(f[field]);

		/* cut to strsize - 1 characters, as every string */
		if (n > strsize - 1)
			n = strsize - 1;
		dt_cg_ld_mapval(cg, dreg(cg, v), DT_MAP_STRTAB,
		    dt_cg_strtab_add(cg, f[field], n));
		commit(cg, v, dreg(cg, v));
		return;
	}
	map = dt_cg_need_probemap(cg);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_PRID);
	dt_cg_stx(cg, BPF_W, BPF_REG_10, SLOT_KEY, BPF_REG_1);
	dt_cg_lookup_slot(cg, map);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, bad);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_0, off[field]);
	if (strsize < fcap[field]) {
		/* a copy cut to strsize - 1 characters */
		uint32_t tmp = dt_cg_scratch(cg, strsize);

		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_0);
		dt_cg_strcopy(cg, BPF_REG_9, (int16_t)tmp, BPF_REG_1, strsize,
		    fcap[field]);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_0, BPF_REG_9);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_0, (int32_t)tmp);
	}
	commit(cg, v, BPF_REG_0);
	dt_cg_ja(cg, ok);
	dt_cg_place(cg, bad);
	dt_cg_fault(cg, DTRACEFLT_ILLOP, -1);
	dt_cg_place(cg, ok);
}

void
dt_cg_pid_tgid(dt_cg_t *cg)
{
	int have = dt_cg_label(cg);

	dt_cg_ldx(cg, BPF_DW, BPF_REG_0, BPF_REG_10, SLOT_PIDTGID);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, have);
	dt_cg_call(cg, BPF_FUNC_get_current_pid_tgid);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_PIDTGID, BPF_REG_0);
	dt_cg_place(cg, have);
}

static void
get_timestamp(dt_cg_t *cg, int r)
{
	int have = dt_cg_label(cg);

	dt_cg_ldx(cg, BPF_DW, BPF_REG_0, BPF_REG_10, SLOT_TS);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, have);
	dt_cg_call(cg, BPF_FUNC_ktime_get_ns);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_TS, BPF_REG_0);
	dt_cg_place(cg, have);
	if (r != BPF_REG_0)
		dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_0);
}

/* errno in a syscall return probe: -ret when ret is in [-4095, -1]. */
static void
syscall_errno(dt_cg_t *cg, int r)
{
	int none = dt_cg_label(cg), end = dt_cg_label(cg);

	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_ARGS + 16);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_1);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, 4095);
	dt_cg_jmp_imm(cg, BPF_JGE, BPF_REG_2, 4095, none);
	dt_cg_alu_imm(cg, BPF_NEG, BPF_REG_1, 0);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_1);
	dt_cg_ja(cg, end);
	dt_cg_place(cg, none);
	dt_cg_mov_imm(cg, r, 0);
	dt_cg_place(cg, end);
}

/*
 * Built-in variables (compiler/func.h DT_BVARS): each generator leaves the
 * value in register 'r' (that of virtual register 'v', or r0 when 'v' is
 * spilled) and returns 0, or returns 1 when it has set 'v' itself.
 */
int
dt_cg_bv_arg(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	if (cg->argstyle == DT_ARGS_NONE || idp->id_value >= 10)
		dt_cg_mov_imm(cg, r, 0);
	else
		dt_cg_ldx(cg, BPF_DW, r, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * idp->id_value));
	return 0;
}

/* pid, tid */
int
dt_cg_bv_pid(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	dt_cg_pid_tgid(cg);
	if (idp->id_builtin == DT_BI_PID)
		dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_0, 32);
	else
		dt_cg_normalize(cg, BPF_REG_0, cg->sm->sm_types.tt_uint);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_0);
	return 0;
}

/* uid, gid */
int
dt_cg_bv_uid(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	dt_cg_call(cg, BPF_FUNC_get_current_uid_gid);
	if (idp->id_builtin == DT_BI_GID)
		dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_0, 32);
	else
		dt_cg_normalize(cg, BPF_REG_0, cg->sm->sm_types.tt_uint);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_0);
	return 0;
}

int
dt_cg_bv_ppid(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	int off_rp = dt_btf_member_offset("task_struct", "real_parent");
	int off_tgid = dt_btf_member_offset("task_struct", "tgid");

	if (off_rp < 0 || off_tgid < 0)
		dt_cg_error(cg, "ppid: kernel BTF does not describe "
		    "task_struct");
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_0);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, off_rp);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_VAL);
	dt_cg_mov_imm(cg, BPF_REG_2, 8);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_VAL);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, off_tgid);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_VAL, 0);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_VAL);
	dt_cg_mov_imm(cg, BPF_REG_2, 4);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_ldx(cg, BPF_W, r, BPF_REG_10, SLOT_VAL);
	return 0;
}

int
dt_cg_bv_execname(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	uint32_t off = dt_cg_scratch(cg, 16);

	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, (int32_t)off);
	/* at most strsize - 1 characters, as every string */
	dt_cg_mov_imm(cg, BPF_REG_2, DT_MIN(16, cg->sm->sm_strsize));
	dt_cg_call(cg, BPF_FUNC_get_current_comm);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, r, (int32_t)off);
	return 0;
}

/* probeprov, probemod, probefunc, probename */
int
dt_cg_bv_probe(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	dt_cg_probe_field(cg, v, idp->id_builtin - DT_BI_PROBEPROV);
	return 1;
}

int
dt_cg_bv_timestamp(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	get_timestamp(cg, r);
	return 0;
}

int
dt_cg_bv_walltimestamp(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	get_timestamp(cg, BPF_REG_3);
	dt_cg_ld_mapval(cg, BPF_REG_1, DT_MAP_GLOBALS, 0);
	dt_cg_ldx(cg, BPF_DW, r, BPF_REG_1, DT_GLOBAL_WALLOFF);
	dt_cg_alu_reg(cg, BPF_ADD, r, BPF_REG_3);
	return 0;
}

int
dt_cg_bv_cpu(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	dt_cg_call(cg, BPF_FUNC_get_smp_processor_id);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_0);
	return 0;
}

int
dt_cg_bv_errno(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	if (cg->argstyle == DT_ARGS_SYSCALL_RETURN)
		syscall_errno(cg, r);
	else
		dt_cg_mov_imm(cg, r, 0);
	return 0;
}

int
dt_cg_bv_id(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	dt_cg_ldx(cg, BPF_DW, r, BPF_REG_10, SLOT_PRID);
	return 0;
}

int
dt_cg_bv_epid(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	dt_cg_mov_imm(cg, r, cg->clause + 1);
	return 0;
}

int
dt_cg_bv_curthread(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_0);
	return 0;
}

/*
 * Declared, as in Oracle's DTrace, but with no Linux meaning: an illegal
 * operation at run time.
 */
int
dt_cg_bv_ipl(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	dt_cg_mov_imm(cg, BPF_REG_1, 0);
	dt_cg_fault_if(cg, BPF_JEQ, BPF_REG_1, 0, DTRACEFLT_ILLOP,
	    BPF_REG_1);
	dt_cg_mov_imm(cg, r, 0);
	return 0;
}

static int
builtin(dt_cg_t *cg, dt_node_t *dnp, dt_ident_t *idp)
{
	int v = dt_cg_vreg_alloc(cg), r = dreg(cg, v);

	if (!dt_cg_bvar(cg, idp, v, r))
		commit(cg, v, r);
	return v;
}

/* ---------------------------------------------------------- variables */

/*
 * Map index of a thread-local or associative-array variable.  Each has
 * its own hash map, bounded by dynvarsize (an element costing its key,
 * its value and about 64 bytes of the kernel's); a full map drops the
 * store (a dynamic variable drop).
 */
int
dt_cg_map_of(dt_cg_t *cg, dt_ident_t *idp)
{
	if (idp->id_map < 0) {
		uint32_t vsize = (uint32_t)DT_ALIGN(
		    dt_type_resolve(idp->id_type)->ty_size, 8);
		uint32_t ksize = idp->id_kind == DT_ID_SELF ? 8 :
		    dt_cg_keylayout(cg, idp);
		uint64_t n = cg->dynvarsize / (vsize + ksize + 64);
		uint32_t maxent = (uint32_t)DT_MIN(DT_MAX(n, 1), 1u << 22);
		char name[16];

		snprintf(name, sizeof(name), "%s%.13s",
		    idp->id_kind == DT_ID_SELF ? "s_" : "a_", idp->id_name);
		idp->id_map = dt_cg_add_map(cg, name, BPF_MAP_TYPE_HASH,
		    ksize, vsize, maxent, 0);
	}
	return idp->id_map;
}

/* Key layout of an associative array or aggregation; returns key size. */
uint32_t
dt_cg_keylayout(dt_cg_t *cg, dt_ident_t *idp)
{
	uint32_t off = 0;
	int i;

	if (idp->id_keyoff != NULL)
		return idp->id_ksize;
	idp->id_keyoff = dt_arena_alloc(cg->ap,
	    sizeof(uint32_t) * (size_t)(idp->id_nkeys ? idp->id_nkeys : 1));
	if (idp->id_flags & DT_IDF_TLS)
		off = 8;	/* self->a[keys]: the thread ID first */
	for (i = 0; i < idp->id_nkeys; i++) {
		dt_type_t *t = dt_type_resolve(idp->id_keys[i]);
		uint32_t sz = t->ty_size, al = sz >= 8 ? 8 : sz;

		if (dt_sema_symkind(idp->id_keys[i]) != 0) {
			sz = dt_cg_symval_size(idp->id_keys[i]);
			al = 8;
		} else if (t->ty_kind == DT_TY_STRING) {
			sz = (uint32_t)DT_ALIGN(sz, 8);
			al = 8;
		}
		off = (uint32_t)DT_ALIGN(off, al);
		idp->id_keyoff[i] = off;
		off += sz;
	}
	idp->id_ksize = (uint32_t)DT_ALIGN(off ? off : 8, 8);
	return idp->id_ksize;
}

/* Is string expression 'dnp' zero-padded after its NUL? */
static int
clean_string(dt_node_t *dnp)
{
	return dnp->dn_kind == DT_NODE_STRING;
}

/*
 * Store the keys 'keys' of 'idp' into the key area at basereg+base:
 * zero-filled first so that padding and string tails compare equal.
 */
void
dt_cg_store_key(dt_cg_t *cg, dt_node_t *keys, dt_ident_t *idp, int basereg,
    uint32_t base)
{
	uint32_t ksize = dt_cg_keylayout(cg, idp), i;
	dt_node_t *k;
	int n;

	for (i = 0; i < ksize; i += 8)
		dt_cg_st_imm(cg, BPF_DW, basereg, (int16_t)(base + i), 0);
	if (idp->id_flags & DT_IDF_TLS) {
		/* basereg is r9 (scratch): kept across the call */
		dt_cg_pid_tgid(cg);
		dt_cg_normalize(cg, BPF_REG_0, cg->sm->sm_types.tt_uint);
		dt_cg_stx(cg, BPF_DW, basereg, (int16_t)base, BPF_REG_0);
	}
	for (k = keys, n = 0; k != NULL; k = k->dn_next, n++) {
		dt_type_t *kt = dt_type_resolve(idp->id_keys[n]);
		int16_t off = (int16_t)(base + idp->id_keyoff[n]);
		int v, r;

		if (k->dn_kind == DT_NODE_IDENT && k->dn_ident != NULL &&
		    k->dn_ident->id_kind == DT_ID_BUILTIN &&
		    k->dn_ident->id_builtin == DT_BI_EXECNAME &&
		    basereg == BPF_REG_9) {
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_9);
			dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, off);
			dt_cg_mov_imm(cg, BPF_REG_2, DT_MIN(16, kt->ty_size));
			dt_cg_call(cg, BPF_FUNC_get_current_comm);
			continue;
		}
		if (dt_sema_symkind(idp->id_keys[n]) != 0) {
			if (basereg != BPF_REG_9)
				dt_cg_error(cg, "%s( ) may not be used as a key "
				    "here", k->dn_kind == DT_NODE_CALL ?
				    k->dn_name : "symbol");
			dt_cg_symval(cg, k, (uint32_t)off, 0);
			continue;
		}
		v = expr(cg, k);
		r = dt_cg_vreg_get(cg, v, BPF_REG_1);
		if (kt->ty_kind == DT_TY_STRING) {
			uint32_t scap = dt_sema_strcap(k);

			dt_cg_strnull_check(cg, k, r);
			if (clean_string(k)) {
				/* literal: zero-padded in the string table */
				dt_cg_strcopy(cg, basereg, off, r, kt->ty_size,
				    scap);
			} else {
				/* copy up to the NUL into the zeroed slot */
				if (r != BPF_REG_3)
					dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3,
					    r);
				dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, basereg);
				dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, off);
				dt_cg_mov_imm(cg, BPF_REG_2, DT_MIN(scap,
				    kt->ty_size));
				dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
			}
		} else {
			dt_cg_stx(cg, dt_cg_bpfsize(kt->ty_size), basereg, off,
			    r);
		}
		dt_cg_vreg_free(cg, v);
	}
}

/*
 * Look up a dynamic variable (thread-local or associative array element)
 * for reading or writing; on return r0 holds the value pointer or NULL.
 * 'keyoff' receives the scratch offset of the key (assoc) or -1 (self,
 * key at SLOT_KEY).
 */
static int
dyn_lookup(dt_cg_t *cg, dt_node_t *lv, dt_ident_t *idp, int32_t *keyoff)
{
	int map = dt_cg_map_of(cg, idp);

	if (idp->id_kind == DT_ID_SELF) {
		dt_cg_pid_tgid(cg);
		dt_cg_normalize(cg, BPF_REG_0, cg->sm->sm_types.tt_uint);
		dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_KEY, BPF_REG_0);
		*keyoff = -1;
		dt_cg_ld_map(cg, BPF_REG_1, map);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_10);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, SLOT_KEY);
	} else {
		uint32_t ks = dt_cg_keylayout(cg, idp);
		uint32_t off = dt_cg_scratch(cg, ks);

		dt_cg_store_key(cg, lv->dn_args, idp, BPF_REG_9, off);
		*keyoff = (int32_t)off;
		dt_cg_ld_map(cg, BPF_REG_1, map);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_9);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, (int32_t)off);
	}
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	return map;
}

static void
load_sized(dt_cg_t *cg, int dst, int src, int16_t off, dt_type_t *t)
{
	dt_cg_ldx(cg, dt_cg_bpfsize(dt_type_resolve(t)->ty_size), dst, src,
	    off);
	dt_cg_normalize(cg, dst, t);
}

static int
var_read(dt_cg_t *cg, dt_node_t *dnp, dt_ident_t *idp)
{
	dt_type_t *t = dt_type_resolve(idp->id_type);
	int is_str = t->ty_kind == DT_TY_STRING;
	int v, r;

	switch (idp->id_kind) {
	case DT_ID_GLOBAL:
		v = dt_cg_vreg_alloc(cg);
		r = dreg(cg, v);
		dt_cg_ld_mapval(cg, r, DT_MAP_GLOBALS,
		    DT_GLOBAL_VARS + idp->id_off);
		if (!is_str)
			load_sized(cg, r, r, 0, idp->id_type);
		commit(cg, v, r);
		return v;
	case DT_ID_THIS:
		v = dt_cg_vreg_alloc(cg);
		r = dreg(cg, v);
		dt_cg_need_scratch(cg);
		if (is_str) {
			dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_9);
			dt_cg_alu_imm(cg, BPF_ADD, r,
			    (int32_t)(SCR_THIS + idp->id_off));
		} else {
			load_sized(cg, r, BPF_REG_9,
			    (int16_t)(SCR_THIS + idp->id_off), idp->id_type);
		}
		commit(cg, v, r);
		return v;
	case DT_ID_SELF:
	case DT_ID_ARRAY: {
		int32_t keyoff;
		int miss = dt_cg_label(cg), end = dt_cg_label(cg);
		uint32_t tmp = 0;

		if (is_str)
			tmp = dt_cg_scratch(cg, t->ty_size);
		dyn_lookup(cg, dnp, idp, &keyoff);
		v = dt_cg_vreg_alloc(cg);
		r = dreg(cg, v);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, miss);
		if (is_str) {
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_0);
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_9);
			dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, (int32_t)tmp);
			dt_cg_mov_imm(cg, BPF_REG_2, t->ty_size);
			dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
		} else {
			load_sized(cg, r, BPF_REG_0, 0, idp->id_type);
		}
		dt_cg_ja(cg, end);
		dt_cg_place(cg, miss);
		if (is_str && t->ty_size >= 8)	/* absent: NULL, as in DTrace */
			dt_cg_st_imm(cg, BPF_DW, BPF_REG_9, (int16_t)tmp,
			    DT_STR_NULL);
		else if (is_str)
			dt_cg_st_imm(cg, BPF_B, BPF_REG_9, (int16_t)tmp, 0);
		else
			dt_cg_mov_imm(cg, r, 0);
		dt_cg_place(cg, end);
		if (is_str) {
			dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_9);
			dt_cg_alu_imm(cg, BPF_ADD, r, (int32_t)tmp);
		}
		commit(cg, v, r);
		return v;
	}
	case DT_ID_CONST:
		v = dt_cg_vreg_alloc(cg);
		dt_cg_mov_imm(cg, dreg(cg, v), idp->id_value);
		commit(cg, v, dreg(cg, v));
		return v;
	default:
		DT_BUG("var_read kind %d", idp->id_kind);
	}
}

/*
 * Store vreg 'v' (of the lvalue's type) into lvalue 'lv'.  'v' is kept.
 */
static void
var_write(dt_cg_t *cg, dt_node_t *lv, dt_ident_t *idp, int v)
{
	dt_type_t *t = dt_type_resolve(idp->id_type);
	int is_str = t->ty_kind == DT_TY_STRING;
	uint32_t srccap = is_str ? dt_sema_strcap(lv) : 0;
	int r;

	if (is_str && srccap == 0)
		srccap = t->ty_size;
	switch (idp->id_kind) {
	case DT_ID_GLOBAL:
		dt_cg_ld_mapval(cg, BPF_REG_2, DT_MAP_GLOBALS,
		    DT_GLOBAL_VARS + idp->id_off);
		r = dt_cg_vreg_get(cg, v, BPF_REG_1);
		if (is_str)
			dt_cg_strcopy(cg, BPF_REG_2, 0, r, t->ty_size, srccap);
		else
			dt_cg_stx(cg, dt_cg_bpfsize(t->ty_size), BPF_REG_2, 0, r);
		return;
	case DT_ID_THIS:
		r = dt_cg_vreg_get(cg, v, BPF_REG_1);
		if (is_str)
			dt_cg_strcopy(cg, BPF_REG_9,
			    (int16_t)(SCR_THIS + idp->id_off), r, t->ty_size,
			    srccap);
		else
			dt_cg_stx(cg, dt_cg_bpfsize(t->ty_size), BPF_REG_9,
			    (int16_t)(SCR_THIS + idp->id_off), r);
		return;
	case DT_ID_SELF:
	case DT_ID_ARRAY: {
		int map = dt_cg_map_of(cg, idp);
		int32_t keyoff;
		uint32_t valoff = 0;
		int del = dt_cg_label(cg), end = dt_cg_label(cg);

		if (is_str)
			valoff = str_to_temp(cg, v, srccap, t->ty_size);
		if (idp->id_kind == DT_ID_SELF) {
			dt_cg_pid_tgid(cg);
			dt_cg_normalize(cg, BPF_REG_0,
			    cg->sm->sm_types.tt_uint);
			dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_KEY, BPF_REG_0);
			keyoff = -1;
		} else {
			uint32_t ks = dt_cg_keylayout(cg, idp);

			keyoff = (int32_t)dt_cg_scratch(cg, ks);
			dt_cg_store_key(cg, lv->dn_args, idp, BPF_REG_9,
			    (uint32_t)keyoff);
		}
		dt_cg_ld_map(cg, BPF_REG_1, map);
		if (keyoff < 0) {
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_10);
			dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, SLOT_KEY);
		} else {
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_9);
			dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, keyoff);
		}
		if (!is_str) {
			r = dt_cg_vreg_get(cg, v, BPF_REG_3);
			dt_cg_jmp_imm(cg, BPF_JEQ, r, 0, del);
			dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_VAL, r);
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_10);
			dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, SLOT_VAL);
		} else {
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_9);
			dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, (int32_t)valoff);
		}
		dt_cg_mov_imm(cg, BPF_REG_4, BPF_ANY);
		dt_cg_call(cg, BPF_FUNC_map_update_elem);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, end);
		/* full: count a dynamic variable drop */
		dt_cg_mov_imm(cg, BPF_REG_1, 0);
		dt_cg_stx(cg, BPF_W, BPF_REG_10, SLOT_KEY, BPF_REG_1);
		dt_cg_lookup_slot(cg, DT_MAP_STATS);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, end);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0,
		    8 * DT_STAT_DYNDROPS);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 1);
		dt_cg_stx(cg, BPF_DW, BPF_REG_0, 8 * DT_STAT_DYNDROPS,
		    BPF_REG_1);
		dt_cg_ja(cg, end);
		dt_cg_place(cg, del);
		if (!is_str) {
			/* assigning zero deletes the element */
			dt_cg_call(cg, BPF_FUNC_map_delete_elem);
		}
		dt_cg_place(cg, end);
		(void)map;
		return;
	}
	default:
		DT_BUG("var_write kind %d", idp->id_kind);
	}
}

/* ------------------------------------------------------------ operators */

static int
is_signed_type(dt_type_t *t)
{
	t = dt_type_resolve(t);
	return t != NULL && t->ty_kind != DT_TY_PTR && t->ty_signed;
}

static void
arith(dt_cg_t *cg, int op, int dst, int src, dt_type_t *t)
{
	int sgn = is_signed_type(t);
	int ok = dt_cg_label(cg);

	switch (op) {
	case DT_TOK_PLUS:
	case DT_TOK_ADD_ASSIGN:
	case DT_TOK_INC:
		dt_cg_alu_reg(cg, BPF_ADD, dst, src);
		break;
	case DT_TOK_MINUS:
	case DT_TOK_SUB_ASSIGN:
	case DT_TOK_DEC:
		dt_cg_alu_reg(cg, BPF_SUB, dst, src);
		break;
	case DT_TOK_STAR:
	case DT_TOK_MUL_ASSIGN:
		dt_cg_alu_reg(cg, BPF_MUL, dst, src);
		break;
	case DT_TOK_SLASH:
	case DT_TOK_DIV_ASSIGN:
	case DT_TOK_MOD:
	case DT_TOK_MOD_ASSIGN: {
		int is_mod = op == DT_TOK_MOD || op == DT_TOK_MOD_ASSIGN;

		dt_cg_jmp_imm(cg, BPF_JNE, src, 0, ok);
		dt_cg_fault(cg, DTRACEFLT_DIVZERO, -1);
		dt_cg_place(cg, ok);
		if (!sgn) {
			dt_cg_alu_reg(cg, is_mod ? BPF_MOD : BPF_DIV, dst, src);
			break;
		}
		/*
		 * Signed division with unsigned instructions: divide the
		 * magnitudes, then fix the sign (C truncates toward 0).
		 * Uses r4 and r5.
		 */
		{
			int l1 = dt_cg_label(cg), l2 = dt_cg_label(cg);
			int l3 = dt_cg_label(cg);

			dt_cg_mov_imm(cg, BPF_REG_5, 0);
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_4, src);
			dt_cg_jmp_imm(cg, BPF_JSGE, dst, 0, l1);
			dt_cg_alu_imm(cg, BPF_NEG, dst, 0);
			dt_cg_alu_imm(cg, BPF_XOR, BPF_REG_5, is_mod ? 1 : 1);
			dt_cg_place(cg, l1);
			dt_cg_jmp_imm(cg, BPF_JSGE, BPF_REG_4, 0, l2);
			dt_cg_alu_imm(cg, BPF_NEG, BPF_REG_4, 0);
			if (!is_mod)
				dt_cg_alu_imm(cg, BPF_XOR, BPF_REG_5, 1);
			dt_cg_place(cg, l2);
			dt_cg_alu_reg(cg, is_mod ? BPF_MOD : BPF_DIV, dst,
			    BPF_REG_4);
			dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_5, 0, l3);
			dt_cg_alu_imm(cg, BPF_NEG, dst, 0);
			dt_cg_place(cg, l3);
		}
		break;
	}
	case DT_TOK_AMP:
	case DT_TOK_AND_ASSIGN:
		dt_cg_alu_reg(cg, BPF_AND, dst, src);
		break;
	case DT_TOK_BOR:
	case DT_TOK_OR_ASSIGN:
		dt_cg_alu_reg(cg, BPF_OR, dst, src);
		break;
	case DT_TOK_XOR:
	case DT_TOK_XOR_ASSIGN:
		dt_cg_alu_reg(cg, BPF_XOR, dst, src);
		break;
	case DT_TOK_LSH:
	case DT_TOK_LSH_ASSIGN:
		dt_cg_alu_reg(cg, BPF_LSH, dst, src);
		break;
	case DT_TOK_RSH:
	case DT_TOK_RSH_ASSIGN:
		dt_cg_alu_reg(cg, sgn ? BPF_ARSH : BPF_RSH, dst, src);
		break;
	default:
		DT_BUG("arith op %d", op);
	}
	dt_cg_normalize(cg, dst, t);
}

/* Scale factor for pointer arithmetic on type 't' (1 if not a pointer). */
static int
ptr_scale(dt_type_t *t)
{
	dt_type_t *b;

	t = dt_type_resolve(t);
	if (t == NULL || t->ty_kind != DT_TY_PTR)
		return 1;
	b = dt_type_resolve(t->ty_base);
	return b == NULL || b->ty_size == 0 ? 1 : (int)b->ty_size;
}

static int
cmp_jop(int op, int sgn)
{
	switch (op) {
	case DT_TOK_EQ: return BPF_JEQ;
	case DT_TOK_NE: return BPF_JNE;
	case DT_TOK_LT: return sgn ? BPF_JSLT : BPF_JLT;
	case DT_TOK_LE: return sgn ? BPF_JSLE : BPF_JLE;
	case DT_TOK_GT: return sgn ? BPF_JSGT : BPF_JGT;
	case DT_TOK_GE: return sgn ? BPF_JSGE : BPF_JGE;
	default: DT_BUG("cmp op %d", op);
	}
}

/*
 * s == NULL / s != NULL (either side): subroutines that DTrace defines to
 * return NULL (strchr() etc.) leave an empty string marked as NULL by its
 * first 8 bytes (DT_STR_NULL, see codegen/subr.c); copies of it into
 * variables keep the mark.  Strings that hold fewer than 8 bytes are
 * never NULL.
 */
/*
 * Could string expression 'e' be NULL (functions with DT_FF_NULLSTR:
 * strchr() and the like when nothing is found, D variables holding such
 * a value, absent thread-locals and associative array elements)?
 * Literals, built-in
 * variables and the other subroutines never are.
 */
static int
str_maybe_null(dt_node_t *e)
{
	dt_ident_t *idp = e->dn_ident;

	switch (e->dn_kind) {
	case DT_NODE_IDENT:
		return idp == NULL || (idp->id_kind != DT_ID_BUILTIN &&
		    idp->id_kind != DT_ID_CONST && idp->id_kind != DT_ID_KSYM);
	case DT_NODE_SELF:
	case DT_NODE_THIS:
	case DT_NODE_INDEX:
	case DT_NODE_ASSIGN:
		return 1;
	case DT_NODE_CALL:
		return idp != NULL && idp->id_kind == DT_ID_FUNC &&
		    (dt_func_def(idp->id_func)->fd_flags & DT_FF_NULLSTR);
	case DT_NODE_COND:
		return str_maybe_null(e->dn_left) ||
		    str_maybe_null(e->dn_right);
	case DT_NODE_CAST:
	case DT_NODE_STRINGOF:
		return e->dn_left != NULL &&
		    dt_type_resolve(e->dn_left->dn_type)->ty_kind ==
		    DT_TY_STRING && str_maybe_null(e->dn_left);
	default:
		return 0;
	}
}

/*
 * Reading the characters of a NULL string (recording it, a subroutine
 * argument, strlen(), a key) faults as DTrace's loads from address 0 do:
 * invalid address (0x0).  'reg' holds the string's address; r0 is used.
 * Comparisons and assignments do not come here: they treat NULL as
 * DTrace does.
 */
void
dt_cg_strnull_check(dt_cg_t *cg, dt_node_t *e, int reg)
{
	if (dt_type_resolve(e->dn_type)->ty_kind != DT_TY_STRING ||
	    dt_sema_strcap(e) < 8 || !str_maybe_null(e))
		return;
	dt_cg_ldx(cg, BPF_DW, BPF_REG_0, reg, 0);
	dt_cg_fault_if(cg, BPF_JEQ, BPF_REG_0, DT_STR_NULL, DTRACEFLT_BADADDR,
	    -1);
}

static int
strnull_cmp(dt_cg_t *cg, dt_node_t *dnp)
{
	int right = (dnp->dn_flags & DT_NF_STRRIGHT) != 0;
	dt_node_t *sn = right ? dnp->dn_right : dnp->dn_left;
	dt_node_t *on = right ? dnp->dn_left : dnp->dn_right;
	int eq = dnp->dn_op == DT_TOK_EQ;
	int s, o, rs, ro, no = dt_cg_label(cg), end = dt_cg_label(cg);

	s = expr(cg, sn);
	o = expr(cg, on);
	/* the result is 'eq' iff the string is NULL and the other is 0 */
	ro = dt_cg_vreg_get(cg, o, BPF_REG_2);
	dt_cg_jmp_imm(cg, BPF_JNE, ro, 0, no);
	dt_cg_vreg_free(cg, o);
	if (dt_sema_strcap(sn) >= 8) {
		rs = dt_cg_vreg_get(cg, s, BPF_REG_1);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_0, rs, 0);
		dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, DT_STR_NULL, no);
		dt_cg_mov_imm(cg, dreg(cg, s), eq);
		commit(cg, s, dreg(cg, s));
		dt_cg_ja(cg, end);
	}
	dt_cg_place(cg, no);
	dt_cg_mov_imm(cg, dreg(cg, s), !eq);
	commit(cg, s, dreg(cg, s));
	dt_cg_place(cg, end);
	return s;
}

static int
binary(dt_cg_t *cg, dt_node_t *dnp)
{
	int op = dnp->dn_op, a, b, ra, rb;

	if (op == DT_TOK_LAND || op == DT_TOK_LOR) {
		int f = dt_cg_label(cg), end = dt_cg_label(cg);

		a = expr(cg, dnp->dn_left);
		ra = dt_cg_vreg_get(cg, a, BPF_REG_1);
		if (op == DT_TOK_LAND) {
			dt_cg_jmp_imm(cg, BPF_JEQ, ra, 0, f);
			b = expr(cg, dnp->dn_right);
			rb = dt_cg_vreg_get(cg, b, BPF_REG_1);
			dt_cg_jmp_imm(cg, BPF_JEQ, rb, 0, f);
			dt_cg_vreg_free(cg, b);
			dt_cg_mov_imm(cg, dreg(cg, a), 1);
			commit(cg, a, dreg(cg, a));
			dt_cg_ja(cg, end);
			dt_cg_place(cg, f);
			dt_cg_mov_imm(cg, dreg(cg, a), 0);
			commit(cg, a, dreg(cg, a));
		} else {
			dt_cg_jmp_imm(cg, BPF_JNE, ra, 0, f);
			b = expr(cg, dnp->dn_right);
			rb = dt_cg_vreg_get(cg, b, BPF_REG_1);
			dt_cg_jmp_imm(cg, BPF_JNE, rb, 0, f);
			dt_cg_vreg_free(cg, b);
			dt_cg_mov_imm(cg, dreg(cg, a), 0);
			commit(cg, a, dreg(cg, a));
			dt_cg_ja(cg, end);
			dt_cg_place(cg, f);
			dt_cg_mov_imm(cg, dreg(cg, a), 1);
			commit(cg, a, dreg(cg, a));
		}
		dt_cg_place(cg, end);
		return a;
	}
	if (dnp->dn_flags & DT_NF_STRNULL)
		return strnull_cmp(cg, dnp);
	if (op == DT_TOK_COMMA) {
		a = expr(cg, dnp->dn_left);
		dt_cg_vreg_free(cg, a);
		return expr(cg, dnp->dn_right);
	}
	a = expr(cg, dnp->dn_left);
	b = expr(cg, dnp->dn_right);
	if (op == DT_TOK_LXOR) {
		int l1 = dt_cg_label(cg), l2 = dt_cg_label(cg);

		ra = dt_cg_vreg_get(cg, a, BPF_REG_1);
		dt_cg_mov_imm(cg, BPF_REG_3, 0);
		dt_cg_jmp_imm(cg, BPF_JEQ, ra, 0, l1);
		dt_cg_mov_imm(cg, BPF_REG_3, 1);
		dt_cg_place(cg, l1);
		rb = dt_cg_vreg_get(cg, b, BPF_REG_2);
		dt_cg_jmp_imm(cg, BPF_JEQ, rb, 0, l2);
		dt_cg_alu_imm(cg, BPF_XOR, BPF_REG_3, 1);
		dt_cg_place(cg, l2);
		dt_cg_vreg_free(cg, b);
		commit(cg, a, BPF_REG_3);
		return a;
	}
	if (dnp->dn_flags & 0x10000) {
		/* string comparison */
		uint32_t cap = DT_MIN(dt_sema_strcap(dnp->dn_left),
		    dt_sema_strcap(dnp->dn_right));
		int t = dt_cg_label(cg), end = dt_cg_label(cg);

		if (cap == 0)
			cap = DT_MAX(dt_sema_strcap(dnp->dn_left),
			    dt_sema_strcap(dnp->dn_right));
		strcmp_code(cg, a, b, cap);
		dt_cg_vreg_free(cg, b);
		ra = dt_cg_vreg_get(cg, a, BPF_REG_1);
		dt_cg_jmp_imm(cg, cmp_jop(op, 1), ra, 0, t);
		dt_cg_mov_imm(cg, dreg(cg, a), 0);
		commit(cg, a, dreg(cg, a));
		dt_cg_ja(cg, end);
		dt_cg_place(cg, t);
		dt_cg_mov_imm(cg, dreg(cg, a), 1);
		commit(cg, a, dreg(cg, a));
		dt_cg_place(cg, end);
		return a;
	}
	switch (op) {
	case DT_TOK_EQ:
	case DT_TOK_NE:
	case DT_TOK_LT:
	case DT_TOK_LE:
	case DT_TOK_GT:
	case DT_TOK_GE: {
		dt_type_t *ct = dt_type_arith(&cg->sm->sm_types,
		    dt_type_is_pointer(dnp->dn_left->dn_type) ?
		    cg->sm->sm_types.tt_ulong : dnp->dn_left->dn_type,
		    dt_type_is_pointer(dnp->dn_right->dn_type) ?
		    cg->sm->sm_types.tt_ulong : dnp->dn_right->dn_type);
		int t = dt_cg_label(cg), end = dt_cg_label(cg);

		ra = dt_cg_vreg_get(cg, a, BPF_REG_1);
		rb = dt_cg_vreg_get(cg, b, BPF_REG_2);
		/* operands are normalised to 64 bits: compare as such */
		dt_cg_jmp_reg(cg, cmp_jop(op, is_signed_type(ct)), ra, rb, t);
		dt_cg_vreg_free(cg, b);
		dt_cg_mov_imm(cg, dreg(cg, a), 0);
		commit(cg, a, dreg(cg, a));
		dt_cg_ja(cg, end);
		dt_cg_place(cg, t);
		dt_cg_mov_imm(cg, dreg(cg, a), 1);
		commit(cg, a, dreg(cg, a));
		dt_cg_place(cg, end);
		return a;
	}
	default:
		break;
	}
	ra = dt_cg_vreg_get(cg, a, BPF_REG_1);
	if (ra != BPF_REG_1)
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, ra);
	rb = dt_cg_vreg_get(cg, b, BPF_REG_2);
	if (rb != BPF_REG_2)
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, rb);
	if ((op == DT_TOK_PLUS || op == DT_TOK_MINUS) &&
	    dt_type_is_pointer(dnp->dn_type)) {
		int s;

		if ((s = ptr_scale(dnp->dn_left->dn_type)) > 1 &&
		    dt_type_is_integer(dnp->dn_right->dn_type))
			dt_cg_alu_imm(cg, BPF_MUL, BPF_REG_2, s);
		else if ((s = ptr_scale(dnp->dn_right->dn_type)) > 1)
			dt_cg_alu_imm(cg, BPF_MUL, BPF_REG_1, s);
	}
	arith(cg, op, BPF_REG_1, BPF_REG_2, dnp->dn_type);
	if (op == DT_TOK_MINUS && dt_type_is_pointer(dnp->dn_left->dn_type) &&
	    dt_type_is_pointer(dnp->dn_right->dn_type) &&
	    ptr_scale(dnp->dn_left->dn_type) > 1)
		dt_cg_alu_imm(cg, BPF_DIV, BPF_REG_1,
		    ptr_scale(dnp->dn_left->dn_type));
	dt_cg_vreg_free(cg, b);
	commit(cg, a, BPF_REG_1);
	return a;
}

static int memobj_read(dt_cg_t *cg, dt_node_t *dnp);
static int addr_of(dt_cg_t *cg, dt_node_t *dnp);
static int addr_of_mode(dt_cg_t *cg, dt_node_t *dnp, int skip);
static dt_node_t *xlate_value(dt_node_t *e);
static int inline_keyed(dt_cg_t *cg, dt_node_t *dnp, int input);
static int xlate_snapshot(dt_cg_t *cg, dt_node_t *xl);
static int xlate_member(dt_cg_t *cg, dt_node_t *dnp);
static int is_memobj(dt_node_t *dnp);

/* Is lvalue 'lv' a member or element of a D struct/array variable? */
static int
is_dvar_part(dt_node_t *lv)
{
	return ((lv->dn_kind == DT_NODE_MEMBER ||
	    (lv->dn_kind == DT_NODE_INDEX && (lv->dn_flags & 0x20000))) &&
	    dt_sema_in_dvar(lv)) || (lv->dn_flags & DT_NF_MEMSTORE);
}

/*
 * Store vreg 'v' into 'lv', an object in memory (*p, p->m, p[i]): only
 * into this clause's scratch memory, past the clause-local variables and
 * below the end of the last alloca() or copyin() buffer made so far, as
 * DTrace allows stores to scratch only; anywhere else (crossing the top
 * of the buffers included) is an invalid address fault at that address.
 * 'v' is kept.
 */
static void
mem_store(dt_cg_t *cg, dt_node_t *lv, int v, dt_type_t *lt)
{
	dt_type_t *t = dt_type_resolve(lt);
	uint32_t size = t->ty_size, base = SCR_THIS + cg->thissize;
	uint32_t limit, tmp;
	int sz = dt_cg_bpfsize(size), a, ra, rv;
	int bad = dt_cg_label(cg), done = dt_cg_label(cg);

	a = addr_of(cg, lv);
	/* below the end of the last buffer (the address may make one) */
	limit = cg->alloca_top;
	tmp = dt_cg_scratch(cg, 8);
	ra = dt_cg_vreg_get(cg, a, BPF_REG_2);
	if (ra != BPF_REG_2)
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, ra);
	rv = dt_cg_vreg_get(cg, v, BPF_REG_1);
	if (rv != BPF_REG_1)
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, rv);
	if (limit < base + size) {
		/* no scratch yet: always a fault (a conditional jump keeps
		 * the rest of the clause reachable for the verifier's CFG
		 * check) */
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_2, -1, done);
	} else {
		/* r9 through memory: the verifier then sees a number */
		dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)tmp, BPF_REG_9);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_9, (int16_t)tmp);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_4, BPF_REG_2);
		dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_4, BPF_REG_3);
		dt_cg_alu_imm(cg, BPF_SUB, BPF_REG_4, (int32_t)base);
		dt_cg_jmp_imm(cg, BPF_JGT, BPF_REG_4,
		    (int32_t)(limit - base - size), bad);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_4, (int32_t)base);
		dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_4, BPF_REG_9);
		dt_cg_stx(cg, sz, BPF_REG_4, 0, BPF_REG_1);
		dt_cg_ja(cg, done);
	}
	dt_cg_place(cg, bad);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, BPF_REG_2);
	dt_cg_place(cg, done);
	dt_cg_vreg_free(cg, a);
}

/*
 * Store vreg 'v' into 'lv', a scalar member or element of a D variable
 * (in the globals map value, so stored to directly; bit-fields are
 * merged into their storage unit).  'v' is kept.
 */
static void
dvar_store(dt_cg_t *cg, dt_node_t *lv, int v, dt_type_t *lt)
{
	dt_type_t *t = dt_type_resolve(lt);
	dt_memref_t *mr = lv->dn_kind == DT_NODE_MEMBER ? lv->dn_aux : NULL;
	uint32_t srccap = dt_sema_strcap(lv);
	int a, ra, rv, sz, skip = dt_cg_label(cg);

	lv->dn_type = lt;
	a = addr_of_mode(cg, lv, skip);
	if (dt_sema_is_objtype(t)) {
		/* a struct, union or array member: v is its address */
		dt_cg_objcopy(cg, a, v, t->ty_size);
		dt_cg_vreg_free(cg, a);
		dt_cg_place(cg, skip);
		return;
	}
	ra = dt_cg_vreg_get(cg, a, BPF_REG_2);
	if (t->ty_kind == DT_TY_STRING) {
		if (ra != BPF_REG_2)
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, ra);
		rv = dt_cg_vreg_get(cg, v, BPF_REG_1);
		dt_cg_strcopy(cg, BPF_REG_2, 0, rv, t->ty_size,
		    srccap ? srccap : t->ty_size);
		dt_cg_vreg_free(cg, a);
		dt_cg_place(cg, skip);
		return;
	}
	sz = dt_cg_bpfsize(t->ty_size);
	if (ra != BPF_REG_2)
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, ra);
	rv = dt_cg_vreg_get(cg, v, BPF_REG_1);
	if (rv != BPF_REG_1)
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, rv);
	if (mr != NULL && mr->mr_bits != 0) {
		uint64_t m = (mr->mr_bits >= 64 ? ~0ULL :
		    ((1ULL << mr->mr_bits) - 1)) << mr->mr_bitoff;

		dt_cg_ldx(cg, sz, BPF_REG_3, BPF_REG_2, 0);
		dt_cg_mov_imm(cg, BPF_REG_4, (int64_t)~m);
		dt_cg_alu_reg(cg, BPF_AND, BPF_REG_3, BPF_REG_4);
		if (mr->mr_bitoff != 0)
			dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_1, mr->mr_bitoff);
		dt_cg_mov_imm(cg, BPF_REG_4, (int64_t)m);
		dt_cg_alu_reg(cg, BPF_AND, BPF_REG_1, BPF_REG_4);
		dt_cg_alu_reg(cg, BPF_OR, BPF_REG_1, BPF_REG_3);
	}
	dt_cg_stx(cg, sz, BPF_REG_2, 0, BPF_REG_1);
	dt_cg_vreg_free(cg, a);
	dt_cg_place(cg, skip);
}

/* The type, value and storing of any D lvalue. */
static dt_type_t *
lv_type(dt_node_t *lv, dt_ident_t *idp)
{
	return is_dvar_part(lv) ? lv->dn_type : idp->id_type;
}

static int
lv_read(dt_cg_t *cg, dt_node_t *lv, dt_ident_t *idp)
{
	return is_dvar_part(lv) ? memobj_read(cg, lv) : var_read(cg, lv, idp);
}

static void
lv_write(dt_cg_t *cg, dt_node_t *lv, dt_ident_t *idp, int v, dt_type_t *lt)
{
	if (lv->dn_flags & DT_NF_MEMSTORE)
		mem_store(cg, lv, v, lt);
	else if (is_dvar_part(lv))
		dvar_store(cg, lv, v, lt);
	else
		var_write(cg, lv, idp, v);
}

static dt_ident_t *
lvalue_ident(dt_node_t *lv)
{
	if (lv->dn_kind == DT_NODE_INDEX)
		return lv->dn_left->dn_ident;
	return lv->dn_ident;
}

/*
 * lv = e of a struct, union or array type: a copy of the bytes (or the
 * deletion of a dynamic variable, for lv = 0).  The value is e's address.
 */
static int
obj_assign(dt_cg_t *cg, dt_node_t *dnp, dt_type_t *lt)
{
	dt_node_t *lv = dnp->dn_left;
	int v, a, skip;

	if (dt_sema_is_delete(dnp)) {
		dt_cg_objvar_delete(cg, lv);
		v = dt_cg_vreg_alloc(cg);
		dt_cg_mov_imm(cg, dreg(cg, v), 0);
		commit(cg, v, dreg(cg, v));
		return v;
	}
	if (dt_type_resolve(lt)->ty_size == 0)
		dt_cg_error(cg, "cannot assign an object of incomplete type "
		    "\"%s\"", dt_type_name(&cg->sm->sm_types, lt));
	/*
	 * Kernel memory is first copied into scratch (faulting there) so
	 * that a bad address leaves the variable as it was; D variables
	 * cannot fault and are copied straight from, as are objects too
	 * large for a scratch copy.
	 */
	if (xlate_value(dnp->dn_right) != NULL)
		v = xlate_snapshot(cg, xlate_value(dnp->dn_right));
	else if (is_memobj(dnp->dn_right) &&
	    (dt_sema_in_dvar(dnp->dn_right) ||
	    dt_type_resolve(lt)->ty_size > 4096))
		v = addr_of(cg, dnp->dn_right);
	else
		v = expr(cg, dnp->dn_right);
	skip = dt_cg_label(cg);
	a = addr_of_mode(cg, lv, skip);
	dt_cg_objcopy(cg, a, v, dt_type_resolve(lt)->ty_size);
	dt_cg_vreg_free(cg, a);
	dt_cg_place(cg, skip);
	return v;
}

static int
assign(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_node_t *lv = dnp->dn_left;
	dt_ident_t *idp = lvalue_ident(lv);
	dt_type_t *lt = lv_type(lv, idp);
	int v;

	if (dnp->dn_op == DT_TOK_ASSIGN && dt_sema_is_objtype(lt))
		return obj_assign(cg, dnp, lt);
	if (dnp->dn_op == DT_TOK_ASSIGN) {
		v = expr(cg, dnp->dn_right);
		if (!dt_type_is_string(lt)) {
			int r = dt_cg_vreg_get(cg, v, BPF_REG_1);

			if (r == BPF_REG_1) {
				dt_cg_normalize(cg, r, lt);
				commit(cg, v, r);
			} else {
				dt_cg_normalize(cg, r, lt);
			}
		} else {
			/* var_write needs the source capacity */
			lv->dn_type = dnp->dn_right->dn_type;
		}
		lv_write(cg, lv, idp, v, lt);
		lv->dn_type = lt;
		return v;
	}
	/* compound assignment: read, operate, write */
	{
		int b = expr(cg, dnp->dn_right), a, ra, rb;

		a = lv_read(cg, lv, idp);
		ra = dt_cg_vreg_get(cg, a, BPF_REG_1);
		if (ra != BPF_REG_1)
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, ra);
		rb = dt_cg_vreg_get(cg, b, BPF_REG_2);
		if (rb != BPF_REG_2)
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, rb);
		if (ptr_scale(lt) > 1)
			dt_cg_alu_imm(cg, BPF_MUL, BPF_REG_2, ptr_scale(lt));
		arith(cg, dnp->dn_op, BPF_REG_1, BPF_REG_2, lt);
		dt_cg_normalize(cg, BPF_REG_1, lt);
		commit(cg, a, BPF_REG_1);
		lv_write(cg, lv, idp, a, lt);
		/* move result down into b's slot */
		ra = dt_cg_vreg_get(cg, a, BPF_REG_1);
		dt_cg_vreg_free(cg, a);
		commit(cg, b, ra);
		return b;
	}
}

static int
incdec(dt_cg_t *cg, dt_node_t *dnp, int post)
{
	dt_node_t *lv = dnp->dn_left;
	dt_ident_t *idp = lvalue_ident(lv);
	dt_type_t *lt = lv_type(lv, idp);
	int old = lv_read(cg, lv, idp), nv, r;

	nv = dt_cg_vreg_alloc(cg);
	r = dt_cg_vreg_get(cg, old, BPF_REG_1);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, r);
	dt_cg_alu_imm(cg, dnp->dn_op == DT_TOK_INC ? BPF_ADD : BPF_SUB,
	    BPF_REG_1, ptr_scale(lt));
	dt_cg_normalize(cg, BPF_REG_1, lt);
	commit(cg, nv, BPF_REG_1);
	lv_write(cg, lv, idp, nv, lt);
	if (!post) {
		r = dt_cg_vreg_get(cg, nv, BPF_REG_1);
		commit(cg, old, r);
	}
	dt_cg_vreg_free(cg, nv);
	return old;
}

/*
 * copyinstr()'s copy: the user string at the address in vreg 'v', of at
 * most r2 bytes (NUL included), into scratch at 'off'; an unreadable
 * address is a BADADDR fault at it.  'v' then holds the copy's address.
 */
static int
ustr_copy(dt_cg_t *cg, int v, uint32_t off)
{
	int ok = dt_cg_label(cg), r;

	r = dt_cg_vreg_get(cg, v, BPF_REG_3);
	if (r != BPF_REG_3)
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, r);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, (int32_t)off);
	dt_cg_call(cg, BPF_FUNC_probe_read_user_str);
	dt_cg_jmp_imm(cg, BPF_JSGE, BPF_REG_0, 0, ok);
	r = dt_cg_vreg_get(cg, v, BPF_REG_3);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, r);
	dt_cg_place(cg, ok);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_0, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_0, (int32_t)off);
	commit(cg, v, BPF_REG_0);
	return v;
}

int
dt_cg_fn_copyinstr(dt_cg_t *cg, dt_node_t *dnp, int cond)
{
	uint32_t cap = cg->sm->sm_strsize;
	uint32_t off = dt_cg_scratch(cg, cap);
	int v = expr(cg, dnp->dn_args);

	if (dnp->dn_args->dn_next != NULL) {
		int n = expr(cg, dnp->dn_args->dn_next), rn;
		int l1 = dt_cg_label(cg), l2 = dt_cg_label(cg);

		rn = dt_cg_vreg_get(cg, n, BPF_REG_2);
		if (rn != BPF_REG_2)
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, rn);
		/* size = min(n + 1, strsize), at least 1 */
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, 1);
		dt_cg_jmp_imm(cg, BPF_JLE, BPF_REG_2, (int32_t)cap, l1);
		dt_cg_mov_imm(cg, BPF_REG_2, cap);
		dt_cg_place(cg, l1);
		dt_cg_jmp_imm(cg, BPF_JGE, BPF_REG_2, 1, l2);
		dt_cg_mov_imm(cg, BPF_REG_2, 1);
		dt_cg_place(cg, l2);
		dt_cg_vreg_free(cg, n);
	} else {
		dt_cg_mov_imm(cg, BPF_REG_2, cap);
	}
	return ustr_copy(cg, v, off);
}

int
dt_cg_fn_strlen(dt_cg_t *cg, dt_node_t *dnp, int cond)
{
	uint32_t cap = dt_sema_strcap(dnp->dn_args);
	int v;

	/*
	 * A char * or void * (or char array) argument is read as
	 * stringof() does: an unreadable address faults; a NULL
	 * string value faults too.
	 */
	if (dt_type_is_string(dnp->dn_args->dn_type)) {
		v = expr(cg, dnp->dn_args);
		dt_cg_strnull_check(cg, dnp->dn_args,
		    dt_cg_vreg_get(cg, v, BPF_REG_1));
	} else
		v = stringof_code(cg, dnp->dn_args);
	strlen_code(cg, v, cap ? cap : cg->sm->sm_strsize);
	return v;
}

/* A function call as a value: subroutines and the DT_FF_VALUE actions. */
static int
call(dt_cg_t *cg, dt_node_t *dnp)
{
	const dt_funcdef_t *fd = dt_func_def(dnp->dn_ident->id_func);

	if (fd->fd_kind != 's' && !(fd->fd_flags & DT_FF_VALUE))
		dt_cg_error(cg, "%s( ) cannot be used as a value",
		    dnp->dn_ident->id_name);
	return dt_cg_func(cg, dnp, DT_CG_VALUE);
}

/* ----------------------------------------------------- kernel memory */

static int
is_ksym(dt_node_t *dnp)
{
	return dnp->dn_kind == DT_NODE_IDENT && dnp->dn_ident != NULL &&
	    dnp->dn_ident->id_kind == DT_ID_KSYM;
}

static int
is_memobj(dt_node_t *dnp)
{
	return is_ksym(dnp) || dt_sema_is_dvarobj(dnp) ||
	    dnp->dn_kind == DT_NODE_MEMBER ||
	    (dnp->dn_kind == DT_NODE_UNARY && dnp->dn_op == DT_TOK_STAR) ||
	    (dnp->dn_kind == DT_NODE_INDEX && (dnp->dn_flags & 0x20000));
}

/*
 * Address of the kernel-memory object 'dnp' designates (p->m, s.m, *p,
 * p[i]) into a new vreg; nothing is read but the pointers on the way.
 * Within a D variable of struct, union or array type, 'skip' >= 0 makes
 * it an address to store to (objvar.c: a missing dynamic element is
 * created; when it cannot be, the code jumps to label 'skip').
 */
static int
addr_of_mode(dt_cg_t *cg, dt_node_t *dnp, int skip)
{
	int v, r;

	if (dt_sema_is_dvarobj(dnp))
		return dt_cg_objvar_addr(cg, dnp, skip);
	if (xlate_value(dnp) != NULL)	/* (*curpsinfo).m: of a snapshot */
		return xlate_snapshot(cg, xlate_value(dnp));
	if (dnp->dn_kind == DT_NODE_MEMBER && (dnp->dn_flags & DT_NF_XLMEMB) &&
	    dt_sema_is_objtype(dnp->dn_type))
		/* xlate<T>(x).s of a struct member s: its object */
		return xlate_member(cg, dnp);
	switch (dnp->dn_kind) {
	case DT_NODE_IDENT:
		if (!is_ksym(dnp))
			break;
		v = dt_cg_vreg_alloc(cg);
		if (dnp->dn_ident->id_flags & DT_IDF_PERCPU) {
			/* this CPU's copy: ld_imm64 of the BTF id */
			dt_cg_emit(cg, (struct bpf_insn){ .code = BPF_LD |
			    BPF_DW | BPF_IMM, .dst_reg = BPF_REG_1, .src_reg =
			    BPF_PSEUDO_BTF_ID, .imm = (int32_t)dnp->dn_ident->
			    id_value });
			dt_cg_emit(cg, (struct bpf_insn){ .imm = 0 });
			dt_cg_call(cg, BPF_FUNC_this_cpu_ptr);
			dt_cg_alu_reg(cg, BPF_MOV, dreg(cg, v), BPF_REG_0);
		} else {
			dt_cg_mov_imm(cg, dreg(cg, v),
			    dnp->dn_ident->id_value);
		}
		commit(cg, v, dreg(cg, v));
		return v;
	case DT_NODE_MEMBER: {
		dt_memref_t *mr = dnp->dn_aux;

		/* s.m of a struct value (?:, comma): of its copy */
		v = dnp->dn_op == DT_TOK_ARROW || !is_memobj(dnp->dn_left) ?
		    expr(cg, dnp->dn_left) :
		    addr_of_mode(cg, dnp->dn_left, skip);
		if (mr->mr_off != 0) {
			r = dt_cg_vreg_get(cg, v, BPF_REG_1);
			dt_cg_alu_imm(cg, BPF_ADD, r, (int32_t)mr->mr_off);
			commit(cg, v, r);
		}
		return v;
	}
	case DT_NODE_UNARY:
		return expr(cg, dnp->dn_left);
	case DT_NODE_INDEX: {
		dt_type_t *lt = dt_type_resolve(dnp->dn_left->dn_type);
		uint32_t esz = dt_type_resolve(lt->ty_base)->ty_size;
		int i, ri;

		v = lt->ty_kind == DT_TY_ARRAY && is_memobj(dnp->dn_left) ?
		    addr_of_mode(cg, dnp->dn_left, skip) :
		    expr(cg, dnp->dn_left);
		if (lt->ty_kind == DT_TY_ARRAY && !is_memobj(dnp->dn_left) &&
		    !dt_sema_in_dvar(dnp->dn_left)) {
			/*
			 * an array value (args[N] of a tracepoint array
			 * field) is a copy in scratch: its address through
			 * memory, a number to the verifier, so that any
			 * index makes an address to read
			 */
			uint32_t tmp = dt_cg_scratch(cg, 8);

			r = dt_cg_vreg_get(cg, v, BPF_REG_1);
			dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)tmp, r);
			dt_cg_ldx(cg, BPF_DW, r, BPF_REG_9, (int16_t)tmp);
			commit(cg, v, r);
		}
		i = expr(cg, dnp->dn_args);
		ri = dt_cg_vreg_get(cg, i, BPF_REG_2);
		if (ri != BPF_REG_2)
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, ri);
		if (lt->ty_kind == DT_TY_ARRAY && dt_sema_in_dvar(dnp->dn_left)) {
			/* D arrays: an index out of range faults */
			int ok = dt_cg_label(cg);

			dt_cg_jmp_imm(cg, BPF_JLT, BPF_REG_2,
			    (int32_t)lt->ty_nelems, ok);
			dt_cg_fault(cg, DTRACEFLT_BADADDR, BPF_REG_2);
			dt_cg_place(cg, ok);
		}
		if (esz != 1)
			dt_cg_alu_imm(cg, BPF_MUL, BPF_REG_2, (int32_t)esz);
		dt_cg_vreg_free(cg, i);
		r = dt_cg_vreg_get(cg, v, BPF_REG_1);
		dt_cg_alu_reg(cg, BPF_ADD, r, BPF_REG_2);
		commit(cg, v, r);
		return v;
	}
	default:
		break;
	}
	dt_cg_error(cg, "cannot take the address of this expression");
}

static int
addr_of(dt_cg_t *cg, dt_node_t *dnp)
{
	return addr_of_mode(cg, dnp, -1);
}

/*
 * The address of the bytes of struct, union or array value 'e': of the
 * object itself when 'e' designates one in memory, else of the copy
 * its evaluation makes.
 */
int
dt_cg_objval_addr(dt_cg_t *cg, dt_node_t *e)
{
	if (xlate_value(e) != NULL)
		return xlate_snapshot(cg, xlate_value(e));
	return is_memobj(e) ? addr_of(cg, e) : expr(cg, e);
}

/* bpf_probe_read_kernel(dst, size, vreg addr); fault on failure. */
static void
kread(dt_cg_t *cg, int dstreg, int32_t dstoff, uint32_t size, int addr)
{
	int ok = dt_cg_label(cg), r;

	r = dt_cg_vreg_get(cg, addr, BPF_REG_3);
	if (r != BPF_REG_3)
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, r);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, dstreg);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, dstoff);
	dt_cg_mov_imm(cg, BPF_REG_2, size);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, ok);
	r = dt_cg_vreg_get(cg, addr, BPF_REG_3);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, r);
	dt_cg_place(cg, ok);
}

/* The value of kernel-memory object 'dnp'. */
static int
memobj_read(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_type_t *t = dt_type_resolve(dnp->dn_type);
	int v = addr_of(cg, dnp), r;

	/* floats of 4 and 8 bytes travel as their bits (printf %e %f %g) */
	if ((dt_type_is_scalar(t) && (t->ty_size == 1 || t->ty_size == 2 ||
	    t->ty_size == 4 || t->ty_size == 8)) || (t->ty_kind ==
	    DT_TY_FLOAT && (t->ty_size == 4 || t->ty_size == 8))) {
		dt_memref_t *mr = dnp->dn_kind == DT_NODE_MEMBER ?
		    dnp->dn_aux : NULL;

		kread(cg, BPF_REG_10, SLOT_VAL, t->ty_size, v);
		r = dreg(cg, v);
		load_sized(cg, r, BPF_REG_10, SLOT_VAL, t);
		if (mr != NULL && mr->mr_bits != 0) {
			/* x86 is little-endian: bits count from bit 0 */
			dt_cg_ldx(cg, BPF_DW, r, BPF_REG_10, SLOT_VAL);
			dt_cg_alu_imm(cg, BPF_LSH, r,
			    64 - mr->mr_bitoff - mr->mr_bits);
			dt_cg_alu_imm(cg, t->ty_signed ? BPF_ARSH : BPF_RSH, r,
			    64 - mr->mr_bits);
		}
		commit(cg, v, r);
		return v;
	}
	/* arrays and structures: a copy in scratch (capped) */
	{
		uint32_t size = t->ty_size, off;

		if (size == 0 || size > 4096)
			dt_cg_error(cg, "cannot use an object of type \"%s\" "
			    "(%u bytes) as a value", dt_type_name(
			    &cg->sm->sm_types, dnp->dn_type), size);
		off = dt_cg_scratch(cg, size);
		kread(cg, BPF_REG_9, (int32_t)off, size, v);
		r = dreg(cg, v);
		dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_9);
		dt_cg_alu_imm(cg, BPF_ADD, r, (int32_t)off);
		commit(cg, v, r);
		return v;
	}
}

/* stringof / (string) of a char pointer or char array. */
static int
stringof_code(dt_cg_t *cg, dt_node_t *op)
{
	dt_type_t *t = dt_type_resolve(op->dn_type);
	uint32_t cap = cg->sm->sm_strsize, off;
	int v, r, ok = dt_cg_label(cg);

	if (t->ty_kind == DT_TY_STRING)
		return expr(cg, op);
	if (t->ty_kind == DT_TY_ARRAY && is_memobj(op)) {
		v = addr_of(cg, op);
		if (t->ty_size + 1 < cap)
			cap = t->ty_size + 1;
	} else {
		v = expr(cg, op);
	}
	off = dt_cg_scratch(cg, cg->sm->sm_strsize);
	r = dt_cg_vreg_get(cg, v, BPF_REG_3);
	if (r != BPF_REG_3)
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, r);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, (int32_t)off);
	dt_cg_mov_imm(cg, BPF_REG_2, cap);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	dt_cg_jmp_imm(cg, BPF_JSGE, BPF_REG_0, 0, ok);
	r = dt_cg_vreg_get(cg, v, BPF_REG_3);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, r);
	dt_cg_place(cg, ok);
	r = dreg(cg, v);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, r, (int32_t)off);
	commit(cg, v, r);
	return v;
}

/* args[N] (sema checked N against the clause's first probe). */
/*
 * uregs[N]: word N of the user registers (struct pt_regs).  A uprobe's
 * context is exactly that; elsewhere bpf_task_pt_regs(current) gives the
 * registers saved at the thread's entry into the kernel.
 */
static int
uregs_read(dt_cg_t *cg, dt_node_t *dnp)
{
	int v = dt_cg_vreg_alloc(cg);
	int16_t off = (int16_t)(8 * dnp->dn_int);

	if (cg->argstyle == DT_ARGS_UPROBE ||
	    cg->argstyle == DT_ARGS_URETPROBE) {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_CTX);
		dt_cg_ldx(cg, BPF_DW, dreg(cg, v), BPF_REG_1, off);
	} else {
		dt_cg_call(cg, BPF_FUNC_get_current_task_btf);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_0);
		dt_cg_call(cg, BPF_FUNC_task_pt_regs);
		dt_cg_ldx(cg, BPF_DW, dreg(cg, v), BPF_REG_0, off);
	}
	commit(cg, v, dreg(cg, v));
	return v;
}

/*
 * An array field of a tracepoint record (args[N] of type T[n], sema's
 * tp_array_type): copied into clause scratch, 'r' its address.  A
 * __data_loc array (u32 locator: length << 16 | offset in the record) is
 * cut to the type's size and the rest of the copy zeroed.
 */
static void
tp_array_read(dt_cg_t *cg, dt_node_t *dnp, const dt_probearg_t *pa, int r)
{
	uint32_t cap = dt_type_resolve(dnp->dn_type)->ty_size, off, i;
	int fits = dt_cg_label(cg);

	off = dt_cg_scratch(cg, cap);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_CTX);
	if (pa->pa_kind == DT_PA_ARRAY) {
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, pa->pa_off);
		dt_cg_mov_imm(cg, BPF_REG_2, cap < pa->pa_size ? cap :
		    pa->pa_size);
	} else {
		for (i = 0; i < cap; i += 8)
			dt_cg_st_imm(cg, BPF_DW, BPF_REG_9,
			    (int16_t)(off + i), 0);
		dt_cg_ldx(cg, BPF_W, BPF_REG_2, BPF_REG_3,
		    (int16_t)pa->pa_off);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_2);
		dt_cg_alu_imm(cg, BPF_AND, BPF_REG_1, 0xffff);
		dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_3, BPF_REG_1);
		dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_2, 16);
		dt_cg_alu_imm(cg, BPF_AND, BPF_REG_2, 0xffff);
		dt_cg_jmp_imm(cg, BPF_JLE, BPF_REG_2, (int32_t)cap, fits);
		dt_cg_mov_imm(cg, BPF_REG_2, cap);
		dt_cg_place(cg, fits);
	}
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, (int32_t)off);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, r, (int32_t)off);
}

/*
 * The user string at the address in 'v' copied into scratch, as
 * copyinstr() does (an unreadable address is a BADADDR fault); 'v' then
 * holds the copy's address.
 */
static int
args_ustr(dt_cg_t *cg, int v)
{
	uint32_t cap = cg->sm->sm_strsize;
	uint32_t off = dt_cg_scratch(cg, cap);

	dt_cg_mov_imm(cg, BPF_REG_2, cap);
	return ustr_copy(cg, v, off);
}

static int
args_read(dt_cg_t *cg, dt_node_t *dnp)
{
	int n = (int)dnp->dn_int, v = dt_cg_vreg_alloc(cg), r = dreg(cg, v);
	const dt_probe_t *prp = cg->probe1 != NULL ? cg->probe1 :
	    cg->nprobes > 0 ? cg->probes[0] : NULL;
	const dt_probearg_t *pa = NULL;
	uint32_t off, cap;
	int ok = dt_cg_label(cg);

	if (cg->probe1 == NULL && cg->sc != NULL && cg->sc->sc_nprobes > 0) {
		/* USDT output arguments: the probe sema typed args[] from */
		const dt_probe_t *p0 = dt_probecat_lookup_id(cg->pcat,
		    cg->sc->sc_probes[0]);

		if (p0 != NULL && p0->pr_argstyle == DT_ARGS_USDT &&
		    prp != NULL && prp->pr_argstyle == DT_ARGS_USDT)
			prp = p0;
	}
	if (prp != NULL && prp->pr_argmap != NULL && n >= 0 &&
	    n < prp->pr_nxargs)
		n = prp->pr_argmap[n];	/* a USDT output argument */
	if (prp != NULL && prp->pr_argstyle == DT_ARGS_TP &&
	    n < dt_probecat_nargs(cg->pcat, prp))
		pa = &prp->pr_args[n];
	if (pa != NULL && pa->pa_kind == DT_PA_INT && n >= 10) {
		/* beyond the arg0..arg9 slots: straight from the record */
		dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_CTX);
		dt_cg_ldx(cg, dt_cg_bpfsize(pa->pa_size), r, BPF_REG_3,
		    (int16_t)pa->pa_off);
		if (pa->pa_signed && pa->pa_size < 8) {
			dt_cg_alu_imm(cg, BPF_LSH, r, 64 - 8 * pa->pa_size);
			dt_cg_alu_imm(cg, BPF_ARSH, r, 64 - 8 * pa->pa_size);
		}
		dt_cg_normalize(cg, r, dnp->dn_type);
		commit(cg, v, r);
		return v;
	}
	if (pa != NULL && (pa->pa_kind == DT_PA_ARRAY ||
	    pa->pa_kind == DT_PA_DLARRAY)) {
		tp_array_read(cg, dnp, pa, r);
		commit(cg, v, r);
		return v;
	}
	if (pa == NULL || pa->pa_kind == DT_PA_INT) {
		if (n < 10 && cg->argstyle != DT_ARGS_NONE)
			dt_cg_ldx(cg, BPF_DW, r, BPF_REG_10,
			    (int16_t)(SLOT_ARGS + 8 * n));
		else
			dt_cg_mov_imm(cg, r, 0);
		if (prp != NULL && prp->pr_argstyle == DT_ARGS_USDT &&
		    dt_type_is_string(dnp->dn_type)) {
			/* a string argument of a USDT probe: the user string
			   at the native pointer (char * : string) */
			commit(cg, v, r);
			return args_ustr(cg, v);
		}
		dt_cg_normalize(cg, r, dnp->dn_type);
		commit(cg, v, r);
		return v;
	}
	/* strings in the record: copy them into scratch */
	cap = dt_sema_strcap(dnp);
	off = dt_cg_scratch(cg, cap);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_10, SLOT_CTX);
	if (pa->pa_kind == DT_PA_CHARS) {
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, pa->pa_off);
	} else {
		dt_cg_ldx(cg, BPF_W, BPF_REG_1, BPF_REG_3, (int16_t)pa->pa_off);
		dt_cg_alu_imm(cg, BPF_AND, BPF_REG_1, 0xffff);
		dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_3, BPF_REG_1);
	}
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, (int32_t)off);
	dt_cg_mov_imm(cg, BPF_REG_2, cap);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	dt_cg_jmp_imm(cg, BPF_JSGE, BPF_REG_0, 0, ok);
	dt_cg_st_imm(cg, BPF_B, BPF_REG_9, (int16_t)off, 0);
	dt_cg_place(cg, ok);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, r, (int32_t)off);
	commit(cg, v, r);
	return v;
}

/* ------------------------------------------------ inlines, translators */

/* An inline's body, converted to the inline's declared type. */
static int
inline_expand(dt_cg_t *cg, dt_ident_t *idp)
{
	int v = expr(cg, idp->id_inline), r;

	if (dt_type_is_integer(idp->id_type)) {
		r = dt_cg_vreg_get(cg, v, BPF_REG_1);
		dt_cg_normalize(cg, r, idp->id_type);
		commit(cg, v, r);
	}
	return v;
}

/*
 * name[key] of an inline with a key: the body with the key bound.  For
 * an inline of translated data (fds[fd] = xlate<fileinfo_t>(... fd ...)),
 * 'input' asks for the translator input instead of the body.
 */
static int
inline_keyed(dt_cg_t *cg, dt_node_t *dnp, int input)
{
	dt_ident_t *idp = dnp->dn_ident, *par = idp->id_param;
	int save = par->id_vreg, k, m, r;

	k = expr(cg, dnp->dn_args);
	if (dt_type_is_integer(par->id_type)) {
		r = dt_cg_vreg_get(cg, k, BPF_REG_1);
		dt_cg_normalize(cg, r, par->id_type);
		commit(cg, k, r);
	}
	par->id_vreg = k;
	m = input ? expr(cg, dt_xlate_input(idp->id_inline)) :
	    inline_expand(cg, idp);
	par->id_vreg = save;
	r = dt_cg_vreg_get(cg, m, BPF_REG_1);
	dt_cg_vreg_free(cg, m);
	commit(cg, k, r);
	return k;
}

/* A translator's input parameter: a copy of the bound register. */
static int
xlarg_read(dt_cg_t *cg, dt_ident_t *idp)
{
	int v, r, src;

	if (idp->id_vreg < 0)
		dt_cg_error(cg, "translator input %s used outside a "
		    "translation", idp->id_name);
	v = dt_cg_vreg_alloc(cg);
	r = dreg(cg, v);
	src = dt_cg_vreg_get(cg, idp->id_vreg, BPF_REG_1);
	if (src != r)
		dt_cg_alu_reg(cg, BPF_MOV, r, src);
	commit(cg, v, r);
	return v;
}

/*
 * Member of translated data: evaluate the translator input, bind the
 * parameter to it and generate only this member's expression.
 */
static int
xlate_member(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_xlmember_t *xm = dnp->dn_aux;
	dt_ident_t *arg = xm->xm_xlator->dx_arg;
	dt_node_t *in = dt_xlate_input(xm->xm_src), *me = xm->xm_init->dn_left;
	const dt_member_t *mb = xm->xm_mb;
	int save = arg->id_vreg, v, m, r;

	if (in->dn_kind == DT_NODE_INDEX && (in->dn_flags & DT_NF_INLKEY))
		v = inline_keyed(cg, in, 1);
	else
		v = in->dn_kind == DT_NODE_INDEX && (in->dn_flags &
		    DT_NF_ARGS) ? args_read(cg, in) : expr(cg, in);
	arg->id_vreg = v;
	if (xm->xm_tostr && !dt_type_is_string(me->dn_type))
		m = stringof_code(cg, me);
	else if (dt_sema_is_objtype(dnp->dn_type))
		/* struct, union or array member: its object's address */
		m = dt_cg_objval_addr(cg, me);
	else
		m = expr(cg, me);
	arg->id_vreg = save;
	r = dt_cg_vreg_get(cg, m, BPF_REG_1);
	if (mb != NULL && mb->mb_bits != 0 && mb->mb_bits < 64) {
		/* a bit-field holds the value cut to its width, as in C */
		int sh = 64 - mb->mb_bits;

		dt_cg_alu_imm(cg, BPF_LSH, r, sh);
		dt_cg_alu_imm(cg, dt_type_resolve(mb->mb_type)->ty_signed ?
		    BPF_ARSH : BPF_RSH, r, sh);
	} else if (dt_type_is_integer(dnp->dn_type)) {
		dt_cg_normalize(cg, r, dnp->dn_type);
	}
	dt_cg_vreg_free(cg, m);
	commit(cg, v, r);
	return v;
}

/*
 * The translated-data node of translated struct value 'e' (xlate<T>(x),
 * *xlate<T *>(x) directly or through inlines such as *curpsinfo, or
 * *args[N] of a provider's translated argument), or NULL when 'e' is no
 * translated value.
 */
static dt_node_t *
xlate_value(dt_node_t *e)
{
	dt_node_t *p = e;

	if (e->dn_kind == DT_NODE_UNARY && e->dn_op == DT_TOK_STAR)
		p = e->dn_left;
	while (p->dn_kind == DT_NODE_IDENT && p->dn_ident != NULL &&
	    p->dn_ident->id_kind == DT_ID_INLINE &&
	    !(p->dn_ident->id_flags & DT_IDF_LAZY))
		p = p->dn_ident->id_inline;
	if (dt_xlate_source(p) == NULL)
		return NULL;
	/* xlate<T> is the value itself; xlate<T *> needs the '*' */
	if (dt_type_is_pointer(p->dn_type) == (p == e))
		return NULL;
	return p;
}

/*
 * A snapshot of translated struct 'xl' in scratch (a new vreg holds its
 * address): zero-filled, then every member the translator defines
 * evaluated once, with the input bound to the translator's parameter;
 * char array members take strings, truncated to fit.  ('inline_keyed'
 * is defined further on.)
 */
static int
xlate_snapshot(dt_cg_t *cg, dt_node_t *xl)
{
	const dt_xlator_t *dxp = dt_xlate_source(xl);
	dt_type_t *ot = dt_type_resolve(dxp->dx_dst);
	dt_ident_t *arg = dxp->dx_arg;
	dt_node_t *in = dt_xlate_input(xl), *m;
	uint32_t size = ot->ty_size, base, i, top;
	int save = arg->id_vreg, vin, v, r;

	if (size == 0 || size > 4096)
		dt_cg_error(cg, "cannot use translated data of type \"%s\" "
		    "(%u bytes) as a value", dt_type_name(&cg->sm->sm_types,
		    dxp->dx_dst), size);
	base = dt_cg_scratch(cg, size);
	for (i = 0; i + 8 <= size; i += 8)
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_9, (int16_t)(base + i), 0);
	for (; i < size; i++)
		dt_cg_st_imm(cg, BPF_B, BPF_REG_9, (int16_t)(base + i), 0);
	if (in->dn_kind == DT_NODE_INDEX && (in->dn_flags & DT_NF_INLKEY))
		vin = inline_keyed(cg, in, 1);
	else
		vin = in->dn_kind == DT_NODE_INDEX && (in->dn_flags &
		    DT_NF_ARGS) ? args_read(cg, in) : expr(cg, in);
	arg->id_vreg = vin;
	/* each member's temporaries are dead once it is stored */
	top = cg->scr_top;
	for (m = dxp->dx_members; m != NULL; m = m->dn_next, cg->scr_top = top) {
		dt_node_t *me = m->dn_left;
		uint32_t moff = 0;
		dt_member_t *mb = dt_sema_member(&cg->sm->sm_types, ot,
		    m->dn_name, &moff);
		dt_type_t *mt;
		int16_t at;

		if (mb == NULL)
			continue;
		mt = dt_type_resolve(mb->mb_type);
		at = (int16_t)(base + moff);
		cg->line = me->dn_line;
		if (mt->ty_kind == DT_TY_STRING ||
		    (mt->ty_kind == DT_TY_ARRAY && dt_type_is_charp(mt))) {
			uint32_t cap = dt_sema_strcap(me);

			v = dt_type_is_string(me->dn_type) ? expr(cg, me) :
			    stringof_code(cg, me);
			if (cap == 0)
				cap = cg->sm->sm_strsize;
			r = dt_cg_vreg_get(cg, v, BPF_REG_1);
			dt_cg_strcopy(cg, BPF_REG_9, at, r, mt->ty_size, cap);
		} else if (dt_sema_is_objtype(mt)) {
			int a;

			v = dt_cg_objval_addr(cg, me);
			a = dt_cg_vreg_alloc(cg);
			dt_cg_alu_reg(cg, BPF_MOV, dreg(cg, a), BPF_REG_9);
			dt_cg_alu_imm(cg, BPF_ADD, dreg(cg, a), at);
			commit(cg, a, dreg(cg, a));
			dt_cg_objcopy(cg, a, v, mt->ty_size);
			dt_cg_vreg_free(cg, a);
		} else if (mb->mb_bits != 0) {
			/*
			 * A bit-field: the value cut to the field's width
			 * goes into its bits of the storage unit, the other
			 * bits (other fields) kept.
			 */
			uint64_t mask = mb->mb_bits >= 64 ? ~0ull :
			    (1ull << mb->mb_bits) - 1;
			int sz = dt_cg_bpfsize(mt->ty_size);

			v = expr(cg, me);
			r = dt_cg_vreg_get(cg, v, BPF_REG_1);
			dt_cg_mov_imm(cg, BPF_REG_2, (int64_t)mask);
			dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, r);
			dt_cg_alu_reg(cg, BPF_AND, BPF_REG_3, BPF_REG_2);
			if (mb->mb_bitoff != 0)
				dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_3,
				    mb->mb_bitoff);
			dt_cg_mov_imm(cg, BPF_REG_2,
			    (int64_t)~(mask << mb->mb_bitoff));
			dt_cg_ldx(cg, sz, BPF_REG_4, BPF_REG_9, at);
			dt_cg_alu_reg(cg, BPF_AND, BPF_REG_4, BPF_REG_2);
			dt_cg_alu_reg(cg, BPF_OR, BPF_REG_4, BPF_REG_3);
			dt_cg_stx(cg, sz, BPF_REG_9, at, BPF_REG_4);
		} else {
			v = expr(cg, me);
			r = dt_cg_vreg_get(cg, v, BPF_REG_1);
			dt_cg_stx(cg, dt_cg_bpfsize(mt->ty_size), BPF_REG_9, at,
			    r);
		}
		dt_cg_vreg_free(cg, v);
	}
	arg->id_vreg = save;
	r = dreg(cg, vin);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, r, (int32_t)base);
	commit(cg, vin, r);
	return vin;
}

static int
expr_inner(dt_cg_t *cg, dt_node_t *dnp)
{
	dt_ident_t *idp;
	int v, r;

	cg->line = dnp->dn_line;
	switch (dnp->dn_kind) {
	case DT_NODE_INT:
		v = dt_cg_vreg_alloc(cg);
		r = dreg(cg, v);
		dt_cg_mov_imm(cg, r, dnp->dn_int);
		dt_cg_normalize(cg, r, dnp->dn_type);
		commit(cg, v, r);
		return v;
	case DT_NODE_STRING:
		v = dt_cg_vreg_alloc(cg);
		r = dreg(cg, v);
		/* a string holds at most strsize - 1 characters */
		dt_cg_ld_mapval(cg, r, DT_MAP_STRTAB,
		    dt_cg_strtab_add(cg, dnp->dn_str, DT_MIN(dnp->dn_strlen,
		    cg->sm->sm_strsize - 1)));
		commit(cg, v, r);
		return v;
	case DT_NODE_IDENT:
	case DT_NODE_SELF:
	case DT_NODE_THIS:
		idp = dnp->dn_ident;
		if (idp->id_kind == DT_ID_BUILTIN)
			return builtin(cg, dnp, idp);
		if (idp->id_kind == DT_ID_INLINE)
			return inline_expand(cg, idp);
		if (idp->id_kind == DT_ID_XLARG)
			return xlarg_read(cg, idp);
		if (idp->id_kind == DT_ID_KSYM || dt_sema_is_dvarobj(dnp))
			return memobj_read(cg, dnp);
		return var_read(cg, dnp, idp);
	case DT_NODE_INDEX:
		if ((dnp->dn_flags & DT_NF_ARGS) && dnp->dn_aux != NULL)
			dt_cg_error(cg, "args[%d] is translated data (%s) and may "
			    "only be used through its members", (int)dnp->dn_int,
			    dt_type_name(&cg->sm->sm_types, dnp->dn_type));
		if (dnp->dn_flags & DT_NF_ARGS)
			return args_read(cg, dnp);
		if (dnp->dn_flags & DT_NF_INLKEY)
			return inline_keyed(cg, dnp, 0);
		if (dnp->dn_flags & DT_NF_UREGS)
			return uregs_read(cg, dnp);
		if ((dnp->dn_flags & 0x20000) || dt_sema_is_dvarobj(dnp))
			return memobj_read(cg, dnp);
		return var_read(cg, dnp, dnp->dn_left->dn_ident);
	case DT_NODE_MEMBER:
		if (dnp->dn_flags & DT_NF_XLMEMB)
			return xlate_member(cg, dnp);
		return memobj_read(cg, dnp);
	case DT_NODE_OFFSETOF:
		v = dt_cg_vreg_alloc(cg);
		dt_cg_mov_imm(cg, dreg(cg, v), (int64_t)(uintptr_t)dnp->dn_aux);
		commit(cg, v, dreg(cg, v));
		return v;
	case DT_NODE_XLATE:
		if (xlate_value(dnp) != NULL)
			return xlate_snapshot(cg, dnp);
		dt_cg_error(cg, "translated data from xlate<%s> may only be "
		    "used through its members", dt_type_name(&cg->sm->sm_types,
		    dnp->dn_type));
	case DT_NODE_CALL:
		return call(cg, dnp);
	case DT_NODE_UNARY:
		if (dnp->dn_op == DT_TOK_INC || dnp->dn_op == DT_TOK_DEC)
			return incdec(cg, dnp, 0);
		if (dnp->dn_op == DT_TOK_STAR && xlate_value(dnp) != NULL)
			return xlate_snapshot(cg, xlate_value(dnp));
		if (dnp->dn_op == DT_TOK_STAR)
			return memobj_read(cg, dnp);
		if (dnp->dn_op == DT_TOK_AMP)
			return addr_of(cg, dnp->dn_left);
		v = expr(cg, dnp->dn_left);
		r = dt_cg_vreg_get(cg, v, BPF_REG_1);
		switch (dnp->dn_op) {
		case DT_TOK_MINUS:
			dt_cg_alu_imm(cg, BPF_NEG, r, 0);
			break;
		case DT_TOK_BNOT:
			dt_cg_alu_imm(cg, BPF_XOR, r, -1);
			break;
		case DT_TOK_LNOT: {
			int z = dt_cg_label(cg), end = dt_cg_label(cg);

			dt_cg_jmp_imm(cg, BPF_JEQ, r, 0, z);
			dt_cg_mov_imm(cg, r, 0);
			dt_cg_ja(cg, end);
			dt_cg_place(cg, z);
			dt_cg_mov_imm(cg, r, 1);
			dt_cg_place(cg, end);
			break;
		}
		case DT_TOK_PLUS:
			break;
		default:
			DT_BUG("unary op %d", dnp->dn_op);
		}
		dt_cg_normalize(cg, r, dnp->dn_type);
		commit(cg, v, r);
		return v;
	case DT_NODE_POSTFIX:
		return incdec(cg, dnp, 1);
	case DT_NODE_BINARY:
		return binary(cg, dnp);
	case DT_NODE_ASSIGN:
		return assign(cg, dnp);
	case DT_NODE_COND: {
		int els = dt_cg_label(cg), end = dt_cg_label(cg), c, v2;

		c = expr(cg, dnp->dn_cond);
		r = dt_cg_vreg_get(cg, c, BPF_REG_1);
		dt_cg_vreg_free(cg, c);
		dt_cg_jmp_imm(cg, BPF_JEQ, r, 0, els);
		v = expr(cg, dnp->dn_left);
		dt_cg_ja(cg, end);
		dt_cg_place(cg, els);
		dt_cg_vreg_free(cg, v);
		v2 = expr(cg, dnp->dn_right);
		if (v2 != v)
			DT_BUG("?: registers differ");
		dt_cg_place(cg, end);
		if (dt_type_is_integer(dnp->dn_type)) {
			r = dt_cg_vreg_get(cg, v, BPF_REG_1);
			dt_cg_normalize(cg, r, dnp->dn_type);
			commit(cg, v, r);
		}
		return v;
	}
	case DT_NODE_CAST:
		if (dt_type_is_string(dnp->dn_type))
			return stringof_code(cg, dnp->dn_left);
		v = expr(cg, dnp->dn_left);
		if (dt_type_is_integer(dnp->dn_type)) {
			r = dt_cg_vreg_get(cg, v, BPF_REG_1);
			dt_cg_normalize(cg, r, dnp->dn_type);
			commit(cg, v, r);
		}
		return v;
	case DT_NODE_SIZEOF:
		v = dt_cg_vreg_alloc(cg);
		dt_cg_mov_imm(cg, dreg(cg, v), (int64_t)(uintptr_t)dnp->dn_aux);
		commit(cg, v, dreg(cg, v));
		return v;
	case DT_NODE_STRINGOF:
		return stringof_code(cg, dnp->dn_left);
	default:
		dt_cg_error(cg, "expression kind %s is not supported yet",
		    dt_node_kind_name(dnp->dn_kind));
	}
}

static int
expr(dt_cg_t *cg, dt_node_t *dnp)
{
	int line = cg->line, v;

	v = expr_inner(cg, dnp);
	cg->line = line;
	return v;
}

int
dt_cg_expr(dt_cg_t *cg, dt_node_t *dnp)
{
	return expr(cg, dnp);
}

/*
 * program.c - assembles the BPF programs of a compiled D program (see
 * cg.h): lays out global and clause-local variables and aggregations,
 * groups the enabled probes by how they attach (one program per
 * attachment: all syscall entries share one program on
 * raw_syscalls:sys_enter and dispatch on the syscall number), emits each
 * program's prologue (prologue.c) and clauses, and fills in dt_prog_t.
 * group.h holds what it shares with prologue.c.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cg.h"
#include "codegen.h"
#include "group.h"

int dt_cg_cmp_u32(const void *a, const void *b);

/* -------------------------------------------------------------- maps */

int
dt_cg_add_map(dt_cg_t *cg, const char *name, uint32_t type, uint32_t ksize,
    uint32_t vsize, uint32_t maxent, uint32_t flags)
{
	dt_prog_t *dp = cg->dp;
	dt_mapspec_t *ms;

	dp->dp_maps = dt_xrealloc(dp->dp_maps,
	    sizeof(dt_mapspec_t) * (size_t)(dp->dp_nmaps + 1));
	ms = &dp->dp_maps[dp->dp_nmaps];
	memset(ms, 0, sizeof(*ms));
	ms->ms_name = dt_arena_strdup(cg->ap, name);
	ms->ms_type = type;
	ms->ms_ksize = ksize;
	ms->ms_vsize = vsize;
	ms->ms_maxent = maxent;
	ms->ms_flags = flags;
	ms->ms_fd = -1;
	return dp->dp_nmaps++;
}

/* String table: zeros at offset 0, then literals padded to 8 bytes. */
typedef struct strtab {
	dt_strbuf_t st_buf;
	dt_htab_t st_index;	/* literal -> offset + 1 */
	uint32_t st_zero;	/* size of the zero region */
} strtab_t;

static strtab_t *cur_strtab;	/* of the dt_cg_t being compiled */
static int cur_kstate = -1;	/* per-thread recipe state map, -1 none */
static int cur_konce = -1;	/* once-per-key recipe set (DT_FO_ONCE) */

uint32_t
dt_cg_strtab_add(dt_cg_t *cg, const char *s, size_t len)
{
	strtab_t *st = cur_strtab;
	uintptr_t have;
	uint32_t off;
	char *key;

	(void)cg;
	if (len == 0)
		return 0;
	if (memchr(s, '\0', len) != NULL)
		len = strlen(s);
	key = dt_arena_strndup(cg->ap, s, len);
	have = (uintptr_t)dt_htab_get(&st->st_index, key);
	if (have != 0)
		return (uint32_t)(have - 1);
	off = (uint32_t)st->st_buf.len;
	dt_strbuf_add(&st->st_buf, s, len);
	dt_strbuf_addpad(&st->st_buf, 0, DT_ALIGN(len + 1, 8) - len);
	dt_htab_put(&st->st_index, key, (void *)(uintptr_t)(off + 1));
	return off;
}

/* Probe description map: 320-byte entries indexed by probe ID. */
#define PROBEMAP_ENT	320
/* More fbt probes than this go on kprobe.multi links when possible. */
#define DT_FBT_MAXTRAMP	16
/* Without kprobe.multi, at most this many fentry/fexit trampolines. */
#define DT_FBT_MAXFENTRY	512

int
dt_cg_need_probemap(dt_cg_t *cg)
{
	dt_mapspec_t *ms = &cg->dp->dp_maps[DT_MAP_PROBES];
	int i;

	if (ms->ms_init == NULL) {
		ms->ms_init = dt_xcalloc(1, PROBEMAP_ENT);
		ms->ms_maxent = 1;
	}
	if ((cg->argstyle == DT_ARGS_UPROBE ||
	    cg->argstyle == DT_ARGS_URETPROBE ||
	    cg->argstyle == DT_ARGS_USDT) &&
	    ms->ms_maxent < dt_probecat_count(cg->pcat) + 1 + DT_UPROBE_ROOM) {
		/* room for the pid probes of objects mapped later */
		uint32_t need = dt_probecat_count(cg->pcat) + 1 +
		    DT_UPROBE_ROOM;

		ms->ms_init = dt_xrealloc(ms->ms_init, (size_t)need *
		    PROBEMAP_ENT);
		memset((char *)ms->ms_init + (size_t)ms->ms_maxent *
		    PROBEMAP_ENT, 0, (size_t)(need - ms->ms_maxent) *
		    PROBEMAP_ENT);
		ms->ms_maxent = need;
	}
	/* entries for every probe of this program */
	for (i = 0; i < cg->nprobes; i++) {
		const dt_probe_t *prp = cg->probes[i];
		uint32_t need = prp->pr_id + 1;
		char *e;

		if (need > ms->ms_maxent) {
			ms->ms_init = dt_xrealloc(ms->ms_init,
			    (size_t)need * PROBEMAP_ENT);
			memset((char *)ms->ms_init + (size_t)ms->ms_maxent *
			    PROBEMAP_ENT, 0, (size_t)(need - ms->ms_maxent) *
			    PROBEMAP_ENT);
			ms->ms_maxent = need;
		}
		e = (char *)ms->ms_init + (size_t)prp->pr_id * PROBEMAP_ENT;
		strncpy(e, prp->pr_prov, 63);
		strncpy(e + 64, prp->pr_mod, 63);
		strncpy(e + 128, prp->pr_func, 127);
		strncpy(e + 256, prp->pr_name, 63);
	}
	return DT_MAP_PROBES;
}

/* ------------------------------------------------------------ layout */

static uint32_t
type_size8(dt_type_t *t)
{
	return (uint32_t)DT_ALIGN(dt_type_resolve(t)->ty_size, 8);
}

static void
layout_vars(dt_cg_t *cg)
{
	dt_sema_t *sm = cg->sm;
	uint32_t goff = 0, toff = 0;
	size_t i;

	for (i = 0; i < sm->sm_idents.len; i++) {
		dt_ident_t *idp = DT_VEC_AT(&sm->sm_idents, dt_ident_t *, i);

		if (idp->id_type == NULL)
			continue;
		if (idp->id_kind == DT_ID_GLOBAL) {
			idp->id_off = goff;
			goff += type_size8(idp->id_type);
		} else if (idp->id_kind == DT_ID_THIS) {
			idp->id_off = toff;
			toff += type_size8(idp->id_type);
		}
	}
	cg->dp->dp_globsize = DT_GLOBAL_VARS + goff;
	cg->thissize = toff;
}

static void
layout_aggs(dt_cg_t *cg, uint64_t aggsize)
{
	dt_sema_t *sm = cg->sm;
	dt_prog_t *dp = cg->dp;
	size_t i;
	int k;

	dp->dp_naggs = (int)sm->sm_aggv.len;
	dp->dp_aggs = dt_arena_alloc(cg->ap,
	    sizeof(dt_aggdesc_t) * (sm->sm_aggv.len ? sm->sm_aggv.len : 1));
	for (i = 0; i < sm->sm_aggv.len; i++) {
		dt_ident_t *idp = DT_VEC_AT(&sm->sm_aggv, dt_ident_t *, i);
		dt_aggdesc_t *ad = &dp->dp_aggs[i];
		char name[16];
		uint32_t maxent;

		ad->ad_name = idp->id_name;
		ad->ad_index = (int)i;
		switch (idp->id_aggfunc) {
		case DT_F_COUNT:
			ad->ad_func = DT_AGG_COUNT;
			ad->ad_vsize = 8;
			break;
		case DT_F_SUM:
			ad->ad_func = DT_AGG_SUM;
			ad->ad_vsize = 16;	/* count, sum */
			break;
		case DT_F_AVG:
			ad->ad_func = DT_AGG_AVG;
			ad->ad_vsize = 16;
			break;
		case DT_F_MIN:
			ad->ad_func = DT_AGG_MIN;
			ad->ad_vsize = 16;
			break;
		case DT_F_MAX:
			ad->ad_func = DT_AGG_MAX;
			ad->ad_vsize = 16;
			break;
		case DT_F_STDDEV:
			ad->ad_func = DT_AGG_STDDEV;
			ad->ad_vsize = 32;
			break;
		case DT_F_QUANTIZE:
			ad->ad_func = DT_AGG_QUANTIZE;
			ad->ad_nbuckets = DT_QUANTIZE_NBUCKETS;
			ad->ad_vsize = 8 * DT_QUANTIZE_NBUCKETS;
			break;
		case DT_F_LQUANTIZE:
			ad->ad_func = DT_AGG_LQUANTIZE;
			ad->ad_lq.lq_base = (int32_t)idp->id_aggparm[0];
			ad->ad_lq.lq_step = (uint16_t)idp->id_aggparm[2];
			ad->ad_lq.lq_levels = (uint16_t)((idp->id_aggparm[1] -
			    idp->id_aggparm[0]) / idp->id_aggparm[2]);
			ad->ad_nbuckets = ad->ad_lq.lq_levels + 2;
			ad->ad_vsize = 8 * (uint32_t)ad->ad_nbuckets;
			break;
		case DT_F_LLQUANTIZE:
			ad->ad_func = DT_AGG_LLQUANTIZE;
			ad->ad_llq.llq_factor = (uint16_t)idp->id_aggparm[0];
			ad->ad_llq.llq_low = (uint16_t)idp->id_aggparm[1];
			ad->ad_llq.llq_high = (uint16_t)idp->id_aggparm[2];
			ad->ad_llq.llq_nsteps = (uint16_t)idp->id_aggparm[3];
			ad->ad_nbuckets = dt_llquantize_nbuckets(&ad->ad_llq);
			ad->ad_vsize = 8 * (uint32_t)ad->ad_nbuckets;
			break;
		default:
			DT_BUG("aggregating function %d", idp->id_aggfunc);
		}
		ad->ad_nkeys = idp->id_nkeys;
		ad->ad_keys = dt_arena_alloc(cg->ap, sizeof(dt_recfield_t) *
		    (size_t)(idp->id_nkeys ? idp->id_nkeys : 1));
		if (idp->id_nkeys > 0) {
			ad->ad_ksize = dt_cg_keylayout(cg, idp);
			for (k = 0; k < idp->id_nkeys; k++) {
				dt_type_t *t = dt_type_resolve(idp->id_keys[k]);
				dt_recfield_t *rf = &ad->ad_keys[k];

				rf->rf_off = idp->id_keyoff[k];
				rf->rf_size = t->ty_size;
				rf->rf_kind = t->ty_kind == DT_TY_STRING ?
				    DT_RK_STRING : DT_RK_INT;
				if (dt_sema_symkind(idp->id_keys[k]) != 0) {
					rf->rf_kind = (dt_rkind_t)
					    dt_sema_symkind(idp->id_keys[k]);
					rf->rf_size = dt_cg_symval_size(
					    idp->id_keys[k]);
				}
				rf->rf_signed = t->ty_kind != DT_TY_PTR &&
				    t->ty_signed;
				rf->rf_pftype.pt_kind = t->ty_kind ==
				    DT_TY_STRING ? DT_PF_STRING :
				    t->ty_kind == DT_TY_PTR ? DT_PF_PTR :
				    t->ty_kind == DT_TY_FLOAT ? DT_PF_FLOAT :
				    DT_PF_INT;
				rf->rf_pftype.pt_size = (int)t->ty_size;
				rf->rf_pftype.pt_signed = rf->rf_signed;
				rf->rf_pftype.pt_name = dt_type_name(
				    &sm->sm_types, idp->id_keys[k]);
			}
			maxent = (uint32_t)(aggsize / (ad->ad_ksize +
			    ad->ad_vsize + 64));
			if (maxent < 16)
				maxent = 16;
			if (maxent > 1000000)
				maxent = 1000000;
			snprintf(name, sizeof(name), "agg_%.11s",
			    idp->id_name[1] ? idp->id_name + 1 : "_");
			ad->ad_map = dt_cg_add_map(cg, name,
			    BPF_MAP_TYPE_PERCPU_HASH, ad->ad_ksize,
			    ad->ad_vsize, maxent, 0);
		} else {
			ad->ad_ksize = 4;
			snprintf(name, sizeof(name), "agg_%.11s",
			    idp->id_name[1] ? idp->id_name + 1 : "_");
			ad->ad_map = dt_cg_add_map(cg, name,
			    BPF_MAP_TYPE_PERCPU_ARRAY, 4, ad->ad_vsize, 1, 0);
		}
	}
}

/* ------------------------------------------------------------ grouping */

/* "pid<digits>": a pid provider description of one process. */
static int
pid_prov(const char *prov)
{
	const char *p;

	if (strncmp(prov, "pid", 3) != 0 || prov[3] == '\0')
		return 0;
	for (p = prov + 3; *p != '\0'; p++)
		if (*p < '0' || *p > '9')
			return 0;
	return 1;
}

/* Could pid description 'd' name probes of a group with 'argstyle'? */
static int
pid_desc_fits(const char *const d[4], dt_argstyle_t argstyle)
{
	const char *name = d[3], *p;

	if (!pid_prov(d[0]))
		return 0;
	if (*name == '\0')
		return 1;
	if (argstyle == DT_ARGS_URETPROBE)
		return dt_glob_match(name, "return");
	if (dt_glob_has_meta(name) || strcmp(name, "entry") == 0)
		return 1;
	for (p = name; *p != '\0'; p++)
		if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f') ||
		    (*p >= 'A' && *p <= 'F')))
			return 0;
	return 1;
}

/*
 * Could description 'd' name USDT probes of one process (NAME<pid>, not
 * pid<pid>), in objects it maps later too?
 */
static int
usdt_desc_fits(const char *const d[4], int globs)
{
	const char *prov = d[0];
	size_t len = strlen(prov), k = len;

	if (globs && dt_glob_has_meta(prov))
		return 1;	/* processes started later (runtime/uprobe.c) */
	while (k > 0 && prov[k - 1] >= '0' && prov[k - 1] <= '9')
		k--;
	return k > 0 && k < len && !pid_prov(prov) &&
	    !dt_glob_has_meta(prov);
}

/*
 * Could description 'd' name probes group 'g' gets later (dlopen; with
 * 'globs', USDT provider globs: processes started later)?
 */
static int
later_desc_fits_g(const group_t *g, const char *const d[4], int globs)
{
	if (g->g_attach == DT_ATTACH_UPROBE && g->g_argstyle == DT_ARGS_USDT)
		return usdt_desc_fits(d, globs);
	if ((g->g_argstyle != DT_ARGS_UPROBE &&
	    g->g_argstyle != DT_ARGS_URETPROBE) ||
	    (g->g_attach != DT_ATTACH_UPROBE &&
	    g->g_attach != DT_ATTACH_URETPROBE))
		return 0;
	return pid_desc_fits(d, g->g_argstyle);
}

static int
later_desc_fits(const group_t *g, const char *const d[4])
{
	return later_desc_fits_g(g, d, 1);
}

/* Does a pid or usdt uprobe group (dlopen-aware) take clause 'sc'? */
static int
pid_clause_fits(const group_t *g, const dt_sclause_t *sc)
{
	int k;

	for (k = 0; k < sc->sc_ndescs; k++)
		if (later_desc_fits(g, sc->sc_descs[k]))
			return 1;
	return 0;
}

static int
same_group(const group_t *g, const dt_probe_t *prp, dt_attach_t att)
{
	if (g->g_attach != att)
		return 0;
	switch (att) {
	case DT_ATTACH_RAWTP:
		/* FETCH probes have groups of their own (see dt_codegen) */
		if (g->g_argstyle == DT_ARGS_FETCH)
			return 0;
		return strcmp(g->g_tpname, prp->pr_tpname) == 0;
	case DT_ATTACH_TP:
		return strcmp(g->g_tpname, prp->pr_tpname) == 0;
	case DT_ATTACH_UPROBE:
	case DT_ATTACH_URETPROBE:
		/* one program per argument style, the cookie tells probes
		   apart (prog.h "Uprobes") */
		return g->g_argstyle == prp->pr_argstyle;
	case DT_ATTACH_PROFILE:
	case DT_ATTACH_TICK:
	case DT_ATTACH_FENTRY:
	case DT_ATTACH_FEXIT:
		/* one program per probe: a firing cannot tell them apart */
		return DT_VEC_AT(&g->g_probes, const dt_probe_t *, 0)->pr_id ==
		    prp->pr_id;
	default:
		return 1;
	}
}

static int
clause_has_probe(const dt_sclause_t *sc, uint32_t id)
{
	int lo = 0, hi = sc->sc_nprobes - 1;

	while (lo <= hi) {
		int mid = (lo + hi) / 2;

		if (sc->sc_probes[mid] == id)
			return 1;
		if (sc->sc_probes[mid] < id)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return 0;
}


/* ------------------------------------------------------------ recipes */

/* Offset of "struct.member[+struct.member...]" from BTF. */
static int
member_offset(dt_cg_t *cg, const dt_probe_t *prp, const char *spec)
{
	char buf[256], *p, *next, *dot;
	int total = 0, off;

	if (spec == NULL)
		return 0;
	snprintf(buf, sizeof(buf), "%s", spec);
	for (p = buf; p != NULL; p = next) {
		if ((next = strchr(p, '+')) != NULL)
			*next++ = '\0';
		if ((dot = strchr(p, '.')) == NULL)
			DT_BUG("fetch member %s", spec);
		*dot = '\0';
		off = dt_btf_member_offset(p, dot + 1);
		if (off < 0)
			dt_cg_error(cg, "%s:%s:%s:%s: kernel BTF has no member "
			    "%s in struct %s", prp->pr_prov, prp->pr_mod,
			    prp->pr_func, prp->pr_name, dot + 1, p);
		total += off;
	}
	return total;
}

/* The conditional jump that skips the probe when 'cond' does not hold. */
static void
fetch_require(dt_cg_t *cg, int cond, int lbl_out)
{
	static const int inverse[] = {
		[DT_FC_EQ] = BPF_JNE, [DT_FC_NE] = BPF_JEQ,
		[DT_FC_SLT] = BPF_JSGE, [DT_FC_SLE] = BPF_JSGT,
		[DT_FC_SGT] = BPF_JSLE, [DT_FC_SGE] = BPF_JSLT
	};

	if (cond == DT_FC_ANY || cond == DT_FC_NONE) {
		dt_cg_alu_reg(cg, BPF_AND, BPF_REG_2, BPF_REG_6);
		dt_cg_jmp_imm(cg, cond == DT_FC_ANY ? BPF_JEQ : BPF_JNE,
		    BPF_REG_2, 0, lbl_out);
		return;
	}
	dt_cg_jmp_reg(cg, inverse[cond], BPF_REG_6, BPF_REG_2, lbl_out);
}

/*
 * Per-thread recipe state (lockstat's contention start times): a hash
 * map keyed by tid << 8 | slot, made on first use.
 */
static void
fetch_tstate(dt_cg_t *cg, int op, int slot)
{
	int done = dt_cg_label(cg);

	if (cur_kstate < 0)
		cur_kstate = dt_cg_add_map(cg, "dt_kstate",
		    BPF_MAP_TYPE_HASH, 8, 8, 16384, 0);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_VAL, BPF_REG_6);
	dt_cg_call(cg, BPF_FUNC_get_current_pid_tgid);
	dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_0, 32);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_0, 24);	/* tid << 8 */
	dt_cg_alu_imm(cg, BPF_OR, BPF_REG_0, slot);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_KEY, BPF_REG_0);
	dt_cg_ld_map(cg, BPF_REG_1, cur_kstate);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, SLOT_KEY);
	if (op == DT_FO_TSAVE) {
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_10);
		dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, SLOT_VAL);
		dt_cg_mov_imm(cg, BPF_REG_4, BPF_ANY);
		dt_cg_call(cg, BPF_FUNC_map_update_elem);
		return;
	}
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_mov_imm(cg, BPF_REG_6, 0);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, done);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_6, BPF_REG_0, 0);
	dt_cg_ld_map(cg, BPF_REG_1, cur_kstate);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, SLOT_KEY);
	dt_cg_call(cg, BPF_FUNC_map_delete_elem);
	dt_cg_place(cg, done);
}

/* DT_FO_ONCE: go to 'lbl_out' unless acc is new to the dt_konce set. */
static void
fetch_once(dt_cg_t *cg, int lbl_out)
{
	if (cur_konce < 0)
		cur_konce = dt_cg_add_map(cg, "dt_konce",
		    BPF_MAP_TYPE_LRU_HASH, 8, 1, 4096, 0);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_KEY, BPF_REG_6);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_VAL, 0);
	dt_cg_update_slots(cg, cur_konce, BPF_NOEXIST);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, lbl_out);
}

/*
 * A recipe being run: r6 is the accumulator, r7 the context.  fr_lbl[i]
 * is placed before step i, fr_lbl[fr_n] after the last one.
 */
typedef struct fetch_run {
	dt_cg_t *fr_cg;
	const dt_probe_t *fr_prp;	/* for member lookups and errors */
	const char *fr_tpname;		/* the attachment */
	const dt_fetch_t *fr_recipe;
	int fr_n;			/* steps before DT_FO_END */
	int *fr_lbl;
	int fr_out;			/* a requirement failed: no firing */
	int fr_skip_to;			/* steps before it left out */
} fetch_run_t;

/* Step 'fo' skips the 'fo_size' steps after it: the label to go to. */
static int
fetch_skip_label(fetch_run_t *fr, const dt_fetch_t *fo)
{
	int to = (int)(fo - fr->fr_recipe) + 1 + fo->fo_size;

	if (to > fr->fr_n)
		DT_BUG("fetch skip past the end");
	return to;
}

/* DT_FO_HASARG: decided now, the steps for an argument this kernel's
   tracepoint lacks are not emitted. */
static void
fo_hasarg(fetch_run_t *fr, const dt_fetch_t *fo)
{
	const char *ev = fr->fr_tpname != NULL ?
	    strchr(fr->fr_tpname, '/') : NULL;
	int to = fetch_skip_label(fr, fo);

	if (ev == NULL || dt_btf_tp_nargs(ev + 1) <= fo->fo_k)
		fr->fr_skip_to = to;
}

static void
fo_ctx(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_ldx(fr->fr_cg, BPF_DW, BPF_REG_6, BPF_REG_7,
	    (int16_t)(8 * fo->fo_k));
}

/* acc = the result of a helper without arguments. */
static void
fetch_call(dt_cg_t *cg, int helper)
{
	dt_cg_call(cg, helper);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_6, BPF_REG_0);
}

static void
fo_cur(fetch_run_t *fr, const dt_fetch_t *fo)
{
	fetch_call(fr->fr_cg, BPF_FUNC_get_current_task);
}

static void
fo_pidtgid(fetch_run_t *fr, const dt_fetch_t *fo)
{
	fetch_call(fr->fr_cg, BPF_FUNC_get_current_pid_tgid);
}

static void
fo_cpu(fetch_run_t *fr, const dt_fetch_t *fo)
{
	fetch_call(fr->fr_cg, BPF_FUNC_get_smp_processor_id);
}

static void
fo_time(fetch_run_t *fr, const dt_fetch_t *fo)
{
	fetch_call(fr->fr_cg, BPF_FUNC_ktime_get_ns);
}

static void
fo_imm(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_mov_imm(fr->fr_cg, BPF_REG_6, fo->fo_imm);
}

static void
fo_read(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_t *cg = fr->fr_cg;
	int skip = dt_cg_label(cg);
	int sz = fo->fo_size;

	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_6, 0, skip);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_6);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3,
	    member_offset(cg, fr->fr_prp, fo->fo_member));
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_VAL, 0);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_VAL);
	dt_cg_mov_imm(cg, BPF_REG_2, sz);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_ldx(cg, dt_cg_bpfsize((uint32_t)sz), BPF_REG_6, BPF_REG_10,
	    SLOT_VAL);
	if (fo->fo_k && sz < 8) {
		dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_6, 64 - 8 * sz);
		dt_cg_alu_imm(cg, BPF_ARSH, BPF_REG_6, 64 - 8 * sz);
	}
	dt_cg_place(cg, skip);
}

static void
fo_addr(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_alu_imm(fr->fr_cg, BPF_ADD, BPF_REG_6,
	    member_offset(fr->fr_cg, fr->fr_prp, fo->fo_member));
}

/* acc op= fo_imm, through r2 (AND, ADD: 64-bit immediates). */
static void
fetch_alu_reg(dt_cg_t *cg, int op, int64_t imm)
{
	dt_cg_mov_imm(cg, BPF_REG_2, imm);
	dt_cg_alu_reg(cg, op, BPF_REG_6, BPF_REG_2);
}

static void
fo_and(fetch_run_t *fr, const dt_fetch_t *fo)
{
	fetch_alu_reg(fr->fr_cg, BPF_AND, fo->fo_imm);
}

static void
fo_add(fetch_run_t *fr, const dt_fetch_t *fo)
{
	fetch_alu_reg(fr->fr_cg, BPF_ADD, fo->fo_imm);
}

static void
fo_rsh(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_alu_imm(fr->fr_cg, BPF_RSH, BPF_REG_6, (int32_t)fo->fo_imm);
}

static void
fo_lsh(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_alu_imm(fr->fr_cg, BPF_LSH, BPF_REG_6, (int32_t)fo->fo_imm);
}

static void
fo_neg(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_alu_imm(fr->fr_cg, BPF_NEG, BPF_REG_6, 0);
}

static void
fo_set(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_stx(fr->fr_cg, BPF_DW, BPF_REG_10,
	    (int16_t)(SLOT_ARGS + 8 * fo->fo_k), BPF_REG_6);
}

static void
fo_get(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_ldx(fr->fr_cg, BPF_DW, BPF_REG_6, BPF_REG_10,
	    (int16_t)(SLOT_ARGS + 8 * fo->fo_k));
}

static void
fo_addarg(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_ldx(fr->fr_cg, BPF_DW, BPF_REG_2, BPF_REG_10,
	    (int16_t)(SLOT_ARGS + 8 * fo->fo_k));
	dt_cg_alu_reg(fr->fr_cg, BPF_ADD, BPF_REG_6, BPF_REG_2);
}

static void
fo_req(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_mov_imm(fr->fr_cg, BPF_REG_2, fo->fo_imm);
	fetch_require(fr->fr_cg, fo->fo_k, fr->fr_out);
}

static void
fo_reqarg(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_ldx(fr->fr_cg, BPF_DW, BPF_REG_2, BPF_REG_10,
	    (int16_t)(SLOT_ARGS + 8 * fo->fo_imm));
	fetch_require(fr->fr_cg, fo->fo_k, fr->fr_out);
}

static void
fo_reqin(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_t *cg = fr->fr_cg;
	int ok = dt_cg_label(cg), i;

	for (i = 0; i < fo->fo_k; i++) {
		dt_cg_mov_imm(cg, BPF_REG_2, fo->fo_set[i]);
		dt_cg_jmp_reg(cg, BPF_JEQ, BPF_REG_6, BPF_REG_2, ok);
	}
	dt_cg_ja(cg, fr->fr_out);
	dt_cg_place(cg, ok);
}

static void
fo_unless(fetch_run_t *fr, const dt_fetch_t *fo)
{
	int to = fetch_skip_label(fr, fo);

	dt_cg_mov_imm(fr->fr_cg, BPF_REG_2, fo->fo_imm);
	fetch_require(fr->fr_cg, fo->fo_k, fr->fr_lbl[to]);
}

static void
fo_sysnr(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_t *cg = fr->fr_cg;

	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_7, 0);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3,
	    member_offset(cg, fr->fr_prp, "pt_regs.orig_ax"));
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_VAL);
	dt_cg_mov_imm(cg, BPF_REG_2, 8);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_6, BPF_REG_10, SLOT_VAL);
}

/* thread_info.status & TS_COMPAT, as for syscalls: 'jop' 0 leaves. */
static void
fetch_compat(fetch_run_t *fr, int jop)
{
	dt_cg_t *cg = fr->fr_cg;

	dt_cg_call(cg, BPF_FUNC_get_current_task_btf);
	dt_cg_ldx(cg, BPF_W, BPF_REG_1, BPF_REG_0, 16);
	dt_cg_alu_imm(cg, BPF_AND, BPF_REG_1, 2);
	dt_cg_jmp_imm(cg, jop, BPF_REG_1, 0, fr->fr_out);
}

static void
fo_nocompat(fetch_run_t *fr, const dt_fetch_t *fo)
{
	fetch_compat(fr, BPF_JNE);
}

static void
fo_compat(fetch_run_t *fr, const dt_fetch_t *fo)
{
	fetch_compat(fr, BPF_JEQ);
}

/* low 7 bits: signal (0 = exited), 0x80: core dump */
static void
fo_cld(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_t *cg = fr->fr_cg;
	int done = dt_cg_label(cg);

	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_6);
	dt_cg_mov_imm(cg, BPF_REG_6, 1);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_1);
	dt_cg_alu_imm(cg, BPF_AND, BPF_REG_2, 0x7f);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_2, 0, done);
	dt_cg_mov_imm(cg, BPF_REG_6, 2);
	dt_cg_alu_imm(cg, BPF_AND, BPF_REG_1, 0x80);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, done);
	dt_cg_mov_imm(cg, BPF_REG_6, 3);
	dt_cg_place(cg, done);
}

static void
fo_ksym(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_mov_imm(fr->fr_cg, BPF_REG_6, (int64_t)dt_probecat_ksym(
	    fr->fr_cg->pcat, fo->fo_member));
}

static void
fo_tstate(fetch_run_t *fr, const dt_fetch_t *fo)
{
	fetch_tstate(fr->fr_cg, fo->fo_op, fo->fo_k);
}

static void
fo_once(fetch_run_t *fr, const dt_fetch_t *fo)
{
	fetch_once(fr->fr_cg, fr->fr_out);
}

/* always taken; conditional so that the code after it stays reachable
   for the verifier's CFG check */
static void
fo_never(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_jmp_imm(fr->fr_cg, BPF_JGE, BPF_REG_6, 0, fr->fr_out);
}

/* Bit offset of "struct.member" in kernel BTF. */
static int
member_bitoffset(dt_cg_t *cg, const dt_probe_t *prp, const char *spec)
{
	char sn[128], *dot;
	int bits;

	snprintf(sn, sizeof(sn), "%s", spec);
	if ((dot = strchr(sn, '.')) == NULL)
		DT_BUG("fetch member %s", spec);
	*dot = '\0';
	if ((bits = dt_btf_member_bitoffset(sn, dot + 1)) < 0)
		dt_cg_error(cg, "%s:%s:%s:%s: kernel BTF has no member %s in "
		    "struct %s", prp->pr_prov, prp->pr_mod, prp->pr_func,
		    prp->pr_name, dot + 1, sn);
	return bits;
}

/* "struct.member": one bit of a bitfield */
static void
fo_bit(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_t *cg = fr->fr_cg;
	int bits = member_bitoffset(cg, fr->fr_prp, fo->fo_member);
	int skip = dt_cg_label(cg);

	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_6, 0, skip);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_6);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, bits / 8);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_VAL, 0);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, SLOT_VAL);
	dt_cg_mov_imm(cg, BPF_REG_2, 1);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_ldx(cg, BPF_B, BPF_REG_6, BPF_REG_10, SLOT_VAL);
	dt_cg_alu_imm(cg, BPF_RSH, BPF_REG_6, bits % 8);
	dt_cg_alu_imm(cg, BPF_AND, BPF_REG_6, 1);
	dt_cg_place(cg, skip);
}

static void
fo_bswap16(fetch_run_t *fr, const dt_fetch_t *fo)
{
	dt_cg_emit(fr->fr_cg, (struct bpf_insn){ .code = BPF_ALU | BPF_END |
	    BPF_TO_BE, .dst_reg = BPF_REG_6, .imm = 16 });
}

/* The code of each recipe step (prog.h dt_fop_t), by fo_op. */
static void (*const fetch_ops[])(fetch_run_t *, const dt_fetch_t *) = {
	[DT_FO_CTX] = fo_ctx,		[DT_FO_CUR] = fo_cur,
	[DT_FO_PIDTGID] = fo_pidtgid,	[DT_FO_CPU] = fo_cpu,
	[DT_FO_IMM] = fo_imm,		[DT_FO_READ] = fo_read,
	[DT_FO_ADDR] = fo_addr,		[DT_FO_AND] = fo_and,
	[DT_FO_RSH] = fo_rsh,		[DT_FO_LSH] = fo_lsh,
	[DT_FO_ADD] = fo_add,		[DT_FO_NEG] = fo_neg,
	[DT_FO_SET] = fo_set,		[DT_FO_GET] = fo_get,
	[DT_FO_REQ] = fo_req,		[DT_FO_REQARG] = fo_reqarg,
	[DT_FO_SYSNR] = fo_sysnr,	[DT_FO_NOCOMPAT] = fo_nocompat,
	[DT_FO_REQIN] = fo_reqin,	[DT_FO_UNLESS] = fo_unless,
	[DT_FO_ADDARG] = fo_addarg,	[DT_FO_KSYM] = fo_ksym,
	[DT_FO_BSWAP16] = fo_bswap16,	[DT_FO_CLD] = fo_cld,
	[DT_FO_TIME] = fo_time,		[DT_FO_TSAVE] = fo_tstate,
	[DT_FO_TTAKE] = fo_tstate,	[DT_FO_NEVER] = fo_never,
	[DT_FO_BIT] = fo_bit,		[DT_FO_COMPAT] = fo_compat,
	[DT_FO_ONCE] = fo_once,		[DT_FO_HASARG] = fo_hasarg,
};

/*
 * Run a probe's fetch recipe (prog.h dt_fetch_t): r6 is the accumulator,
 * r7 the context; arguments land in the argN slots, all zeroed first.
 */
void
dt_cg_fetch_recipe(dt_cg_t *cg, const dt_probe_t *prp, const char *tpname,
    const dt_fetch_t *recipe, int lbl_out)
{
	fetch_run_t fr = { cg, prp, tpname, recipe, 0, NULL, lbl_out, 0 };
	const dt_fetch_t *fo;
	int i;

	for (i = 0; i < 10; i++)
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * i), 0);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_7, BPF_REG_10, SLOT_CTX);
	dt_cg_mov_imm(cg, BPF_REG_6, 0);
	while (recipe[fr.fr_n].fo_op != DT_FO_END)
		fr.fr_n++;
	fr.fr_lbl = dt_xcalloc((size_t)fr.fr_n + 1, sizeof(int));
	for (i = 0; i <= fr.fr_n; i++)
		fr.fr_lbl[i] = dt_cg_label(cg);
	for (fo = recipe; fo->fo_op != DT_FO_END; fo++) {
		dt_cg_place(cg, fr.fr_lbl[fo - recipe]);
		if (fo - recipe < fr.fr_skip_to)
			continue;	/* left out for this kernel */
		if (fo->fo_op >= DT_ARRAY_SIZE(fetch_ops) ||
		    fetch_ops[fo->fo_op] == NULL)
			DT_BUG("fetch op %d", fo->fo_op);
		fetch_ops[fo->fo_op](&fr, fo);
	}
	dt_cg_place(cg, fr.fr_lbl[fr.fr_n]);
	free(fr.fr_lbl);
}

static int
uses_args_node(dt_node_t *dnp)
{
	for (; dnp != NULL; dnp = dnp->dn_next) {
		if (dnp->dn_ident != NULL && dnp->dn_ident->id_kind ==
		    DT_ID_BUILTIN && (dnp->dn_ident->id_builtin == DT_BI_ARG ||
		    dnp->dn_ident->id_builtin == DT_BI_ERRNO ||
		    dnp->dn_ident->id_builtin == DT_BI_ARGS))
			return 1;
		if (dnp->dn_flags & 0x40000)	/* args[N] */
			return 1;
		if (uses_args_node(dnp->dn_left) ||
		    uses_args_node(dnp->dn_right) ||
		    uses_args_node(dnp->dn_cond) ||
		    uses_args_node(dnp->dn_args) ||
		    uses_args_node(dnp->dn_body) ||
		    uses_args_node(dnp->dn_else) ||
		    uses_args_node(dnp->dn_pred))
			return 1;
	}
	return 0;
}

static void
cg_reset(dt_cg_t *cg)
{
	dt_vec_release(&cg->insns);
	dt_vec_release(&cg->lines);
	dt_vec_release(&cg->iclause);
	dt_vec_release(&cg->labels);
	dt_vec_release(&cg->jfix);
	dt_vec_release(&cg->rfix);
	dt_vec_release(&cg->subprogs);
	dt_vec_release(&cg->helpreqs);
	cg->vdepth = cg->vmax = 0;
	cg->scr_max = SCR_THIS + cg->thissize;
	cg->rec_max = 0;
	cg->uses_scratch = 0;
}

/*
 * Program chains.  A program's clause mask (SLOT_MASK, the dispatch
 * entries) has 64 bits, so a group with more clauses is split into
 * programs of CG_CHAIN_CLAUSES clauses each, in clause order: the first
 * is attached, each one tail-calls the next through the group's prog
 * array when its clauses are done.  The first leaves what the others need
 * in scratch at cg->chainoff (CHAIN_*: the probe, the dispatch key, the
 * cached timestamp, tick's frame skip, arg0..9), and the scratch nesting
 * guard stays set along the chain.  The others look up their own mask
 * word (dispatch value word 1 + k, or their own constants) and pass on at
 * once when it is 0.  Groups of 64 clauses or fewer are one program, as
 * before.
 */
#define CG_CHAIN_CLAUSES	64
#define CG_CHAIN_MAX		33	/* the kernel's tail-call limit */
#define CHAIN_PRID	0
#define CHAIN_KEY	8
#define CHAIN_TS	16
#define CHAIN_TICKSKIP	24
#define CHAIN_ARGS	32
#define CHAIN_SIZE	(CHAIN_ARGS + 80)

/* Does group 'g' find its probe and mask words in a dispatch map? */
static int
g_dispatches(const group_t *g)
{
	if (g->g_attach == DT_ATTACH_RAWTP && g->g_probes.len > 4 &&
	    DT_VEC_AT(&g->g_probes, const dt_probe_t *, 0)->pr_sysnr >= 0)
		return 1;
	return g->g_attach == DT_ATTACH_KMULTI ||
	    g->g_attach == DT_ATTACH_KRMULTI ||
	    g->g_attach == DT_ATTACH_UPROBE ||
	    g->g_attach == DT_ATTACH_URETPROBE;
}

/* The chain's first program, after its prologue: hand on to the others. */
static void
chain_save(dt_cg_t *cg, group_t *g)
{
	uint32_t o = cg->chainoff;
	int i;

	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_PRID);
	dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)(o + CHAIN_PRID),
	    BPF_REG_1);
	if (g_dispatches(g)) {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_CHAINKEY);
		dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)(o + CHAIN_KEY),
		    BPF_REG_1);
	}
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_TICKSKIP);
	dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)(o + CHAIN_TICKSKIP),
	    BPF_REG_1);
	for (i = 0; i < 10; i++) {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * i));
		dt_cg_stx(cg, BPF_DW, BPF_REG_9,
		    (int16_t)(o + CHAIN_ARGS + 8 * i), BPF_REG_1);
	}
}

/*
 * Prologue of program 'chunk' (> 0) of a chain: reached by a tail call
 * from the previous one, with the nesting guard set.  An empty mask word
 * passes on to the next program at once ('lbl_out').
 */
static void
chain_prologue(dt_cg_t *cg, group_t *g, const uint64_t *masks, int chunk,
    int lbl_out_nobusy, int lbl_out)
{
	int n = (int)g->g_probes.len, nch = g->g_nchunks, i;
	const dt_probe_t **probes = g->g_probes.data;
	uint32_t o = cg->chainoff;
	int mine = dt_cg_label(cg), lvl;

	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_CTX, BPF_REG_1);
	/*
	 * The level of the program that tail-called this one: the
	 * innermost busy one (a program that interrupted it has finished
	 * and freed its level before it went on).
	 */
	for (lvl = DT_SCR_LEVELS - 1; lvl >= 0; lvl--) {
		dt_cg_st_imm(cg, BPF_W, BPF_REG_10, SLOT_KEY, lvl);
		dt_cg_lookup_slot(cg, DT_MAP_SCRATCH);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, lbl_out_nobusy);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0, SCR_BUSY);
		dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_1, 0, mine);
	}
	dt_cg_ja(cg, lbl_out_nobusy);
	dt_cg_place(cg, mine);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_9, BPF_REG_0);
	cg->uses_scratch = 1;

	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_9, (int16_t)(o + CHAIN_TS));
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_TS, BPF_REG_1);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_9,
	    (int16_t)(o + CHAIN_PRID));
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_PRID, BPF_REG_1);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_9,
	    (int16_t)(o + CHAIN_TICKSKIP));
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_TICKSKIP, BPF_REG_1);
	/* a tail call's stack is not the caller's: the pid_tgid cache
	   starts empty (uninitialized, it held another firing's value) */
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_10, SLOT_PIDTGID, 0);
	for (i = 0; i < 10; i++) {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_9,
		    (int16_t)(o + CHAIN_ARGS + 8 * i));
		dt_cg_stx(cg, BPF_DW, BPF_REG_10,
		    (int16_t)(SLOT_ARGS + 8 * i), BPF_REG_1);
	}

	/* this program's mask word */
	if (g_dispatches(g)) {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_9,
		    (int16_t)(o + CHAIN_KEY));
		dt_cg_stx(cg, BPF_W, BPF_REG_10, SLOT_KEY, BPF_REG_1);
		dt_cg_lookup_slot(cg, g->g_dispatch);
		dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, lbl_out);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_0,
		    (int16_t)(8 + 8 * chunk));
	} else if (g->g_attach == DT_ATTACH_RAWTP &&
	    probes[0]->pr_sysnr >= 0) {
		int found = dt_cg_label(cg);

		dt_cg_ldx(cg, BPF_DW, BPF_REG_2, BPF_REG_10, SLOT_PRID);
		dt_cg_mov_imm(cg, BPF_REG_1, 0);
		for (i = 0; i < n; i++) {
			int next = dt_cg_label(cg);

			dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_2,
			    (int32_t)probes[i]->pr_id, next);
			dt_cg_mov_imm(cg, BPF_REG_1,
			    (int64_t)masks[i * nch + chunk]);
			dt_cg_ja(cg, found);
			dt_cg_place(cg, next);
		}
		dt_cg_place(cg, found);
	} else {
		dt_cg_mov_imm(cg, BPF_REG_1, (int64_t)masks[chunk]);
	}
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_MASK, BPF_REG_1);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_1, 0, lbl_out);
}

/* End of program 'chunk' of a chain: on to the next one. */
static void
chain_next(dt_cg_t *cg, group_t *g, int chunk)
{
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_TS);
	dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)(cg->chainoff + CHAIN_TS),
	    BPF_REG_1);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_CTX);
	dt_cg_ld_map(cg, BPF_REG_2, g->g_chainmap);
	dt_cg_mov_imm(cg, BPF_REG_3, chunk + 1);
	dt_cg_call(cg, BPF_FUNC_tail_call);
	/* only a failed tail call comes back: the guard is cleared below */
}

/* Number of clauses group 'g' runs (for its chain). */
static int
group_nclauses(dt_cg_t *cg, group_t *g)
{
	dt_sema_t *sm = cg->sm;
	const dt_probe_t **probes = g->g_probes.data;
	int n = (int)g->g_probes.len, nc = 0, i, j;

	for (i = 0; i < (int)sm->sm_clauses.len; i++) {
		dt_sclause_t *sc = &DT_VEC_AT(&sm->sm_clauses, dt_sclause_t, i);
		int hit = pid_clause_fits(g, sc);

		for (j = 0; j < n && !hit; j++)
			hit = clause_has_probe(sc, probes[j]->pr_id);
		nc += hit;
	}
	return nc;
}

/*
 * Emit program 'chunk' of group 'g' (0 unless the group is a chain);
 * 'uses_scratch' from a first pass.
 */
static void
gen_group(dt_cg_t *cg, group_t *g, int *uses_scratch, int chunk)
{
	dt_sema_t *sm = cg->sm;
	int n = (int)g->g_probes.len, nc = 0, nmine = 0, i, j;
	int nch = g->g_nchunks;
	const dt_probe_t **probes = g->g_probes.data;
	dt_sclause_t **cls;
	uint64_t *masks, *bits;
	int *guard, uses_args = 0;
	int out, out_nobusy;

	if (chunk == 0) {
		dt_vec_release(&g->g_udescs);
		dt_vec_init(&g->g_udescs, sizeof(dt_udesc_t));
	}
	cls = dt_xcalloc(sm->sm_clauses.len + 1, sizeof(*cls));
	bits = dt_xcalloc(sm->sm_clauses.len + 1, sizeof(*bits));
	guard = dt_xcalloc(sm->sm_clauses.len + 1, sizeof(*guard));
	/* masks[probe * nch + chunk] */
	masks = dt_xcalloc((size_t)n * (size_t)nch + 1, sizeof(*masks));
	for (i = 0; i < (int)sm->sm_clauses.len; i++) {
		dt_sclause_t *sc = &DT_VEC_AT(&sm->sm_clauses, dt_sclause_t, i);
		int hits = 0, mine = nc / CG_CHAIN_CLAUSES == chunk;
		uint64_t bit = 1ull << (nc % CG_CHAIN_CLAUSES);

		int later = pid_clause_fits(g, sc);

		for (j = 0; j < n; j++)
			if (clause_has_probe(sc, probes[j]->pr_id)) {
				masks[j * nch + nc / CG_CHAIN_CLAUSES] |= bit;
				hits++;
			}
		if (hits == 0 && !later)
			continue;
		if (later) {
			/* its probes in objects mapped later (dlopen) */
			int k, f;

			for (k = 0; k < sc->sc_ndescs && chunk == 0; k++) {
				dt_udesc_t *ud;

				if (!later_desc_fits(g, sc->sc_descs[k]))
					continue;
				ud = dt_vec_push(&g->g_udescs);
				for (f = 0; f < 4; f++)
					ud->ud_desc[f] = dt_arena_strdup(cg->ap,
					    sc->sc_descs[k][f]);
				ud->ud_mask = bit;
				ud->ud_chunk = nc / CG_CHAIN_CLAUSES;
			}
			hits = -1;	/* more may come: always guarded */
		}
		nc++;
		if (!mine)
			continue;
		bits[nmine] = bit;
		guard[nmine] = hits != n;
		cls[nmine++] = sc;
		if (uses_args_node(sc->sc_node->dn_pred) ||
		    uses_args_node(sc->sc_node->dn_body))
			uses_args = 1;
	}

	cg->attach = g->g_attach;
	cg->argstyle = g->g_argstyle;
	cg->nprobes = n;
	cg->probes = probes;
	out = dt_cg_label(cg);
	out_nobusy = dt_cg_label(cg);
	if (nch > 1) {
		/* the chain hands on the arguments, in the scratch area */
		*uses_scratch = 1;
		uses_args = 1;
	}
	if (chunk == 0) {
		dt_cg_prologue(cg, g, masks, *uses_scratch, uses_args,
		    out_nobusy);
		if (nch > 1)
			chain_save(cg, g);
	} else {
		chain_prologue(cg, g, masks, chunk, out_nobusy, out);
	}
	for (i = 0; i < nmine; i++) {
		int hits = 0;
		const dt_probe_t *one = NULL;

		for (j = 0; j < n; j++)
			if (clause_has_probe(cls[i], probes[j]->pr_id)) {
				hits++;
				one = probes[j];
			}
		cg->probe1 = hits == 1 && !pid_clause_fits(g, cls[i]) ? one :
		    NULL;
		dt_cg_clause(cg, cls[i], bits[i], guard[i]);
	}
	dt_cg_place(cg, out);
	if (chunk < nch - 1)
		chain_next(cg, g, chunk);
	if (*uses_scratch)
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_9, SCR_BUSY, 0);
	dt_cg_place(cg, out_nobusy);
	dt_cg_mov_imm(cg, BPF_REG_0, 0);
	dt_cg_emit(cg, (struct bpf_insn){ .code = BPF_JMP | BPF_EXIT });
	dt_cg_subprogs_emit(cg);
	*uses_scratch = nch > 1 ? 1 : cg->uses_scratch;
	free(cls);
	free(bits);
	free(guard);
	free(masks);
}

static const char *
prog_name(group_t *g)
{
	switch (g->g_attach) {
	case DT_ATTACH_BEGIN:
		return "dt_BEGIN";
	case DT_ATTACH_END:
		return "dt_END";
	case DT_ATTACH_RAWTP:
		return g->g_argstyle == DT_ARGS_SYSCALL_ENTRY ? "dt_sys_entry" :
		    g->g_argstyle == DT_ARGS_SYSCALL_RETURN ? "dt_sys_return" :
		    g->g_argstyle == DT_ARGS_FETCH ? "dt_kprov" : "dt_rawtp";
	case DT_ATTACH_PROFILE:
		return "dt_profile";
	case DT_ATTACH_PERFSW:
		return "dt_perfsw";
	case DT_ATTACH_TP:
		return "dt_sdt";
	case DT_ATTACH_TICK:
		return "dt_tick";
	case DT_ATTACH_FENTRY:
		return "dt_fbt_entry";
	case DT_ATTACH_FEXIT:
		return "dt_fbt_return";
	case DT_ATTACH_KMULTI:
		return "dt_fbt_entries";
	case DT_ATTACH_KRMULTI:
		return "dt_fbt_returns";
	case DT_ATTACH_UPROBE:
		return "dt_uprobe";
	case DT_ATTACH_URETPROBE:
		return "dt_uretprobe";
	default:
		return "dt_prog";
	}
}

static void
emit_program(dt_cg_t *cg, group_t *g, uint32_t *scratch_size, int chunk)
{
	dt_prog_t *dp = cg->dp;
	dt_bpfprog_t *bp;
	int uses_scratch = 1, i;
	uint32_t recbase, need;

	/* pass 1: find out whether scratch is needed at all */
	cg_reset(cg);
	gen_group(cg, g, &uses_scratch, chunk);
	cg_reset(cg);
	gen_group(cg, g, &uses_scratch, chunk);

	recbase = (uint32_t)DT_ALIGN(DT_MAX(cg->scr_max,
	    SCR_THIS + cg->thissize), 8);
	dt_cg_finish(cg, recbase);
	need = recbase + cg->rec_max;
	if (need > *scratch_size)
		*scratch_size = need;

	dp->dp_progs = dt_xrealloc(dp->dp_progs,
	    sizeof(dt_bpfprog_t) * (size_t)(dp->dp_nprogs + 1));
	bp = &dp->dp_progs[dp->dp_nprogs++];
	memset(bp, 0, sizeof(*bp));
	bp->bp_name = prog_name(g);
	bp->bp_attach = g->g_attach;
	bp->bp_tpname = g->g_tpname;
	bp->bp_period = g->g_period;
	bp->bp_type = g->g_attach == DT_ATTACH_PROFILE ||
	    g->g_attach == DT_ATTACH_PERFSW ? BPF_PROG_TYPE_PERF_EVENT : g->g_attach == DT_ATTACH_TP ?
	    BPF_PROG_TYPE_TRACEPOINT : BPF_PROG_TYPE_RAW_TRACEPOINT;
	if (g->g_attach == DT_ATTACH_FENTRY || g->g_attach == DT_ATTACH_FEXIT) {
		const dt_probe_t *prp = DT_VEC_AT(&g->g_probes,
		    const dt_probe_t *, 0);

		bp->bp_type = BPF_PROG_TYPE_TRACING;
		bp->bp_exptype = g->g_attach == DT_ATTACH_FENTRY ?
		    BPF_TRACE_FENTRY : BPF_TRACE_FEXIT;
		bp->bp_btfid = prp->pr_btfid;
	} else if (g->g_attach == DT_ATTACH_KMULTI ||
	    g->g_attach == DT_ATTACH_KRMULTI) {
		bp->bp_type = BPF_PROG_TYPE_KPROBE;
		bp->bp_exptype = BPF_TRACE_KPROBE_MULTI;
	} else if (g->g_attach == DT_ATTACH_UPROBE ||
	    g->g_attach == DT_ATTACH_URETPROBE) {
		/* the runtime sets the expected attach type (uprobe_multi
		   or perf event) when it loads the program */
		bp->bp_type = BPF_PROG_TYPE_KPROBE;
	}
	bp->bp_ninsns = (int)cg->insns.len;
	bp->bp_insns = dt_arena_alloc(cg->ap,
	    sizeof(struct bpf_insn) * cg->insns.len);
	memcpy(bp->bp_insns, cg->insns.data,
	    sizeof(struct bpf_insn) * cg->insns.len);
	bp->bp_lines = dt_arena_alloc(cg->ap, sizeof(int) * cg->lines.len);
	memcpy(bp->bp_lines, cg->lines.data, sizeof(int) * cg->lines.len);
	bp->bp_clauses = dt_arena_alloc(cg->ap,
	    sizeof(int) * cg->iclause.len);
	memcpy(bp->bp_clauses, cg->iclause.data,
	    sizeof(int) * cg->iclause.len);
	bp->bp_nprobes = (int)g->g_probes.len;
	bp->bp_probes = dt_arena_alloc(cg->ap,
	    sizeof(uint32_t) * g->g_probes.len);
	for (i = 0; i < (int)g->g_probes.len; i++)
		bp->bp_probes[i] = DT_VEC_AT(&g->g_probes,
		    const dt_probe_t *, i)->pr_id;
	bp->bp_fd = -1;
	bp->bp_chain = chunk;
	bp->bp_chainmap = g->g_chainmap;
	bp->bp_nchunks = g->g_nchunks;
	/* a chained program (chunk > 0) is reached by tail call only: the
	   runtime attaches nothing to it and adds no probes through it */
	bp->bp_dispatch = chunk > 0 ? -1 : g->g_dispatch;
	bp->bp_uargmap = chunk > 0 ? -1 : g->g_uargmap;
	bp->bp_usdt = g->g_argstyle == DT_ARGS_USDT;
	if (bp->bp_dispatch >= 0)
		bp->bp_ucap = dp->dp_maps[g->g_dispatch].ms_maxent;
	if (cg->subprogs.len > 0) {
		/* the main program, then the subprograms */
		bp->bp_nfuncs = (int)cg->subprogs.len + 1;
		bp->bp_funcs = dt_arena_alloc(cg->ap, sizeof(dt_bpffunc_t) *
		    (size_t)bp->bp_nfuncs);
		bp->bp_funcs[0].bf_insn = 0;
		bp->bp_funcs[0].bf_name = bp->bp_name;
		bp->bp_funcs[0].bf_nargs = 1;
		bp->bp_funcs[0].bf_ptrargs = 1;
		for (i = 1; i < bp->bp_nfuncs; i++) {
			cg_subprog_t *sp = &DT_VEC_AT(&cg->subprogs,
			    cg_subprog_t, (size_t)i - 1);

			bp->bp_funcs[i].bf_insn = DT_VEC_AT(&cg->labels, int,
			    sp->cs_label);
			bp->bp_funcs[i].bf_name = dt_arena_strdup(cg->ap,
			    sp->cs_name);
			bp->bp_funcs[i].bf_nargs = sp->cs_nargs;
			bp->bp_funcs[i].bf_ptrargs = sp->cs_ptrargs;
		}
	}
	if (cg->helpreqs.len > 0) {
		bp->bp_nreqs = (int)cg->helpreqs.len;
		bp->bp_reqs = dt_arena_alloc(cg->ap, sizeof(dt_bpfreq_t) *
		    cg->helpreqs.len);
		memcpy(bp->bp_reqs, cg->helpreqs.data, sizeof(dt_bpfreq_t) *
		    cg->helpreqs.len);
	}
	bp->bp_nudescs = chunk > 0 ? 0 : (int)g->g_udescs.len;
	if (bp->bp_nudescs > 0) {
		bp->bp_udescs = dt_arena_alloc(cg->ap, sizeof(dt_udesc_t) *
		    g->g_udescs.len);
		memcpy(bp->bp_udescs, g->g_udescs.data, sizeof(dt_udesc_t) *
		    g->g_udescs.len);
	}
}

/*
 * pid descriptions get an entry and a return program even when nothing
 * matches yet (-Z, a library the process has not loaded): objects mapped
 * later are searched for their probes (bp_udescs).
 */
static void
ensure_pid_groups(dt_cg_t *cg, dt_vec_t *groups)
{
	static const dt_attach_t att[3] = { DT_ATTACH_UPROBE,
	    DT_ATTACH_URETPROBE, DT_ATTACH_UPROBE };
	static const dt_argstyle_t ast[3] = { DT_ARGS_UPROBE,
	    DT_ARGS_URETPROBE, DT_ARGS_USDT };
	size_t c, gi;
	int w, k;

	for (w = 0; w < 3; w++) {
		int want = 0;
		group_t *g, probe;

		memset(&probe, 0, sizeof(probe));
		probe.g_attach = att[w];
		probe.g_argstyle = ast[w];
		for (c = 0; c < cg->sm->sm_clauses.len && !want; c++) {
			dt_sclause_t *sc = &DT_VEC_AT(&cg->sm->sm_clauses,
			    dt_sclause_t, c);

			for (k = 0; k < sc->sc_ndescs; k++)
				if (later_desc_fits_g(&probe, sc->sc_descs[k],
				    0))
					want = 1;
		}
		for (gi = 0; gi < groups->len && want; gi++) {
			g = &DT_VEC_AT(groups, group_t, gi);
			if (g->g_attach == att[w] && g->g_argstyle == ast[w])
				want = 0;
		}
		if (!want)
			continue;
		g = dt_vec_push(groups);
		g->g_attach = att[w];
		g->g_argstyle = ast[w];
		g->g_dispatch = -1;
		g->g_uargmap = -1;
		dt_vec_init(&g->g_probes, sizeof(const dt_probe_t *));
		dt_vec_init(&g->g_udescs, sizeof(dt_udesc_t));
	}
}

/* ---------------------------------------------------- grouping probes */

/* A new group in 'groups' for attachment 'att', argument style 'ast'. */
static group_t *
new_group(dt_vec_t *groups, dt_attach_t att, dt_argstyle_t ast)
{
	group_t *g = dt_vec_push(groups);

	g->g_attach = att;
	g->g_argstyle = ast;
	g->g_dispatch = -1;
	g->g_uargmap = -1;
	dt_vec_init(&g->g_udescs, sizeof(dt_udesc_t));
	dt_vec_init(&g->g_probes, sizeof(const dt_probe_t *));
	return g;
}

/* The probe IDs the clauses enable, sorted, with repeats. */
static void
enabled_ids(dt_sema_t *sm, dt_vec_t *ids)
{
	size_t c;
	int k;

	dt_vec_init(ids, sizeof(uint32_t));
	for (c = 0; c < sm->sm_clauses.len; c++) {
		dt_sclause_t *sc = &DT_VEC_AT(&sm->sm_clauses, dt_sclause_t, c);

		for (k = 0; k < sc->sc_nprobes; k++)
			DT_VEC_PUSH(ids, uint32_t, sc->sc_probes[k]);
	}
	if (ids->len > 1)
		qsort(ids->data, ids->len, sizeof(uint32_t), dt_cg_cmp_u32);
}

/*
 * Kernel functions: a trampoline each (exact BTF arguments) while there
 * are few; beyond that attaching them one by one takes too long, and one
 * kprobe.multi link per direction serves them all.  Says whether to use
 * kprobe.multi for the fbt probes among 'ids'.
 */
static int
fbt_kmulti(dt_cg_t *cg, const dt_vec_t *ids)
{
	size_t c, nfbt = 0;
	int modes, kmulti;

	for (c = 0; c < ids->len; c++) {
		const dt_probe_t *p = dt_probecat_lookup_id(cg->pcat,
		    DT_VEC_AT(ids, uint32_t, c));

		if (p != NULL && (p->pr_attach == DT_ATTACH_FENTRY ||
		    p->pr_attach == DT_ATTACH_FEXIT))
			nfbt++;
	}
	if (nfbt == 0)
		return 0;
	modes = dt_probecat_fbt_modes(cg->pcat);
	kmulti = (modes & DT_FBT_KMULTI) && (nfbt > DT_FBT_MAXTRAMP ||
	    !(modes & DT_FBT_FENTRY));
	if (!kmulti && nfbt > DT_FBT_MAXFENTRY)
		dt_cg_error(cg, "%zu fbt probes enabled: without kprobe.multi "
		    "on this kernel each needs its own fentry trampoline, and "
		    "more than %d take too long to attach; narrow the probe "
		    "descriptions", nfbt, DT_FBT_MAXFENTRY);
	return kmulti;
}

/* A FETCH probe: one program per attachment of the probe. */
static void
group_fetch_probe(dt_vec_t *groups, const dt_probe_t *prp)
{
	int k;

	for (k = 0; k < prp->pr_nalts; k++) {
		group_t *g = new_group(groups, prp->pr_attach, DT_ARGS_FETCH);

		g->g_tpname = prp->pr_alts[k].fa_tpname;
		g->g_fetch = prp->pr_alts[k].fa_fetch;
		DT_VEC_PUSH(&g->g_probes, const dt_probe_t *, prp);
	}
}

/* Any other probe: into the group of its attachment, new or not. */
static void
group_probe(dt_vec_t *groups, const dt_probe_t *prp, int kmulti)
{
	dt_attach_t att = prp->pr_attach;
	dt_argstyle_t ast = prp->pr_argstyle;
	group_t *g = NULL;
	size_t gi;

	if (kmulti && att == DT_ATTACH_FENTRY) {
		att = DT_ATTACH_KMULTI;
		ast = DT_ARGS_KPROBE;
	} else if (kmulti && att == DT_ATTACH_FEXIT) {
		att = DT_ATTACH_KRMULTI;
		ast = DT_ARGS_KRETPROBE;
	}
	for (gi = 0; gi < groups->len && g == NULL; gi++)
		if (same_group(&DT_VEC_AT(groups, group_t, gi), prp, att))
			g = &DT_VEC_AT(groups, group_t, gi);
	if (g == NULL) {
		g = new_group(groups, att, ast);
		g->g_tpname = prp->pr_tpname;
		g->g_period = prp->pr_period;
	}
	DT_VEC_PUSH(&g->g_probes, const dt_probe_t *, prp);
}

/*
 * Group the enabled probes by attachment, in probe ID order, into
 * 'groups'; dp_probes gets each enabled probe once.
 */
static void
group_probes(dt_cg_t *cg, dt_vec_t *groups)
{
	dt_prog_t *dp = cg->dp;
	dt_vec_t ids;
	size_t c;
	int kmulti;

	enabled_ids(cg->sm, &ids);
	kmulti = fbt_kmulti(cg, &ids);
	dp->dp_probes = dt_arena_alloc(cg->ap,
	    sizeof(uint32_t) * (ids.len ? ids.len : 1));
	for (c = 0; c < ids.len; c++) {
		uint32_t id = DT_VEC_AT(&ids, uint32_t, c);
		const dt_probe_t *prp;

		if (dp->dp_nprobes > 0 &&
		    dp->dp_probes[dp->dp_nprobes - 1] == id)
			continue;
		dp->dp_probes[dp->dp_nprobes++] = id;
		prp = dt_probecat_lookup_id(cg->pcat, id);
		if (prp == NULL || prp->pr_attach == DT_ATTACH_ERROR ||
		    prp->pr_attach == DT_ATTACH_NONE)
			continue;
		if (prp->pr_argstyle == DT_ARGS_FETCH)
			group_fetch_probe(groups, prp);
		else
			group_probe(groups, prp, kmulti);
	}
	dt_vec_release(&ids);
	ensure_pid_groups(cg, groups);
}

/* Groups of more than 64 clauses: program chains. */
static void
plan_chains(dt_cg_t *cg, dt_vec_t *groups)
{
	size_t gi;

	for (gi = 0; gi < groups->len; gi++) {
		group_t *g = &DT_VEC_AT(groups, group_t, gi);
		int nc = group_nclauses(cg, g);

		g->g_nchunks = nc > CG_CHAIN_CLAUSES ?
		    (nc + CG_CHAIN_CLAUSES - 1) / CG_CHAIN_CLAUSES : 1;
		g->g_chainmap = -1;
		if (g->g_nchunks > CG_CHAIN_MAX)
			dt_cg_error(cg, "%d clauses enable probes of one kind "
			    "(%s); at most %d are supported", nc,
			    g->g_probes.len > 0 ? DT_VEC_AT(&g->g_probes,
			    const dt_probe_t *, 0)->pr_prov : "pid",
			    CG_CHAIN_CLAUSES * CG_CHAIN_MAX);
		if (g->g_nchunks > 1) {
			g->g_chainmap = dt_cg_add_map(cg, "dt_chain",
			    BPF_MAP_TYPE_PROG_ARRAY, 4, 4,
			    (uint32_t)g->g_nchunks, 0);
			if (cg->chainoff == 0) {
				cg->chainoff = SCR_THIS + cg->thissize;
				cg->thissize += CHAIN_SIZE;
			}
		}
	}
}

static void
release_groups(dt_vec_t *groups)
{
	size_t gi;

	for (gi = 0; gi < groups->len; gi++) {
		dt_vec_release(&DT_VEC_AT(groups, group_t, gi).g_probes);
		dt_vec_release(&DT_VEC_AT(groups, group_t, gi).g_udescs);
	}
	dt_vec_release(groups);
}

/* --------------------------------------------------------------- entry */

static void
cg_init(dt_cg_t *cg, dt_sema_t *sm, dt_cc_t *cc, dt_probecat_t *pcat,
    const dt_cgopts_t *opts, dt_arena_t *ap)
{
	memset(cg, 0, sizeof(*cg));
	cg->sm = sm;
	cg->dp = dt_xcalloc(1, sizeof(*cg->dp));
	cg->ap = ap;
	cg->cc = cc;
	cg->pcat = pcat;
	cg->dynvarsize = opts->co_dynvarsize ? opts->co_dynvarsize : 1u << 20;
	cg->clause = -1;
	dt_vec_init(&cg->insns, sizeof(struct bpf_insn));
	dt_vec_init(&cg->lines, sizeof(int));
	dt_vec_init(&cg->iclause, sizeof(int));
	dt_vec_init(&cg->labels, sizeof(int));
	dt_vec_init(&cg->jfix, sizeof(cg_fix_t));
	dt_vec_init(&cg->rfix, sizeof(cg_fix_t));
	dt_vec_init(&cg->subprogs, sizeof(cg_subprog_t));
	dt_vec_init(&cg->helpreqs, sizeof(dt_bpfreq_t));
}

/* The fixed maps, in DT_MAP_* order; sizes completed by finish_maps. */
static void
add_fixed_maps(dt_cg_t *cg)
{
	dt_cg_add_map(cg, "dt_globals", BPF_MAP_TYPE_ARRAY, 4, 0, 1,
	    BPF_F_MMAPABLE);
	dt_cg_add_map(cg, "dt_strtab", BPF_MAP_TYPE_ARRAY, 4, 0, 1,
	    BPF_F_RDONLY_PROG);
	dt_cg_add_map(cg, "dt_scratch", BPF_MAP_TYPE_PERCPU_ARRAY, 4, 0,
	    DT_SCR_LEVELS, 0);
	/* one ring buffer per CPU; ms_maxent: the bytes of each, set by
	   the runtime from the bufsize option (runtime/rbuf.c) */
	dt_cg_add_map(cg, "dt_ring", BPF_MAP_TYPE_ARRAY_OF_MAPS, 4, 4, 0, 0);
	dt_cg_add_map(cg, "dt_stats", BPF_MAP_TYPE_PERCPU_ARRAY, 4,
	    8 * DT_STAT_NSTATS, 1, 0);
	dt_cg_add_map(cg, "dt_probes", BPF_MAP_TYPE_ARRAY, 4, PROBEMAP_ENT,
	    1, 0);
	/* alone in its page: CPUs sending records share this cache line */
	dt_cg_add_map(cg, "dt_recseq", BPF_MAP_TYPE_ARRAY, 4, 8, 1,
	    BPF_F_MMAPABLE);
}

/* The speculation table (prog.h) after the D globals. */
static void
layout_specs(dt_cg_t *cg, const dt_cgopts_t *opts)
{
	dt_prog_t *dp = cg->dp;

	if (!cg->sm->sm_speculations)
		return;
	dp->dp_nspec = DT_MIN(opts->co_nspec, DT_SPEC_MAXN);
	dp->dp_specsize = opts->co_specsize;
	dp->dp_specoff = (uint32_t)DT_ALIGN(dp->dp_globsize, 16);
	dp->dp_globsize = dp->dp_specoff +
	    (uint32_t)sizeof(dt_specent_t) * (dp->dp_nspec + 1);
}

/*
 * The zero region at the start of the string table: large enough for
 * the longest string and any aggregation or object variable value.
 */
static void
strtab_zero(dt_cg_t *cg, strtab_t *st)
{
	dt_prog_t *dp = cg->dp;
	uint32_t zsize = (uint32_t)DT_ALIGN(cg->sm->sm_strsize, 8);
	int k;

	for (k = 0; k < dp->dp_naggs; k++)
		if (dp->dp_aggs[k].ad_vsize > zsize)
			zsize = dp->dp_aggs[k].ad_vsize;
	if (dt_cg_objvar_zsize(cg->sm) > zsize)
		zsize = dt_cg_objvar_zsize(cg->sm);
	dt_strbuf_addpad(&st->st_buf, 0, zsize);
	st->st_zero = zsize;
}

/* Clause descriptions: clauses that enable nothing still need them. */
static void
describe_clauses(dt_cg_t *cg)
{
	dt_prog_t *dp = cg->dp;
	int k;

	for (k = 0; k < dp->dp_nclauses; k++) {
		dt_clause_t *cl = &dp->dp_clauses[k];
		dt_sclause_t *sc = &DT_VEC_AT(&cg->sm->sm_clauses,
		    dt_sclause_t, (size_t)k);

		cl->cl_index = k;
		cl->cl_desc = sc->sc_desc;
		cl->cl_nprobes = sc->sc_nlisted;
		cl->cl_probes = sc->sc_listed;
		cl->cl_text = sc->sc_text;
		cl->cl_usesargs = sc->sc_usesargs;
	}
}

/* Complete the fixed maps: the string table 'st' moves into dt_strtab. */
static void
finish_maps(dt_cg_t *cg, strtab_t *st, uint32_t scratch_size)
{
	dt_prog_t *dp = cg->dp;

	dp->dp_maps[DT_MAP_GLOBALS].ms_vsize = dp->dp_globsize;
	dt_strbuf_addpad(&st->st_buf, 0, DT_ALIGN(cg->sm->sm_strsize, 8) + 8);
	dp->dp_maps[DT_MAP_STRTAB].ms_vsize = (uint32_t)st->st_buf.len;
	dp->dp_maps[DT_MAP_STRTAB].ms_init = st->st_buf.s;
	dp->dp_maps[DT_MAP_STRTAB].ms_freeze = 1;
	st->st_buf.s = NULL;
	dp->dp_maps[DT_MAP_SCRATCH].ms_vsize = (uint32_t)DT_ALIGN(
	    DT_MAX(scratch_size, 16), 8);
}

/* How many probes each program text's descriptions matched. */
static void
record_matches(dt_cg_t *cg)
{
	dt_prog_t *dp = cg->dp;
	dt_sema_t *sm = cg->sm;
	uint32_t i;

	dp->dp_ntexts = (int)sm->sm_nmatched.len;
	dp->dp_textmatched = dt_arena_alloc(cg->ap,
	    sizeof(int) * (sm->sm_nmatched.len + 1));
	for (i = 0; i < sm->sm_nmatched.len; i++)
		dp->dp_textmatched[i] = DT_VEC_AT(&sm->sm_nmatched, int, i);
}

/* Every program of every group; returns the scratch size they need. */
static uint32_t
emit_programs(dt_cg_t *cg, dt_vec_t *groups)
{
	uint32_t scratch_size = 0;
	size_t gi;
	int chunk;

	for (gi = 0; gi < groups->len; gi++) {
		group_t *g = &DT_VEC_AT(groups, group_t, gi);

		for (chunk = 0; chunk < g->g_nchunks; chunk++)
			emit_program(cg, g, &scratch_size, chunk);
	}
	cg_reset(cg);
	dt_cg_vtime_prog(cg);
	return scratch_size;
}

dt_prog_t *
dt_codegen(dt_sema_t *sm, dt_cc_t *cc, dt_probecat_t *pcat,
    const dt_cgopts_t *opts, dt_arena_t *ap)
{
	dt_prog_t *dp;
	dt_cg_t cg;
	strtab_t st;
	dt_vec_t groups;
	uint32_t scratch_size;

	cg_init(&cg, sm, cc, pcat, opts, ap);
	dp = cg.dp;
	dt_vec_init(&groups, sizeof(group_t));
	memset(&st, 0, sizeof(st));
	cur_strtab = &st;
	cur_kstate = -1;
	cur_konce = -1;

	add_fixed_maps(&cg);
	layout_vars(&cg);
	layout_specs(&cg, opts);
	layout_aggs(&cg, opts->co_aggsize);
	strtab_zero(&cg, &st);
	dp->dp_nclauses = (int)sm->sm_clauses.len;
	dp->dp_clauses = dt_arena_alloc(cg.ap, sizeof(dt_clause_t) *
	    (sm->sm_clauses.len ? sm->sm_clauses.len : 1));

	group_probes(&cg, &groups);
	plan_chains(&cg, &groups);
	scratch_size = emit_programs(&cg, &groups);
	describe_clauses(&cg);
	finish_maps(&cg, &st, scratch_size);
	record_matches(&cg);

	release_groups(&groups);
	cg_reset(&cg);
	dt_strbuf_release(&st.st_buf);
	dt_htab_release(&st.st_index);
	cur_strtab = NULL;
	return dp;
}

int
dt_cg_cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

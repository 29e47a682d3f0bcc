/*
 * sema.c - semantic analysis of parsed D programs (interface: sema.h).
 * Resolves every identifier against the built-in, global, thread-local,
 * clause-local and aggregation namespaces; types every expression with
 * C's conversion rules; checks actions and aggregating functions against
 * their prototypes; matches probe descriptions against the catalogue.
 */
#include <stdlib.h>
#include <string.h>

#include "../format/format.h"
#include "btf.h"
#include "decl.h"
#include "provdef.h"
#include "xlate.h"
#include "sema.h"
#include "pragma.h"
#include "func.h"

#define SEMA_MAXDEPTH	2000

/* ------------------------------------------------------------- tables */

/* Built-in variables: name, type, string capacity (func.h DT_BVARS). */
static const struct {
	const char *name;
	dt_builtin_t bi;
	const char *type;	/* NULL: string */
	uint32_t strcap;	/* string capacity, 0 = strsize */
} builtin_tab[] = {
#define BVAR(name, id, type, strcap, gen) \
	{ name, DT_BI_##id, type, strcap },
	DT_BVARS(BVAR)
#undef BVAR
};

/*
 * Known DTrace actions and subroutines that this version does not
 * implement yet: a clear error instead of "Unknown variable name".
 */
static const char *const unimpl_funcs[] = {
	NULL
};

static int
is_unimpl(const char *name)
{
	int i;

	for (i = 0; unimpl_funcs[i] != NULL; i++)
		if (strcmp(unimpl_funcs[i], name) == 0)
			return 1;
	return 0;
}

dt_ident_t *
dt_sema_ident_new(dt_sema_t *sm, const char *name, dt_idkind_t k)
{
	dt_ident_t *idp = dt_arena_alloc(sm->sm_types.tt_arena, sizeof(*idp));

	idp->id_name = name;
	idp->id_kind = k;
	idp->id_map = -1;
	return idp;
}

/* Declares function 'name' (not the DT_FF_LAZY ones: see cook_call). */
static void
add_func(void *arg, const char *name, const dt_funcdef_t *fd)
{
	dt_sema_t *sm = arg;
	dt_ident_t *idp;

	if (fd->fd_flags & DT_FF_LAZY)
		return;
	idp = dt_sema_ident_new(sm, name, DT_ID_FUNC);
	idp->id_func = fd->fd_id;
	dt_htab_put(&sm->sm_globals, idp->id_name, idp);
}

void
dt_sema_init(dt_sema_t *sm, dt_arena_t *ap, dt_probecat_t *pcat,
    uint32_t strsize)
{
	size_t i;

	memset(sm, 0, sizeof(*sm));
	dt_typetab_init(&sm->sm_types, ap, strsize);
	sm->sm_pcat = pcat;
	sm->sm_strsize = strsize;
	sm->sm_stackframes = 20;
	sm->sm_ustackframes = 100;
	sm->sm_jstackframes = 50;
	dt_vec_init(&sm->sm_idents, sizeof(dt_ident_t *));
	dt_vec_init(&sm->sm_aggv, sizeof(dt_ident_t *));
	dt_vec_init(&sm->sm_clauses, sizeof(dt_sclause_t));
	dt_vec_init(&sm->sm_nmatched, sizeof(int));
	dt_vec_init(&sm->sm_pragmas, sizeof(dt_node_t *));
	dt_vec_init(&sm->sm_formats, sizeof(dt_pfmt_t *));

	for (i = 0; i < DT_ARRAY_SIZE(builtin_tab); i++) {
		dt_ident_t *idp;

		if (builtin_tab[i].bi == DT_BI_ARG)
			continue;	/* arg0 .. arg9 below */
		idp = dt_sema_ident_new(sm, builtin_tab[i].name,
		    DT_ID_BUILTIN);

		idp->id_builtin = builtin_tab[i].bi;
		if (builtin_tab[i].type == NULL)
			/* never more than strsize: DTrace cuts them too */
			idp->id_type = dt_type_string(&sm->sm_types,
			    builtin_tab[i].strcap != 0 &&
			    builtin_tab[i].strcap < strsize ?
			    builtin_tab[i].strcap : strsize);
		else if (strcmp(builtin_tab[i].type, "void *") == 0)
			idp->id_type = sm->sm_types.tt_voidp;
		else
			idp->id_type = dt_type_lookup(&sm->sm_types,
			    builtin_tab[i].type);
		dt_htab_put(&sm->sm_globals, idp->id_name, idp);
	}
	for (i = 0; i < 10; i++) {
		char *name = dt_arena_printf(ap, "arg%zu", i);
		dt_ident_t *idp = dt_sema_ident_new(sm, name, DT_ID_BUILTIN);

		idp->id_builtin = DT_BI_ARG;
		idp->id_value = (int64_t)i;
		idp->id_type = dt_type_lookup(&sm->sm_types,
		    builtin_tab[DT_BI_ARG].type);
		dt_htab_put(&sm->sm_globals, name, idp);
	}
	dt_func_foreach(add_func, sm);
}

void
dt_sema_release(dt_sema_t *sm)
{
	size_t i;

	for (i = 0; i < sm->sm_clauses.len; i++) {
		free(DT_VEC_AT(&sm->sm_clauses, dt_sclause_t, i).sc_probes);
		free(DT_VEC_AT(&sm->sm_clauses, dt_sclause_t, i).sc_descs);
	}
	dt_htab_release(&sm->sm_globals);
	dt_htab_release(&sm->sm_self);
	dt_htab_release(&sm->sm_this);
	dt_htab_release(&sm->sm_aggs);
	dt_htab_release(&sm->sm_externs);
	dt_htab_release(&sm->sm_uexterns);
	dt_htab_release(&sm->sm_types.tt_named);
	dt_htab_release(&sm->sm_types.tt_tags);
	dt_vec_release(&sm->sm_idents);
	dt_vec_release(&sm->sm_aggv);
	dt_vec_release(&sm->sm_clauses);
	dt_vec_release(&sm->sm_nmatched);
	dt_vec_release(&sm->sm_pragmas);
	for (i = 0; i < sm->sm_formats.len; i++)
		dt_printf_release(DT_VEC_AT(&sm->sm_formats, dt_pfmt_t *, i));
	dt_vec_release(&sm->sm_formats);
	for (i = 0; i < 4; i++)
		free(sm->sm_lastdesc[i]);
	free(sm->sm_lastids);
}

int
dt_sema_func_kind(dt_ident_t *idp)
{
	return dt_func_def(idp->id_func)->fd_kind;
}

static const char *
func_name(int fn)
{
	return dt_func_def(fn)->fd_name;
}

/* ----------------------------------------------------- probe matching */

int
dt_probedesc_split(dt_arena_t *ap, const char *desc, dt_pctx_t pctx,
    const char *f[4])
{
	const char *parts[8];
	int n = 0, i, first, maxf;
	const char *p = desc, *q;

	for (;;) {
		q = strchr(p, ':');
		if (n == 5)
			return -1;
		parts[n++] = dt_arena_strndup(ap, p,
		    q ? (size_t)(q - p) : strlen(p));
		if (q == NULL)
			break;
		p = q + 1;
	}
	/* Fields filled from the right, ending at the context's last one. */
	switch (pctx) {
	case DT_PCTX_PROVIDER:
		maxf = 1;
		break;
	case DT_PCTX_MODULE:
		maxf = 2;
		break;
	case DT_PCTX_FUNC:
		maxf = 3;
		break;
	default:
		maxf = 4;
		break;
	}
	if (n > maxf)
		return -1;
	for (i = 0; i < 4; i++)
		f[i] = "";
	first = maxf - n;
	for (i = 0; i < n; i++)
		f[first + i] = parts[i];
	return 0;
}

typedef struct match_acc {
	dt_vec_t ids;		/* uint32_t */
} match_acc_t;

static int
match_cb(const dt_probe_t *prp, void *arg)
{
	match_acc_t *ma = arg;

	DT_VEC_PUSH(&ma->ids, uint32_t, prp->pr_id);
	return 0;
}

static int
cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * The previous description matched, when it is 'f' and the catalogue
 * has not grown since (matching creates what a description names
 * first, so an unchanged catalogue gives the same probes).
 */
static int
same_desc(dt_sema_t *sm, const char *const f[4])
{
	int k;

	if (sm->sm_lastdesc[0] == NULL ||
	    dt_probecat_count(sm->sm_pcat) != sm->sm_lastcount)
		return 0;
	for (k = 0; k < 4; k++)
		if (strcmp(sm->sm_lastdesc[k], f[k]) != 0)
			return 0;
	return 1;
}

static void
remember_desc(dt_sema_t *sm, const char *const f[4], const uint32_t *ids,
    size_t n)
{
	int k;

	for (k = 0; k < 4; k++) {
		free(sm->sm_lastdesc[k]);
		sm->sm_lastdesc[k] = dt_xstrdup(f[k]);
	}
	free(sm->sm_lastids);
	sm->sm_lastids = dt_xcalloc(n + 1, sizeof(uint32_t));
	if (n > 0)
		memcpy(sm->sm_lastids, ids, n * sizeof(uint32_t));
	sm->sm_nlastids = n;
	sm->sm_lastcount = dt_probecat_count(sm->sm_pcat);
}

static void
match_clause(dt_sema_t *sm, dt_cc_t *cc, dt_sclause_t *sc)
{
	match_acc_t ma;
	dt_node_t *pd;
	size_t i, n = 0;

	dt_vec_init(&ma.ids, sizeof(uint32_t));
	for (pd = sc->sc_node->dn_probes; pd != NULL; pd = pd->dn_next) {
		const char *f[4];
		size_t before = ma.ids.len;

		if (pd->dn_flags & DT_NF_PROBEID) {
			const dt_probe_t *prp = dt_probecat_lookup_id(
			    sm->sm_pcat, (uint32_t)pd->dn_int);

			if (prp != NULL)
				match_cb(prp, &ma);
			else if (!sm->sm_zdefs) {
				dt_vec_release(&ma.ids);
				dt_cc_error(cc, "D_PDESC_ZERO", pd->dn_line,
				    "probe description %lld does not match "
				    "any probes", (long long)pd->dn_int);
			}
			continue;
		}
		if (dt_probedesc_split(sm->sm_types.tt_arena, pd->dn_name,
		    cc->cc_pctx, f) != 0) {
			dt_vec_release(&ma.ids);
			dt_cc_error(cc, "D_PDESC_INVAL", pd->dn_line,
			    "invalid probe description \"%s\": "
			    "Overspecified probe description", pd->dn_name);
		}
		sc->sc_descs = dt_xrealloc(sc->sc_descs,
		    sizeof(*sc->sc_descs) * (size_t)(sc->sc_ndescs + 1));
		memcpy(sc->sc_descs[sc->sc_ndescs++], f, sizeof(f));
		if (same_desc(sm, f)) {
			for (i = 0; i < sm->sm_nlastids; i++)
				DT_VEC_PUSH(&ma.ids, uint32_t,
				    sm->sm_lastids[i]);
		} else {
			dt_probecat_match(sm->sm_pcat, f[0], f[1], f[2], f[3],
			    match_cb, &ma);
			remember_desc(sm, f, ma.ids.data == NULL ? NULL :
			    (uint32_t *)ma.ids.data + before,
			    ma.ids.len - before);
		}
		if (ma.ids.len == before) {
			const char *why = dt_probecat_unavailable(sm->sm_pcat,
			    f);

			/* docs/providers.md: the reason, not "no match" */
			if (why != NULL && !sm->sm_zdefs) {
				dt_vec_release(&ma.ids);
				dt_cc_error(cc, "D_PDESC_ZERO", pd->dn_line,
				    "%s", why);
			}
		}
		if (ma.ids.len == before && !sm->sm_zdefs) {
			dt_vec_release(&ma.ids);
			dt_cc_error(cc, "D_PDESC_ZERO", pd->dn_line,
			    "probe description %s:%s:%s:%s does not match "
			    "any probes", f[0], f[1], f[2], f[3]);
		}
	}
	sc->sc_nlisted = (int)ma.ids.len;
	sc->sc_listed = dt_arena_alloc(sm->sm_types.tt_arena,
	    sizeof(uint32_t) * (ma.ids.len ? ma.ids.len : 1));
	if (ma.ids.len)
		memcpy(sc->sc_listed, ma.ids.data,
		    sizeof(uint32_t) * ma.ids.len);
	if (ma.ids.len > 1)
		qsort(ma.ids.data, ma.ids.len, sizeof(uint32_t), cmp_u32);
	for (i = 0; i < ma.ids.len; i++) {
		uint32_t v = DT_VEC_AT(&ma.ids, uint32_t, i);

		if (n == 0 || DT_VEC_AT(&ma.ids, uint32_t, n - 1) != v)
			DT_VEC_AT(&ma.ids, uint32_t, n++) = v;
	}
	sc->sc_nprobes = (int)n;
	sc->sc_probes = ma.ids.data;	/* ownership moves to the clause */
}

/* ------------------------------------------------------ expressions */

/*
 * Find 'name' in struct/union 't', descending into anonymous members;
 * sets *offp to its byte offset from the start of 't'.
 */
dt_member_t *
dt_sema_member(dt_typetab_t *tt, dt_type_t *t, const char *name, uint32_t *offp)
{
	dt_member_t *mb;

	t = dt_type_resolve(t);
	dt_btf_members(tt, t);
	for (mb = t->ty_members; mb != NULL; mb = mb->mb_next) {
		if (*mb->mb_name == '\0') {
			dt_type_t *mt = dt_type_resolve(mb->mb_type);
			uint32_t sub;
			dt_member_t *r;

			if (mt->ty_kind != DT_TY_STRUCT &&
			    mt->ty_kind != DT_TY_UNION)
				continue;
			r = dt_sema_member(tt, mt, name, &sub);
			if (r != NULL) {
				*offp = mb->mb_off + sub;
				return r;
			}
			continue;
		}
		if (strcmp(mb->mb_name, name) == 0) {
			*offp = mb->mb_off;
			return mb;
		}
	}
	return NULL;
}

typedef struct cook {
	dt_sema_t *sm;
	dt_cc_t *cc;
	int depth;
} cook_t;

static dt_type_t *cook_expr(cook_t *ck, dt_node_t *dnp);

static const char *
tname(cook_t *ck, dt_type_t *t)
{
	return dt_type_name(&ck->sm->sm_types, t);
}

static void DT_NORETURN
incompat(cook_t *ck, dt_node_t *dnp, const char *op, dt_type_t *l,
    dt_type_t *r)
{
	dt_cc_error(ck->cc, "D_OP_INCOMPAT", dnp->dn_line,
	    "operands have incompatible types: \"%s\" %s \"%s\"",
	    tname(ck, l), op, tname(ck, r));
}

static const char *
op_str(int op)
{
	return dt_tok_name((dt_tok_t)op);
}

/* Size of floating-point type 't' (4, 8, 16), or 0 if it is not one. */
static uint32_t
float_size(dt_type_t *t)
{
	t = dt_type_resolve(t);
	return t != NULL && t->ty_kind == DT_TY_FLOAT ? t->ty_size : 0;
}

/* Is 'dnp' a bit-field member (of memory, a D struct or translated)? */
static int
is_bitfield(dt_node_t *dnp)
{
	if (dnp->dn_kind != DT_NODE_MEMBER || dnp->dn_aux == NULL)
		return 0;
	if (dnp->dn_flags & DT_NF_XLMEMB) {
		const dt_xlmember_t *xm = dnp->dn_aux;

		return xm->xm_mb != NULL && xm->xm_mb->mb_bits != 0;
	}
	return ((dt_memref_t *)dnp->dn_aux)->mr_bits != 0;
}

/*
 * A compound assignment with a float operand, refused with DTrace's
 * message for its operator: += and -= want a left-hand integer or
 * pointer, *= and /= arithmetic (integer) operands, the others integral
 * ones.
 */
static void DT_NORETURN
float_compound(cook_t *ck, dt_node_t *dnp, dt_type_t *lt, dt_type_t *rt)
{
	int op = dnp->dn_op;

	if (op == DT_TOK_ADD_ASSIGN || op == DT_TOK_SUB_ASSIGN) {
		if (!dt_type_is_pointer(lt))
			dt_cc_error(ck->cc, "D_OP_VFPTR", dnp->dn_line,
			    "operator %s requires left-hand scalar operand "
			    "of known size", op_str(op));
		incompat(ck, dnp, op_str(op), lt, rt);
	}
	if (op == DT_TOK_MUL_ASSIGN || op == DT_TOK_DIV_ASSIGN)
		dt_cc_error(ck->cc, "D_OP_ARITH", dnp->dn_line,
		    "operator %s requires operands of arithmetic type",
		    op_str(op));
	dt_cc_error(ck->cc, "D_OP_INT", dnp->dn_line,
	    "operator %s requires operands of integral type", op_str(op));
}

uint32_t
dt_sema_strcap(dt_node_t *dnp)
{
	dt_type_t *t = dt_type_resolve(dnp->dn_type);

	if (t != NULL && t->ty_kind == DT_TY_ARRAY && dt_type_is_charp(t))
		return t->ty_size;
	return t != NULL && t->ty_kind == DT_TY_STRING ? t->ty_size : 0;
}

static void
require_scalar(cook_t *ck, dt_node_t *dnp, const char *op)
{
	if (!dt_type_is_scalar(dnp->dn_type))
		dt_cc_error(ck->cc, "D_OP_SCALAR", dnp->dn_line,
		    "operator %s requires an operand of scalar type", op);
}

static void
require_integer(cook_t *ck, dt_node_t *dnp, const char *op)
{
	if (!dt_type_is_integer(dnp->dn_type))
		dt_cc_error(ck->cc, "D_OP_INT", dnp->dn_line,
		    "operator %s requires an operand of integral type", op);
}

static void
require_integers(cook_t *ck, dt_node_t *dnp, const char *op)
{
	if (!dt_type_is_integer(dnp->dn_left->dn_type) ||
	    !dt_type_is_integer(dnp->dn_right->dn_type))
		dt_cc_error(ck->cc, "D_OP_INT", dnp->dn_line,
		    "operator %s requires operands of integral type", op);
}

/*
 * A kernel variable named with the scoping operator: `sym or mod`sym.
 * Its address comes from kallsyms, its type from BTF or an extern
 * declaration (the D library's kernel.d); a per-CPU variable is this
 * CPU's copy (DT_IDF_PERCPU).  Without data symbols in kallsyms
 * (CONFIG_KALLSYMS_ALL) a known variable's error says so.
 */
static dt_ident_t *
ksym_ident(cook_t *ck, dt_node_t *dnp)
{
	dt_sema_t *sm = ck->sm;
	const char *name = dnp->dn_name, *bq = strrchr(name, '`');
	char *mod = dt_arena_strndup(sm->sm_types.tt_arena, name,
	    (size_t)(bq - name));
	dt_ident_t *idp;
	dt_type_t *t;
	uint64_t addr = 0;

	if (bq > name && bq[-1] == '`')
		dt_cc_error(ck->cc, "D_IDENT_UNDEF", dnp->dn_line, "failed to "
		    "resolve %s: user symbols are not supported yet", name);
	if (dt_ksym_lookup(mod, bq + 1, &addr) != 0) {
		/* a variable the kernel's BTF or the D library knows */
		if ((*mod == '\0' || strcmp(mod, "vmlinux") == 0 ||
		    strcmp(mod, "genunix") == 0) &&
		    (dt_btf_var_type(&sm->sm_types, bq + 1) != NULL ||
		    dt_htab_get(&sm->sm_externs, bq + 1) != NULL) &&
		    dt_ksym_has_data() == 0)
			dt_cc_error(ck->cc, "D_IDENT_UNDEF", dnp->dn_line,
			    "failed to resolve %s: Unknown symbol name (this "
			    "kernel's /proc/kallsyms lists functions but no "
			    "data symbols: it was built without "
			    "CONFIG_KALLSYMS_ALL, so kernel variables cannot "
			    "be named)", name);
		dt_cc_error(ck->cc, "D_IDENT_UNDEF", dnp->dn_line,
		    "failed to resolve %s: Unknown symbol name", name);
	}
	t = dt_btf_var_type(&sm->sm_types, bq + 1);
	if (t == NULL) {
		dt_node_t *ext = dt_htab_get(&sm->sm_externs, bq + 1);

		if (ext != NULL)
			t = dt_decl_type(sm, ck->cc, ext->dn_decl,
			    ext->dn_line);
	}
	if (t == NULL)
		dt_cc_error(ck->cc, "D_SYM_NOTYPES", dnp->dn_line, "no symbolic "
		    "type information is available for %s: No type "
		    "information available for symbol", name);
	idp = dt_sema_ident_new(sm, name, DT_ID_KSYM);
	idp->id_type = t;
	idp->id_value = (int64_t)addr;
	/*
	 * A per-CPU variable's kallsyms value is its offset in each CPU's
	 * area: the program gets this CPU's copy from its BTF id
	 * (bpf_this_cpu_ptr), which the kernel resolves through kallsyms.
	 */
	if (*mod == '\0' || strcmp(mod, "vmlinux") == 0) {
		int pid = dt_btf_percpu_var(bq + 1);

		if (pid > 0) {
			idp->id_flags |= DT_IDF_PERCPU;
			idp->id_value = pid;
		}
	}
	idp->id_line = dnp->dn_line;
	idp->id_assigned = 1;
	dt_htab_put(&sm->sm_globals, name, idp);
	return idp;
}

static dt_ident_t *
lookup_var(cook_t *ck, dt_node_t *dnp, int create)
{
	dt_sema_t *sm = ck->sm;
	dt_ident_t *idp;
	dt_htab_t *h;
	const char *kind;

	switch (dnp->dn_kind) {
	case DT_NODE_SELF:
		h = &sm->sm_self;
		kind = "self->";
		break;
	case DT_NODE_THIS:
		h = &sm->sm_this;
		kind = "this->";
		break;
	default:
		h = &sm->sm_globals;
		kind = "";
		break;
	}
	idp = dt_htab_get(h, dnp->dn_name);
	if (dnp->dn_kind == DT_NODE_IDENT && sm->sm_xlparam != NULL &&
	    strcmp(sm->sm_xlparam->id_name, dnp->dn_name) == 0)
		idp = sm->sm_xlparam;
	if (idp == NULL && create) {
		idp = dt_sema_ident_new(sm, dnp->dn_name,
		    dnp->dn_kind == DT_NODE_SELF ? DT_ID_SELF :
		    dnp->dn_kind == DT_NODE_THIS ? DT_ID_THIS : DT_ID_GLOBAL);
		idp->id_line = dnp->dn_line;
		dt_htab_put(h, idp->id_name, idp);
		DT_VEC_PUSH(&sm->sm_idents, dt_ident_t *, idp);
	}
	if (idp == NULL && dnp->dn_kind == DT_NODE_IDENT &&
	    strchr(dnp->dn_name, '`') != NULL)
		idp = ksym_ident(ck, dnp);
	if (idp != NULL && (idp->id_flags & DT_IDF_LAZY))
		dt_decl_inline_resolve(sm, ck->cc, idp);
	if (idp == NULL || (idp->id_type == NULL && !create)) {
		if (*kind != '\0')
			dt_cc_error(ck->cc, "D_VAR_UNDEF", dnp->dn_line,
			    "%s%s has not yet been declared or assigned",
			    kind, dnp->dn_name);
		if (dt_subr_nolinux(dnp->dn_name) != NULL)
			dt_cc_error(ck->cc, "D_IDENT_UNDEF", dnp->dn_line,
			    "%s( ) is not supported on Linux: %s",
			    dnp->dn_name, dt_subr_nolinux(dnp->dn_name));
		if (is_unimpl(dnp->dn_name))
			dt_cc_error(ck->cc, "D_IDENT_UNDEF", dnp->dn_line,
			    "%s( ) is not supported by this version of "
			    "dtrace yet", dnp->dn_name);
		dt_cc_error(ck->cc, "D_IDENT_UNDEF", dnp->dn_line,
		    "failed to resolve %s: Unknown variable name",
		    dnp->dn_name);
	}
	return idp;
}

/* name[key] of an inline with a key (inline string s[int n] = ...). */
static dt_type_t *
cook_inline_key(cook_t *ck, dt_node_t *dnp, dt_ident_t *idp)
{
	dt_sema_t *sm = ck->sm;
	dt_type_t *t;

	if (idp->id_flags & DT_IDF_LAZY)
		dt_decl_inline_resolve(sm, ck->cc, idp);
	if (dnp->dn_args == NULL || dnp->dn_args->dn_next != NULL)
		dt_cc_error(ck->cc, "D_ARR_BADREF", dnp->dn_line,
		    "%s[ ] takes one key", idp->id_name);
	t = cook_expr(ck, dnp->dn_args);
	if (!dt_xlate_argcompat(idp->id_param->id_type, t))
		dt_cc_error(ck->cc, "D_OP_INCOMPAT", dnp->dn_line,
		    "%s[ ] key is incompatible with its declaration: "
		    "\"%s\" = \"%s\"", idp->id_name,
		    tname(ck, idp->id_param->id_type), tname(ck, t));
	dnp->dn_left->dn_ident = idp;
	dnp->dn_ident = idp;
	dnp->dn_flags |= DT_NF_INLKEY;
	return idp->id_type;
}

/*
 * Struct, union and array values held by D variables are bounded: a
 * thread-local or associative array element at most DT_SEMA_DYNOBJMAX
 * bytes (each is a BPF hash map element), a clause-local at most
 * DT_SEMA_THISOBJMAX (clause-locals live in the per-CPU scratch area).
 */
#define DT_SEMA_DYNOBJMAX	(64 * 1024)
#define DT_SEMA_THISOBJMAX	(16 * 1024)

static void
check_objsize(dt_sema_t *sm, dt_cc_t *cc, dt_ident_t *idp, int line)
{
	dt_type_t *t = dt_type_resolve(idp->id_type);
	uint32_t max;

	if (!dt_sema_is_objtype(t))
		return;
	switch (idp->id_kind) {
	case DT_ID_SELF:
	case DT_ID_ARRAY:
		max = DT_SEMA_DYNOBJMAX;
		break;
	case DT_ID_THIS:
		max = DT_SEMA_THISOBJMAX;
		break;
	default:
		return;
	}
	if (idp->id_kind == DT_ID_THIS && t->ty_size <= max) {
		/* together, as codegen lays them out */
		uint32_t total = 0;
		size_t i;

		for (i = 0; i < sm->sm_idents.len; i++) {
			dt_ident_t *o = DT_VEC_AT(&sm->sm_idents, dt_ident_t *,
			    i);

			if (o->id_kind == DT_ID_THIS && o->id_type != NULL &&
			    o != idp)
				total += (uint32_t)DT_ALIGN(dt_type_resolve(
				    o->id_type)->ty_size, 8);
		}
		if (total + DT_ALIGN(t->ty_size, 8) > max)
			dt_cc_error(cc, "D_VAR_UNSUP", line, "this->%s: "
			    "clause-local variables need more than the %u "
			    "bytes of scratch space they may use",
			    idp->id_name, max);
	}
	if (t->ty_size > max)
		dt_cc_error(cc, "D_VAR_UNSUP", line, "%s%s: %s is too large "
		    "for a %s variable (%u bytes; at most %u)",
		    idp->id_kind == DT_ID_SELF ? "self->" :
		    idp->id_kind == DT_ID_THIS ? "this->" : "", idp->id_name,
		    dt_type_name(&sm->sm_types, idp->id_type),
		    idp->id_kind == DT_ID_THIS ? "clause-local" : "dynamic",
		    t->ty_size, max);
}

/* Check 'rt' can be stored into a variable of type 'lt'. */
static void
check_assign(cook_t *ck, dt_node_t *dnp, dt_type_t *lt, dt_type_t *rt)
{
	if (dt_type_is_string(lt)) {
		dt_type_t *r = dt_type_resolve(rt);

		if (dt_type_is_string(rt) ||
		    (r->ty_kind == DT_TY_ARRAY && dt_type_is_charp(r)))
			return;
		incompat(ck, dnp, "=", lt, rt);
	}
	if (dt_type_is_string(rt))
		incompat(ck, dnp, "=", lt, rt);
	if (dt_type_is_scalar(lt) && dt_type_is_scalar(rt))
		return;
	if (!dt_type_same(lt, rt))
		incompat(ck, dnp, "=", lt, rt);
}

/* Type a variable takes from the first value stored into it. */
static dt_type_t *
var_type_of(cook_t *ck, dt_type_t *rt)
{
	dt_type_t *r = dt_type_resolve(rt);

	/* strings, and char arrays (copied as strings, as in DTrace) */
	if (dt_type_is_string(rt) ||
	    (r->ty_kind == DT_TY_ARRAY && dt_type_is_charp(r)))
		return ck->sm->sm_types.tt_string;
	return rt;
}

static dt_type_t *
cook_keys(cook_t *ck, dt_node_t *dnp, dt_ident_t *idp, dt_node_t *keys,
    int create, const char *what)
{
	dt_node_t *k;
	int n = 0, i;

	for (k = keys; k != NULL; k = k->dn_next) {
		cook_expr(ck, k);
		if (!dt_type_is_scalar(k->dn_type) &&
		    !dt_type_is_string(k->dn_type) &&
		    dt_sema_symkind(k->dn_type) == 0 &&
		    !(float_size(k->dn_type) != 0 &&
		    float_size(k->dn_type) <= 8))
			dt_cc_error(ck->cc, "D_KEY_TYPE", k->dn_line,
			    "%s key #%d is of a type that cannot be used "
			    "as a key: %s", what, n + 1, tname(ck, k->dn_type));
		n++;
	}
	if (idp->id_keys == NULL && create) {
		idp->id_nkeys = n;
		idp->id_keys = dt_arena_alloc(ck->sm->sm_types.tt_arena,
		    sizeof(dt_type_t *) * (size_t)(n ? n : 1));
		for (i = 0, k = keys; k != NULL; k = k->dn_next, i++)
			idp->id_keys[i] = k->dn_type;
		return NULL;
	}
	if (n != idp->id_nkeys)
		dt_cc_error(ck->cc, "D_KEY_PROTO", dnp->dn_line,
		    "%s %s: prototype mismatch: %d key%s passed, %d expected",
		    what, idp->id_name, n, n == 1 ? "" : "s", idp->id_nkeys);
	for (i = 0, k = keys; k != NULL; k = k->dn_next, i++) {
		dt_type_t *pt = idp->id_keys[i];

		if (dt_type_is_string(pt) != dt_type_is_string(k->dn_type) ||
		    dt_sema_symkind(pt) != dt_sema_symkind(k->dn_type) ||
		    float_size(pt) != float_size(k->dn_type) ||
		    (dt_sema_symkind(pt) != 0 &&
		    dt_type_resolve(pt)->ty_size !=
		    dt_type_resolve(k->dn_type)->ty_size))
			dt_cc_error(ck->cc, "D_KEY_TYPE", k->dn_line,
			    "%s%s%s key #%d is incompatible with prototype:\n"
			    "\tprototype: %s\n\t argument: %s", what,
			    *what != '\0' ? " " : "", idp->id_name, i + 1, tname(ck, pt),
			    tname(ck, k->dn_type));
		/* Strings: widen the key to the largest capacity seen. */
		if (dt_type_is_string(pt) &&
		    dt_sema_strcap(k) > dt_type_resolve(pt)->ty_size)
			idp->id_keys[i] = k->dn_type;
		/* Integers: the widest type seen. */
		if (dt_type_is_integer(pt) && dt_type_is_integer(k->dn_type) &&
		    dt_sema_symkind(pt) == 0 &&
		    dt_type_resolve(k->dn_type)->ty_size >
		    dt_type_resolve(pt)->ty_size)
			idp->id_keys[i] = k->dn_type;
	}
	return NULL;
}

/*
 * self->name[keys]: the thread-local associative array 'name' (created
 * when 'create' and unknown), or NULL when self->name is a declared or
 * assigned thread-local scalar (indexed as an array or pointer).
 * this->name[keys] of an unknown name is an error, as in DTrace:
 * clause-locals are never associative arrays.
 */
static dt_ident_t *
tls_array(cook_t *ck, dt_node_t *dnp, int create)
{
	dt_node_t *l = dnp->dn_left;
	dt_ident_t *idp;

	if (l->dn_kind == DT_NODE_THIS) {
		if (dt_htab_get(&ck->sm->sm_this, l->dn_name) == NULL)
			dt_cc_error(ck->cc, "D_ARR_LOCAL", dnp->dn_line,
			    "local variables may not be used as associative "
			    "arrays: %s", l->dn_name);
		return NULL;
	}
	if (l->dn_kind != DT_NODE_SELF)
		return NULL;
	idp = dt_htab_get(&ck->sm->sm_self, l->dn_name);
	if (idp != NULL)
		return idp->id_kind == DT_ID_ARRAY ? idp : NULL;
	if (!create)
		dt_cc_error(ck->cc, "D_VAR_UNDEF", dnp->dn_line,
		    "self->%s has not yet been declared or assigned",
		    l->dn_name);
	idp = dt_sema_ident_new(ck->sm, l->dn_name, DT_ID_ARRAY);
	idp->id_flags |= DT_IDF_TLS;
	idp->id_line = dnp->dn_line;
	dt_htab_put(&ck->sm->sm_self, idp->id_name, idp);
	DT_VEC_PUSH(&ck->sm->sm_idents, dt_ident_t *, idp);
	return idp;
}

/*
 * A member or element of a D variable of struct, union or array type as
 * an lvalue: a scalar of a fixed place in the globals.  Returns the
 * variable.
 */
static dt_ident_t *
dvar_member_lvalue(cook_t *ck, dt_node_t *lhs, dt_node_t *asg)
{
	dt_node_t *root = lhs;
	dt_type_t *t = dt_type_resolve(lhs->dn_type);

	while (root->dn_kind != DT_NODE_IDENT &&
	    root->dn_kind != DT_NODE_SELF && root->dn_kind != DT_NODE_THIS)
		root = root->dn_left;
	if (!dt_type_is_scalar(t) && !dt_type_is_string(t) &&
	    !(asg->dn_op == DT_TOK_ASSIGN && dt_sema_is_objtype(t)))
		dt_cc_error(ck->cc, "D_OP_LVAL", lhs->dn_line,
		    "operator %s requires modifiable lvalue as an operand",
		    op_str(asg->dn_op));
	root->dn_ident->id_assigned = 1;
	return root->dn_ident;
}

/* Does 'dnp' designate an object in memory (p->m, *p, p[i], s.m)? */
static int
is_memobj_node(dt_node_t *dnp)
{
	return dt_sema_is_dvarobj(dnp) || (dnp->dn_kind == DT_NODE_MEMBER &&
	    dnp->dn_aux != NULL && (dnp->dn_op == DT_TOK_ARROW ||
	    is_memobj_node(dnp->dn_left))) ||
	    (dnp->dn_kind == DT_NODE_UNARY && dnp->dn_op == DT_TOK_STAR) ||
	    (dnp->dn_kind == DT_NODE_INDEX && (dnp->dn_flags & 0x20000));
}

/*
 * An object in memory as an lvalue (*p, p->m, p[i], and members and
 * elements of those): a scalar, stored at run time only if it lies in
 * the clause's scratch memory (alloca(), copyin() buffers), else an
 * invalid address fault, as DTrace's store check does.
 */
static int
mem_lvalue(cook_t *ck, dt_node_t *lhs, dt_node_t *asg)
{
	dt_type_t *t;

	if (lhs->dn_kind == DT_NODE_IDENT || (lhs->dn_flags & DT_NF_XLMEMB) ||
	    !is_memobj_node(lhs) || dt_sema_in_dvar(lhs))
		return 0;
	t = dt_type_resolve(lhs->dn_type);
	if (!dt_type_is_scalar(t) || (t->ty_size != 1 && t->ty_size != 2 &&
	    t->ty_size != 4 && t->ty_size != 8) ||
	    (lhs->dn_kind == DT_NODE_MEMBER && lhs->dn_aux != NULL &&
	    ((dt_memref_t *)lhs->dn_aux)->mr_bits != 0))
		dt_cc_error(ck->cc, "D_OP_LVAL", lhs->dn_line,
		    "operator %s requires modifiable lvalue as an operand",
		    op_str(asg->dn_op));
	lhs->dn_flags |= DT_NF_MEMSTORE;
	return 1;
}

/* lvalue: IDENT (global), SELF, THIS, INDEX (assoc array) */
static dt_ident_t *
cook_lvalue(cook_t *ck, dt_node_t *lhs, dt_node_t *asg, dt_type_t *rt)
{
	dt_ident_t *idp;

	switch (lhs->dn_kind) {
	case DT_NODE_IDENT:
	case DT_NODE_SELF:
	case DT_NODE_THIS:
		idp = lookup_var(ck, lhs, 1);
		if (idp->id_kind == DT_ID_BUILTIN ||
		    idp->id_kind == DT_ID_INLINE ||
		    idp->id_kind == DT_ID_XLARG)
			dt_cc_error(ck->cc, "D_OP_WRITE", lhs->dn_line,
			    "operator %s can only be applied to a writable "
			    "variable", op_str(asg->dn_op));
		if (idp->id_kind == DT_ID_FUNC || idp->id_kind == DT_ID_CONST)
			dt_cc_error(ck->cc, "D_OP_LVAL", lhs->dn_line,
			    "operator %s requires modifiable lvalue as an "
			    "operand", op_str(asg->dn_op));
		if (idp->id_kind == DT_ID_ARRAY)
			dt_cc_error(ck->cc, "D_ARR_BADREF", lhs->dn_line,
			    "%s%s is an associative array and must be indexed",
			    lhs->dn_kind == DT_NODE_SELF ? "self->" : "",
			    idp->id_name);
		lhs->dn_ident = idp;
		break;
	case DT_NODE_MEMBER:
		if (lhs->dn_type == NULL)
			cook_expr(ck, lhs);
		if (mem_lvalue(ck, lhs, asg))
			return NULL;
		if (lhs->dn_op != DT_TOK_DOT || !dt_sema_in_dvar(lhs))
			dt_cc_error(ck->cc, "D_OP_LVAL", lhs->dn_line,
			    "operator %s requires modifiable lvalue as an operand",
			    op_str(asg->dn_op));
		return dvar_member_lvalue(ck, lhs, asg);
	case DT_NODE_INDEX:
		if (lhs->dn_type == NULL &&
		    (lhs->dn_left->dn_kind == DT_NODE_MEMBER ||
		    lhs->dn_left->dn_kind == DT_NODE_INDEX ||
		    (lhs->dn_left->dn_kind == DT_NODE_SELF &&
		    dt_htab_get(&ck->sm->sm_self, lhs->dn_left->dn_name)) ||
		    (lhs->dn_left->dn_kind == DT_NODE_THIS &&
		    dt_htab_get(&ck->sm->sm_this, lhs->dn_left->dn_name)) ||
		    lhs->dn_left->dn_kind == DT_NODE_UNARY ||
		    lhs->dn_left->dn_kind == DT_NODE_CAST ||
		    (lhs->dn_left->dn_kind == DT_NODE_IDENT &&
		    (idp = dt_htab_get(&ck->sm->sm_globals,
		    lhs->dn_left->dn_name)) != NULL &&
		    idp->id_kind == DT_ID_GLOBAL)))
			cook_expr(ck, lhs);
		if (lhs->dn_type != NULL && (lhs->dn_flags & 0x20000) &&
		    dt_sema_in_dvar(lhs))
			return dvar_member_lvalue(ck, lhs, asg);
		if (lhs->dn_type != NULL && mem_lvalue(ck, lhs, asg))
			return NULL;
		if ((idp = tls_array(ck, lhs, 1)) != NULL) {
			cook_keys(ck, lhs, idp, lhs->dn_args, 1, "");
			lhs->dn_left->dn_ident = idp;
			break;
		}
		if (lhs->dn_left->dn_kind != DT_NODE_IDENT)
			dt_cc_error(ck->cc, "D_OP_LVAL", lhs->dn_line,
			    "operator %s requires modifiable lvalue as an operand",
			    op_str(asg->dn_op));
		idp = dt_htab_get(&ck->sm->sm_globals, lhs->dn_left->dn_name);
		if (idp == NULL) {
			idp = dt_sema_ident_new(ck->sm, lhs->dn_left->dn_name,
			    DT_ID_ARRAY);
			idp->id_line = lhs->dn_line;
			dt_htab_put(&ck->sm->sm_globals, idp->id_name, idp);
			DT_VEC_PUSH(&ck->sm->sm_idents, dt_ident_t *, idp);
		}
		if (idp->id_kind != DT_ID_ARRAY)
			dt_cc_error(ck->cc, "D_OP_LVAL", lhs->dn_line,
			    "operator %s requires modifiable lvalue as an operand",
			    op_str(asg->dn_op));
		cook_keys(ck, lhs, idp, lhs->dn_args, 1, "");
		lhs->dn_left->dn_ident = idp;
		break;
	case DT_NODE_UNARY:
		if (lhs->dn_op == DT_TOK_STAR) {
			if (lhs->dn_type == NULL)
				cook_expr(ck, lhs);
			if (mem_lvalue(ck, lhs, asg))
				return NULL;
		}
		/* FALLTHROUGH */
	default:
		dt_cc_error(ck->cc, "D_OP_LVAL", lhs->dn_line,
		    "operator %s requires modifiable lvalue as an operand",
		    op_str(asg->dn_op));
	}
	if (idp->id_type == NULL) {
		if (asg->dn_op != DT_TOK_ASSIGN || rt == NULL)
			dt_cc_error(ck->cc, "D_VAR_UNDEF", lhs->dn_line,
			    "%s%s has not yet been declared or assigned",
			    lhs->dn_kind == DT_NODE_SELF ? "self->" :
			    lhs->dn_kind == DT_NODE_THIS ? "this->" : "",
			    idp->id_name);
		if (dt_type_resolve(rt)->ty_kind == DT_TY_VOID)
			dt_cc_error(ck->cc, "D_OP_VOID", asg->dn_line,
			    "cannot assign a void expression");
		idp->id_type = var_type_of(ck, rt);
		check_objsize(ck->sm, ck->cc, idp, lhs->dn_line);
	}
	if (dt_sema_symkind(idp->id_type) != 0 &&
	    dt_type_resolve(idp->id_type)->ty_kind == DT_TY_ARRAY)
		dt_cc_error(ck->cc, "D_UNSUP", lhs->dn_line,
		    "%s values cannot be stored in D variables yet: %s",
		    tname(ck, idp->id_type), idp->id_name);
	idp->id_assigned = 1;
	lhs->dn_ident = idp;
	lhs->dn_type = idp->id_type;
	return idp;
}

static int
is_const_int(dt_node_t *dnp, int64_t *vp)
{
	if (dnp->dn_kind == DT_NODE_INT) {
		*vp = dnp->dn_int;
		return 1;
	}
	if (dnp->dn_kind == DT_NODE_UNARY && dnp->dn_op == DT_TOK_MINUS &&
	    dnp->dn_left->dn_kind == DT_NODE_INT) {
		*vp = -dnp->dn_left->dn_int;
		return 1;
	}
	return 0;
}

/* Is 'nargs' a legal argument count for function 'fd'?  Else D_PROTO_LEN. */
static void
check_nargs(dt_cc_t *cc, dt_node_t *call, const dt_funcdef_t *fd, int nargs)
{
	/* optional ([size_t]) or variable (...) arguments: "at least N" */
	int atleast = fd->fd_maxargs < 0 || (fd->fd_flags & DT_FF_ATLEAST);

	if (nargs >= fd->fd_minargs && (fd->fd_maxargs < 0 ||
	    nargs <= fd->fd_maxargs))
		return;
	dt_cc_error(cc, "D_PROTO_LEN", call->dn_line, "%s( ) prototype "
	    "mismatch: %d arg%s passed, %s%d expected", fd->fd_name, nargs,
	    nargs == 1 ? "" : "s", atleast ? "at least " : "",
	    atleast || nargs < fd->fd_minargs ? fd->fd_minargs :
	    fd->fd_maxargs);
}

/* @a[keys] = aggfunc(args) */
static dt_type_t *
cook_aggregation(cook_t *ck, dt_node_t *dnp)
{
	dt_sema_t *sm = ck->sm;
	dt_node_t *agg = dnp->dn_left, *call = dnp->dn_right, *a;
	dt_ident_t *fidp, *idp;
	int nargs = 0, fn;
	int64_t parm[4] = { 0, 0, 0, 0 };

	if (dnp->dn_op != DT_TOK_ASSIGN)
		dt_cc_error(ck->cc, "D_AGG_SCALAR", dnp->dn_line,
		    "operator %s cannot be applied to an aggregation",
		    op_str(dnp->dn_op));
	if (call->dn_kind != DT_NODE_CALL ||
	    (fidp = dt_htab_get(&sm->sm_globals, call->dn_name)) == NULL ||
	    fidp->id_kind != DT_ID_FUNC ||
	    dt_func_def(fidp->id_func)->fd_kind != 'g')
		dt_cc_error(ck->cc, "D_AGG_FUNC", dnp->dn_line,
		    "%s must be assigned the result of an aggregating "
		    "function", agg->dn_name);
	fn = fidp->id_func;
	for (a = call->dn_args; a != NULL; a = a->dn_next) {
		cook_expr(ck, a);
		nargs++;
	}
	check_nargs(ck->cc, call, dt_func_def(fn), nargs);
	for (a = call->dn_args, nargs = 0; a != NULL; a = a->dn_next, nargs++) {
		int is_param = (fn == DT_F_LQUANTIZE && nargs >= 1 &&
		    nargs <= 3) || (fn == DT_F_LLQUANTIZE && nargs >= 1 &&
		    nargs <= 4);

		if (is_param) {
			int64_t v;

			if (!is_const_int(a, &v))
				dt_cc_error(ck->cc, fn == DT_F_LQUANTIZE ?
				    (nargs == 1 ? "D_LQUANT_BASETYPE" :
				    nargs == 2 ? "D_LQUANT_LIMTYPE" :
				    "D_LQUANT_STEPTYPE") : "D_LLQUANT_FACTORTYPE",
				    a->dn_line, "%s( ) argument #%d must be an "
				    "integer constant", call->dn_name, nargs);
			parm[nargs - 1] = v;
		} else if (!dt_type_is_scalar(a->dn_type)) {
			dt_cc_error(ck->cc, "D_PROTO_ARG", a->dn_line,
			    "%s( ) argument #%d is incompatible with "
			    "prototype:\n\tprototype: integer\n\t argument: %s",
			    call->dn_name, nargs + 1, tname(ck, a->dn_type));
		}
	}
	if (fn == DT_F_LQUANTIZE) {
		int64_t lo = parm[0], hi = parm[1], step = nargs > 3 ? parm[2] : 1;

		if (lo < INT32_MIN || lo > INT32_MAX)
			dt_cc_error(ck->cc, "D_LQUANT_BASEVAL", dnp->dn_line,
			    "lquantize( ) base (argument #2) must be a 32-bit "
			    "quantity");
		if (hi < INT32_MIN || hi > INT32_MAX)
			dt_cc_error(ck->cc, "D_LQUANT_LIMVAL", dnp->dn_line,
			    "lquantize( ) limit (argument #3) must be a 32-bit "
			    "quantity");
		if (hi <= lo)
			dt_cc_error(ck->cc, "D_LQUANT_MISMATCH", dnp->dn_line,
			    "lquantize( ) base (argument #2) must be less than "
			    "limit (argument #3)");
		if (step <= 0 || step > 65535)
			dt_cc_error(ck->cc, "D_LQUANT_STEPVAL", dnp->dn_line,
			    "lquantize( ) step (argument #4) must be a 16-bit "
			    "quantity");
		if ((hi - lo) / step < 1)
			dt_cc_error(ck->cc, "D_LQUANT_STEPSMALL", dnp->dn_line,
			    "lquantize( ) step (argument #4) too large: must "
			    "have at least one quantization level");
		if ((hi - lo) / step > 65535)
			dt_cc_error(ck->cc, "D_LQUANT_STEPLARGE", dnp->dn_line,
			    "lquantize( ) step (argument #4) too small: too "
			    "many quantization levels");
		parm[2] = step;
	}
	if (fn == DT_F_LLQUANTIZE) {
		int64_t f = parm[0], lo = parm[1], hi = parm[2], ns = parm[3];
		uint64_t pw = 1;
		int64_t i;

		if (f < 2 || f > 65535)
			dt_cc_error(ck->cc, "D_LLQUANT_FACTORVAL", dnp->dn_line,
			    "llquantize( ) factor (argument #2) must be two or "
			    "more");
		if (lo < 0 || lo > 65535)
			dt_cc_error(ck->cc, "D_LLQUANT_LOWVAL", dnp->dn_line,
			    "llquantize( ) low magnitude (argument #3) must be "
			    "a 16-bit quantity");
		if (hi < 0 || hi > 65535)
			dt_cc_error(ck->cc, "D_LLQUANT_HIGHVAL", dnp->dn_line,
			    "llquantize( ) high magnitude (argument #4) must "
			    "be a 16-bit quantity");
		if (hi < lo)
			dt_cc_error(ck->cc, "D_LLQUANT_HIGHLOWVAL",
			    dnp->dn_line, "llquantize( ) high magnitude "
			    "(argument #4) must be greater than low magnitude "
			    "(argument #3)");
		if (ns < f || ns > 65535 || ns % f != 0)
			dt_cc_error(ck->cc, "D_LLQUANT_NSTEPVAL", dnp->dn_line,
			    "llquantize( ) number of steps (argument #5) must "
			    "be a 16-bit quantity that is a multiple of the "
			    "factor and at least the factor");
		for (i = 0; i <= hi; i++) {
			if (pw > UINT64_MAX / (uint64_t)f)
				dt_cc_error(ck->cc, "D_LLQUANT_MAGTOOBIG",
				    dnp->dn_line, "llquantize( ) factor "
				    "(argument #2) raised to high magnitude "
				    "(argument #4) plus one overflows 64 bits");
			pw *= (uint64_t)f;
		}
	}

	idp = dt_htab_get(&sm->sm_aggs, agg->dn_name);
	if (idp == NULL) {
		idp = dt_sema_ident_new(sm, agg->dn_name, DT_ID_AGG);
		idp->id_aggfunc = fn;
		idp->id_agg = (int)sm->sm_aggv.len;
		memcpy(idp->id_aggparm, parm, sizeof(parm));
		idp->id_line = dnp->dn_line;
		dt_htab_put(&sm->sm_aggs, idp->id_name, idp);
		DT_VEC_PUSH(&sm->sm_aggv, dt_ident_t *, idp);
		idp->id_type = sm->sm_types.tt_long;
		cook_keys(ck, agg, idp, agg->dn_args, 1, "aggregation");
	} else {
		if (idp->id_aggfunc != fn)
			dt_cc_error(ck->cc, "D_AGG_REDEF", dnp->dn_line,
			    "aggregation redefined: %s\n\t current: %s = "
			    "%s( )\n\tprevious: %s = %s( ) : line %d",
			    idp->id_name, idp->id_name, func_name(fn),
			    idp->id_name, func_name(idp->id_aggfunc),
			    idp->id_line);
		if ((fn == DT_F_LQUANTIZE || fn == DT_F_LLQUANTIZE) &&
		    memcmp(idp->id_aggparm, parm, sizeof(parm)) != 0)
			dt_cc_error(ck->cc, "D_AGG_REDEF", dnp->dn_line,
			    "%s: %s( ) parameters must match those of "
			    "the first use", idp->id_name, func_name(fn));
		cook_keys(ck, agg, idp, agg->dn_args, 0, "aggregation");
	}
	agg->dn_ident = idp;
	call->dn_ident = fidp;
	dnp->dn_type = sm->sm_types.tt_void;
	return dnp->dn_type;
}

/* The printf view of type 't0'. */
static dt_pftype_t
pftype(cook_t *ck, dt_type_t *t0)
{
	dt_type_t *t = dt_type_resolve(t0);
	dt_pftype_t pt;

	memset(&pt, 0, sizeof(pt));
	pt.pt_name = tname(ck, t0);
	if (t->ty_kind == DT_TY_STRING) {
		pt.pt_kind = DT_PF_STRING;
		pt.pt_size = (int)t->ty_size;
	} else if (t->ty_kind == DT_TY_ARRAY && dt_type_is_charp(t)) {
		pt.pt_kind = DT_PF_OTHER;
		pt.pt_size = (int)t->ty_size;
		pt.pt_ischarptr = 1;
	} else if (t->ty_kind == DT_TY_PTR) {
		pt.pt_kind = DT_PF_PTR;
		pt.pt_size = 8;
		pt.pt_ischarptr = dt_type_is_charp(t);
	} else if (dt_type_is_integer(t)) {
		pt.pt_kind = DT_PF_INT;
		pt.pt_size = (int)t->ty_size;
		pt.pt_signed = t->ty_signed;
		pt.pt_ischar = t->ty_rank == 1;
		pt.pt_isshort = t->ty_rank == 2;
		pt.pt_islong = t->ty_rank == 4;
		pt.pt_islonglong = t->ty_rank == 5;
	} else if (t->ty_kind == DT_TY_FLOAT) {
		pt.pt_kind = DT_PF_FLOAT;
		pt.pt_size = (int)t->ty_size;
	} else {
		pt.pt_kind = DT_PF_OTHER;
		pt.pt_size = (int)t->ty_size;
	}
	return pt;
}

/*
 * The aggregations of one printa() are joined on their keys: the keys
 * must agree in number and, one by one, in type (integers with integers,
 * strings with strings, others by name), as DTrace checks.
 */
static void
printa_keys_match(cook_t *ck, dt_node_t *call, dt_ident_t *l, dt_ident_t *r)
{
	const char *ln = l->id_name + (l->id_name[0] == '@');
	const char *rn = r->id_name + (r->id_name[0] == '@');
	int k;

	if (l->id_nkeys != r->id_nkeys)
		dt_cc_error(ck->cc, "D_PRINTA_AGGKEY", call->dn_line,
		    "printa( ): @%s and @%s do not have matching key "
		    "signatures: @%s has %d key%s, @%s has %d key%s", ln, rn,
		    ln, l->id_nkeys, l->id_nkeys == 1 ? "" : "s", rn,
		    r->id_nkeys, r->id_nkeys == 1 ? "" : "s");
	for (k = 0; k < l->id_nkeys; k++) {
		dt_type_t *lt = l->id_keys[k], *rt = r->id_keys[k];

		if ((dt_type_is_integer(lt) && dt_type_is_integer(rt)) ||
		    (dt_type_is_string(lt) && dt_type_is_string(rt)) ||
		    strcmp(tname(ck, lt), tname(ck, rt)) == 0)
			continue;
		dt_cc_error(ck->cc, "D_PRINTA_AGGPROTO", call->dn_line,
		    "printa( ): @%s[ ] key #%d is incompatible with @%s:\n"
		    "%9s key #%d: %s\n%9s key #%d: %s", rn, k + 1, ln, ln,
		    k + 1, tname(ck, lt), rn, k + 1, tname(ck, rt));
	}
}

static dt_type_t *
cook_printf(cook_t *ck, dt_node_t *call, int fn)
{
	dt_ident_t *first = NULL;
	dt_node_t *fmt = call->dn_args, *a;
	dt_pfmt_t *pf;
	char err[512];
	const char *fname = func_name(fn);

	if (fn == DT_F_PRINTA && fmt->dn_kind != DT_NODE_STRING) {
		/* printa(@a): default format */
		for (a = fmt; a != NULL; a = a->dn_next)
			if (a->dn_kind != DT_NODE_AGG)
				dt_cc_error(ck->cc, "D_PRINTA_AGGARG",
				    a->dn_line, "printa( ) argument #1 is "
				    "incompatible with prototype:\n\tprototype: "
				    "aggregation\n\t argument: %s",
				    a->dn_kind == DT_NODE_STRING ? "string" :
				    "non-aggregation");
		goto aggs;
	}
	if (fmt->dn_kind != DT_NODE_STRING)
		dt_cc_error(ck->cc, "D_PRINTF_ARG_FMT", call->dn_line,
		    "%s( ) argument #1 is incompatible with prototype:\n"
		    "\tprototype: string constant\n\t argument: %s", fname,
		    fmt->dn_type ? tname(ck, fmt->dn_type) : "expression");
	pf = dt_arena_alloc(ck->sm->sm_types.tt_arena, sizeof(*pf));
	if (dt_printf_parse(fmt->dn_str, pf, err, sizeof(err)) != 0)
		dt_cc_error(ck->cc, "D_SYNTAX", call->dn_line, "%s", err);
	DT_VEC_PUSH(&ck->sm->sm_formats, dt_pfmt_t *, pf);
	call->dn_aux = pf;
	if (fmt->dn_strlen == 0 && fn == DT_F_FREOPEN &&
	    fmt->dn_next == NULL)
		return ck->sm->sm_types.tt_void;	/* freopen(""): stdout */
	if (fmt->dn_strlen == 0)
		dt_cc_error(ck->cc, "D_PRINTF_FMT_EMPTY", call->dn_line,
		    "%s( ) format string is empty", fname);
	if (fn == DT_F_PRINTA)
		goto aggs;
	{
		dt_pftype_t types[128];
		int n = 0;

		for (a = fmt->dn_next; a != NULL && n < 128; a = a->dn_next)
			types[n++] = pftype(ck, a->dn_type);
		if (dt_printf_validate(fname, pf, 1, types, n, NULL,
		    DT_PRINTF_EXACTLEN, err, sizeof(err)) != 0) {
			/* DTrace's tags, told apart by the message */
			const char *tag = strstr(err, "is empty") ?
			    "D_PRINTF_FMT_EMPTY" :
			    strstr(err, "missing a corresponding \"") ?
			    "D_PRINTF_DYN_PROTO" : strstr(err, "missing") ?
			    "D_PRINTF_ARG_PROTO" : strstr(err, "only") ?
			    "D_PRINTF_ARG_EXTRA" :
			    strstr(err, "conversion: % ") ?
			    "D_PRINTF_DYN_TYPE" : strstr(err, "incompatible") ?
			    "D_PRINTF_ARG_TYPE" : strstr(err, "%@") ?
			    "D_PRINTF_AGG_CONV" : "D_PRINTF_FMT";

			dt_cc_error(ck->cc, tag, call->dn_line, "%s", err);
		}
	}
	return ck->sm->sm_types.tt_void;
aggs:
	for (a = fmt->dn_kind == DT_NODE_STRING ? fmt->dn_next : fmt;
	    a != NULL; a = a->dn_next) {
		dt_ident_t *idp;

		if (a->dn_kind != DT_NODE_AGG)
			dt_cc_error(ck->cc, "D_PRINTA_AGGARG", a->dn_line,
			    "printa( ) argument is incompatible with "
			    "prototype:\n\tprototype: aggregation\n"
			    "\t argument: non-aggregation");
		idp = dt_htab_get(&ck->sm->sm_aggs, a->dn_name);
		if (idp == NULL)
			dt_cc_error(ck->cc, "D_IDENT_UNDEF", a->dn_line,
			    "failed to resolve %s: Unknown variable name",
			    a->dn_name);
		if (a->dn_args != NULL)
			dt_cc_error(ck->cc, "D_PRINTA_AGGKEY", a->dn_line,
			    "printa( ) aggregation argument may not be "
			    "indexed");
		a->dn_ident = idp;
		if (first == NULL)
			first = idp;
		else
			printa_keys_match(ck, call, first, idp);
	}
	if (fmt->dn_kind == DT_NODE_STRING && first != NULL) {
		/* the format's conversions against the keys, %@ against
		   the 64-bit value */
		dt_pftype_t types[128], aggt;
		int n = 0, k;

		for (k = 0; k < first->id_nkeys && n < 128; k++)
			types[n++] = pftype(ck, first->id_keys[k]);
		aggt = pftype(ck, ck->sm->sm_types.tt_llong);
		if (dt_printf_validate("printa", call->dn_aux, 1, types, n,
		    &aggt, DT_PRINTF_AGGREGATION, err, sizeof(err)) != 0) {
			const char *tag = strstr(err, "missing") ?
			    "D_PRINTF_ARG_PROTO" : strstr(err, "incompatible") ?
			    "D_PRINTF_ARG_TYPE" : strstr(err, "%@") ?
			    "D_PRINTF_AGG_CONV" : "D_PRINTF_FMT";

			dt_cc_error(ck->cc, tag, call->dn_line, "%s", err);
		}
	}
	return ck->sm->sm_types.tt_void;
}

int
dt_sema_symkind(dt_type_t *t)
{
	for (; t != NULL; t = t->ty_kind == DT_TY_TYPEDEF ? t->ty_base : NULL)
		if (t->ty_symkind != 0)
			return t->ty_symkind;
	return 0;
}

/*
 * The type of stack(n) / ustack(n): a typedef "stack" of n (ustack: n + 1,
 * the pid first) 64-bit words, marked with its record kind.
 */
static dt_type_t *
stack_type(dt_sema_t *sm, int kind, uint32_t words)
{
	dt_typetab_t *tt = &sm->sm_types;
	dt_type_t *w = dt_type_array(tt, tt->tt_ullong, words);
	dt_type_t *t = dt_type_new(tt, DT_TY_TYPEDEF, w->ty_size, "stack");

	t->ty_base = w;
	t->ty_align = 8;
	t->ty_symkind = kind;
	return t;
}

/* _symaddr (kernel) or _usymaddr (user): uintptr_t printed as a symbol. */
static dt_type_t *
symaddr_type(dt_sema_t *sm, int kind)
{
	dt_typetab_t *tt = &sm->sm_types;
	dt_type_t *t = sm->sm_symtypes[kind];

	if (t == NULL) {
		t = dt_type_new(tt, DT_TY_TYPEDEF, 8, kind == DT_RK_SYM ||
		    kind == DT_RK_MOD ? "_symaddr" : "_usymaddr");
		t->ty_base = dt_type_lookup(tt, "uintptr_t");
		t->ty_symkind = kind;
		sm->sm_symtypes[kind] = t;
	}
	return t;
}

/* stack([nframes]), ustack([nframes[, strsize]]), jstack(...) */
dt_type_t *
dt_sema_check_stack(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp)
{
	int fn = dnp->dn_ident->id_func;
	dt_node_t *a = dnp->dn_args;
	int64_t n = fn == DT_F_STACK ? sm->sm_stackframes :
	    strcmp(dnp->dn_name, "jstack") == 0 ? sm->sm_jstackframes :
	    sm->sm_ustackframes, v;

	if (a != NULL) {
		if (!is_const_int(a, &v) || v <= 0)
			dt_cc_error(cc, fn == DT_F_STACK ? "D_STACK_SIZE" :
			    "D_USTACK_FRAMES", a->dn_line,
			    "%s( ) argument #1 must be a non-zero positive "
			    "integral constant expression", dnp->dn_name);
		n = v;
		/* strsize (ustack helpers' strings): none on Linux */
		if (a->dn_next != NULL && (!is_const_int(a->dn_next, &v) ||
		    v < 0))
			dt_cc_error(cc, "D_USTACK_STRSIZE", a->dn_line,
			    "%s( ) argument #2 must be a positive integral "
			    "constant expression", dnp->dn_name);
	}
	if (n > DT_STACK_MAXFRAMES)
		n = DT_STACK_MAXFRAMES;
	return stack_type(sm, dt_func_def(fn)->fd_rec,
	    (uint32_t)n + (fn == DT_F_USTACK));
}

/* "prototype mismatch" of argument #1 of 'call', of prototype 'proto' */
static void DT_NORETURN
proto_arg1(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call, const char *proto)
{
	dt_cc_error(cc, "D_PROTO_ARG", call->dn_line, "%s( ) argument #1 is "
	    "incompatible with prototype:\n\tprototype: %s\n\t argument: %s",
	    call->dn_name, proto, dt_type_name(&sm->sm_types,
	    call->dn_args->dn_type));
}

/* sym(), func(), mod(), usym(), ufunc(), umod(), uaddr() */
dt_type_t *
dt_sema_check_symaddr(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call)
{
	if (!dt_type_is_scalar(call->dn_args->dn_type))
		proto_arg1(sm, cc, call, "uintptr_t");
	return symaddr_type(sm, dt_func_def(call->dn_ident->id_func)->fd_rec);
}

dt_type_t *
dt_sema_check_trace(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call)
{
	dt_node_t *a = call->dn_args;

	if (dt_type_resolve(a->dn_type)->ty_kind == DT_TY_VOID)
		dt_cc_error(cc, "D_TRACE_VOID", call->dn_line,
		    "trace( ) may not be applied to a void expression");
	if (!dt_type_is_scalar(a->dn_type) &&
	    !dt_type_is_string(a->dn_type) &&
	    !dt_type_is_charp(a->dn_type) &&
	    !dt_sema_is_bytes(a->dn_type) &&
	    float_size(a->dn_type) == 0)
		proto_arg1(sm, cc, call, "scalar or string");
	return sm->sm_types.tt_void;
}

/* printf(), printa(), system(), freopen() */
dt_type_t *
dt_sema_check_printf(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call)
{
	cook_t ck = { sm, cc, 0 };

	return cook_printf(&ck, call, call->dn_ident->id_func);
}

dt_type_t *
dt_sema_check_exit(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call)
{
	if (!dt_type_is_integer(call->dn_args->dn_type))
		proto_arg1(sm, cc, call, "int");
	return sm->sm_types.tt_void;
}

/* speculation(), speculate(), commit(), discard() */
dt_type_t *
dt_sema_check_spec(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call)
{
	sm->sm_speculations = 1;
	if (call->dn_ident->id_func == DT_F_SPECULATION)
		return dt_type_lookup(&sm->sm_types, "int");
	if (!dt_type_is_integer(call->dn_args->dn_type))
		proto_arg1(sm, cc, call, "int");
	return sm->sm_types.tt_void;
}

/* clear(), trunc(), normalize(), denormalize(): @agg first */
dt_type_t *
dt_sema_check_aggact(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call)
{
	dt_node_t *a = call->dn_args;

	if (a->dn_kind != DT_NODE_AGG ||
	    (a->dn_ident = dt_htab_get(&sm->sm_aggs, a->dn_name)) == NULL)
		dt_cc_error(cc, "D_PROTO_ARG", call->dn_line,
		    "%s( ) argument #1 is incompatible with "
		    "prototype:\n\tprototype: aggregation\n"
		    "\t argument: %s", call->dn_name,
		    a->dn_kind == DT_NODE_AGG ? "undefined aggregation"
		    : dt_type_name(&sm->sm_types, a->dn_type));
	if (a->dn_next != NULL && !dt_type_is_integer(a->dn_next->dn_type))
		dt_cc_error(cc, "D_PROTO_ARG", call->dn_line,
		    "%s( ) argument #2 is incompatible with "
		    "prototype:\n\tprototype: int\n\t argument: %s",
		    call->dn_name, dt_type_name(&sm->sm_types,
		    a->dn_next->dn_type));
	return sm->sm_types.tt_void;
}

/*
 * An aggregating function called, not assigned to an aggregation (the
 * arguments of @a = f(...) are checked by cook_aggregation).
 */
dt_type_t *
dt_sema_check_aggfunc(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call)
{
	dt_cc_error(cc, "D_AGG_FUNC", call->dn_line, "%s( ) may only be used "
	    "as the value of an aggregation", func_name(
	    call->dn_ident->id_func));
}

dt_type_t *
dt_sema_check_copyinstr(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call)
{
	dt_node_t *a = call->dn_args;

	if (!dt_type_is_scalar(a->dn_type))
		proto_arg1(sm, cc, call, "uintptr_t");
	if (a->dn_next != NULL && !dt_type_is_integer(a->dn_next->dn_type))
		dt_cc_error(cc, "D_PROTO_ARG", call->dn_line,
		    "copyinstr( ) argument #2 is incompatible with "
		    "prototype:\n\tprototype: size_t\n\t argument: %s",
		    dt_type_name(&sm->sm_types, a->dn_next->dn_type));
	return sm->sm_types.tt_string;
}

dt_type_t *
dt_sema_check_strlen(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call)
{
	dt_type_t *t = call->dn_args->dn_type;

	if (!dt_type_is_string(t) && !dt_type_is_charp(t) &&
	    !dt_type_is_voidp(t))
		proto_arg1(sm, cc, call, "const char *");
	return dt_type_lookup(&sm->sm_types, "size_t");
}

/*
 * A function call: its arguments typed, their number and the prototype
 * checked by the function's row (compiler/func.h).
 */
static dt_type_t *
cook_call(cook_t *ck, dt_node_t *dnp)
{
	dt_sema_t *sm = ck->sm;
	dt_ident_t *idp = dt_htab_get(&sm->sm_globals, dnp->dn_name);
	const dt_funcdef_t *fd;
	dt_node_t *a;
	int nargs = 0;

	if (idp == NULL && (fd = dt_func_lookup(dnp->dn_name)) != NULL &&
	    (fd->fd_flags & DT_FF_LAZY)) {
		idp = dt_sema_ident_new(sm, fd->fd_name, DT_ID_FUNC);
		idp->id_func = fd->fd_id;
		dt_htab_put(&sm->sm_globals, idp->id_name, idp);
	}
	if (idp == NULL || idp->id_kind != DT_ID_FUNC) {
		if (dt_subr_nolinux(dnp->dn_name) != NULL)
			dt_cc_error(ck->cc, "D_FUNC_UNDEF", dnp->dn_line,
			    "%s( ) is not supported on Linux: %s",
			    dnp->dn_name, dt_subr_nolinux(dnp->dn_name));
		if (is_unimpl(dnp->dn_name))
			dt_cc_error(ck->cc, "D_FUNC_UNDEF", dnp->dn_line,
			    "%s( ) is not supported by this version of dtrace "
			    "yet", dnp->dn_name);
		dt_cc_error(ck->cc, "D_FUNC_UNDEF", dnp->dn_line,
		    "failed to resolve %s: Unknown function name",
		    dnp->dn_name);
	}
	fd = dt_func_def(idp->id_func);
	dnp->dn_ident = idp;
	for (a = dnp->dn_args; a != NULL; a = a->dn_next, nargs++) {
		if (a->dn_kind != DT_NODE_AGG)
			cook_expr(ck, a);
		else if (fd->fd_kinds != NULL)
			dt_cc_error(ck->cc, "D_PROTO_ARG", a->dn_line,
			    "%s( ) argument #%d is incompatible with "
			    "prototype: an aggregation", fd->fd_name,
			    nargs + 1);
		else if (!(fd->fd_flags & DT_FF_AGGARGS) &&
		    (!(fd->fd_flags & DT_FF_AGGARG) || a != dnp->dn_args))
			dt_cc_error(ck->cc, "D_AGG_SCALAR", a->dn_line,
			    "aggregation %s may not be used in an expression; "
			    "use printa( ) to print it", a->dn_name);
	}
	if (fd->fd_kind == 'g')
		return fd->fd_check(sm, ck->cc, dnp);
	check_nargs(ck->cc, dnp, fd, nargs);
	return fd->fd_check(sm, ck->cc, dnp);
}

/*
 * Is 'dnp' (of type 't', not a string) something a string may be
 * compared with for NULL: the integer constant 0 or a void pointer?
 */
static int
is_nullptr(dt_node_t *dnp, dt_type_t *t)
{
	if (dt_type_is_string(t))
		return 0;
	if (dnp->dn_kind == DT_NODE_INT)
		return dnp->dn_int == 0;
	t = dt_type_resolve(t);
	return t->ty_kind == DT_TY_PTR &&
	    dt_type_resolve(t->ty_base)->ty_kind == DT_TY_VOID;
}

static dt_type_t *
cook_binary(cook_t *ck, dt_node_t *dnp)
{
	dt_typetab_t *tt = &ck->sm->sm_types;
	dt_type_t *lt, *rt;
	int op = dnp->dn_op;

	lt = cook_expr(ck, dnp->dn_left);
	rt = cook_expr(ck, dnp->dn_right);
	switch (op) {
	case DT_TOK_COMMA:
		return rt;
	case DT_TOK_LAND:
	case DT_TOK_LOR:
	case DT_TOK_LXOR:
		if (!dt_type_is_scalar(lt) || !dt_type_is_scalar(rt))
			dt_cc_error(ck->cc, "D_OP_SCALAR", dnp->dn_line,
			    "operator %s requires operands of scalar type",
			    op_str(op));
		return tt->tt_int;
	case DT_TOK_EQ:
	case DT_TOK_NE:
	case DT_TOK_LT:
	case DT_TOK_LE:
	case DT_TOK_GT:
	case DT_TOK_GE: {
		int ls = dt_type_is_string(lt) || dt_type_is_charp(lt);
		int rs = dt_type_is_string(rt) || dt_type_is_charp(rt);

		if (dt_type_is_string(lt) || dt_type_is_string(rt)) {
			/* s == NULL, s != 0: is the string NULL? */
			if ((op == DT_TOK_EQ || op == DT_TOK_NE) &&
			    (is_nullptr(dnp->dn_left, lt) ||
			    is_nullptr(dnp->dn_right, rt))) {
				dnp->dn_flags |= DT_NF_STRNULL;
				if (is_nullptr(dnp->dn_left, lt))
					dnp->dn_flags |= DT_NF_STRRIGHT;
				return tt->tt_int;
			}
			if (!ls || !rs)
				incompat(ck, dnp, op_str(op), lt, rt);
			dnp->dn_flags |= 0x10000;	/* string compare */
			return tt->tt_int;
		}
		/*
		 * Two floats of one type compare (their bits, as DTrace
		 * does: compatible types); any other mix is incompatible.
		 */
		if (float_size(lt) != 0 && float_size(lt) <= 8 &&
		    float_size(lt) == float_size(rt))
			return tt->tt_int;	/* float, or double, both */
		if (!dt_type_is_scalar(lt) || !dt_type_is_scalar(rt))
			incompat(ck, dnp, op_str(op), lt, rt);
		return tt->tt_int;
	}
	case DT_TOK_PLUS:
	case DT_TOK_MINUS:
		if (dt_type_is_pointer(lt) && dt_type_is_integer(rt))
			return lt;
		if (op == DT_TOK_PLUS && dt_type_is_integer(lt) &&
		    dt_type_is_pointer(rt))
			return rt;
		if (op == DT_TOK_MINUS && dt_type_is_pointer(lt) &&
		    dt_type_is_pointer(rt))
			return tt->tt_long;
		/* FALLTHROUGH */
	case DT_TOK_STAR:
	case DT_TOK_SLASH:
	case DT_TOK_MOD:
		/*
		 * DTrace's arithmetic types are the integers (and enums):
		 * float operands are "incompatible" for + and -, not of
		 * arithmetic type for * and /, not integral for %.
		 */
		if (!dt_type_is_integer(lt) || !dt_type_is_integer(rt)) {
			if (op == DT_TOK_PLUS || op == DT_TOK_MINUS)
				incompat(ck, dnp, op_str(op), lt, rt);
			if (op == DT_TOK_MOD && (float_size(lt) ||
			    float_size(rt)))
				dt_cc_error(ck->cc, "D_OP_INT", dnp->dn_line,
				    "operator %s requires operands of "
				    "integral type", op_str(op));
			dt_cc_error(ck->cc, "D_OP_ARITH", dnp->dn_line,
			    "operator %s requires operands of arithmetic type",
			    op_str(op));
		}
		return dt_type_arith(tt, lt, rt);
	case DT_TOK_AMP:
	case DT_TOK_BOR:
	case DT_TOK_XOR:
		require_integers(ck, dnp, op_str(op));
		return dt_type_arith(tt, lt, rt);
	case DT_TOK_LSH:
	case DT_TOK_RSH:
		require_integers(ck, dnp, op_str(op));
		return dt_type_promote(tt, lt);
	default:
		DT_BUG("binary operator %d", op);
	}
}

static dt_type_t *tp_array_type(dt_sema_t *, const dt_probearg_t *);

/* args[N] as the probe passes it (its native type). */
static dt_type_t *
cook_args_native(cook_t *ck, dt_node_t *dnp, const dt_probe_t **prpp)
{
	dt_sema_t *sm = ck->sm;
	dt_typetab_t *tt = &sm->sm_types;
	dt_sclause_t *sc = sm->sm_cur;
	const dt_probe_t *prp;
	int64_t n, m;
	int na;

	if (dnp->dn_args == NULL || dnp->dn_args->dn_next != NULL ||
	    !is_const_int(dnp->dn_args, &n))
		dt_cc_error(ck->cc, "D_ARGS_IDX", dnp->dn_line,
		    "args[ ] argument #1 is incompatible with prototype:\n"
		    "\tprototype: integer constant");
	if (sc == NULL || sc->sc_nprobes == 0 ||
	    (prp = dt_probecat_lookup_id(sm->sm_pcat,
	    sc->sc_probes[0])) == NULL)
		dt_cc_error(ck->cc, "D_ARGS_NONE", dnp->dn_line,
		    "args[ ] may not be referenced because no probes are "
		    "enabled");
	dnp->dn_flags |= DT_NF_ARGS;
	dnp->dn_int = n;
	m = n;
	dnp->dn_args->dn_type = tt->tt_int;
	*prpp = prp;
	if (prp->pr_sysnr >= 0)		/* syscall types come with the count */
		(void)dt_probecat_nargs(sm->sm_pcat, prp);
	if (prp->pr_argstyle == DT_ARGS_USDT && prp->pr_argtypes != NULL &&
	    (n < 0 || n >= (prp->pr_argmap != NULL ? prp->pr_nxargs :
	    prp->pr_nargs)))
		/* a provider definition gave the probe its arguments */
		dt_cc_error(ck->cc, "D_ARGS_IDX", dnp->dn_line,
		    "index %lld is out of range for %s:%s:%s:%s args[ ]",
		    (long long)n, prp->pr_prov, prp->pr_mod, prp->pr_func,
		    prp->pr_name);
	if (prp->pr_argmap != NULL && n >= 0 && n < prp->pr_nxargs)
		m = prp->pr_argmap[n];	/* output argument n is input m */
	if (prp->pr_argtypes != NULL && prp->pr_argbtf == NULL && m >= 0 &&
	    m < prp->pr_nargs && prp->pr_argtypes[m] != NULL &&
	    (prp->pr_argstyle != DT_ARGS_TP || prp->pr_args == NULL)) {
		/* a provider that names its argument types */
		dt_type_t *t = dt_xlate_typename(sm, prp->pr_argtypes[m]);

		if (t != NULL)
			return t;
	}
	if (prp->pr_argstyle == DT_ARGS_TP) {
		const dt_probearg_t *pa;
		dt_type_t *t;

		na = dt_probecat_nargs(sm->sm_pcat, prp);
		if (n < 0 || n >= na)
			dt_cc_error(ck->cc, "D_ARGS_IDX", dnp->dn_line,
			    "index %lld is out of range for %s:%s:%s:%s "
			    "args[ ]", (long long)n, prp->pr_prov,
			    prp->pr_mod, prp->pr_func, prp->pr_name);
		pa = &prp->pr_args[n];
		switch (pa->pa_kind) {
		case DT_PA_INT:
			t = dt_type_lookup(tt, pa->pa_type);
			if (t == NULL || !dt_type_is_integer(t) ||
			    dt_type_resolve(t)->ty_size != pa->pa_size)
				t = pa->pa_size == 1 ? (pa->pa_signed ?
				    tt->tt_char : tt->tt_uchar) :
				    pa->pa_size == 2 ? (pa->pa_signed ?
				    tt->tt_short : tt->tt_ushort) :
				    pa->pa_size == 4 ? (pa->pa_signed ?
				    tt->tt_int : tt->tt_uint) : (pa->pa_signed ?
				    tt->tt_long : tt->tt_ulong);
			return t;
		case DT_PA_CHARS:
			return dt_type_string(tt, pa->pa_size + 1u >
			    sm->sm_strsize ? sm->sm_strsize : pa->pa_size + 1u);
		case DT_PA_DATALOC:
			return tt->tt_string;
		case DT_PA_ARRAY:
		case DT_PA_DLARRAY:
			if ((t = tp_array_type(sm, pa)) != NULL)
				return t;
			/* FALLTHROUGH */
		default:
			dt_cc_error(ck->cc, "D_ARGS_TYPE", dnp->dn_line,
			    "args[%lld] of %s:%s:%s:%s has type \"%s\", which "
			    "is not supported yet", (long long)n, prp->pr_prov,
			    prp->pr_mod, prp->pr_func, prp->pr_name,
			    pa->pa_type);
		}
	}
	if (prp->pr_argbtf != NULL) {
		/* arguments typed by kernel BTF (fbt, BTF tracepoints) */
		dt_type_t *t;

		if (n < 0 || n >= prp->pr_nargs)
			dt_cc_error(ck->cc, "D_ARGS_IDX", dnp->dn_line,
			    "index %lld is out of range for %s:%s:%s:%s "
			    "args[ ]", (long long)n, prp->pr_prov,
			    prp->pr_mod, prp->pr_func, prp->pr_name);
		t = dt_btf_type(tt, prp->pr_argbtf[n]);
		return t != NULL ? t : dt_type_lookup(tt, "int");
	}
	if (n < 0 || n >= 10)
		dt_cc_error(ck->cc, "D_ARGS_IDX", dnp->dn_line,
		    "index %lld is out of range for %s:%s:%s:%s args[ ]",
		    (long long)n, prp->pr_prov, prp->pr_mod, prp->pr_func,
		    prp->pr_name);
	return dt_type_lookup(tt, "int64_t");
}

/*
 * The type of array field 'pa' of a tracepoint record: T[N] for "T
 * name[N]" (T unknown to D, or not dividing the field: uint8_t[size]);
 * T[strsize / sizeof (T)] for "__data_loc T[]", the bound of a copy
 * (codegen copies the field, cut to that size, into zero-filled scratch).
 */
static dt_type_t *
tp_array_type(dt_sema_t *sm, const dt_probearg_t *pa)
{
	dt_typetab_t *tt = &sm->sm_types;
	dt_type_t *et = pa->pa_elem != NULL ?
	    dt_xlate_typename(sm, pa->pa_elem) : NULL;
	uint32_t esz = et != NULL ? dt_type_resolve(et)->ty_size : 0, n;

	if (pa->pa_kind == DT_PA_ARRAY) {
		if (esz == 0 || pa->pa_size % esz != 0) {
			et = dt_type_lookup(tt, "uint8_t");
			esz = 1;
		}
		n = pa->pa_size / esz;
	} else {
		if (esz == 0 || esz > sm->sm_strsize) {
			et = dt_type_lookup(tt, "uint8_t");
			esz = 1;
		}
		n = sm->sm_strsize / esz;
	}
	return et != NULL && n > 0 ? dt_type_array(tt, et, n) : NULL;
}

/*
 * args[N]: the typed arguments of the clause's probes.  When the provider
 * gives args[N] a translated type (pr_xargtypes), args[N] has that type
 * and dn_aux is the translator from the native type.
 */
static dt_type_t *
cook_args(cook_t *ck, dt_node_t *dnp)
{
	dt_sema_t *sm = ck->sm;
	const dt_probe_t *prp = NULL;
	dt_type_t *t = cook_args_native(ck, dnp, &prp), *xt;
	int64_t n = dnp->dn_int;
	const dt_xlator_t *dxp;

	if (sm->sm_cur != NULL)
		sm->sm_cur->sc_usesargs = 1;	/* for -v: argument stability */

	if (prp->pr_xargtypes == NULL || n < 0 || n >= (prp->pr_argmap !=
	    NULL ? prp->pr_nxargs : prp->pr_nargs) ||
	    prp->pr_xargtypes[n] == NULL)
		return t;
	xt = dt_xlate_typename(sm, prp->pr_xargtypes[n]);
	if (xt == NULL)
		dt_cc_error(ck->cc, "D_ARGS_TYPE", dnp->dn_line,
		    "failed to resolve translated type for args[%lld]",
		    (long long)n);
	if (dt_type_same(xt, t))
		return t;
	/*
	 * A USDT output argument of a compatible type (another integer,
	 * string for char *, a compatible pointer) is the native value with
	 * the output type, as in DTrace; other pairs need a translator.
	 */
	if (prp->pr_argstyle == DT_ARGS_USDT && dt_xlate_argcompat(t, xt))
		return xt;
	dxp = dt_xlate_to(sm, ck->cc, t, xt);
	if (dxp == NULL && dt_xlate_argcompat(t, xt))
		return xt;
	if (dxp == NULL)
		dt_cc_error(ck->cc, "D_ARGS_XLATOR", dnp->dn_line,
		    "translator for args[%lld] from %s to %s is not defined",
		    (long long)n, tname(ck, t), tname(ck, xt));
	dnp->dn_aux = (void *)dxp;
	return xt;
}

static int
is_sou(dt_type_t *t)
{
	t = dt_type_resolve(t);
	return t != NULL && (t->ty_kind == DT_TY_STRUCT ||
	    t->ty_kind == DT_TY_UNION);
}

/*
 * The complete definition of struct/union 't' when 't' is a forward
 * declaration (D or kernel) and one exists elsewhere, else 't'.
 */
static dt_type_t *
complete_sou(dt_typetab_t *tt, dt_type_t *t)
{
	const char *sp;
	dt_type_t *c;

	if (!is_sou(t) || t->ty_complete || t->ty_name == NULL ||
	    (sp = strchr(t->ty_name, ' ')) == NULL)
		return t;
	c = dt_htab_get(&tt->tt_tags, t->ty_name);
	if (c == NULL || !c->ty_complete)
		c = dt_btf_lookup(tt, t->ty_kind, sp + 1);
	return c != NULL && c->ty_complete ? c : t;
}

static int
is_ksym(dt_node_t *dnp)
{
	return dnp->dn_kind == DT_NODE_IDENT && dnp->dn_ident != NULL &&
	    dnp->dn_ident->id_kind == DT_ID_KSYM;
}

/*
 * Is 'dnp' a D variable of array, struct or union type: a global, a
 * thread-local (self->), a clause-local (this->) or an element of an
 * associative array?
 */
int
dt_sema_is_dvarobj(const dt_node_t *dnp)
{
	const dt_ident_t *idp = dnp->dn_ident;

	if (idp == NULL || !dt_sema_is_objtype(idp->id_type))
		return 0;
	switch (dnp->dn_kind) {
	case DT_NODE_IDENT:
		if (idp->id_kind != DT_ID_GLOBAL)
			return 0;
		break;
	case DT_NODE_SELF:
	case DT_NODE_THIS:
		if (idp->id_kind != DT_ID_SELF && idp->id_kind != DT_ID_THIS)
			return 0;
		break;
	case DT_NODE_INDEX:
		if (idp->id_kind != DT_ID_ARRAY || (dnp->dn_flags & 0x20000))
			return 0;
		break;
	default:
		return 0;
	}
	return 1;
}

/*
 * Is 't' a struct, union or array type (not a string, nor the array a
 * stack() value is made of)?
 */
int
dt_sema_is_objtype(dt_type_t *t)
{
	if (t == NULL || dt_sema_symkind(t) != 0)
		return 0;
	t = dt_type_resolve(t);
	/* long double: 16 bytes, kept by reference as DTrace does */
	return t != NULL && (t->ty_kind == DT_TY_ARRAY || is_sou(t) ||
	    (t->ty_kind == DT_TY_FLOAT && t->ty_size > 8));
}

/*
 * Is assignment 'asg' the deletion of a dynamic variable of struct or
 * union type: the literal 0 stored into a thread-local or an associative
 * array element (as in Oracle's DTrace, whatever the type; a whole array
 * is never assigned)?
 */
int
dt_sema_is_delete(const dt_node_t *asg)
{
	const dt_node_t *lv = asg->dn_left, *rv = asg->dn_right;

	if (asg->dn_kind != DT_NODE_ASSIGN || asg->dn_op != DT_TOK_ASSIGN ||
	    rv->dn_kind != DT_NODE_INT || rv->dn_int != 0 ||
	    lv->dn_ident == NULL || lv->dn_ident->id_type == NULL ||
	    !is_sou(dt_type_resolve(lv->dn_ident->id_type)))
		return 0;
	return (lv->dn_kind == DT_NODE_SELF &&
	    lv->dn_ident->id_kind == DT_ID_SELF) ||
	    (lv->dn_kind == DT_NODE_INDEX && lv->dn_ident->id_kind ==
	    DT_ID_ARRAY && !(lv->dn_flags & 0x20000));
}

/*
 * Is 'dnp' (cooked) part of such a D variable: the variable itself, a
 * member (.) or an element of an array inside it?
 */
int
dt_sema_in_dvar(const dt_node_t *dnp)
{
	for (;;) {
		if (dt_sema_is_dvarobj(dnp))
			return 1;
		if (dnp->dn_kind == DT_NODE_MEMBER &&
		    dnp->dn_op == DT_TOK_DOT)
			dnp = dnp->dn_left;
		else if (dnp->dn_kind == DT_NODE_INDEX &&
		    (dnp->dn_flags & 0x20000) && dnp->dn_left->dn_type != NULL &&
		    dt_type_resolve(dnp->dn_left->dn_type)->ty_kind ==
		    DT_TY_ARRAY)
			dnp = dnp->dn_left;
		else
			return 0;
	}
}

/* expr.name and expr->name */
static dt_type_t *
cook_member(cook_t *ck, dt_node_t *dnp)
{
	dt_typetab_t *tt = &ck->sm->sm_types;
	const char *op = dnp->dn_op == DT_TOK_ARROW ? "->" : ".";
	dt_type_t *lt0 = cook_expr(ck, dnp->dn_left), *lt;
	const dt_xlator_t *dxp = dt_xlate_source(dnp->dn_left);
	dt_member_t *mb;
	uint32_t off = 0;
	dt_memref_t *mr;

	lt = dt_type_resolve(lt0);
	if (dnp->dn_op == DT_TOK_ARROW) {
		if (lt->ty_kind != DT_TY_PTR)
			dt_cc_error(ck->cc, "D_OP_PTR", dnp->dn_line,
			    "operator -> must be applied to a pointer");
		lt = dt_type_resolve(lt->ty_base);
	}
	lt = complete_sou(tt, lt);
	if (is_sou(lt) && !lt->ty_complete)
		dt_cc_error(ck->cc, "D_OP_INCOMPLETE", dnp->dn_line,
		    "operator %s cannot be applied to a forward declaration: "
		    "no %s definition is available", op, tname(ck, lt));
	if (!is_sou(lt)) {
		if (dnp->dn_op == DT_TOK_ARROW)
			dt_cc_error(ck->cc, "D_OP_SOU", dnp->dn_line,
			    "operator -> cannot be applied to pointer to type "
			    "\"%s\"; must be applied to a struct or union "
			    "pointer", tname(ck, lt));
		dt_cc_error(ck->cc, "D_OP_SOU", dnp->dn_line, "operator %s "
		    "cannot be applied to type \"%s\"; must be applied to a "
		    "struct or union", op, tname(ck, lt));
	}
	mb = dt_sema_member(tt, lt, dnp->dn_name, &off);
	if (mb == NULL)
		dt_cc_error(ck->cc, "D_TYPE_MEMBER", dnp->dn_line,
		    "%s is not a member of %s", dnp->dn_name, tname(ck, lt));
	if (dxp != NULL)
		return dt_xlate_member(ck->sm, ck->cc, dnp, dxp, mb);
	mr = dt_arena_alloc(tt->tt_arena, sizeof(*mr));
	mr->mr_off = off;
	mr->mr_bits = mb->mb_bits;
	mr->mr_bitoff = mb->mb_bitoff;
	dnp->dn_aux = mr;
	return mb->mb_type;
}

/* An integer constant: the first type of DTrace's list that holds it. */
static dt_type_t *
cook_int(cook_t *ck, dt_node_t *dnp)
{
	dt_typetab_t *tt = &ck->sm->sm_types;
	dt_type_t *t;

	if (dnp->dn_flags & DT_NF_CHARLIT)
		return tt->tt_int;
	t = dt_type_intlit(tt, (uint64_t)dnp->dn_int, dnp->dn_flags);
	if (t == NULL)
		dt_cc_error(ck->cc, "D_INT_OFLOW", dnp->dn_line,
		    "integer constant 0x%llx cannot be represented in any "
		    "built-in integral type", (unsigned long long)dnp->dn_int);
	return t;
}

static dt_type_t *
cook_string(cook_t *ck, dt_node_t *dnp)
{
	return dt_type_string(&ck->sm->sm_types, (uint32_t)DT_MIN(
	    dnp->dn_strlen + 1, ck->sm->sm_strsize));
}

/* A bare identifier: a scalar variable, constant or builtin. */
static dt_type_t *
cook_ident(cook_t *ck, dt_node_t *dnp)
{
	dt_sema_t *sm = ck->sm;
	dt_ident_t *idp = lookup_var(ck, dnp, 0);

	dnp->dn_ident = idp;
	if (idp->id_kind == DT_ID_FUNC)
		dt_cc_error(ck->cc, "D_FUNC_IDENT", dnp->dn_line,
		    "%s( ) may not be referenced without arguments",
		    idp->id_name);
	if (idp->id_kind == DT_ID_ARRAY)
		dt_cc_error(ck->cc, "D_ARR_BADREF", dnp->dn_line,
		    "%s is an associative array and must be indexed",
		    idp->id_name);
	if (idp->id_kind == DT_ID_BUILTIN &&
	    idp->id_builtin == DT_BI_CURTHREAD &&
	    idp->id_type == sm->sm_types.tt_voidp) {
		dt_type_t *ts = dt_btf_lookup(&sm->sm_types, DT_TY_STRUCT,
		    "task_struct");

		if (ts != NULL)
			idp->id_type = dt_type_ptr(&sm->sm_types, ts);
	}
	return idp->id_type;
}

/* self->x, this->x */
static dt_type_t *
cook_tls_var(cook_t *ck, dt_node_t *dnp)
{
	dt_ident_t *idp = lookup_var(ck, dnp, 0);

	if (idp->id_kind == DT_ID_ARRAY)
		dt_cc_error(ck->cc, "D_ARR_BADREF", dnp->dn_line,
		    "self->%s is an associative array and must be indexed",
		    idp->id_name);
	dnp->dn_ident = idp;
	return idp->id_type;
}

/* uregs[R_*]: user registers, the interrupted user context. */
static dt_type_t *
cook_uregs(cook_t *ck, dt_node_t *dnp)
{
	int64_t n;

	if (dnp->dn_args != NULL)
		cook_expr(ck, dnp->dn_args);
	if (dnp->dn_args == NULL || dnp->dn_args->dn_next != NULL ||
	    !dt_decl_fold(dnp->dn_args, &n) || n < 0 || n >= DT_UREGS_MAX)
		dt_cc_error(ck->cc, "D_UREGS_IDX", dnp->dn_line,
		    "uregs[ ] index must be an integer constant from 0 to %d "
		    "(R_* in regs.d)", DT_UREGS_MAX - 1);
	dnp->dn_flags |= DT_NF_UREGS;
	dnp->dn_int = n;
	return ck->sm->sm_types.tt_ulong;
}

/* Pointer or array indexing: p[i] is *(p + i). */
static dt_type_t *
cook_mem_index(cook_t *ck, dt_node_t *dnp)
{
	dt_type_t *lt = dt_type_resolve(cook_expr(ck, dnp->dn_left));
	int64_t iv;

	if (lt->ty_kind != DT_TY_PTR && lt->ty_kind != DT_TY_ARRAY)
		dt_cc_error(ck->cc, "D_OP_INDEX", dnp->dn_line,
		    "operator [ ] may not be applied to operand of type "
		    "\"%s\"", tname(ck, lt));
	if (dnp->dn_args == NULL || dnp->dn_args->dn_next)
		dt_cc_error(ck->cc, "D_OP_INDEX", dnp->dn_line,
		    "operator [ ] takes one index here");
	cook_expr(ck, dnp->dn_args);
	require_integer(ck, dnp->dn_args, "[ ]");
	if (dt_type_resolve(lt->ty_base)->ty_size == 0)
		dt_cc_error(ck->cc, "D_DEREF_VOID", dnp->dn_line,
		    "cannot dereference pointer to void");
	dnp->dn_flags |= 0x20000;	/* memory index */
	if (lt->ty_kind == DT_TY_ARRAY && dt_sema_in_dvar(dnp->dn_left) &&
	    is_const_int(dnp->dn_args, &iv) &&
	    (iv < 0 || (uint64_t)iv >= lt->ty_nelems))
		dt_cc_error(ck->cc, "D_ARR_BOUNDS", dnp->dn_line,
		    "index %lld is out of range for array of %u elements",
		    (long long)iv, lt->ty_nelems);
	return lt->ty_base;
}

/* Does x[...] name an inline with parameters (its key is the call)? */
static dt_ident_t *
inline_with_params(cook_t *ck, dt_node_t *dnp)
{
	dt_ident_t *idp;

	if (dnp->dn_left->dn_kind != DT_NODE_IDENT ||
	    (idp = dt_htab_get(&ck->sm->sm_globals,
	    dnp->dn_left->dn_name)) == NULL ||
	    !(idp->id_flags & DT_IDF_INLINE))
		return NULL;
	if ((idp->id_flags & DT_IDF_LAZY) ? idp->id_inline->dn_args != NULL :
	    idp->id_param != NULL)
		return idp;
	return NULL;
}

/*
 * Is x[...] pointer or array indexing rather than an associative array:
 * not a plain name, a kernel symbol, the translator's parameter, or a
 * global that is no array?
 */
static int
is_mem_index(cook_t *ck, dt_node_t *dnp)
{
	dt_sema_t *sm = ck->sm;
	const char *name = dnp->dn_left->dn_name;
	dt_ident_t *idp;

	if (dnp->dn_left->dn_kind != DT_NODE_IDENT ||
	    strchr(name, '`') != NULL)
		return 1;
	if (sm->sm_xlparam != NULL &&
	    strcmp(sm->sm_xlparam->id_name, name) == 0)
		return 1;
	return (idp = dt_htab_get(&sm->sm_globals, name)) != NULL &&
	    idp->id_kind != DT_ID_ARRAY;
}

/* The keys of associative array 'idp' indexed by 'dnp'. */
static dt_type_t *
cook_array_ref(cook_t *ck, dt_node_t *dnp, dt_ident_t *idp)
{
	cook_keys(ck, dnp, idp, dnp->dn_args, 0, "");
	dnp->dn_left->dn_ident = idp;
	dnp->dn_ident = idp;
	return idp->id_type;
}

/* x[...]: args[], an inline's call, uregs[], memory, or an array. */
static dt_type_t *
cook_index(cook_t *ck, dt_node_t *dnp)
{
	dt_sema_t *sm = ck->sm;
	dt_node_t *l = dnp->dn_left;
	dt_ident_t *idp;

	if (l->dn_kind == DT_NODE_IDENT && strcmp(l->dn_name, "args") == 0)
		return cook_args(ck, dnp);
	if ((idp = inline_with_params(ck, dnp)) != NULL)
		return cook_inline_key(ck, dnp, idp);
	if (l->dn_kind == DT_NODE_IDENT && strcmp(l->dn_name, "uregs") == 0 &&
	    dt_htab_get(&sm->sm_globals, "uregs") == NULL)
		return cook_uregs(ck, dnp);
	if ((idp = tls_array(ck, dnp, 0)) != NULL)
		return cook_array_ref(ck, dnp, idp);
	if (is_mem_index(ck, dnp))
		return cook_mem_index(ck, dnp);
	idp = dt_htab_get(&sm->sm_globals, l->dn_name);
	if (idp == NULL)
		dt_cc_error(ck->cc, "D_IDENT_UNDEF", dnp->dn_line,
		    "failed to resolve %s: Unknown variable name", l->dn_name);
	if (idp->id_kind != DT_ID_ARRAY)
		dt_cc_error(ck->cc, "D_OP_INDEX", dnp->dn_line,
		    "operator [ ] may not be applied to %s", idp->id_name);
	return cook_array_ref(ck, dnp, idp);
}

/* *p */
static dt_type_t *
cook_deref(cook_t *ck, dt_node_t *dnp)
{
	dt_type_t *t = dt_type_resolve(cook_expr(ck, dnp->dn_left));

	if (t->ty_kind != DT_TY_PTR && t->ty_kind != DT_TY_ARRAY)
		dt_cc_error(ck->cc, "D_DEREF_NONPTR", dnp->dn_line,
		    "cannot dereference non-pointer type");
	if (dt_type_resolve(t->ty_base)->ty_kind == DT_TY_VOID)
		dt_cc_error(ck->cc, "D_DEREF_VOID", dnp->dn_line,
		    "cannot dereference pointer to void");
	return t->ty_base;
}

/* &x */
static dt_type_t *
cook_addrof(cook_t *ck, dt_node_t *dnp)
{
	dt_node_t *l = dnp->dn_left;
	dt_type_t *t = cook_expr(ck, l);

	/*
	 * Translated data is no lvalue (xlate<T>(x).m); through a
	 * translated pointer only a struct, union or array member has an
	 * address (its object's).
	 */
	if ((l->dn_flags & DT_NF_XLMEMB) && l->dn_op != DT_TOK_ARROW)
		dt_cc_error(ck->cc, "D_ADDROF_LVAL", dnp->dn_line,
		    "unacceptable operand for unary & operator");
	if (is_bitfield(l))
		dt_cc_error(ck->cc, "D_ADDROF_BITFIELD", dnp->dn_line,
		    "cannot take address of bit-field");
	if ((l->dn_flags & DT_NF_XLMEMB) && !dt_sema_is_objtype(t))
		dt_cc_error(ck->cc, "D_ADDROF_LVAL", dnp->dn_line,
		    "unacceptable operand for unary & operator");
	if ((l->dn_kind != DT_NODE_MEMBER && !is_ksym(l) &&
	    !(l->dn_kind == DT_NODE_UNARY && l->dn_op == DT_TOK_STAR) &&
	    !(l->dn_kind == DT_NODE_INDEX && (l->dn_flags & 0x20000))) ||
	    dt_sema_in_dvar(l))
		dt_cc_error(ck->cc, "D_ADDROF_VAR", dnp->dn_line,
		    "cannot take address of dynamic variable");
	return dt_type_ptr(&ck->sm->sm_types, t);
}

static dt_type_t *cook_incdec(cook_t *ck, dt_node_t *dnp);

static dt_type_t *
cook_unary(cook_t *ck, dt_node_t *dnp)
{
	dt_typetab_t *tt = &ck->sm->sm_types;
	dt_type_t *t;

	switch (dnp->dn_op) {
	case DT_TOK_INC:
	case DT_TOK_DEC:
		return cook_incdec(ck, dnp);
	case DT_TOK_LNOT:
		cook_expr(ck, dnp->dn_left);
		require_scalar(ck, dnp->dn_left, "!");
		return tt->tt_int;
	case DT_TOK_MINUS:
	case DT_TOK_PLUS:
		t = cook_expr(ck, dnp->dn_left);
		if (!dt_type_is_integer(t))
			dt_cc_error(ck->cc, "D_OP_ARITH", dnp->dn_line,
			    "operator %s requires an operand of arithmetic "
			    "type", op_str(dnp->dn_op));
		return dt_type_promote(tt, t);
	case DT_TOK_BNOT:
		t = cook_expr(ck, dnp->dn_left);
		require_integer(ck, dnp->dn_left, op_str(dnp->dn_op));
		return dt_type_promote(tt, t);
	case DT_TOK_STAR:
		return cook_deref(ck, dnp);
	case DT_TOK_AMP:
		return cook_addrof(ck, dnp);
	default:
		DT_BUG("unary %d", dnp->dn_op);
	}
}

/*
 * x++ on a variable not yet declared creates it, of type int as in
 * DTrace: a scalar, a self-> array or a global array ('lv' the operand).
 */
static void
incdec_declare(cook_t *ck, dt_node_t *lv)
{
	dt_sema_t *sm = ck->sm;
	dt_ident_t *nid;

	if (lv->dn_kind != DT_NODE_INDEX) {
		nid = lookup_var(ck, lv, 1);
		if (nid->id_type == NULL) {
			nid->id_type = sm->sm_types.tt_int;
			nid->id_assigned = 1;
		}
	} else if (lv->dn_left->dn_kind == DT_NODE_SELF &&
	    dt_htab_get(&sm->sm_self, lv->dn_left->dn_name) == NULL) {
		nid = tls_array(ck, lv, 1);
		cook_keys(ck, lv, nid, lv->dn_args, 1, "");
		nid->id_type = sm->sm_types.tt_int;
	} else if (lv->dn_left->dn_kind == DT_NODE_IDENT &&
	    dt_htab_get(&sm->sm_globals, lv->dn_left->dn_name) == NULL) {
		nid = dt_sema_ident_new(sm, lv->dn_left->dn_name,
		    DT_ID_ARRAY);
		nid->id_line = lv->dn_line;
		dt_htab_put(&sm->sm_globals, nid->id_name, nid);
		DT_VEC_PUSH(&sm->sm_idents, dt_ident_t *, nid);
		cook_keys(ck, lv, nid, lv->dn_args, 1, "");
		nid->id_type = sm->sm_types.tt_int;
	}
}

/* ++x, --x, x++, x-- */
static dt_type_t *
cook_incdec(cook_t *ck, dt_node_t *dnp)
{
	dt_node_t *lv = dnp->dn_left;
	dt_type_t *vt;

	if (lv->dn_kind == DT_NODE_INDEX || lv->dn_kind == DT_NODE_IDENT ||
	    lv->dn_kind == DT_NODE_SELF || lv->dn_kind == DT_NODE_THIS) {
		incdec_declare(ck, lv);
		vt = cook_expr(ck, lv);
		if (lv->dn_kind == DT_NODE_IDENT &&
		    lv->dn_ident->id_kind != DT_ID_GLOBAL)
			dt_cc_error(ck->cc, "D_OP_LVAL", dnp->dn_line,
			    "operator %s requires modifiable lvalue as an operand",
			    op_str(dnp->dn_op));
	} else if (lv->dn_kind == DT_NODE_MEMBER &&
	    lv->dn_op == DT_TOK_DOT && (vt = cook_expr(ck, lv)) &&
	    dt_sema_in_dvar(lv)) {
		/* a member of a D struct variable */
		dvar_member_lvalue(ck, lv, dnp);
	} else {
		dt_cc_error(ck->cc, "D_OP_LVAL", dnp->dn_line,
		    "operator %s requires modifiable lvalue as an operand",
		    op_str(dnp->dn_op));
	}
	if (!dt_type_is_scalar(vt))
		dt_cc_error(ck->cc, "D_OP_SCALAR", dnp->dn_line,
		    "operator %s requires operand of scalar type",
		    op_str(dnp->dn_op));
	return vt;
}

/* x op= y: the variable must exist; integers, or a pointer += -= */
static dt_type_t *
cook_compound_assign(cook_t *ck, dt_node_t *dnp, dt_type_t *rt)
{
	dt_node_t *l = dnp->dn_left;

	if (l->dn_kind == DT_NODE_IDENT &&
	    dt_htab_get(&ck->sm->sm_globals, l->dn_name) == NULL)
		dt_cc_error(ck->cc, "D_VAR_UNDEF", dnp->dn_line,
		    "%s has not yet been declared or assigned", l->dn_name);
	cook_expr(ck, l);
	cook_lvalue(ck, l, dnp, rt);
	if (float_size(l->dn_type) || float_size(rt))
		float_compound(ck, dnp, l->dn_type, rt);
	if (!dt_type_is_integer(l->dn_type) &&
	    !(dt_type_is_pointer(l->dn_type) &&
	    (dnp->dn_op == DT_TOK_ADD_ASSIGN ||
	    dnp->dn_op == DT_TOK_SUB_ASSIGN)))
		incompat(ck, dnp, op_str(dnp->dn_op), l->dn_type, rt);
	if (!dt_type_is_integer(rt))
		incompat(ck, dnp, op_str(dnp->dn_op), l->dn_type, rt);
	return l->dn_type;
}

/* x = y, @a = f(...), and the compound assignments */
static dt_type_t *
cook_assign(cook_t *ck, dt_node_t *dnp)
{
	dt_node_t *l = dnp->dn_left;
	dt_type_t *rt;

	if (l->dn_kind == DT_NODE_AGG)
		return cook_aggregation(ck, dnp);
	rt = cook_expr(ck, dnp->dn_right);
	if (dnp->dn_op != DT_TOK_ASSIGN)
		return cook_compound_assign(ck, dnp, rt);
	cook_lvalue(ck, l, dnp, rt);
	if (dt_sema_is_objtype(l->dn_type) &&
	    dt_type_resolve(l->dn_type)->ty_kind == DT_TY_ARRAY)
		dt_cc_error(ck->cc, "D_OP_ARRFUN", dnp->dn_line,
		    "operator = may not be applied to operand of type \"%s\"",
		    tname(ck, l->dn_type));
	/*
	 * DTrace has no assignment compatibility for floats (not even
	 * double = double): a float value can be traced and printed, not
	 * stored into a D variable.
	 */
	if (float_size(l->dn_type) || float_size(rt))
		incompat(ck, dnp, "=", l->dn_type, rt);
	if (dt_sema_is_delete(dnp))
		return l->dn_type;
	check_assign(ck, dnp, l->dn_type, rt);
	return l->dn_type;
}

/* c ? x : y */
static dt_type_t *
cook_cond(cook_t *ck, dt_node_t *dnp)
{
	dt_typetab_t *tt = &ck->sm->sm_types;
	dt_type_t *lt, *rt;

	cook_expr(ck, dnp->dn_cond);
	if (!dt_type_is_scalar(dnp->dn_cond->dn_type))
		dt_cc_error(ck->cc, "D_OP_SCALAR", dnp->dn_line,
		    "operator ?: expression must be of scalar type");
	lt = cook_expr(ck, dnp->dn_left);
	rt = cook_expr(ck, dnp->dn_right);
	if (dt_type_is_string(lt) || dt_type_is_string(rt)) {
		if (!dt_type_is_string(lt) || !dt_type_is_string(rt))
			dt_cc_error(ck->cc, "D_OP_INCOMPAT", dnp->dn_line,
			    "operator ?: operands must have compatible types");
		return dt_type_string(tt, DT_MAX(dt_type_resolve(lt)->ty_size,
		    dt_type_resolve(rt)->ty_size));
	}
	if (dt_type_is_integer(lt) && dt_type_is_integer(rt))
		return dt_type_arith(tt, lt, rt);
	if (dt_type_is_scalar(lt) && dt_type_is_scalar(rt))
		return dt_type_is_pointer(lt) ? lt : rt;
	/* structs and unions of one type (their copies) */
	if (is_sou(lt) && dt_type_same(lt, rt))
		return lt;
	dt_cc_error(ck->cc, "D_OP_INCOMPAT", dnp->dn_line,
	    "operator ?: operands must have compatible types");
}

/* (type)x */
static dt_type_t *
cook_cast(cook_t *ck, dt_node_t *dnp)
{
	dt_type_t *ft = cook_expr(ck, dnp->dn_left);
	dt_type_t *t = dt_decl_type(ck->sm, ck->cc, dnp->dn_decl,
	    dnp->dn_line);

	if (dt_type_is_string(t)) {
		if (!dt_type_is_string(ft) && !dt_type_is_charp(ft))
			dt_cc_error(ck->cc, "D_CAST_INVAL", dnp->dn_line,
			    "invalid cast expression: \"%s\" to \"string\"",
			    tname(ck, ft));
		return t;
	}
	if (dt_type_resolve(t)->ty_kind == DT_TY_VOID)
		return t;
	if (!dt_type_is_scalar(t) || !dt_type_is_scalar(ft))
		dt_cc_error(ck->cc, "D_CAST_INVAL", dnp->dn_line,
		    "invalid cast expression: \"%s\" to \"%s\"",
		    tname(ck, ft), tname(ck, t));
	return t;
}

/* sizeof (type), sizeof x: the size goes to dn_aux */
static dt_type_t *
cook_sizeof(cook_t *ck, dt_node_t *dnp)
{
	dt_type_t *t;

	if (dnp->dn_decl != NULL)
		t = dt_decl_type(ck->sm, ck->cc, dnp->dn_decl, dnp->dn_line);
	else
		t = cook_expr(ck, dnp->dn_left);
	if (dnp->dn_decl == NULL && is_bitfield(dnp->dn_left))
		dt_cc_error(ck->cc, "D_SIZEOF_BITFIELD", dnp->dn_line,
		    "cannot apply sizeof to a bit-field");
	if (dt_type_resolve(t)->ty_size == 0 ||
	    (is_sou(t) && !dt_type_resolve(t)->ty_complete))
		dt_cc_error(ck->cc, "D_SIZEOF_TYPE", dnp->dn_line,
		    "cannot apply sizeof to an operand of unknown size");
	dnp->dn_aux = (void *)(uintptr_t)dt_type_resolve(t)->ty_size;
	return dt_type_lookup(&ck->sm->sm_types, "size_t");
}

static dt_type_t *
cook_stringof(cook_t *ck, dt_node_t *dnp)
{
	dt_type_t *t = cook_expr(ck, dnp->dn_left);

	if (dt_type_is_string(t))
		return t;
	if (dt_type_is_scalar(t) || dt_type_is_charp(t))
		return ck->sm->sm_types.tt_string;
	dt_cc_error(ck->cc, "D_STRINGOF_TYPE", dnp->dn_line,
	    "cannot apply stringof to a value of type %s", tname(ck, t));
}

/* offsetof (type, member): the offset goes to dn_aux */
static dt_type_t *
cook_offsetof(cook_t *ck, dt_node_t *dnp)
{
	dt_typetab_t *tt = &ck->sm->sm_types;
	dt_member_t *mb;
	uint32_t off = 0;
	dt_type_t *t = dt_type_resolve(dt_decl_type(ck->sm, ck->cc,
	    dnp->dn_decl, dnp->dn_line));

	if (!is_sou(t) || !t->ty_complete)
		dt_cc_error(ck->cc, "D_OFFSETOF_TYPE", dnp->dn_line,
		    "offsetof operand must be a struct or union type");
	mb = dt_sema_member(tt, t, dnp->dn_name, &off);
	if (mb == NULL)
		dt_cc_error(ck->cc, "D_UNKNOWN", dnp->dn_line,
		    "failed to determine offset of %s: Member name not found",
		    dnp->dn_name);
	if (mb->mb_bits != 0)
		dt_cc_error(ck->cc, "D_OFFSETOF_BITFIELD", dnp->dn_line,
		    "cannot take offset of a bit-field: %s", dnp->dn_name);
	dnp->dn_aux = (void *)(uintptr_t)off;
	return dt_type_lookup(tt, "size_t");
}

/* The type of expression 'dnp', checked: one cook_* per node kind. */
static dt_type_t *
cook_expr_inner(cook_t *ck, dt_node_t *dnp)
{
	switch (dnp->dn_kind) {
	case DT_NODE_INT:
		return cook_int(ck, dnp);
	case DT_NODE_STRING:
		return cook_string(ck, dnp);
	case DT_NODE_IDENT:
		return cook_ident(ck, dnp);
	case DT_NODE_SELF:
	case DT_NODE_THIS:
		return cook_tls_var(ck, dnp);
	case DT_NODE_AGG:
		dt_cc_error(ck->cc, "D_AGG_SCALAR", dnp->dn_line,
		    "aggregation %s may not be used in an expression; use "
		    "printa( ) to print it", dnp->dn_name);
	case DT_NODE_INDEX:
		return cook_index(ck, dnp);
	case DT_NODE_CALL:
		return cook_call(ck, dnp);
	case DT_NODE_UNARY:
		return cook_unary(ck, dnp);
	case DT_NODE_POSTFIX:
		return cook_incdec(ck, dnp);
	case DT_NODE_BINARY:
		return cook_binary(ck, dnp);
	case DT_NODE_ASSIGN:
		return cook_assign(ck, dnp);
	case DT_NODE_COND:
		return cook_cond(ck, dnp);
	case DT_NODE_CAST:
		return cook_cast(ck, dnp);
	case DT_NODE_SIZEOF:
		return cook_sizeof(ck, dnp);
	case DT_NODE_STRINGOF:
		return cook_stringof(ck, dnp);
	case DT_NODE_MEMBER:
		return cook_member(ck, dnp);
	case DT_NODE_OFFSETOF:
		return cook_offsetof(ck, dnp);
	case DT_NODE_XLATE:
		return dt_xlate_cook(ck->sm, ck->cc, dnp);
	default:
		DT_BUG("cook: unexpected node kind %d", dnp->dn_kind);
	}
}

static dt_type_t *
cook_expr(cook_t *ck, dt_node_t *dnp)
{
	if (++ck->depth > SEMA_MAXDEPTH)
		dt_cc_error(ck->cc, "D_TOOCOMPLEX", dnp->dn_line,
		    "expression too complex");
	dnp->dn_type = cook_expr_inner(ck, dnp);
	ck->depth--;
	return dnp->dn_type;
}

dt_type_t *
dt_sema_cook(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp)
{
	cook_t ck = { sm, cc, 0 };

	return cook_expr(&ck, dnp);
}

/* --------------------------------------------------------- statements */

/* Is 'expr' a call of an action that records data? */
static int
is_recording(dt_sema_t *sm, dt_node_t *expr)
{
	const dt_funcdef_t *fd;

	if (expr == NULL || expr->dn_kind != DT_NODE_CALL ||
	    expr->dn_ident == NULL)
		return 0;
	fd = dt_func_def(expr->dn_ident->id_func);
	return fd->fd_kind == 'a' && !(fd->fd_flags & DT_FF_NOREC);
}

/* Is 'call' (a resolved call) a destructive action? */
static int
is_destructive(const dt_node_t *call)
{
	return (dt_func_def(call->dn_ident->id_func)->fd_flags &
	    DT_FF_DESTR) != 0;
}

/*
 * The speculation rules on the order of actions in a clause (if/else
 * bodies count in text order): speculate() comes first and once, and
 * nothing aggregating, destructive or exit() follows it; commit() follows
 * no data-recording action and none follows it.
 */
static void
check_order(cook_t *ck, dt_node_t *e)
{
	dt_sclause_t *sc = ck->sm->sm_cur;
	unsigned *f = &sc->sc_clsflags;
	int line = e->dn_line;

	if (e->dn_kind == DT_NODE_ASSIGN && e->dn_left->dn_kind ==
	    DT_NODE_AGG) {
		if (*f & DT_CLS_COMMIT)
			dt_cc_error(ck->cc, "D_AGG_COMM", line, "aggregating "
			    "actions may not follow commit( )");
		if (*f & DT_CLS_SPEC)
			dt_cc_error(ck->cc, "D_AGG_SPEC", line, "aggregating "
			    "actions may not follow speculate( )");
		*f |= DT_CLS_AGG;
		return;
	}
	if (e->dn_kind != DT_NODE_CALL || e->dn_ident == NULL ||
	    e->dn_ident->id_kind != DT_ID_FUNC)
		return;
	switch (e->dn_ident->id_func) {
	case DT_F_COMMIT:
		if (*f & (DT_CLS_DATAREC | DT_CLS_AGG))
			dt_cc_error(ck->cc, "D_COMM_DREC", line, "commit( ) may "
			    "not follow data-recording action(s)");
		*f |= DT_CLS_COMMIT;
		return;
	case DT_F_DISCARD:
		return;
	case DT_F_SPECULATE:
		if (*f & DT_CLS_SPEC)
			dt_cc_error(ck->cc, "D_SPEC_SPEC", line, "speculate( ) "
			    "may not follow speculate( )");
		if (*f & DT_CLS_COMMIT)
			dt_cc_error(ck->cc, "D_SPEC_COMM", line, "speculate( ) "
			    "may not follow commit( )");
		if (*f & (DT_CLS_DATAREC | DT_CLS_AGG))
			dt_cc_error(ck->cc, "D_SPEC_DREC", line, "speculate( ) "
			    "may not follow data-recording action(s)");
		*f |= DT_CLS_SPEC;
		sc->sc_speculates = 1;
		sc->sc_records = 1;
		return;
	default:
		break;
	}
	if (*f & DT_CLS_SPEC) {
		if (is_destructive(e))
			dt_cc_error(ck->cc, "D_ACT_SPEC", line, "destructive "
			    "actions may not follow speculate( )");
		if (e->dn_ident->id_func == DT_F_EXIT)
			dt_cc_error(ck->cc, "D_EXIT_SPEC", line, "exit( ) may "
			    "not follow speculate( )");
	}
	if (!is_recording(ck->sm, e) && !is_destructive(e))
		return;
	if (*f & DT_CLS_COMMIT)
		dt_cc_error(ck->cc, "D_DREC_COMM", line, "data-recording "
		    "actions may not follow commit( )");
	*f |= DT_CLS_DATAREC;
}

static void
cook_stmts(cook_t *ck, dt_node_t *s)
{
	for (; s != NULL; s = s->dn_next) {
		switch (s->dn_kind) {
		case DT_NODE_EXPR_STMT:
			cook_expr(ck, s->dn_left);
			if (is_recording(ck->sm, s->dn_left))
				ck->sm->sm_cur->sc_records = 1;
			check_order(ck, s->dn_left);
			break;
		case DT_NODE_IF:
			cook_expr(ck, s->dn_cond);
			require_scalar(ck, s->dn_cond, "if");
			cook_stmts(ck, s->dn_body);
			cook_stmts(ck, s->dn_else);
			break;
		case DT_NODE_EMPTY_STMT:
			break;
		default:
			dt_cc_error(ck->cc, "D_SYNTAX", s->dn_line,
			    "statement of this kind is not allowed here");
		}
	}
}

static void
sema_clause(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp)
{
	dt_sclause_t *sc = dt_vec_push(&sm->sm_clauses);
	cook_t ck = { sm, cc, 0 };
	dt_node_t *s;

	sc->sc_node = dnp;
	sc->sc_index = (int)sm->sm_clauses.len - 1;
	sc->sc_text = sm->sm_ntext;
	sc->sc_desc = dnp->dn_probes->dn_name;
	sm->sm_cur = sc;
	match_clause(sm, cc, sc);

	/* clause-locals are undefined at the start of each clause */
	if (dnp->dn_pred != NULL) {
		cc->cc_where = DT_ERR_PRED;
		cook_expr(&ck, dnp->dn_pred);
		if (!dt_type_is_scalar(dnp->dn_pred->dn_type))
			dt_cc_error(cc, "D_PRED_SCALAR", dnp->dn_pred->dn_line,
			    "predicate result must be of scalar type");
	}
	cc->cc_where = DT_ERR_ACTION;
	cook_stmts(&ck, dnp->dn_body);
	cc->cc_where = DT_ERR_NONE;
	for (s = dnp->dn_body; s != NULL; s = s->dn_next)
		if (s->dn_kind != DT_NODE_EMPTY_STMT)
			break;
	if (s == NULL) {
		sc->sc_default = 1;
		sc->sc_records = 1;
	}
}

static void
sema_decl(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp)
{
	dt_type_t *t;
	dt_ident_t *idp;
	dt_declarator_t *dp = dnp->dn_decl->ds_decl;
	dt_htab_t *h = &sm->sm_globals;
	dt_idkind_t k = DT_ID_GLOBAL;

	if (dnp->dn_flags & DT_NF_STATIC)
		dt_cc_error(cc, "D_DECL_CLASS", dnp->dn_line,
		    "specified storage class not appropriate in D");
	if (dnp->dn_flags & DT_NF_SELF) {
		h = &sm->sm_self;
		k = DT_ID_SELF;
	} else if (dnp->dn_flags & DT_NF_THIS) {
		h = &sm->sm_this;
		k = DT_ID_THIS;
	}
	if (dnp->dn_flags & DT_NF_TYPEDEF) {
		t = dt_decl_type(sm, cc, dnp->dn_decl, dnp->dn_line);
		if (dnp->dn_name != NULL)
			dt_decl_typedef(sm, cc, dnp->dn_name, t, dnp->dn_line);
		return;
	}
	if (dnp->dn_name == NULL) {
		dt_decl_t *dd = dnp->dn_decl;

		if (dd->ds_base != DT_DS_STRUCT && dd->ds_base != DT_DS_UNION &&
		    dd->ds_base != DT_DS_ENUM)
			dt_cc_error(cc, "D_DECL_USELESS", dnp->dn_line,
			    "useless declaration");
		dt_decl_type(sm, cc, dnp->dn_decl, dnp->dn_line);
		return;
	}
	/* extern T `sym and DTrace's extern T sym (docs/language.md §2.4) */
	if (strchr(dnp->dn_name, '`') != NULL &&
	    !(dnp->dn_flags & DT_NF_EXTERN))
		dt_cc_error(cc, "D_DECL_SCOPE", dnp->dn_line, "D scoping "
		    "operator may not be used in a declaration name (%s)",
		    dnp->dn_name);
	if (dt_type_lookup(&sm->sm_types, dnp->dn_name) != NULL)
		dt_cc_error(cc, "D_DECL_IDRED", dnp->dn_line, "typedef "
		    "identifier redeclared: %s", dnp->dn_name);
	if (dnp->dn_flags & DT_NF_EXTERN) {
		/*
		 * extern T sym: the type of kernel variable `sym when the
		 * kernel's BTF does not describe it.  As in DTrace, the
		 * declaration makes no D variable: a plain "sym" is still
		 * an undefined D identifier.  The program's own declaration
		 * replaces the D library's; declaring it again in the
		 * program with another type is an error.
		 */
		const char *bq = strrchr(dnp->dn_name, '`');
		const char *key = bq ? bq + 1 : dnp->dn_name;

		if (!sm->sm_library) {
			dt_node_t *old = dt_htab_get(&sm->sm_uexterns, key);
			dt_type_t *nt = dt_decl_type(sm, cc, dnp->dn_decl,
			    dnp->dn_line), *ot;

			if (old != NULL && (ot = dt_decl_type(sm, cc,
			    old->dn_decl, old->dn_line)) != nt &&
			    !dt_type_same(ot, nt))
				dt_cc_error(cc, "D_DECL_IDRED", dnp->dn_line,
				    "identifier redeclared: D`%s\n"
				    "\t current: %s\n\tprevious: %s", key,
				    dt_type_name(&sm->sm_types, nt),
				    dt_type_name(&sm->sm_types, ot));
			dt_htab_put(&sm->sm_uexterns, key, dnp);
		}
		dt_htab_put(&sm->sm_externs, key, dnp);
		return;
	}
	/* associative array: the outermost declarator is [types] */
	if (dp != NULL && dp->dd_kind == DT_DD_ARRAY && dp->dd_assoc) {
		dt_decl_t vd = *dnp->dn_decl;
		dt_node_t *kn;
		int n = 0, i;

		vd.ds_decl = dp->dd_next;
		t = dt_decl_type(sm, cc, &vd, dnp->dn_line);
		idp = dt_sema_ident_new(sm, dnp->dn_name, DT_ID_ARRAY);
		for (kn = dp->dd_size; kn != NULL; kn = kn->dn_next)
			n++;
		idp->id_nkeys = n;
		idp->id_keys = dt_arena_alloc(sm->sm_types.tt_arena,
		    sizeof(dt_type_t *) * (size_t)(n ? n : 1));
		for (i = 0, kn = dp->dd_size; kn != NULL; kn = kn->dn_next,
		    i++)
			idp->id_keys[i] = dt_decl_type(sm, cc, kn->dn_decl,
			    kn->dn_line);
		/* self int a[int] declares a thread-local associative
		 * array (as assigning self->a[k] does); this-> cannot */
		if (k == DT_ID_THIS)
			dt_cc_error(cc, "D_DECL_LOCASSC", dnp->dn_line,
			    "associative arrays may not be declared as local "
			    "variables: %s", dnp->dn_name);
		if (k == DT_ID_SELF)
			idp->id_flags |= DT_IDF_TLS;
	} else {
		t = dt_decl_type(sm, cc, dnp->dn_decl, dnp->dn_line);
		if (is_sou(t) && !dt_type_resolve(t)->ty_complete)
			dt_cc_error(cc, "D_DECL_INCOMPLETE", dnp->dn_line,
			    "incomplete struct/union/enum %s: %s",
			    dt_type_name(&sm->sm_types, t), dnp->dn_name);
		idp = dt_sema_ident_new(sm, dnp->dn_name, k);
	}
	if (dt_type_resolve(t)->ty_kind == DT_TY_VOID)
		dt_cc_error(cc, "D_DECL_VOIDOBJ", dnp->dn_line,
		    "cannot have void object: %s", dnp->dn_name);
	{
		dt_ident_t *old = dt_htab_get(h, dnp->dn_name);

		if (old != NULL) {
			const char *ck = idp->id_kind == DT_ID_ARRAY ?
			    "associative array" : "scalar";
			const char *ok = old->id_kind == DT_ID_ARRAY ?
			    "associative array" : old->id_kind == DT_ID_FUNC ?
			    "function" : old->id_kind == DT_ID_CONST &&
			    (old->id_flags & DT_IDF_ENUM) ? "enumerator" :
			    "scalar";

			if (old->id_kind == DT_ID_BUILTIN ||
			    old->id_kind == DT_ID_FUNC)
				dt_cc_error(cc, "D_DECL_IDRED", dnp->dn_line,
				    "built-in identifier redeclared: %s",
				    dnp->dn_name);
			if (old->id_kind != idp->id_kind ||
			    (old->id_type != NULL &&
			    !dt_type_same(old->id_type, t)))
				dt_cc_error(cc, "D_DECL_IDRED", dnp->dn_line,
				    "identifier redeclared: %s\n\t current: "
				    "%s %s\n\tprevious: %s %s", dnp->dn_name,
				    ck, dt_type_name(&sm->sm_types, t), ok,
				    old->id_type != NULL ? dt_type_name(
				    &sm->sm_types, old->id_type) : "<none>");
			return;
		}
	}
	idp->id_type = t;
	idp->id_line = dnp->dn_line;
	check_objsize(sm, cc, idp, dnp->dn_line);
	dt_htab_put(h, idp->id_name, idp);
	DT_VEC_PUSH(&sm->sm_idents, dt_ident_t *, idp);
}

/*
 * The output arguments of probe 'pnp' (model 'pp') of provider 'prov': each
 * must be the type of its input argument, a compatible one (integers,
 * char * and string, compatible pointers), or the output type of a
 * translator from it declared before the provider [D_PROV_PRXLATOR], as
 * DTrace checks when it cooks the provider.
 */
static void
check_xargs(dt_sema_t *sm, dt_cc_t *cc, const char *prov,
    const dt_node_t *pnp, const dt_pdprobe_t *pp)
{
	dt_typetab_t *tt = &sm->sm_types;
	const dt_node_t *x, *a;
	const char *name;
	char *dn;
	int i, k;

	if (pp->pp_nxargs < 0)
		return;
	for (i = 0, x = pnp->dn_xargs; i < pp->pp_nxargs && x != NULL;
	    i++, x = x->dn_next) {
		dt_type_t *xt, *nt;

		for (k = 0, a = pnp->dn_args; a != NULL && k < pp->pp_xmap[i];
		    k++)
			a = a->dn_next;
		if (a == NULL)
			continue;
		nt = dt_decl_type(sm, cc, a->dn_decl, a->dn_line);
		xt = dt_decl_type(sm, cc, x->dn_decl, x->dn_line);
		if (dt_xlate_argcompat(nt, xt) ||
		    dt_xlate_to(sm, cc, nt, xt) != NULL)
			continue;
		dn = dt_pd_dtrace_name(pnp->dn_name);
		name = dt_arena_strdup(cc->cc_arena, dn);
		free(dn);
		dt_cc_error(cc, "D_PROV_PRXLATOR", pnp->dn_line, "translator "
		    "for %s:::%s output argument #%d from %s to %s is not "
		    "defined", prov, name, i + 1, dt_type_name(tt, nt),
		    dt_type_name(tt, xt));
	}
}

/*
 * A provider definition (provider NAME { probe p(int, char *); };): checked
 * as for -h/-G (provdef.c) and for translations of its output arguments,
 * its argument types (D spellings: a `string` argument is a user string)
 * given to the usdt probes of that provider (args[] and -lv), as DTrace
 * types USDT probes from the definition in the program.
 */
static void
sema_provider(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp)
{
	/* static: still reachable when a compile error jumps out */
	static dt_provdefs_t pd;
	static int pd_live;
	size_t i, j;

	if (pd_live)
		dt_provdefs_release(&pd);
	dt_provdefs_init(&pd);
	pd_live = 1;
	dt_provdef_node(&pd, cc, dnp);
	for (i = 0; i < pd.pd_provs.len; i++) {
		dt_pdprov_t *pv = &DT_VEC_AT(&pd.pd_provs, dt_pdprov_t, i);
		const dt_node_t *pnp = dnp->dn_body;

		for (j = 0; j < pv->pv_probes.len; j++) {
			dt_pdprobe_t *pp = &DT_VEC_AT(&pv->pv_probes,
			    dt_pdprobe_t, j);

			if (pnp != NULL) {
				check_xargs(sm, cc, pv->pv_name, pnp, pp);
				pnp = pnp->dn_next;
			}
		}
		for (j = 0; j < pv->pv_probes.len; j++) {
			dt_pdprobe_t *pp = &DT_VEC_AT(&pv->pv_probes,
			    dt_pdprobe_t, j);

			dt_probecat_usdt_define(sm->sm_pcat, pv->pv_name,
			    pp->pp_name, pp->pp_nargs, pp->pp_dargs,
			    pp->pp_nxargs, pp->pp_dxargs, pp->pp_xmap);
		}
	}
	dt_provdefs_release(&pd);
	pd_live = 0;
}

/*
 * Sema's options after a pragma ('so', from the option table): stack
 * depths and ustackmode apply from here on, as does strsize, to the
 * strings typed from here on.
 */
static void
apply_options(dt_sema_t *sm, const dt_semaopts_t *so)
{
	if (so->so_stackframes != 0)
		sm->sm_stackframes = so->so_stackframes;
	if (so->so_ustackframes != 0)
		sm->sm_ustackframes = so->so_ustackframes;
	if (so->so_jstackframes != 0)
		sm->sm_jstackframes = so->so_jstackframes;
	sm->sm_ustackdwarf = so->so_ustackdwarf;
	if (so->so_strsize != 0 && so->so_strsize != sm->sm_strsize) {
		sm->sm_strsize = so->so_strsize;
		sm->sm_types.tt_strsize = so->so_strsize;
		sm->sm_types.tt_string->ty_size = so->so_strsize;
	}
}

static void
sema_pragma(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp)
{
	const char *p = dnp->dn_str;
	char word[64];
	size_t n = strcspn(p, " \t");

	if (n >= sizeof(word))
		n = sizeof(word) - 1;
	memcpy(word, p, n);
	word[n] = '\0';
	p += n;
	p += strspn(p, " \t");
	if (strcmp(word, "option") == 0) {
		char *opt = dt_arena_strdup(sm->sm_types.tt_arena, p), *eq;
		size_t l = strcspn(opt, " \t\n");

		opt[l] = '\0';
		eq = strchr(opt, '=');
		if (eq != NULL)
			*eq++ = '\0';
		if (sm->sm_option != NULL) {
			dt_semaopts_t so;

			sm->sm_option(sm->sm_option_arg, opt, eq, cc,
			    dnp->dn_line, &so);
			apply_options(sm, &so);
		}
		return;
	}
	if (dt_pragma_check(sm, cc, word, p, dnp->dn_line))
		return;
	if (strcmp(word, "ident") == 0)
		return;
	dt_cc_error(cc, "D_PRAGMA_INVAL", dnp->dn_line,
	    "invalid D pragma: %s", word);
}

void
dt_sema_program(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *prog)
{
	dt_node_t *dnp;
	size_t before = sm->sm_clauses.len, i;
	int nmatched = 0;

	for (dnp = prog; dnp != NULL; dnp = dnp->dn_next) {
		switch (dnp->dn_kind) {
		case DT_NODE_CLAUSE:
			if (sm->sm_library)
				dt_cc_error(cc, "D_SYNTAX", dnp->dn_line,
				    "probe clauses are not allowed in D "
				    "library files");
			sema_clause(sm, cc, dnp);
			break;
		case DT_NODE_DECL:
			sema_decl(sm, cc, dnp);
			break;
		case DT_NODE_PRAGMA:
			sema_pragma(sm, cc, dnp);
			break;
		case DT_NODE_INLINE:
			dt_decl_inline(sm, cc, dnp);
			break;
		case DT_NODE_TRANSLATOR:
			dt_xlate_define(sm, cc, dnp);
			break;
		case DT_NODE_PROVIDER:
			sema_provider(sm, cc, dnp);
			break;
		default:
			DT_BUG("sema: program item kind %d", dnp->dn_kind);
		}
	}
	if (sm->sm_library)
		return;
	for (i = before; i < sm->sm_clauses.len; i++)
		nmatched += DT_VEC_AT(&sm->sm_clauses, dt_sclause_t, i)
		    .sc_nprobes;
	DT_VEC_PUSH(&sm->sm_nmatched, int, nmatched);
	sm->sm_ntext++;
}

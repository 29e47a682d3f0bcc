/*
 * provdef.c - USDT provider definitions for `dtrace -h` / `dtrace -G`
 * (interface: provdef.h).  Parses a D text, walks its program items and
 * turns each `provider` block into a dt_pdprov_t whose probe argument
 * types are rendered as C type names.
 *
 * Checks, in DTrace's wording: a provider name may not end in a digit
 * (the process id is appended to it at run time) [D_PROV_BADNAME]; a
 * probe declared twice [D_PROV_PRDUP]; more arguments than sys/sdt.h can
 * carry [D_PROV_PRARGLEN]; malformed `#pragma D attributes`
 * [D_PRAGMA_MALFORM, D_PRAGMA_INVAL].
 */
#include <ctype.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "provdef.h"

void
dt_provdefs_init(dt_provdefs_t *pd)
{
	dt_arena_init(&pd->pd_arena);
	dt_vec_init(&pd->pd_provs, sizeof(dt_pdprov_t));
}

void
dt_provdefs_release(dt_provdefs_t *pd)
{
	size_t i;

	for (i = 0; i < pd->pd_provs.len; i++)
		dt_vec_release(&DT_VEC_AT(&pd->pd_provs, dt_pdprov_t, i)
		    .pv_probes);
	dt_vec_release(&pd->pd_provs);
	dt_arena_release(&pd->pd_arena);
}

char *
dt_pd_dtrace_name(const char *name)
{
	char *s = dt_xstrdup(name), *d = s;
	const char *p;

	for (p = name; *p != '\0'; p++) {
		if (p[0] == '_' && p[1] == '_') {
			*d++ = '-';
			p++;
		} else {
			*d++ = *p;
		}
	}
	*d = '\0';
	return s;
}

/* ------------------------------------------------------ C type names */

/*
 * D's predefined Solaris typedefs that Linux C headers lack, as C types
 * (docs/language.md §3.1).  Names Linux has (uint32_t, pid_t, size_t...) are
 * kept.
 */
static const struct {
	const char *name, *ctype;
	int ptr;
} solaris_types[] = {
	{ "uchar_t", "unsigned char", 0 },
	{ "ushort_t", "unsigned short", 0 },
	{ "uint_t", "unsigned int", 0 },
	{ "ulong_t", "unsigned long", 0 },
	{ "u_longlong_t", "unsigned long long", 0 },
	{ "longlong_t", "long long", 0 },
	{ "hrtime_t", "long long", 0 },
	{ "boolean_t", "int", 0 },
	{ "processorid_t", "int", 0 },
	{ "caddr_t", "char", 1 },
	{ "major_t", "unsigned int", 0 },
	{ "minor_t", "unsigned int", 0 },
	{ "zoneid_t", "int", 0 },
	{ "taskid_t", "int", 0 },
	{ "projid_t", "int", 0 },
	{ "psetid_t", "int", 0 },
	{ "chipid_t", "int", 0 },
	{ "lgrp_id_t", "int", 0 },
};

static void
add_quals(dt_strbuf_t *sb, unsigned q)
{
	if (q & DT_Q_CONST)
		dt_strbuf_adds(sb, "const ");
	if (q & DT_Q_VOLATILE)
		dt_strbuf_adds(sb, "volatile ");
}

static void add_xargs(dt_provdefs_t *pd, dt_cc_t *cc, const dt_node_t *pnp,
    dt_pdprobe_t *pp);
static void check_xlate(dt_cc_t *cc, const dt_node_t *prog, const char *prov,
    const dt_node_t *pnp, const dt_pdprobe_t *pp);
static void render_type(dt_cc_t *cc, dt_strbuf_t *sb, const dt_decl_t *ds,
    int line, int d);

/*
 * The base type of 'ds' into 'sb'; returns how many pointer levels the
 * base itself carries (string is char *, caddr_t is char *).  With 'd'
 * set, the D spelling instead: string and D's typedefs stay as written.
 */
static int
render_base(dt_cc_t *cc, dt_strbuf_t *sb, const dt_decl_t *ds, int line,
    int d)
{
	const char *sgn = ds->ds_unsigned ? "unsigned " : "";
	const char *name;
	size_t i;

	add_quals(sb, ds->ds_quals);
	switch (ds->ds_base) {
	case DT_DS_NONE:
	case DT_DS_INT:
		dt_strbuf_addf(sb, "%sint", sgn);
		return 0;
	case DT_DS_VOID:
		dt_strbuf_adds(sb, "void");
		return 0;
	case DT_DS_CHAR:
		dt_strbuf_addf(sb, "%schar", ds->ds_signed ? "signed " : sgn);
		return 0;
	case DT_DS_SHORT:
		dt_strbuf_addf(sb, "%sshort", sgn);
		return 0;
	case DT_DS_LONG:
		dt_strbuf_addf(sb, "%slong", sgn);
		return 0;
	case DT_DS_LONGLONG:
		dt_strbuf_addf(sb, "%slong long", sgn);
		return 0;
	case DT_DS_FLOAT:
		dt_strbuf_adds(sb, "float");
		return 0;
	case DT_DS_DOUBLE:
		dt_strbuf_adds(sb, "double");
		return 0;
	case DT_DS_LONGDOUBLE:
		dt_strbuf_adds(sb, "long double");
		return 0;
	case DT_DS_BOOL:
		dt_strbuf_adds(sb, "_Bool");
		return 0;
	case DT_DS_STRING:
		dt_strbuf_adds(sb, d ? "string" : "char");
		return d ? 0 : 1;
	case DT_DS_STRUCT:
	case DT_DS_UNION:
	case DT_DS_ENUM:
		if (ds->ds_name == NULL || ds->ds_has_body)
			dt_cc_error(cc, "D_DECL_TYPERED", line, "probe "
			    "argument types must name a %s, not define it",
			    ds->ds_base == DT_DS_ENUM ? "enum" : "struct or "
			    "union");
		name = strchr(ds->ds_name, '`');
		dt_strbuf_addf(sb, "%s %s", ds->ds_base == DT_DS_STRUCT ?
		    "struct" : ds->ds_base == DT_DS_UNION ? "union" : "enum",
		    name != NULL ? name + 1 : ds->ds_name);
		return 0;
	case DT_DS_TYPEDEF:
		name = strchr(ds->ds_name, '`');
		name = name != NULL ? name + 1 : ds->ds_name;
		for (i = 0; !d && i < DT_ARRAY_SIZE(solaris_types); i++)
			if (strcmp(solaris_types[i].name, name) == 0) {
				dt_strbuf_adds(sb, solaris_types[i].ctype);
				return solaris_types[i].ptr;
			}
		dt_strbuf_adds(sb, name);
		return 0;
	}
	DT_BUG("provdef: base type %d", (int)ds->ds_base);
}

/* The abstract declarator of 'dd' (constructors from the base out). */
static void
render_declarator(dt_cc_t *cc, dt_strbuf_t *sb, const dt_declarator_t *dd,
    int line, int dm)
{
	const dt_declarator_t *v[64], *d;
	dt_strbuf_t t;
	int n = 0, i;

	for (d = dd; d != NULL && n < 64; d = d->dd_next)
		v[n++] = d;
	dt_strbuf_init(&t);
	dt_strbuf_adds(&t, "");
	/* the constructor applied last binds closest to the (absent) name */
	for (i = n - 1; i >= 0; i--) {
		d = v[i];
		if (d->dd_kind == DT_DD_POINTER) {
			dt_strbuf_t u;

			dt_strbuf_init(&u);
			dt_strbuf_addc(&u, '*');
			if (d->dd_quals & DT_Q_CONST)
				dt_strbuf_adds(&u, "const");
			if (d->dd_quals & DT_Q_VOLATILE)
				dt_strbuf_adds(&u, (d->dd_quals & DT_Q_CONST) ?
				    " volatile" : "volatile");
			if ((d->dd_quals & (DT_Q_CONST | DT_Q_VOLATILE)) &&
			    t.len > 0)
				dt_strbuf_addc(&u, ' ');
			dt_strbuf_add(&u, t.s, t.len);
			dt_strbuf_release(&t);
			t = u;
			continue;
		}
		if (t.len > 0 && t.s[0] == '*') {
			dt_strbuf_t u;

			dt_strbuf_init(&u);
			dt_strbuf_addc(&u, '(');
			dt_strbuf_add(&u, t.s, t.len);
			dt_strbuf_addc(&u, ')');
			dt_strbuf_release(&t);
			t = u;
		}
		if (d->dd_kind == DT_DD_ARRAY) {
			if (d->dd_assoc)
				dt_cc_error(cc, "D_DECL_ARRBAD", line, "probe "
				    "arguments may not be associative arrays");
			if (d->dd_size == NULL)
				dt_strbuf_adds(&t, "[]");
			else if (d->dd_size->dn_kind == DT_NODE_INT)
				dt_strbuf_addf(&t, "[%lld]",
				    (long long)d->dd_size->dn_int);
			else
				dt_cc_error(cc, "D_DECL_ARRSUB", line, "probe "
				    "argument array sizes must be integer "
				    "constants");
		} else {
			const dt_node_t *a;

			dt_strbuf_addc(&t, '(');
			if (d->dd_params == NULL && !d->dd_varargs)
				dt_strbuf_adds(&t, "void");
			for (a = d->dd_params; a != NULL; a = a->dn_next) {
				render_type(cc, &t, a->dn_decl, line, dm);
				if (a->dn_next != NULL || d->dd_varargs)
					dt_strbuf_adds(&t, ", ");
			}
			if (d->dd_varargs)
				dt_strbuf_adds(&t, "...");
			dt_strbuf_addc(&t, ')');
		}
	}
	if (t.len > 0) {
		if (t.s[0] != '[' && t.s[0] != '(' &&
		    (sb->len == 0 || sb->s[sb->len - 1] != '*'))
			dt_strbuf_addc(sb, ' ');
		else if (t.s[0] == '(' && sb->len > 0 &&
		    sb->s[sb->len - 1] != '*')
			dt_strbuf_addc(sb, ' ');
		dt_strbuf_add(sb, t.s, t.len);
	}
	dt_strbuf_release(&t);
}

static void
render_type(dt_cc_t *cc, dt_strbuf_t *sb, const dt_decl_t *ds, int line,
    int d)
{
	int ptrs = render_base(cc, sb, ds, line, d);

	if (ptrs > 0)
		dt_strbuf_addc(sb, ' ');
	while (ptrs-- > 0)
		dt_strbuf_addc(sb, '*');
	render_declarator(cc, sb, ds->ds_decl, line, d);
}

/* 'ds' in C (d = 0) or D (d = 1) spelling, in the arena of 'pd'. */
static const char *
type_string(dt_provdefs_t *pd, dt_cc_t *cc, const dt_decl_t *ds, int line,
    int d)
{
	dt_strbuf_t sb;
	const char *s;

	dt_strbuf_init(&sb);
	render_type(cc, &sb, ds, line, d);
	s = dt_arena_strdup(&pd->pd_arena, sb.s);
	dt_strbuf_release(&sb);
	return s;
}

/* -------------------------------------------------------- the model */

static dt_pdprov_t *
find_prov(dt_provdefs_t *pd, const char *name)
{
	size_t i;

	for (i = 0; i < pd->pd_provs.len; i++) {
		dt_pdprov_t *pv = &DT_VEC_AT(&pd->pd_provs, dt_pdprov_t, i);

		if (strcmp(pv->pv_name, name) == 0)
			return pv;
	}
	return NULL;
}

/*
 * 'prog': the program's items for the -h/-G translation check, NULL when
 * sema checks the translations (a provider in a tracing program).
 */
static void
add_provider(dt_provdefs_t *pd, dt_cc_t *cc, const dt_node_t *dnp,
    const dt_node_t *prog)
{
	const char *name = dnp->dn_name;
	size_t len = strlen(name), i;
	const dt_node_t *pnp, *a;
	dt_pdprov_t *pv;

	if (len > 0 && isdigit((unsigned char)name[len - 1]))
		dt_cc_error(cc, "D_PROV_BADNAME", dnp->dn_line, "provider "
		    "name may not end with a digit");
	if (len >= 64)
		dt_cc_error(cc, "D_PROV_BADNAME", dnp->dn_line, "provider "
		    "name may not exceed %d characters", 63);
	pv = find_prov(pd, name);
	if (pv == NULL) {
		pv = dt_vec_push(&pd->pd_provs);
		pv->pv_name = dt_arena_strdup(&pd->pd_arena, name);
		pv->pv_line = dnp->dn_line;
		dt_vec_init(&pv->pv_probes, sizeof(dt_pdprobe_t));
	}
	for (pnp = dnp->dn_body; pnp != NULL; pnp = pnp->dn_next) {
		dt_pdprobe_t *pp;
		int n = 0;

		for (i = 0; i < pv->pv_probes.len; i++) {
			pp = &DT_VEC_AT(&pv->pv_probes, dt_pdprobe_t, i);
			if (strcmp(pp->pp_name, pnp->dn_name) == 0) {
				char *dn = dt_pd_dtrace_name(pnp->dn_name);
				char *m = dt_arena_strdup(cc->cc_arena, dn);

				free(dn);
				dt_cc_error(cc, "D_PROV_PRDUP", pnp->dn_line,
				    "probe redeclared: %s:%s", name, m);
			}
		}
		for (a = pnp->dn_args; a != NULL; a = a->dn_next)
			n++;
		/* a lone 'void' is an empty list, as in C */
		if (n == 1 && pnp->dn_args->dn_decl->ds_base == DT_DS_VOID &&
		    pnp->dn_args->dn_decl->ds_decl == NULL)
			n = 0;
		if (n > DT_PD_MAXARGS) {
			char *dn = dt_pd_dtrace_name(pnp->dn_name);
			char *m = dt_arena_strdup(cc->cc_arena, dn);

			free(dn);
			dt_cc_error(cc, "D_PROV_PRARGLEN", pnp->dn_line,
			    "probe %s:%s input prototype has %d arguments: "
			    "at most %d are supported by <sys/sdt.h>", name, m,
			    n, DT_PD_MAXARGS);
		}
		pp = dt_vec_push(&pv->pv_probes);
		pp->pp_name = dt_arena_strdup(&pd->pd_arena, pnp->dn_name);
		pp->pp_line = pnp->dn_line;
		pp->pp_nargs = n;
		pp->pp_args = dt_arena_alloc(&pd->pd_arena,
		    sizeof(char *) * (size_t)(n + 1));
		pp->pp_dargs = dt_arena_alloc(&pd->pd_arena,
		    sizeof(char *) * (size_t)(n + 1));
		for (i = 0, a = pnp->dn_args; (int)i < n; i++, a = a->dn_next) {
			const dt_node_t *b;

			if (a->dn_decl->ds_base == DT_DS_VOID &&
			    a->dn_decl->ds_decl == NULL)
				dt_cc_error(cc, "D_DECL_VOIDOBJ", a->dn_line,
				    "cannot have void object: probe %s "
				    "argument #%zu", pnp->dn_name, i + 1);
			for (b = pnp->dn_args; a->dn_name != NULL && b != a;
			    b = b->dn_next)
				if (b->dn_name != NULL &&
				    strcmp(b->dn_name, a->dn_name) == 0)
					dt_cc_error(cc, "D_DECL_PROTO_FORM",
					    a->dn_line, "parameter is already "
					    "declared in probe input prototype: "
					    "%s, parameter #%zu", a->dn_name,
					    i + 1);
			pp->pp_args[i] = type_string(pd, cc, a->dn_decl,
			    a->dn_line, 0);
			pp->pp_dargs[i] = type_string(pd, cc, a->dn_decl,
			    a->dn_line, 1);
		}
		add_xargs(pd, cc, pnp, pp);
		if (prog != NULL)
			check_xlate(cc, prog, name, pnp, pp);
	}
}

/*
 * The output arguments of probe 'pnp' (": (char *b, int a)"): each is the
 * input argument of its name, which it must have, as in DTrace
 * [D_DECL_PROTO_NAME, D_DECL_PROTO_FORM].
 */
static void
add_xargs(dt_provdefs_t *pd, dt_cc_t *cc, const dt_node_t *pnp,
    dt_pdprobe_t *pp)
{
	const dt_node_t *x, *a;
	int n = 0, i, k;

	pp->pp_nxargs = -1;
	pp->pp_xargs = NULL;
	pp->pp_dxargs = NULL;
	pp->pp_xmap = NULL;
	if (pnp->dn_xargs == NULL && !pnp->dn_int)
		return;
	for (x = pnp->dn_xargs; x != NULL; x = x->dn_next)
		n++;
	if (n == 1 && pnp->dn_xargs->dn_decl->ds_base == DT_DS_VOID &&
	    pnp->dn_xargs->dn_name == NULL &&
	    pnp->dn_xargs->dn_decl->ds_decl == NULL)
		n = 0;
	pp->pp_nxargs = n;
	pp->pp_xargs = dt_arena_alloc(&pd->pd_arena,
	    sizeof(char *) * (size_t)(n + 1));
	pp->pp_dxargs = dt_arena_alloc(&pd->pd_arena,
	    sizeof(char *) * (size_t)(n + 1));
	pp->pp_xmap = dt_arena_alloc(&pd->pd_arena, (size_t)n + 1);
	for (i = 0, x = pnp->dn_xargs; i < n; i++, x = x->dn_next) {
		int m = -1;

		/* DTrace maps output arguments to inputs by name only */
		if (x->dn_name == NULL)
			dt_cc_error(cc, "D_DECL_PROTO_NAME", x->dn_line,
			    "parameter declaration requires a name: "
			    "parameter #%d", i + 1);
		for (k = 0, a = pnp->dn_args; a != NULL; k++, a = a->dn_next)
			if (a->dn_name != NULL &&
			    strcmp(a->dn_name, x->dn_name) == 0) {
				m = k;
				break;
			}
		if (m < 0 || m >= pp->pp_nargs)
			dt_cc_error(cc, "D_DECL_PROTO_FORM", x->dn_line,
			    "parameter is not declared in probe output "
			    "prototype: %s, parameter #%d", x->dn_name, i + 1);
		pp->pp_xmap[i] = (uint8_t)m;
		pp->pp_xargs[i] = type_string(pd, cc, x->dn_decl, x->dn_line,
		    0);
		pp->pp_dxargs[i] = type_string(pd, cc, x->dn_decl,
		    x->dn_line, 1);
	}
}

/* -------------------------------------- translations (-h and -G) */

/*
 * DTrace compiles a provider file for -h and -G, so an output argument
 * that its input argument cannot become is an error there too
 * [D_PROV_PRXLATOR].  Without the compiler's types (a provider file may
 * name types only the C program knows) the check here covers the cases
 * the declarations decide: string from a non-string, an integer from a
 * string, pointer or struct, and a struct (pointer) with no translator
 * to it in the file.  A type it cannot classify (a typedef the file does
 * not define) passes, as a tracing program's sema then decides.
 */
enum { K_UNKNOWN, K_STR, K_INT, K_PTR, K_SOU };

/* The typedef 'name' of the file as "struct tag" or "union tag" when it
   is one, else NULL (another type, or not defined in the file). */
static const char *
tag_of(dt_cc_t *cc, const dt_node_t *prog, const char *name)
{
	const dt_node_t *d;

	for (d = prog; d != NULL; d = d->dn_next) {
		const dt_decl_t *ds = d->dn_decl;

		if (d->dn_kind != DT_NODE_DECL || !(d->dn_flags &
		    DT_NF_TYPEDEF) || d->dn_name == NULL ||
		    strcmp(d->dn_name, name) != 0)
			continue;
		if (ds == NULL || ds->ds_decl != NULL || ds->ds_name == NULL ||
		    (ds->ds_base != DT_DS_STRUCT && ds->ds_base != DT_DS_UNION))
			return NULL;
		return dt_arena_printf(cc->cc_arena, "%s %s",
		    ds->ds_base == DT_DS_STRUCT ? "struct" : "union",
		    ds->ds_name);
	}
	return NULL;
}

/*
 * What 'ds' is; '*tag' the struct/union ("struct t") or typedef name of a
 * K_SOU or K_PTR (pointer to it), NULL for other bases; '*isvoid' for
 * void *.
 */
static int
classify(dt_cc_t *cc, const dt_node_t *prog, const dt_decl_t *ds,
    const char **tag, int *isvoid)
{
	const dt_declarator_t *dd = ds->ds_decl;
	int base;

	*tag = NULL;
	*isvoid = 0;
	switch (ds->ds_base) {
	case DT_DS_STRING:
		base = K_STR;
		break;
	case DT_DS_NONE: case DT_DS_CHAR: case DT_DS_SHORT: case DT_DS_INT:
	case DT_DS_LONG: case DT_DS_LONGLONG: case DT_DS_BOOL:
	case DT_DS_ENUM:
		base = K_INT;
		break;
	case DT_DS_STRUCT:
	case DT_DS_UNION:
		if (ds->ds_name == NULL)
			return K_UNKNOWN;
		*tag = dt_arena_printf(cc->cc_arena, "%s %s",
		    ds->ds_base == DT_DS_STRUCT ? "struct" : "union",
		    strchr(ds->ds_name, '`') != NULL ?
		    strchr(ds->ds_name, '`') + 1 : ds->ds_name);
		base = K_SOU;
		break;
	case DT_DS_TYPEDEF:
		if ((*tag = tag_of(cc, prog, ds->ds_name)) == NULL)
			return K_UNKNOWN;
		base = K_SOU;
		break;
	case DT_DS_VOID:
		base = K_UNKNOWN;
		*isvoid = 1;
		break;
	default:
		return K_UNKNOWN;
	}
	if (dd == NULL)
		return *isvoid ? K_UNKNOWN : base;
	if (dd->dd_next != NULL)
		return K_UNKNOWN;
	if (dd->dd_kind == DT_DD_ARRAY)
		return ds->ds_base == DT_DS_CHAR && !dd->dd_assoc ? K_STR :
		    K_UNKNOWN;
	if (dd->dd_kind != DT_DD_POINTER || base == K_STR)
		return K_UNKNOWN;
	if (ds->ds_base == DT_DS_CHAR)
		return K_STR;
	return K_PTR;
}

/* Does the file declare a translator to struct/union 'tag'? */
static int
has_translator(dt_cc_t *cc, const dt_node_t *prog, const char *tag)
{
	const dt_node_t *d;

	for (d = prog; d != NULL; d = d->dn_next) {
		const dt_decl_t *ds = d->dn_decl;
		const char *t;
		int v;

		if (d->dn_kind != DT_NODE_TRANSLATOR || ds == NULL)
			continue;
		if (classify(cc, prog, ds, &t, &v) == K_SOU && t != NULL &&
		    strcmp(t, tag) == 0)
			return 1;
	}
	return 0;
}

static void
check_xlate(dt_cc_t *cc, const dt_node_t *prog, const char *prov,
    const dt_node_t *pnp, const dt_pdprobe_t *pp)
{
	const dt_node_t *x, *a;
	int i, k;

	for (i = 0, x = pnp->dn_xargs; i < pp->pp_nxargs && x != NULL;
	    i++, x = x->dn_next) {
		const char *xtag, *atag;
		int xv, av, xk, ak, bad = 0;

		for (k = 0, a = pnp->dn_args; a != NULL && k < pp->pp_xmap[i];
		    k++)
			a = a->dn_next;
		if (a == NULL)
			continue;
		xk = classify(cc, prog, x->dn_decl, &xtag, &xv);
		ak = classify(cc, prog, a->dn_decl, &atag, &av);
		if (strcmp(pp->pp_dargs[pp->pp_xmap[i]], pp->pp_dxargs[i]) ==
		    0)
			continue;
		switch (xk) {
		case K_STR:
			bad = ak == K_INT || ak == K_SOU || ak == K_PTR || av;
			break;
		case K_INT:
			bad = ak == K_STR || ak == K_SOU || ak == K_PTR || av;
			break;
		case K_PTR:
		case K_SOU:
			if (xk == K_PTR && (av || ak == K_UNKNOWN))
				break;
			bad = (ak == K_INT || ak == K_STR ||
			    (ak == K_SOU && xk == K_SOU) ||
			    (ak == K_PTR && xk == K_PTR)) &&
			    !has_translator(cc, prog, xtag);
			break;
		}
		if (bad) {
			char *dn = dt_pd_dtrace_name(pnp->dn_name);
			char *m = dt_arena_strdup(cc->cc_arena, dn);

			free(dn);
			dt_cc_error(cc, "D_PROV_PRXLATOR", pnp->dn_line,
			    "translator for %s:::%s output argument #%d from "
			    "%s to %s is not defined", prov, m, i + 1,
			    pp->pp_dargs[pp->pp_xmap[i]], pp->pp_dxargs[i]);
		}
	}
}

void
dt_provdef_node(dt_provdefs_t *pd, dt_cc_t *cc, const dt_node_t *dnp)
{
	add_provider(pd, cc, dnp, NULL);
}

static int
is_stability(const char *s, size_t n)
{
	static const char *const names[] = { "Internal", "Private",
	    "Obsolete", "External", "Unstable", "Evolving", "Stable",
	    "Standard" };
	size_t i;

	for (i = 0; i < DT_ARRAY_SIZE(names); i++)
		if (strlen(names[i]) == n && strncasecmp(names[i], s, n) == 0)
			return 1;
	return 0;
}

static int
is_depclass(const char *s, size_t n)
{
	static const char *const names[] = { "Unknown", "CPU", "Platform",
	    "Group", "ISA", "Common" };
	size_t i;

	for (i = 0; i < DT_ARRAY_SIZE(names); i++)
		if (strlen(names[i]) == n && strncasecmp(names[i], s, n) == 0)
			return 1;
	return 0;
}

/*
 * #pragma D attributes NAME/DATA/CLASS provider PROV COMPONENT
 * #pragma D attributes NAME/DATA/CLASS IDENT
 */
static void
check_attributes(dt_cc_t *cc, const dt_node_t *dnp, const char *p)
{
	const char *w[4];
	size_t wl[4], n1, n2;
	int nw = 0;

	while (*p != '\0' && nw < 4) {
		p += strspn(p, " \t\n");
		if (*p == '\0')
			break;
		w[nw] = p;
		wl[nw] = strcspn(p, " \t\n");
		p += wl[nw++];
	}
	p += strspn(p, " \t\n");
	if (nw < 2 || *p != '\0')
		dt_cc_error(cc, "D_PRAGMA_MALFORM", dnp->dn_line, "malformed "
		    "#pragma attributes <attributes> <ident>");
	n1 = strcspn(w[0], "/");
	n2 = n1 < wl[0] ? strcspn(w[0] + n1 + 1, "/") : 0;
	if (n1 >= wl[0] || n1 + 1 + n2 >= wl[0] ||
	    !is_stability(w[0], n1) || !is_stability(w[0] + n1 + 1, n2) ||
	    !is_depclass(w[0] + n1 + n2 + 2, wl[0] - n1 - n2 - 2))
		dt_cc_error(cc, "D_PRAGMA_INVAL", dnp->dn_line, "invalid "
		    "attributes specified by #pragma attributes");
	if (wl[1] == 8 && strncmp(w[1], "provider", 8) == 0) {
		static const char *const parts[] = { "provider", "module",
		    "function", "name", "args" };
		size_t i;

		if (nw != 4)
			dt_cc_error(cc, "D_PRAGMA_MALFORM", dnp->dn_line,
			    "malformed #pragma attributes <attributes> "
			    "provider <name> <component>");
		for (i = 0; i < DT_ARRAY_SIZE(parts); i++)
			if (strlen(parts[i]) == wl[3] &&
			    strncmp(parts[i], w[3], wl[3]) == 0)
				return;
		dt_cc_error(cc, "D_PRAGMA_INVAL", dnp->dn_line, "invalid "
		    "component \"%.*s\" in attribute #pragma",
		    (int)wl[3], w[3]);
	} else if (nw != 2) {
		dt_cc_error(cc, "D_PRAGMA_MALFORM", dnp->dn_line, "malformed "
		    "#pragma attributes <attributes> <ident>");
	}
}

/*
 * systemtap's script takes any word as an argument type, so provider files
 * written for it may name types D does not know (`probe p(mytype_t)`).
 * While the lexer is inside the parentheses of a provider block, every
 * identifier that is not a keyword is taken as a type name; a parameter
 * name after a type still parses as the name (C's rule in decl_specs).
 * The parentheses are found by a scan that skips comments and strings.
 */
typedef struct lenient {
	dt_cc_t *le_cc;
	const char *le_text;
	dt_vec_t le_ranges;	/* size_t pairs: [open paren, close paren] */
} lenient_t;

static int
lenient_typename(void *arg, const char *name)
{
	lenient_t *le = arg;
	size_t off = (size_t)(le->le_cc->cc_lex.lx_pos - le->le_text), i;

	for (i = 0; i + 1 < le->le_ranges.len; i += 2)
		if (off > DT_VEC_AT(&le->le_ranges, size_t, i) &&
		    off <= DT_VEC_AT(&le->le_ranges, size_t, i + 1))
			return 1;
	return 0;
}

static int
is_word_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

static int
word_at(const char *t, size_t i, size_t len, const char *w)
{
	size_t n = strlen(w);

	return i + n <= len && strncmp(t + i, w, n) == 0 &&
	    (i == 0 || !is_word_char(t[i - 1])) &&
	    (i + n == len || !is_word_char(t[i + n]));
}

static void
find_param_ranges(lenient_t *le, const char *t, size_t len)
{
	size_t i = 0, open = 0;
	int inprov = 0, brace = 0, paren = 0;

	while (i < len) {
		if (t[i] == '/' && i + 1 < len && t[i + 1] == '*') {
			const char *e = strstr(t + i + 2, "*/");

			i = e != NULL ? (size_t)(e - t) + 2 : len;
		} else if (t[i] == '/' && i + 1 < len && t[i + 1] == '/') {
			while (i < len && t[i] != '\n')
				i++;
		} else if (t[i] == '"' || t[i] == '\'') {
			char q = t[i++];

			while (i < len && t[i] != q) {
				if (t[i] == '\\')
					i++;
				i++;
			}
			i++;
		} else if (!inprov && word_at(t, i, len, "provider")) {
			/* provider NAME { ... (a member named provider is not) */
			size_t j = i + 8;

			while (j < len && isspace((unsigned char)t[j]))
				j++;
			inprov = j < len && is_word_char(t[j]);
			while (j < len && is_word_char(t[j]))
				j++;
			while (j < len && isspace((unsigned char)t[j]))
				j++;
			inprov = inprov && j < len && t[j] == '{';
			brace = 0;
			i += 8;
		} else if (inprov && t[i] == '{') {
			brace++;
			i++;
		} else if (inprov && t[i] == '}') {
			if (--brace <= 0)
				inprov = 0;
			i++;
		} else if (inprov && brace > 0 && t[i] == '(') {
			if (paren++ == 0)
				open = i;
			i++;
		} else if (inprov && brace > 0 && t[i] == ')') {
			if (paren > 0 && --paren == 0) {
				DT_VEC_PUSH(&le->le_ranges, size_t, open);
				DT_VEC_PUSH(&le->le_ranges, size_t, i);
			}
			i++;
		} else {
			i++;
		}
	}
}

int
dt_provdefs_add(dt_provdefs_t *pd, const char *text, size_t len,
    dt_pctx_t pctx, const char *filename, dt_macros_t *macros,
    dt_ccerr_t *err)
{
	dt_arena_t arena;
	dt_cc_t cc;
	lenient_t le;
	dt_node_t *prog, *dnp;
	volatile int rc = 0;

	memset(err, 0, sizeof(*err));
	dt_arena_init(&arena);
	memset(&cc, 0, sizeof(cc));
	cc.cc_arena = &arena;
	cc.cc_macros = macros;
	cc.cc_pctx = pctx;
	cc.cc_filename = filename;
	dt_htab_init(&cc.cc_typenames);
	memset(&le, 0, sizeof(le));
	le.le_cc = &cc;
	le.le_text = text;
	dt_vec_init(&le.le_ranges, sizeof(size_t));
	find_param_ranges(&le, text, len);
	cc.cc_is_typename = lenient_typename;
	cc.cc_is_typename_arg = &le;
	if (setjmp(cc.cc_jmp) != 0) {
		*err = cc.cc_err;
		rc = -1;
		goto out;
	}
	dt_lex_init(&cc, text, len);
	cc.cc_parsing = 1;
	prog = dt_parse_program(&cc);
	cc.cc_parsing = 0;
	for (dnp = prog; dnp != NULL; dnp = dnp->dn_next) {
		if (dnp->dn_kind == DT_NODE_PROVIDER) {
			add_provider(pd, &cc, dnp, prog);
		} else if (dnp->dn_kind == DT_NODE_PRAGMA &&
		    strncmp(dnp->dn_str, "attributes", 10) == 0 &&
		    (dnp->dn_str[10] == ' ' || dnp->dn_str[10] == '\t' ||
		    dnp->dn_str[10] == '\0')) {
			check_attributes(&cc, dnp, dnp->dn_str + 10);
		}
	}
out:
	dt_vec_release(&le.le_ranges);
	dt_htab_release(&cc.cc_typenames);
	dt_arena_release(&arena);
	return rc;
}

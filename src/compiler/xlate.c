/*
 * xlate.c - translators (interface: xlate.h): definitions, lookup,
 * xlate<T>(expr) and member access on translated data, and C type names
 * given as strings (provider argument types).
 */
#include <string.h>

#include "btf.h"
#include "decl.h"
#include "lex.h"
#include "xlate.h"

static int
is_sou(dt_type_t *t)
{
	t = dt_type_resolve(t);
	return t != NULL && (t->ty_kind == DT_TY_STRUCT ||
	    t->ty_kind == DT_TY_UNION);
}

static int
is_strish(dt_type_t *t)
{
	return dt_type_is_string(t) || dt_type_is_charp(t);
}

int
dt_xlate_argcompat(dt_type_t *lt, dt_type_t *rt)
{
	dt_type_t *l = dt_type_resolve(lt), *r = dt_type_resolve(rt);

	if (l == NULL || r == NULL)
		return 0;
	if (dt_type_same(l, r))
		return 1;
	if (dt_type_is_integer(l) && dt_type_is_integer(r))
		return 1;
	if (is_strish(l) && is_strish(r) && (dt_type_is_string(l) ||
	    dt_type_is_string(r)))
		return 1;
	if (l->ty_kind == DT_TY_ARRAY && r->ty_kind == DT_TY_ARRAY &&
	    dt_type_is_charp(l) && dt_type_is_charp(r))
		return 1;
	if (l->ty_kind == DT_TY_PTR && r->ty_kind == DT_TY_PTR) {
		dt_type_t *lb = dt_type_resolve(l->ty_base);
		dt_type_t *rb = dt_type_resolve(r->ty_base);

		return lb->ty_kind == DT_TY_VOID || rb->ty_kind ==
		    DT_TY_VOID || dt_type_same(lb, rb) || lb == rb ||
		    (lb->ty_kind == rb->ty_kind && lb->ty_name != NULL &&
		    rb->ty_name != NULL && strcmp(lb->ty_name,
		    rb->ty_name) == 0);
	}
	return 0;
}

/* How well input type 'src' of a translator accepts a value of 'et':
   2 exactly, 1 compatibly, 0 not. */
static int
src_match(dt_type_t *src, dt_type_t *et)
{
	dt_type_t *s = dt_type_resolve(src), *e = dt_type_resolve(et);

	if (s == e || dt_type_same(s, e))
		return 2;
	if (s->ty_kind == DT_TY_PTR && e->ty_kind == DT_TY_PTR)
		return dt_xlate_argcompat(s, e);
	if (dt_type_is_integer(s) && dt_type_is_integer(e))
		return 1;
	return 0;
}

/* Resolve the input type and cook the members of translator 'dxp'. */
static void
xlate_resolve(dt_sema_t *sm, dt_cc_t *cc, dt_xlator_t *dxp, dt_node_t *dnp)
{
	dt_typetab_t *tt = &sm->sm_types;
	dt_node_t *arg = dnp->dn_args, *m;
	dt_sclause_t *cur = sm->sm_cur;
	int lib = sm->sm_library;
	/* a member may use another translator, resolved from here: the
	   parameter in scope comes back afterwards */
	dt_ident_t *outer = sm->sm_xlparam;

	dxp->dx_lazy = NULL;
	dxp->dx_src = dt_decl_type(sm, cc, arg->dn_decl, arg->dn_line);
	dxp->dx_arg = dt_sema_ident_new(sm, arg->dn_name, DT_ID_XLARG);
	dxp->dx_arg->id_type = dxp->dx_src;
	dxp->dx_arg->id_assigned = 1;
	dxp->dx_arg->id_vreg = -1;

	sm->sm_cur = NULL;
	sm->sm_library = 0;
	sm->sm_xlparam = dxp->dx_arg;
	for (m = dnp->dn_body; m != NULL; m = m->dn_next) {
		uint32_t off;
		dt_member_t *mb = dt_sema_member(tt, dxp->dx_dst, m->dn_name,
		    &off);
		dt_type_t *et;

		if (mb == NULL) {
			sm->sm_xlparam = NULL;
			dt_cc_error(cc, "D_XLATE_MEMB", m->dn_line,
			    "translator member %s is not a member of %s",
			    m->dn_name, dt_type_name(tt, dxp->dx_dst));
		}
		et = dt_sema_cook(sm, cc, m->dn_left);
		m->dn_type = mb->mb_type;
		if (!dt_xlate_argcompat(mb->mb_type, et)) {
			sm->sm_xlparam = NULL;
			dt_cc_error(cc, "D_XLATE_INCOMPAT", m->dn_line,
			    "translator member %s definition uses "
			    "incompatible types: \"%s\" = \"%s\"", m->dn_name,
			    dt_type_name(tt, mb->mb_type),
			    dt_type_name(tt, et));
		}
	}
	sm->sm_xlparam = outer;
	sm->sm_cur = cur;
	sm->sm_library = lib;
}

const dt_xlator_t *
dt_xlate_lookup(dt_sema_t *sm, dt_cc_t *cc, dt_type_t *src, dt_type_t *dst)
{
	dt_xlator_t *dxp;
	const dt_xlator_t *best = NULL;
	int bestm = 0;

	dst = dt_type_resolve(dst);
	for (dxp = sm->sm_xlators; dxp != NULL; dxp = dxp->dx_next) {
		int m;

		if (dt_type_resolve(dxp->dx_dst) != dst)
			continue;
		if (dxp->dx_lazy != NULL)
			xlate_resolve(sm, cc, dxp, dxp->dx_lazy);
		m = src_match(dxp->dx_src, src);
		if (m > bestm) {
			best = dxp;
			bestm = m;
		}
	}
	return best;
}

void
dt_xlate_define(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp)
{
	dt_typetab_t *tt = &sm->sm_types;
	dt_type_t *dst, *src = NULL;
	dt_xlator_t *dxp;
	const dt_xlator_t *old;

	dst = dt_decl_type(sm, cc, dnp->dn_decl, dnp->dn_line);
	if (!sm->sm_library) {
		src = dt_decl_type(sm, cc, dnp->dn_args->dn_decl,
		    dnp->dn_args->dn_line);
		for (old = sm->sm_xlators; old != NULL; old = old->dx_next)
			if (old->dx_lazy == NULL &&
			    dt_type_resolve(old->dx_dst) ==
			    dt_type_resolve(dst) &&
			    src_match(old->dx_src, src) == 2)
				dt_cc_error(cc, "D_XLATE_REDECL", dnp->dn_line,
				    "translator from %s to %s has already been "
				    "declared", dt_type_name(tt, src),
				    dt_type_name(tt, dst));
	}
	if (is_sou(dst) && !dt_type_resolve(dst)->ty_complete)
		dt_cc_error(cc, "D_XLATE_SOU", dnp->dn_line,
		    "incomplete struct/union/enum %s", dt_type_name(tt, dst));
	if (!is_sou(dst))
		dt_cc_error(cc, "D_XLATE_SOU", dnp->dn_line,
		    "translator output type must be a struct or union");

	dxp = dt_arena_alloc(tt->tt_arena, sizeof(*dxp));
	dxp->dx_dst = dst;
	dxp->dx_members = dnp->dn_body;
	dxp->dx_line = dnp->dn_line;
	if (sm->sm_library)
		dxp->dx_lazy = dnp;
	else
		xlate_resolve(sm, cc, dxp, dnp);
	dxp->dx_next = sm->sm_xlators;
	sm->sm_xlators = dxp;
}

const dt_xlator_t *
dt_xlate_to(dt_sema_t *sm, dt_cc_t *cc, dt_type_t *src, dt_type_t *t)
{
	dt_type_t *dst = dt_type_resolve(t);

	if (dst->ty_kind == DT_TY_PTR)
		dst = dt_type_resolve(dst->ty_base);
	return is_sou(dst) ? dt_xlate_lookup(sm, cc, src, dst) : NULL;
}

dt_type_t *
dt_xlate_cook(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp)
{
	dt_typetab_t *tt = &sm->sm_types;
	dt_type_t *t = dt_decl_type(sm, cc, dnp->dn_decl, dnp->dn_line);
	dt_type_t *et = dt_sema_cook(sm, cc, dnp->dn_left);
	const dt_xlator_t *dxp = dt_xlate_to(sm, cc, et, t);

	if (dxp == NULL)
		dt_cc_error(cc, "D_XLATE_NONE", dnp->dn_line,
		    "cannot translate from \"%s\" to \"%s\"",
		    dt_type_name(tt, et), dt_type_name(tt, t));
	dnp->dn_aux = (void *)dxp;
	return t;
}

const dt_xlator_t *
dt_xlate_source(dt_node_t *dnp)
{
	dt_ident_t *idp;

	switch (dnp->dn_kind) {
	case DT_NODE_XLATE:
		return dnp->dn_aux;
	case DT_NODE_IDENT:
		idp = dnp->dn_ident;
		if (idp != NULL && idp->id_kind == DT_ID_INLINE)
			return dt_xlate_source(idp->id_inline);
		return NULL;
	case DT_NODE_INDEX:
		/* name[key] of a keyed inline of translated data (fds[]) */
		if ((dnp->dn_flags & DT_NF_INLKEY) && dnp->dn_ident != NULL)
			return dt_xlate_source(dnp->dn_ident->id_inline);
		return (dnp->dn_flags & DT_NF_ARGS) ? dnp->dn_aux : NULL;
	default:
		return NULL;
	}
}

dt_node_t *
dt_xlate_input(dt_node_t *src)
{
	switch (src->dn_kind) {
	case DT_NODE_XLATE:
		return src->dn_left;
	case DT_NODE_IDENT:
		return dt_xlate_input(src->dn_ident->id_inline);
	default:
		return src;
	}
}

/*
 * The translator's source node underneath inlines, for codegen.  A keyed
 * inline (fds[fd]) stays the INDEX node: codegen binds the key first.
 */
static dt_node_t *
xlate_node(dt_node_t *dnp)
{
	if (dnp->dn_kind == DT_NODE_IDENT)
		return xlate_node(dnp->dn_ident->id_inline);
	return dnp;
}

dt_type_t *
dt_xlate_member(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp,
    const dt_xlator_t *dxp, dt_member_t *mb)
{
	dt_typetab_t *tt = &sm->sm_types;
	dt_xlmember_t *xm;
	dt_node_t *m;
	dt_type_t *mt = dt_type_resolve(mb->mb_type);

	for (m = dxp->dx_members; m != NULL; m = m->dn_next)
		if (strcmp(m->dn_name, dnp->dn_name) == 0)
			break;
	if (m == NULL)
		dt_cc_error(cc, "D_XLATE_NOCONV", dnp->dn_line,
		    "translator does not define conversion for member: %s",
		    dnp->dn_name);
	xm = dt_arena_alloc(tt->tt_arena, sizeof(*xm));
	xm->xm_xlator = dxp;
	xm->xm_init = m;
	xm->xm_src = xlate_node(dnp->dn_left);
	xm->xm_mb = mb;
	dnp->dn_aux = xm;
	dnp->dn_flags |= DT_NF_XLMEMB;
	/* a char array member is used as a string, as DTrace's consumers
	   print and compare it */
	if (mt->ty_kind == DT_TY_ARRAY && dt_type_is_charp(mt)) {
		xm->xm_tostr = 1;
		return dt_type_string(tt, mt->ty_size < sm->sm_strsize ?
		    mt->ty_size : sm->sm_strsize);
	}
	/*
	 * A struct, union or array member is its expression's object
	 * (codegen: its address, as for any object value); a bit-field
	 * member its value cut to the field's width.
	 */
	return mb->mb_type;
}

/* ------------------------------------------------------ type names */

dt_type_t *
dt_xlate_typename(dt_sema_t *sm, const char *name)
{
	dt_typetab_t *tt = &sm->sm_types;
	char buf[256], *p, *end;
	int nptr = 0;
	dt_type_t *t;

	if (name == NULL || strlen(name) >= sizeof(buf))
		return NULL;
	strcpy(buf, name);
	end = buf + strlen(buf);
	for (;;) {
		while (end > buf && end[-1] == ' ')
			end--;
		if (end > buf && end[-1] == '*') {
			nptr++;
			end--;
			continue;
		}
		break;
	}
	*end = '\0';
	p = buf;
	if (strncmp(p, "const ", 6) == 0)
		p += 6;
	if (strncmp(p, "struct ", 7) == 0) {
		t = dt_htab_get(&tt->tt_tags, p);
		if (t == NULL)
			t = dt_btf_lookup(tt, DT_TY_STRUCT, p + 7);
	} else if (strncmp(p, "union ", 6) == 0) {
		t = dt_htab_get(&tt->tt_tags, p);
		if (t == NULL)
			t = dt_btf_lookup(tt, DT_TY_UNION, p + 6);
	} else if (strncmp(p, "enum ", 5) == 0) {
		t = dt_htab_get(&tt->tt_tags, p);
		if (t == NULL)
			t = dt_btf_lookup(tt, DT_TY_ENUM, p + 5);
	} else if (strcmp(p, "string") == 0) {
		t = tt->tt_string;
	} else {
		t = dt_type_lookup(tt, p);
		if (t == NULL)
			t = dt_btf_lookup(tt, DT_TY_TYPEDEF, p);
	}
	while (t != NULL && nptr-- > 0)
		t = dt_type_ptr(tt, t);
	return t;
}

/*
 * decl.c - declarations for sema (interface: decl.h).  Turns parsed type
 * names (dt_decl_t) into D types; defines D structs, unions and enums;
 * typedefs; folds integer constant expressions (enumerator values, array
 * dimensions, bit-field widths, integer inlines).
 *
 * Layout of D structs follows the C ABI of the machine (x86-64 SysV, as
 * gcc lays out the same declaration), so that a D struct describing a
 * user or kernel structure read with copyin() matches it byte for byte:
 * members at their natural alignment, bit-fields packed into units of
 * their declared type without straddling one, tail padding to the
 * largest alignment.  (libctf, which illumos and Oracle DTrace use, starts
 * every bit-field on a byte boundary and adds no tail padding; we keep C's
 * rules because they are what the declarations in headers mean.)
 */
#include <limits.h>
#include <string.h>
#include <unistd.h>

#include "btf.h"
#include "decl.h"
#include "lex.h"
#include "xlate.h"

/* ------------------------------------------------------- constants */

static int64_t
fit(dt_type_t *t, uint64_t v)
{
	t = dt_type_resolve(t);
	if (t == NULL || !dt_type_is_integer(t) || t->ty_size >= 8)
		return (int64_t)v;
	if (t->ty_signed) {
		int sh = 64 - 8 * (int)t->ty_size;

		return (int64_t)(v << sh) >> sh;
	}
	return (int64_t)(v & ((1ull << (8 * t->ty_size)) - 1));
}

static int
is_signed(dt_node_t *dnp)
{
	dt_type_t *t = dt_type_resolve(dnp->dn_type);

	return t != NULL && t->ty_kind != DT_TY_PTR && t->ty_signed;
}

int
dt_decl_fold(dt_node_t *dnp, int64_t *vp)
{
	int64_t a, b, c;
	uint64_t ua, ub;
	int sgn;

	if (dnp == NULL || dnp->dn_type == NULL ||
	    (!dt_type_is_integer(dnp->dn_type) &&
	    dnp->dn_kind != DT_NODE_CAST))
		return 0;
	switch (dnp->dn_kind) {
	case DT_NODE_INT:
		*vp = fit(dnp->dn_type, (uint64_t)dnp->dn_int);
		return 1;
	case DT_NODE_IDENT:
		if (dnp->dn_ident == NULL || dnp->dn_ident->id_kind !=
		    DT_ID_CONST)
			return 0;
		*vp = dnp->dn_ident->id_value;
		return 1;
	case DT_NODE_SIZEOF:
	case DT_NODE_OFFSETOF:
		*vp = (int64_t)(uintptr_t)dnp->dn_aux;
		return 1;
	case DT_NODE_CAST:
		if (!dt_type_is_integer(dnp->dn_type) ||
		    !dt_decl_fold(dnp->dn_left, &a))
			return 0;
		*vp = fit(dnp->dn_type, (uint64_t)a);
		return 1;
	case DT_NODE_COND:
		if (!dt_decl_fold(dnp->dn_cond, &c) ||
		    !dt_decl_fold(dnp->dn_left, &a) ||
		    !dt_decl_fold(dnp->dn_right, &b))
			return 0;
		*vp = fit(dnp->dn_type, (uint64_t)(c ? a : b));
		return 1;
	case DT_NODE_UNARY:
		if (!dt_decl_fold(dnp->dn_left, &a))
			return 0;
		switch (dnp->dn_op) {
		case DT_TOK_MINUS: a = (int64_t)(0 - (uint64_t)a); break;
		case DT_TOK_PLUS: break;
		case DT_TOK_BNOT: a = ~a; break;
		case DT_TOK_LNOT: a = !a; break;
		default: return 0;
		}
		*vp = fit(dnp->dn_type, (uint64_t)a);
		return 1;
	case DT_NODE_BINARY:
		if (!dt_decl_fold(dnp->dn_left, &a) ||
		    !dt_decl_fold(dnp->dn_right, &b))
			return 0;
		ua = (uint64_t)a;
		ub = (uint64_t)b;
		/* comparisons take the sign of the converted operands */
		sgn = is_signed(dnp->dn_left) && is_signed(dnp->dn_right);
		switch (dnp->dn_op) {
		case DT_TOK_PLUS: ua += ub; break;
		case DT_TOK_MINUS: ua -= ub; break;
		case DT_TOK_STAR: ua *= ub; break;
		case DT_TOK_SLASH:
		case DT_TOK_MOD:
			if (b == 0)
				return 0;
			sgn = is_signed(dnp);
			if (dnp->dn_op == DT_TOK_SLASH)
				ua = sgn ? (uint64_t)(a / b) : ua / ub;
			else
				ua = sgn ? (uint64_t)(a % b) : ua % ub;
			break;
		case DT_TOK_AMP: ua &= ub; break;
		case DT_TOK_BOR: ua |= ub; break;
		case DT_TOK_XOR: ua ^= ub; break;
		case DT_TOK_LSH: ua = ub >= 64 ? 0 : ua << ub; break;
		case DT_TOK_RSH:
			if (ub >= 64)
				ua = is_signed(dnp) && a < 0 ? ~0ull : 0;
			else
				ua = is_signed(dnp) ? (uint64_t)(a >> ub) :
				    ua >> ub;
			break;
		case DT_TOK_LAND: ua = a && b; break;
		case DT_TOK_LOR: ua = a || b; break;
		case DT_TOK_LXOR: ua = !a != !b; break;
		case DT_TOK_EQ: ua = a == b; break;
		case DT_TOK_NE: ua = a != b; break;
		case DT_TOK_LT: ua = sgn ? a < b : ua < ub; break;
		case DT_TOK_LE: ua = sgn ? a <= b : ua <= ub; break;
		case DT_TOK_GT: ua = sgn ? a > b : ua > ub; break;
		case DT_TOK_GE: ua = sgn ? a >= b : ua >= ub; break;
		case DT_TOK_COMMA: ua = ub; break;
		default: return 0;
		}
		*vp = fit(dnp->dn_type, ua);
		return 1;
	default:
		return 0;
	}
}

int
dt_decl_const(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp, int64_t *vp)
{
	dt_sema_cook(sm, cc, dnp);
	return dt_decl_fold(dnp, vp);
}

/* ------------------------------------------------------ tag types */

static const char *
tag_key(dt_sema_t *sm, const char *kw, const char *name)
{
	return dt_arena_printf(sm->sm_types.tt_arena, "%s %s", kw, name);
}

/* A new, incomplete D struct/union/enum type named "kw name". */
static dt_type_t *
tag_new(dt_sema_t *sm, dt_tykind_t k, const char *kw, const char *name)
{
	dt_typetab_t *tt = &sm->sm_types;
	const char *full = name != NULL ? tag_key(sm, kw, name) :
	    dt_arena_printf(tt->tt_arena, "%s (anon)", kw);
	dt_type_t *t = dt_type_new(tt, k, 0, full);

	t->ty_complete = 0;
	t->ty_align = 1;
	if (k == DT_TY_ENUM) {
		t->ty_size = 4;
		t->ty_align = 4;
		t->ty_signed = 1;
		t->ty_rank = 3;
	}
	if (name != NULL)
		dt_htab_put(&tt->tt_tags, full, t);
	return t;
}

static int
is_sou(dt_type_t *t)
{
	t = dt_type_resolve(t);
	return t != NULL && (t->ty_kind == DT_TY_STRUCT ||
	    t->ty_kind == DT_TY_UNION);
}

static dt_node_t *
bitfield_width(dt_node_t *m)
{
	return m->dn_left;
}

/* Is declarator chain 'dd' an associative array declaration? */
static int
is_assoc(dt_declarator_t *dd)
{
	for (; dd != NULL; dd = dd->dd_next)
		if (dd->dd_kind == DT_DD_ARRAY && dd->dd_assoc)
			return 1;
	return 0;
}

/*
 * Lay out the members of struct/union 't' from the member DECL list
 * 'members' (C rules, see the top of this file).
 */
static void
sou_define(dt_sema_t *sm, dt_cc_t *cc, dt_type_t *t, dt_node_t *members)
{
	dt_typetab_t *tt = &sm->sm_types;
	int is_union = t->ty_kind == DT_TY_UNION;
	uint64_t bitpos = 0, maxbits = 0;
	uint32_t maxalign = 1;
	dt_member_t **tail = &t->ty_members;
	dt_node_t *m;

	t->ty_members = NULL;
	for (m = members; m != NULL; m = m->dn_next) {
		const char *idname = m->dn_name ? m->dn_name : "(anon)";
		dt_node_t *wn = bitfield_width(m);
		dt_type_t *mt, *rt;
		dt_member_t *mb, *o;
		uint32_t size, align;
		int64_t w = 0;

		if (is_assoc(m->dn_decl->ds_decl))
			dt_cc_error(cc, "D_DECL_DYNOBJ", m->dn_line,
			    "cannot have dynamic member: %s", idname);
		mt = dt_decl_type(sm, cc, m->dn_decl, m->dn_line);
		rt = dt_type_resolve(mt);
		if (m->dn_name != NULL && strchr(m->dn_name, '`') != NULL)
			dt_cc_error(cc, "D_DECL_SCOPE", m->dn_line, "D scoping "
			    "operator may not be used in a member name (%s)",
			    m->dn_name);
		if ((rt->ty_kind == DT_TY_STRUCT || rt->ty_kind ==
		    DT_TY_UNION) && (!rt->ty_complete || rt->ty_size == 0))
			dt_cc_error(cc, "D_DECL_INCOMPLETE", m->dn_line,
			    "incomplete struct/union/enum %s: %s",
			    dt_type_name(tt, mt), idname);
		size = rt->ty_size;
		if (size == 0)
			dt_cc_error(cc, "D_DECL_VOIDOBJ", m->dn_line,
			    "cannot have void member: %s", idname);
		align = rt->ty_align ? rt->ty_align : 1;
		if (wn != NULL) {
			if (m->dn_name == NULL && wn->dn_kind == DT_NODE_INT &&
			    wn->dn_int == 0) {
				/* ':0' closes the current unit */
				if (!is_union)
					bitpos = DT_ALIGN(bitpos, 8ull * size);
				continue;
			}
			if (!dt_decl_const(sm, cc, wn, &w) || w <= 0)
				dt_cc_error(cc, "D_DECL_BFCONST", m->dn_line,
				    "positive integral constant expression "
				    "expected as bit-field size");
			if (rt->ty_kind != DT_TY_INT || rt == tt->tt_bool)
				dt_cc_error(cc, "D_DECL_BFTYPE", m->dn_line,
				    "invalid type for bit-field: %s", idname);
			if (w > 8 * (int64_t)size)
				dt_cc_error(cc, "D_DECL_BFSIZE", m->dn_line,
				    "bit-field too big for type: %s", idname);
			if (m->dn_name == NULL) {
				/* an unnamed bit-field only takes room */
				if (!is_union)
					bitpos += (uint64_t)w;
				continue;
			}
		}
		for (o = t->ty_members; o != NULL; o = o->mb_next)
			if (m->dn_name != NULL && strcmp(o->mb_name,
			    m->dn_name) == 0)
				dt_cc_error(cc, "D_UNKNOWN", m->dn_line,
				    "failed to define member '%s': Duplicate "
				    "member or variable name", idname);
		mb = dt_arena_alloc(tt->tt_arena, sizeof(*mb));
		mb->mb_name = m->dn_name ? m->dn_name : "";
		mb->mb_type = mt;
		if (is_union)
			bitpos = 0;
		if (wn != NULL) {
			uint64_t unit = 8ull * size;

			if (bitpos / unit != (bitpos + (uint64_t)w - 1) / unit)
				bitpos = DT_ALIGN(bitpos, unit);
			mb->mb_off = (uint32_t)((bitpos / 8) & ~(uint64_t)
			    (size - 1));
			mb->mb_bitoff = (uint8_t)(bitpos - 8ull * mb->mb_off);
			mb->mb_bits = (uint8_t)w;
			bitpos += (uint64_t)w;
		} else {
			bitpos = DT_ALIGN(bitpos, 8ull * align);
			mb->mb_off = (uint32_t)(bitpos / 8);
			bitpos += 8ull * size;
		}
		if (align > maxalign)
			maxalign = align;
		if (bitpos > maxbits)
			maxbits = bitpos;
		if (maxbits / 8 > UINT32_MAX / 2)
			dt_cc_error(cc, "D_DECL_ARRBIG", m->dn_line,
			    "struct or union too big: %s", dt_type_name(tt, t));
		*tail = mb;
		tail = &mb->mb_next;
	}
	t->ty_align = maxalign;
	t->ty_size = (uint32_t)DT_ALIGN((maxbits + 7) / 8, maxalign);
	t->ty_complete = 1;
}

/* enum body: enumerators become integer constants typed 't'. */
static void
enum_define(dt_sema_t *sm, dt_cc_t *cc, dt_type_t *t, dt_node_t *list)
{
	dt_typetab_t *tt = &sm->sm_types;
	dt_member_t **tail = &t->ty_members;
	int64_t val = -1;
	dt_node_t *e;

	for (e = list; e != NULL; e = e->dn_next) {
		dt_member_t *mb, *o;
		dt_ident_t *idp;

		if (strchr(e->dn_name, '`') != NULL)
			dt_cc_error(cc, "D_DECL_SCOPE", e->dn_line, "D scoping "
			    "operator may not be used in an enumerator name "
			    "(%s)", e->dn_name);
		if (e->dn_left != NULL) {
			int64_t v;

			if (!dt_decl_const(sm, cc, e->dn_left, &v))
				dt_cc_error(cc, "D_DECL_ENCONST", e->dn_line,
				    "enumerator '%s' must be assigned to an "
				    "integral constant expression", e->dn_name);
			if (v > INT_MAX || v < INT_MIN)
				dt_cc_error(cc, "D_DECL_ENOFLOW", e->dn_line,
				    "enumerator '%s' value overflows INT_MAX "
				    "(%d)", e->dn_name, INT_MAX);
			val = v;
		} else {
			val = (int32_t)(val + 1);
		}
		for (o = t->ty_members; o != NULL; o = o->mb_next)
			if (strcmp(o->mb_name, e->dn_name) == 0)
				dt_cc_error(cc, "D_UNKNOWN", e->dn_line,
				    "failed to define enumerator '%s': "
				    "Duplicate member or variable name",
				    e->dn_name);
		mb = dt_arena_alloc(tt->tt_arena, sizeof(*mb));
		mb->mb_name = e->dn_name;
		mb->mb_type = t;
		mb->mb_off = (uint32_t)val;	/* the value */
		*tail = mb;
		tail = &mb->mb_next;
		if (dt_htab_get(&sm->sm_globals, e->dn_name) != NULL)
			dt_cc_error(cc, "D_DECL_IDRED", e->dn_line,
			    "identifier redeclared: %s", e->dn_name);
		idp = dt_sema_ident_new(sm, e->dn_name, DT_ID_CONST);
		idp->id_type = t;
		idp->id_value = val;
		idp->id_line = e->dn_line;
		idp->id_assigned = 1;
		idp->id_flags = DT_IDF_INLINE | DT_IDF_ENUM;
		dt_htab_put(&sm->sm_globals, idp->id_name, idp);
	}
	t->ty_complete = 1;
}

/*
 * struct/union/enum specifier: 'kind' DT_TY_STRUCT/UNION/ENUM.  With a
 * body, defines the type (a second definition of a tag is an error);
 * without one, finds the D type of that tag, else the kernel's, else
 * declares an incomplete (forward) D type.
 */
/*
 * Is "mod" of scoped name "mod`type" (bq at the backquote) a kernel
 * module whose types we can look up: vmlinux (or another system's name
 * for the core), or a loaded module?  Their types come from the kernel's
 * BTF; a module that does not exist has none.
 */
static int
kernel_module(const char *name, const char *bq)
{
	static const char *const core[] = { "vmlinux", "genunix", "unix",
	    "kernel" };
	char path[320];
	size_t n = (size_t)(bq - name), i;

	for (i = 0; i < DT_ARRAY_SIZE(core); i++)
		if (strlen(core[i]) == n && strncmp(name, core[i], n) == 0)
			return 1;
	if (n == 0 || n > 255 || memchr(name, '/', n) != NULL)
		return n == 0;
	snprintf(path, sizeof(path), "/sys/module/%.*s", (int)n, name);
	return access(path, F_OK) == 0;
}

static dt_type_t *
tag_type(dt_sema_t *sm, dt_cc_t *cc, dt_decl_t *dd, dt_tykind_t kind,
    int line)
{
	dt_typetab_t *tt = &sm->sm_types;
	const char *kw = kind == DT_TY_STRUCT ? "struct" :
	    kind == DT_TY_UNION ? "union" : "enum";
	const char *name = dd->ds_name, *bq;
	dt_type_t *t = NULL;

	if (!dd->ds_has_body) {
		if (name == NULL) {
			/* later declarator of "struct { } a, b;" */
			if (dd->ds_members != NULL &&
			    dd->ds_members->dn_aux != NULL)
				return dd->ds_members->dn_aux;
			DT_BUG("anonymous %s without a body", kw);
		}
		bq = strchr(name, '`');
		if (bq != NULL && (strncmp(name, "D`", 2) == 0 ||
		    strncmp(name, "C`", 2) == 0))
			return dt_htab_get(&tt->tt_tags, tag_key(sm, kw,
			    bq + 1)) ?: tag_new(sm, kind, kw, bq + 1);
		if (bq == NULL)
			t = dt_htab_get(&tt->tt_tags, tag_key(sm, kw, name));
		if (t == NULL && (bq == NULL || kernel_module(name, bq)))
			t = dt_btf_lookup(tt, kind, bq ? bq + 1 : name);
		if (t == NULL && bq != NULL)
			dt_cc_error(cc, "D_TYPE_ERR", line,
			    "failed to resolve type %s %s", kw, name);
		return t != NULL ? t : tag_new(sm, kind, kw, name);
	}
	if (name != NULL && strchr(name, '`') != NULL)
		dt_cc_error(cc, "D_DECL_SCOPE", line, "D scoping operator may "
		    "not be used in a type name");
	if (name != NULL)
		t = dt_htab_get(&tt->tt_tags, tag_key(sm, kw, name));
	if (t != NULL && t->ty_complete)
		dt_cc_error(cc, "D_DECL_TYPERED", line, "type redeclared: %s",
		    t->ty_name);
	if (t == NULL)
		t = tag_new(sm, kind, kw, name);
	if (dd->ds_members != NULL)
		dd->ds_members->dn_aux = t;
	if (kind == DT_TY_ENUM)
		enum_define(sm, cc, t, dd->ds_members);
	else
		sou_define(sm, cc, t, dd->ds_members);
	return t;
}

/* ------------------------------------------------------ type names */

static dt_type_t *
base_type(dt_sema_t *sm, dt_cc_t *cc, dt_decl_t *dd, int line)
{
	dt_typetab_t *tt = &sm->sm_types;
	dt_type_t *t = NULL;

	switch (dd->ds_base) {
	case DT_DS_VOID:
		return tt->tt_void;
	case DT_DS_CHAR:
		return dd->ds_unsigned ? tt->tt_uchar :
		    dd->ds_signed ? tt->tt_schar : tt->tt_char;
	case DT_DS_SHORT:
		return dd->ds_unsigned ? tt->tt_ushort : tt->tt_short;
	case DT_DS_NONE:
	case DT_DS_INT:
		if (dd->ds_short)
			return dd->ds_unsigned ? tt->tt_ushort : tt->tt_short;
		if (dd->ds_long == 1)
			return dd->ds_unsigned ? tt->tt_ulong : tt->tt_long;
		if (dd->ds_long >= 2)
			return dd->ds_unsigned ? tt->tt_ullong : tt->tt_llong;
		return dd->ds_unsigned ? tt->tt_uint : tt->tt_int;
	case DT_DS_LONG:
		return dd->ds_unsigned ? tt->tt_ulong : tt->tt_long;
	case DT_DS_LONGLONG:
		return dd->ds_unsigned ? tt->tt_ullong : tt->tt_llong;
	case DT_DS_FLOAT:
		return tt->tt_float;
	case DT_DS_DOUBLE:
		return tt->tt_double;
	case DT_DS_LONGDOUBLE:
		return tt->tt_ldouble;
	case DT_DS_BOOL:
		return tt->tt_bool;
	case DT_DS_STRING:
		return tt->tt_string;
	case DT_DS_TYPEDEF: {
		const char *n = dd->ds_name, *bq = strchr(n, '`');
		int dmod = bq != NULL && (strncmp(n, "D`", 2) == 0 ||
		    strncmp(n, "C`", 2) == 0);

		if (bq == NULL || dmod)
			t = dt_type_lookup(tt, bq ? bq + 1 : n);
		if (t == NULL && !dmod && (bq == NULL || kernel_module(n, bq)))
			t = dt_btf_lookup(tt, DT_TY_TYPEDEF, bq ? bq + 1 : n);
		if (t == NULL)
			dt_cc_error(cc, "D_TYPE_ERR", line,
			    "failed to resolve type %s", dd->ds_name);
		return t;
	}
	case DT_DS_STRUCT:
		return tag_type(sm, cc, dd, DT_TY_STRUCT, line);
	case DT_DS_UNION:
		return tag_type(sm, cc, dd, DT_TY_UNION, line);
	case DT_DS_ENUM:
		return tag_type(sm, cc, dd, DT_TY_ENUM, line);
	}
	DT_BUG("decl base %d", (int)dd->ds_base);
}

dt_type_t *
dt_decl_type(dt_sema_t *sm, dt_cc_t *cc, dt_decl_t *dd, int line)
{
	dt_typetab_t *tt = &sm->sm_types;
	dt_type_t *t = base_type(sm, cc, dd, line);
	dt_declarator_t *dp;

	for (dp = dd->ds_decl; dp != NULL; dp = dp->dd_next) {
		switch (dp->dd_kind) {
		case DT_DD_POINTER:
			t = dt_type_ptr(tt, t);
			if (dp->dd_quals & DT_Q_USERLAND)
				t->ty_user = 1;
			break;
		case DT_DD_ARRAY: {
			int64_t n = 0;

			if (dt_type_resolve(t)->ty_kind == DT_TY_VOID)
				dt_cc_error(cc, "D_DECL_VOIDOBJ", line,
				    "cannot declare array of void");
			if (dp->dd_assoc || dp->dd_size == NULL ||
			    !dt_decl_const(sm, cc, dp->dd_size, &n) || n <= 0)
				dt_cc_error(cc, "D_DECL_ARRSUB", line,
				    "positive integral constant expression or "
				    "tuple signature expected as array "
				    "declaration subscript");
			if ((uint64_t)n > UINT32_MAX ||
			    (uint64_t)n * dt_type_resolve(t)->ty_size >
			    UINT32_MAX / 2)
				dt_cc_error(cc, "D_DECL_ARRBIG", line,
				    "array dimension too big");
			t = dt_type_array(tt, t, (uint32_t)n);
			break;
		}
		case DT_DD_FUNC:
			t = dt_type_new(tt, DT_TY_FUNC, 0, "function");
			break;
		}
	}
	return t;
}

void
dt_decl_typedef(dt_sema_t *sm, dt_cc_t *cc, const char *name, dt_type_t *t,
    int line)
{
	dt_typetab_t *tt = &sm->sm_types;
	dt_type_t *old, *td;

	if (strchr(name, '`') != NULL)
		dt_cc_error(cc, "D_DECL_SCOPE", line, "D scoping operator may "
		    "not be used in a declaration name (%s)", name);
	if (dt_htab_get(&sm->sm_globals, name) != NULL)
		dt_cc_error(cc, "D_DECL_IDRED", line, "global variable "
		    "identifier redeclared: %s", name);
	old = dt_type_lookup(tt, name);
	if (old != NULL) {
		/* the same definition again (headers included twice, or
		   restating a built-in typedef) is harmless */
		if (dt_type_same(old, t) && is_sou(old) == is_sou(t) &&
		    (!is_sou(t) || dt_type_resolve(old) == dt_type_resolve(t)))
			return;
		dt_cc_error(cc, "D_DECL_IDRED", line, "typedef redeclared: %s",
		    name);
	}
	td = dt_type_new(tt, DT_TY_TYPEDEF, dt_type_resolve(t)->ty_size,
	    name);
	td->ty_base = t;
	td->ty_align = dt_type_resolve(t)->ty_align;
	dt_type_define(tt, name, td);
	dt_cc_add_typename(cc, name);
}

/* ----------------------------------------------------------- inlines */

/* DTrace's name for the kind of identifier 'idp' in messages. */
static const char *
idkind_name(dt_sema_t *sm, dt_ident_t *idp)
{
	switch (idp->id_kind) {
	case DT_ID_ARRAY:
		return "associative array";
	case DT_ID_AGG:
		return "aggregation";
	case DT_ID_FUNC:
		return dt_sema_func_kind(idp) == 'a' ? "tracing function" :
		    dt_sema_func_kind(idp) == 'g' ? "aggregating function" :
		    "function";
	case DT_ID_CONST:
		return (idp->id_flags & DT_IDF_ENUM) ? "enumerator" : "scalar";
	default:
		return "scalar";
	}
}

/*
 * Define inline 'idp' from its INLINE node 'dnp': type, body, checks.
 * Integer constants become DT_ID_CONST (usable in constant expressions);
 * anything else keeps its cooked body, which codegen expands at every use.
 */
static void
inline_define(dt_sema_t *sm, dt_cc_t *cc, dt_ident_t *idp, dt_node_t *dnp)
{
	dt_typetab_t *tt = &sm->sm_types;
	const char *name = dnp->dn_name;
	const dt_xlator_t *dxp;
	dt_type_t *t, *et, *rt;
	int64_t v;

	t = dt_decl_type(sm, cc, dnp->dn_decl, dnp->dn_line);
	rt = dt_type_resolve(t);
	if (rt->ty_kind == DT_TY_VOID)
		dt_cc_error(cc, "D_DECL_VOIDOBJ", dnp->dn_line,
		    "cannot declare void inline: %s", name);
	if (is_sou(rt) && !rt->ty_complete)
		dt_cc_error(cc, "D_DECL_INCOMPLETE", dnp->dn_line,
		    "incomplete struct/union/enum %s: %s", dt_type_name(tt, t),
		    name);
	if (dnp->dn_args != NULL) {
		/* name[T key] = expr: key bound at each use, as a
		 * translator's input */
		dt_ident_t *save = sm->sm_xlparam, *par;

		par = dt_sema_ident_new(sm, dnp->dn_args->dn_name,
		    DT_ID_XLARG);
		par->id_type = dt_decl_type(sm, cc, dnp->dn_args->dn_decl,
		    dnp->dn_line);
		par->id_assigned = 1;
		par->id_vreg = -1;
		idp->id_param = par;
		sm->sm_xlparam = par;
		et = dt_sema_cook(sm, cc, dnp->dn_left);
		sm->sm_xlparam = save;
	} else {
		et = dt_sema_cook(sm, cc, dnp->dn_left);
	}
	if ((dxp = dt_xlate_source(dnp->dn_left)) != NULL) {
		dt_type_t *lt = rt->ty_kind == DT_TY_PTR ?
		    dt_type_resolve(rt->ty_base) : rt;

		if (lt != dt_type_resolve(dxp->dx_dst))
			dt_cc_error(cc, "D_OP_INCOMPAT", dnp->dn_line,
			    "inline %s definition uses incompatible types: "
			    "\"%s\" = \"%s\"", name, dt_type_name(tt, lt),
			    dt_type_name(tt, dxp->dx_dst));
	} else if (!dt_xlate_argcompat(t, et)) {
		dt_cc_error(cc, "D_OP_INCOMPAT", dnp->dn_line, "inline %s "
		    "definition uses incompatible types: \"%s\" = \"%s\"",
		    name, dt_type_name(tt, t), dt_type_name(tt, et));
	}
	if (idp->id_param == NULL && dt_type_is_integer(t) &&
	    dt_decl_fold(dnp->dn_left, &v)) {
		idp->id_kind = DT_ID_CONST;
		idp->id_value = fit(t, (uint64_t)v);
	} else {
		idp->id_kind = DT_ID_INLINE;
		idp->id_inline = dnp->dn_left;
	}
	idp->id_type = dt_type_is_string(t) ? tt->tt_string : t;
	idp->id_flags &= ~DT_IDF_LAZY;
}

/* inline T name = expr;  (in a library file: defined at its first use) */
void
dt_decl_inline(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp)
{
	const char *name = dnp->dn_name;
	dt_ident_t *idp = dt_htab_get(&sm->sm_globals, name);

	if (idp != NULL)
		dt_cc_error(cc, "D_DECL_IDRED", dnp->dn_line, "identifier "
		    "redefined: %s\n\t current: inline definition\n"
		    "\tprevious: %s %s", name, idkind_name(sm, idp),
		    (idp->id_flags & DT_IDF_INLINE) ? "inline" : "");
	if (strchr(name, '`') != NULL)
		dt_cc_error(cc, "D_DECL_SCOPE", dnp->dn_line, "D scoping "
		    "operator may not be used in a declaration name (%s)",
		    name);
	if (dnp->dn_args != NULL && (dnp->dn_args->dn_next != NULL ||
	    dnp->dn_args->dn_name == NULL))
		dt_cc_error(cc, "D_UNSUP", dnp->dn_line, "inline %s: inline "
		    "associative arrays take one named key", name);
	idp = dt_sema_ident_new(sm, name, DT_ID_INLINE);
	idp->id_flags = DT_IDF_INLINE;
	idp->id_line = dnp->dn_line;
	idp->id_assigned = 1;
	if (sm->sm_library) {
		idp->id_flags |= DT_IDF_LAZY;
		idp->id_inline = dnp;
	} else {
		inline_define(sm, cc, idp, dnp);
	}
	dt_htab_put(&sm->sm_globals, name, idp);
}

void
dt_decl_inline_resolve(dt_sema_t *sm, dt_cc_t *cc, dt_ident_t *idp)
{
	dt_node_t *dnp = idp->id_inline;
	int lib = sm->sm_library;
	dt_sclause_t *cur = sm->sm_cur;

	/* cooked as at its definition: outside any clause */
	idp->id_flags &= ~DT_IDF_LAZY;
	sm->sm_library = 0;
	sm->sm_cur = NULL;
	inline_define(sm, cc, idp, dnp);
	sm->sm_library = lib;
	sm->sm_cur = cur;
}

/*
 * btf.c - kernel types from BTF as D types (interface: btf.h), using
 * libbpf's BTF parser on the kernel BTF that probes/ loads once for the
 * whole process (dt_kbtf).  Conversion is lazy and per type: a struct's
 * members are converted when a member is first looked up, so naming
 * `struct task_struct` does not convert the whole kernel.
 */
#include <bpf/btf.h>
#include <stdio.h>
#include <string.h>

#include "../base/base.h"
#include "../probes/probes.h"
#include "btf.h"

static struct btf *
kernel_btf(void)
{
	return dt_kbtf();
}

int
dt_btf_available(void)
{
	return kernel_btf() != NULL;
}

/* Search 'id' (a struct/union) for 'member', descending into anonymous
 * members; returns the bit offset or -1. */
static long
find_member(const struct btf *btf, int id, const char *member)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const struct btf_member *m;
	int i;

	while (t != NULL && (btf_is_typedef(t) || btf_is_mod(t))) {
		id = (int)t->type;
		t = btf__type_by_id(btf, id);
	}
	if (t == NULL || !btf_is_composite(t))
		return -1;
	m = btf_members(t);
	for (i = 0; i < btf_vlen(t); i++, m++) {
		const char *n = btf__name_by_offset(btf, m->name_off);
		long off = (long)btf_member_bit_offset(t, (uint32_t)i);

		if (n != NULL && *n != '\0') {
			if (strcmp(n, member) == 0)
				return off;
			continue;
		}
		{
			long sub = find_member(btf, (int)m->type, member);

			if (sub >= 0)
				return off + sub;
		}
	}
	return -1;
}

int
dt_btf_member_offset(const char *sname, const char *member)
{
	struct btf *btf = kernel_btf();
	int id;
	long bits;

	if (btf == NULL)
		return -1;
	id = btf__find_by_name_kind(btf, sname, BTF_KIND_STRUCT);
	if (id < 0)
		return -1;
	bits = find_member(btf, id, member);
	return bits < 0 ? -1 : (int)(bits / 8);
}

int
dt_btf_member_bitoffset(const char *sname, const char *member)
{
	struct btf *btf = kernel_btf();
	int id;

	if (btf == NULL)
		return -1;
	id = btf__find_by_name_kind(btf, sname, BTF_KIND_STRUCT);
	if (id < 0)
		return -1;
	return (int)find_member(btf, id, member);
}

int
dt_btf_is_typename(const char *name)
{
	struct btf *btf = kernel_btf();

	if (btf == NULL)
		return 0;
	return btf__find_by_name_kind(btf, name, BTF_KIND_TYPEDEF) > 0 ||
	    btf__find_by_name_kind(btf, name, BTF_KIND_INT) > 0;
}

int
dt_btf_tp_nargs(const char *event)
{
	struct btf *btf = kernel_btf();
	const struct btf_type *t;
	char name[256];
	int id;

	snprintf(name, sizeof(name), "btf_trace_%s", event);
	if (btf == NULL ||
	    (id = btf__find_by_name_kind(btf, name, BTF_KIND_TYPEDEF)) <= 0)
		return -1;
	t = btf__type_by_id(btf, (uint32_t)id);		/* typedef */
	t = t != NULL ? btf__type_by_id(btf, t->type) : NULL;	/* pointer */
	t = t != NULL && btf_is_ptr(t) ? btf__type_by_id(btf, t->type) : NULL;
	if (t == NULL || !btf_is_func_proto(t))
		return -1;
	return btf_vlen(t) > 0 ? btf_vlen(t) - 1 : 0;	/* minus ctx */
}

/* ---------------------------------------------------------- conversion */

static dt_type_t *convert(dt_typetab_t *tt, int id);

static dt_type_t *
cached(dt_typetab_t *tt, int id)
{
	char key[16];

	snprintf(key, sizeof(key), "#%d", id);
	return dt_htab_get(&tt->tt_tags, key);
}

static void
cache(dt_typetab_t *tt, int id, dt_type_t *t)
{
	char *key = dt_arena_printf(tt->tt_arena, "#%d", id);

	dt_htab_put(&tt->tt_tags, key, t);
}

static dt_type_t *
convert(dt_typetab_t *tt, int id)
{
	struct btf *btf = kernel_btf();
	const struct btf_type *bt;
	const char *name;
	dt_type_t *t;

	if (id == 0)
		return tt->tt_void;
	if ((t = cached(tt, id)) != NULL)
		return t;
	bt = btf__type_by_id(btf, (uint32_t)id);
	if (bt == NULL)
		return tt->tt_void;
	name = btf__name_by_offset(btf, bt->name_off);
	switch (btf_kind(bt)) {
	case BTF_KIND_INT: {
		uint32_t enc = btf_int_encoding(bt);
		uint32_t sz = bt->size;

		if (enc & BTF_INT_BOOL) {
			t = tt->tt_bool;
		} else {
			int sgn = (enc & BTF_INT_SIGNED) != 0;

			/* plain "char" has no encoding in BTF: it is C's
			   char, signed on x86 (and printed as characters) */
			if (sz == 1 && strcmp(name, "char") == 0)
				sgn = 1;
			t = sz == 1 ? (sgn ? tt->tt_char : tt->tt_uchar) :
			    sz == 2 ? (sgn ? tt->tt_short : tt->tt_ushort) :
			    sz == 4 ? (sgn ? tt->tt_int : tt->tt_uint) :
			    sz == 8 ? (sgn ? tt->tt_long : tt->tt_ulong) :
			    NULL;
			if (t == NULL) {
				t = dt_type_new(tt, DT_TY_INT, sz,
				    dt_arena_strdup(tt->tt_arena, name));
				t->ty_signed = sgn;
				t->ty_rank = 5;
			}
		}
		break;
	}
	case BTF_KIND_PTR:
		t = dt_type_ptr(tt, tt->tt_void);
		cache(tt, id, t);	/* break cycles */
		t->ty_base = convert(tt, (int)bt->type);
		t->ty_name = NULL;
		return t;
	case BTF_KIND_ARRAY: {
		const struct btf_array *a = btf_array(bt);

		t = dt_type_array(tt, convert(tt, (int)a->type), a->nelems);
		break;
	}
	case BTF_KIND_STRUCT:
	case BTF_KIND_UNION:
	case BTF_KIND_FWD: {
		int is_union = btf_kind(bt) == BTF_KIND_UNION ||
		    (btf_kind(bt) == BTF_KIND_FWD && btf_kflag(bt));

		t = dt_type_new(tt, is_union ? DT_TY_UNION : DT_TY_STRUCT,
		    btf_kind(bt) == BTF_KIND_FWD ? 0 : bt->size,
		    *name ? dt_arena_printf(tt->tt_arena, "%s %s",
		    is_union ? "union" : "struct", name) :
		    (is_union ? "union <anon>" : "struct <anon>"));
		t->ty_align = 8;
		t->ty_btfid = id;
		t->ty_complete = btf_kind(bt) != BTF_KIND_FWD;
		t->ty_members = NULL;	/* converted lazily */
		break;
	}
	case BTF_KIND_ENUM:
		t = dt_type_new(tt, DT_TY_ENUM, bt->size ? bt->size : 4,
		    *name ? dt_arena_printf(tt->tt_arena, "enum %s", name) :
		    "enum <anon>");
		t->ty_signed = 1;
		t->ty_rank = 3;
		t->ty_btfid = id;
		break;
	case BTF_KIND_TYPEDEF:
		t = dt_type_new(tt, DT_TY_TYPEDEF, 0,
		    dt_arena_strdup(tt->tt_arena, name));
		cache(tt, id, t);
		t->ty_base = convert(tt, (int)bt->type);
		t->ty_size = dt_type_resolve(t)->ty_size;
		t->ty_btfid = id;
		return t;
	case BTF_KIND_VOLATILE:
	case BTF_KIND_CONST:
	case BTF_KIND_RESTRICT:
	case BTF_KIND_TYPE_TAG:
		t = convert(tt, (int)bt->type);
		break;
	case BTF_KIND_FUNC_PROTO:
		t = dt_type_new(tt, DT_TY_FUNC, 0, "function");
		break;
	case BTF_KIND_FLOAT:
		t = bt->size == 4 ? tt->tt_float : bt->size == 8 ?
		    tt->tt_double : tt->tt_ldouble;
		break;
	default:
		t = tt->tt_void;
		break;
	}
	cache(tt, id, t);
	return t;
}

void
dt_btf_members(dt_typetab_t *tt, dt_type_t *t)
{
	struct btf *btf = kernel_btf();
	const struct btf_type *bt;
	const struct btf_member *m;
	dt_member_t **tail;
	int i;

	if (t->ty_btfid == 0 || t->ty_members != NULL || btf == NULL ||
	    (t->ty_kind != DT_TY_STRUCT && t->ty_kind != DT_TY_UNION))
		return;
	bt = btf__type_by_id(btf, (uint32_t)t->ty_btfid);
	if (bt == NULL || !btf_is_composite(bt))
		return;
	tail = &t->ty_members;
	m = btf_members(bt);
	for (i = 0; i < btf_vlen(bt); i++, m++) {
		dt_member_t *mb = dt_arena_alloc(tt->tt_arena, sizeof(*mb));
		uint32_t bitoff = btf_member_bit_offset(bt, (uint32_t)i);
		uint32_t bits = btf_member_bitfield_size(bt, (uint32_t)i);
		const char *n = btf__name_by_offset(btf, m->name_off);

		mb->mb_name = n && *n ? dt_arena_strdup(tt->tt_arena, n) : "";
		mb->mb_type = convert(tt, (int)m->type);
		mb->mb_bits = (uint8_t)bits;
		if (bits != 0) {
			/* bit-field: the containing unit of its type */
			uint32_t usz = dt_type_resolve(mb->mb_type)->ty_size;

			if (usz == 0)
				usz = 4;
			mb->mb_off = (bitoff / 8) & ~(usz - 1);
			mb->mb_bitoff = (uint8_t)(bitoff - mb->mb_off * 8);
		} else {
			mb->mb_off = bitoff / 8;
		}
		*tail = mb;
		tail = &mb->mb_next;
	}
}

dt_type_t *
dt_btf_lookup(dt_typetab_t *tt, dt_tykind_t kind, const char *name)
{
	struct btf *btf = kernel_btf();
	int id = -1;

	if (btf == NULL)
		return NULL;
	switch (kind) {
	case DT_TY_STRUCT:
		id = btf__find_by_name_kind(btf, name, BTF_KIND_STRUCT);
		break;
	case DT_TY_UNION:
		id = btf__find_by_name_kind(btf, name, BTF_KIND_UNION);
		break;
	case DT_TY_ENUM:
		id = btf__find_by_name_kind(btf, name, BTF_KIND_ENUM);
		break;
	case DT_TY_TYPEDEF:
		id = btf__find_by_name_kind(btf, name, BTF_KIND_TYPEDEF);
		if (id <= 0)
			id = btf__find_by_name_kind(btf, name, BTF_KIND_INT);
		break;
	default:
		return NULL;
	}
	return id > 0 ? convert(tt, id) : NULL;
}

void
dt_btf_release(void)
{
	dt_kbtf_release();
}

dt_type_t *
dt_btf_type(dt_typetab_t *tt, int id)
{
	if (id <= 0 || kernel_btf() == NULL)
		return NULL;
	return convert(tt, id);
}

dt_type_t *
dt_btf_var_type(dt_typetab_t *tt, const char *name)
{
	struct btf *btf = kernel_btf();
	const struct btf_type *bt;
	int id;

	if (btf == NULL)
		return NULL;
	id = btf__find_by_name_kind(btf, name, BTF_KIND_VAR);
	if (id <= 0 || (bt = btf__type_by_id(btf, (uint32_t)id)) == NULL)
		return NULL;
	return convert(tt, (int)bt->type);
}

int
dt_btf_percpu_var(const char *name)
{
	struct btf *btf = kernel_btf();
	const struct btf_type *bt;
	int id, n, i;

	if (btf == NULL)
		return 0;
	id = btf__find_by_name_kind(btf, ".data..percpu", BTF_KIND_DATASEC);
	if (id <= 0 || (bt = btf__type_by_id(btf, (uint32_t)id)) == NULL)
		return 0;
	n = btf_vlen(bt);
	for (i = 0; i < n; i++) {
		const struct btf_var_secinfo *vs = btf_var_secinfos(bt) + i;
		const struct btf_type *vt = btf__type_by_id(btf, vs->type);

		if (vt != NULL && strcmp(btf__name_by_offset(btf,
		    vt->name_off), name) == 0)
			return (int)vs->type;
	}
	return 0;
}

void
dt_btf_enumerators(dt_typetab_t *tt, dt_type_t *t)
{
	struct btf *btf = kernel_btf();
	const struct btf_type *bt;
	dt_member_t **tail;
	int i;

	if (t->ty_btfid == 0 || t->ty_members != NULL || btf == NULL ||
	    t->ty_kind != DT_TY_ENUM)
		return;
	bt = btf__type_by_id(btf, (uint32_t)t->ty_btfid);
	if (bt == NULL || !btf_is_enum(bt))
		return;
	tail = &t->ty_members;
	for (i = 0; i < btf_vlen(bt); i++) {
		const struct btf_enum *e = btf_enum(bt) + i;
		dt_member_t *mb = dt_arena_alloc(tt->tt_arena, sizeof(*mb));

		mb->mb_name = dt_arena_strdup(tt->tt_arena,
		    btf__name_by_offset(btf, e->name_off));
		mb->mb_type = t;
		mb->mb_off = (uint32_t)e->val;
		*tail = mb;
		tail = &mb->mb_next;
	}
}

long
dt_btf_percpu_offset(const char *name)
{
	struct btf *btf = kernel_btf();
	const struct btf_type *ds;
	const struct btf_var_secinfo *vs;
	int id, i;

	if (btf == NULL)
		return -1;
	id = btf__find_by_name_kind(btf, ".data..percpu", BTF_KIND_DATASEC);
	if (id <= 0 || (ds = btf__type_by_id(btf, (uint32_t)id)) == NULL)
		return -1;
	vs = btf_var_secinfos(ds);
	for (i = 0; i < btf_vlen(ds); i++, vs++) {
		const struct btf_type *v = btf__type_by_id(btf, vs->type);

		if (v != NULL && btf_is_var(v) &&
		    strcmp(btf__name_by_offset(btf, v->name_off), name) == 0)
			return (long)vs->offset;
	}
	return -1;
}

int
dt_btf_kind_id(const char *name, int kind)
{
	struct btf *btf = kernel_btf();
	int id;

	if (btf == NULL)
		return -1;
	id = btf__find_by_name_kind(btf, name, (uint32_t)kind);
	return id > 0 ? id : -1;
}

/*
 * types.c - the D type table: predefined C types (LP64), D strings,
 * derived pointer/array types, C conversion rules.  Interface: types.h.
 */
#include <string.h>

#include "ast.h"
#include "types.h"

dt_type_t *
dt_type_new(dt_typetab_t *tt, dt_tykind_t k, uint32_t size, const char *name)
{
	dt_type_t *t = dt_arena_alloc(tt->tt_arena, sizeof(*t));

	t->ty_kind = k;
	t->ty_size = size;
	t->ty_align = size > 8 ? 8 : (size ? size : 1);
	t->ty_name = name;
	t->ty_complete = 1;
	return t;
}

static dt_type_t *
int_type(dt_typetab_t *tt, uint32_t size, int sgn, int rank, const char *name)
{
	dt_type_t *t = dt_type_new(tt, DT_TY_INT, size, name);

	t->ty_signed = sgn;
	t->ty_rank = rank;
	dt_type_define(tt, name, t);
	return t;
}

static void
typedef_int(dt_typetab_t *tt, const char *name, dt_type_t *base)
{
	dt_type_t *t = dt_type_new(tt, DT_TY_TYPEDEF, base->ty_size, name);

	t->ty_base = base;
	dt_type_define(tt, name, t);
}

void
dt_typetab_init(dt_typetab_t *tt, dt_arena_t *ap, uint32_t strsize)
{
	memset(tt, 0, sizeof(*tt));
	tt->tt_arena = ap;
	tt->tt_strsize = strsize;
	dt_htab_init(&tt->tt_named);
	dt_htab_init(&tt->tt_tags);

	tt->tt_void = dt_type_new(tt, DT_TY_VOID, 0, "void");
	dt_type_define(tt, "void", tt->tt_void);
	tt->tt_char = int_type(tt, 1, 1, 1, "char");
	tt->tt_schar = int_type(tt, 1, 1, 1, "signed char");
	tt->tt_uchar = int_type(tt, 1, 0, 1, "unsigned char");
	tt->tt_short = int_type(tt, 2, 1, 2, "short");
	tt->tt_ushort = int_type(tt, 2, 0, 2, "unsigned short");
	tt->tt_int = int_type(tt, 4, 1, 3, "int");
	tt->tt_uint = int_type(tt, 4, 0, 3, "unsigned int");
	tt->tt_long = int_type(tt, 8, 1, 4, "long");
	tt->tt_ulong = int_type(tt, 8, 0, 4, "unsigned long");
	tt->tt_llong = int_type(tt, 8, 1, 5, "long long");
	tt->tt_ullong = int_type(tt, 8, 0, 5, "unsigned long long");
	tt->tt_bool = int_type(tt, 1, 0, 0, "_Bool");
	tt->tt_float = dt_type_new(tt, DT_TY_FLOAT, 4, "float");
	tt->tt_double = dt_type_new(tt, DT_TY_FLOAT, 8, "double");
	tt->tt_ldouble = dt_type_new(tt, DT_TY_FLOAT, 16, "long double");
	tt->tt_ldouble->ty_align = 16;	/* x86-64 ABI, as in C's layout */
	tt->tt_string = dt_type_string(tt, strsize);
	tt->tt_voidp = dt_type_ptr(tt, tt->tt_void);
	tt->tt_charp = dt_type_ptr(tt, tt->tt_char);

	typedef_int(tt, "int8_t", tt->tt_schar);
	typedef_int(tt, "int16_t", tt->tt_short);
	typedef_int(tt, "int32_t", tt->tt_int);
	typedef_int(tt, "int64_t", tt->tt_long);
	typedef_int(tt, "uint8_t", tt->tt_uchar);
	typedef_int(tt, "uint16_t", tt->tt_ushort);
	typedef_int(tt, "uint32_t", tt->tt_uint);
	typedef_int(tt, "uint64_t", tt->tt_ulong);
	typedef_int(tt, "intptr_t", tt->tt_long);
	typedef_int(tt, "uintptr_t", tt->tt_ulong);
	typedef_int(tt, "ssize_t", tt->tt_long);
	typedef_int(tt, "size_t", tt->tt_ulong);
	typedef_int(tt, "ptrdiff_t", tt->tt_long);
	typedef_int(tt, "uchar_t", tt->tt_uchar);
	typedef_int(tt, "ushort_t", tt->tt_ushort);
	typedef_int(tt, "uint_t", tt->tt_uint);
	typedef_int(tt, "ulong_t", tt->tt_ulong);
	typedef_int(tt, "u_longlong_t", tt->tt_ullong);
	typedef_int(tt, "longlong_t", tt->tt_llong);
	typedef_int(tt, "id_t", tt->tt_int);
	typedef_int(tt, "pid_t", tt->tt_int);
	typedef_int(tt, "uid_t", tt->tt_uint);
	typedef_int(tt, "gid_t", tt->tt_uint);
	typedef_int(tt, "dev_t", tt->tt_ulong);
	typedef_int(tt, "off_t", tt->tt_long);
	typedef_int(tt, "time_t", tt->tt_long);
	typedef_int(tt, "hrtime_t", tt->tt_llong);
	typedef_int(tt, "processorid_t", tt->tt_int);
	typedef_int(tt, "major_t", tt->tt_uint);
	typedef_int(tt, "minor_t", tt->tt_uint);
	typedef_int(tt, "mode_t", tt->tt_uint);
	typedef_int(tt, "boolean_t", tt->tt_int);
	typedef_int(tt, "zoneid_t", tt->tt_int);
	typedef_int(tt, "taskid_t", tt->tt_int);
	typedef_int(tt, "projid_t", tt->tt_int);
	typedef_int(tt, "psetid_t", tt->tt_int);
	typedef_int(tt, "chipid_t", tt->tt_int);
	typedef_int(tt, "lgrp_id_t", tt->tt_int);
	{
		dt_type_t *t = dt_type_new(tt, DT_TY_TYPEDEF, 8, "caddr_t");

		t->ty_base = tt->tt_charp;
		dt_type_define(tt, "caddr_t", t);
	}
}

dt_type_t *
dt_type_ptr(dt_typetab_t *tt, dt_type_t *base)
{
	dt_type_t *t = dt_type_new(tt, DT_TY_PTR, 8, NULL);

	t->ty_base = base;
	return t;
}

dt_type_t *
dt_type_array(dt_typetab_t *tt, dt_type_t *base, uint32_t n)
{
	dt_type_t *t = dt_type_new(tt, DT_TY_ARRAY, base->ty_size * n, NULL);

	t->ty_base = base;
	t->ty_nelems = n;
	t->ty_align = base->ty_align;
	return t;
}

dt_type_t *
dt_type_string(dt_typetab_t *tt, uint32_t cap)
{
	dt_type_t *t = dt_type_new(tt, DT_TY_STRING, cap, "string");

	t->ty_align = 1;
	return t;
}

dt_type_t *
dt_type_lookup(dt_typetab_t *tt, const char *name)
{
	return dt_htab_get(&tt->tt_named, name);
}

void
dt_type_define(dt_typetab_t *tt, const char *name, dt_type_t *t)
{
	dt_htab_put(&tt->tt_named, name, t);
}

dt_type_t *
dt_type_resolve(dt_type_t *t)
{
	dt_type_t *r = t;

	if (t == NULL || t->ty_kind != DT_TY_TYPEDEF)
		return t;
	if (t->ty_final != NULL)
		return t->ty_final;
	while (r != NULL && r->ty_kind == DT_TY_TYPEDEF)
		r = r->ty_final != NULL ? r->ty_final : r->ty_base;
	t->ty_final = r;	/* NULL while a BTF cycle is converted */
	return r;
}

const char *
dt_type_name(dt_typetab_t *tt, dt_type_t *t)
{
	if (t == NULL)
		return "(unknown)";
	if (t->ty_name != NULL)
		return t->ty_name;
	switch (t->ty_kind) {
	case DT_TY_PTR: {
		const char *b = dt_type_name(tt, t->ty_base);
		size_t n = strlen(b);

		t->ty_name = dt_arena_printf(tt->tt_arena, "%s%s*", b,
		    n > 0 && b[n - 1] == '*' ? "" : " ");
		return t->ty_name;
	}
	case DT_TY_ARRAY:
		t->ty_name = dt_arena_printf(tt->tt_arena, "%s [%u]",
		    dt_type_name(tt, t->ty_base), t->ty_nelems);
		return t->ty_name;
	default:
		return "(unknown)";
	}
}

int
dt_type_is_integer(dt_type_t *t)
{
	t = dt_type_resolve(t);
	return t != NULL && (t->ty_kind == DT_TY_INT || t->ty_kind == DT_TY_ENUM);
}

int
dt_type_is_pointer(dt_type_t *t)
{
	t = dt_type_resolve(t);
	return t != NULL && t->ty_kind == DT_TY_PTR;
}

int
dt_type_is_arith(dt_type_t *t)
{
	t = dt_type_resolve(t);
	return dt_type_is_integer(t) || (t != NULL && t->ty_kind == DT_TY_FLOAT);
}

int
dt_type_is_scalar(dt_type_t *t)
{
	return dt_type_is_integer(t) || dt_type_is_pointer(t);
}

int
dt_type_is_string(dt_type_t *t)
{
	t = dt_type_resolve(t);
	return t != NULL && t->ty_kind == DT_TY_STRING;
}

int
dt_type_is_charp(dt_type_t *t)
{
	dt_type_t *b;

	t = dt_type_resolve(t);
	if (t == NULL || (t->ty_kind != DT_TY_PTR && t->ty_kind != DT_TY_ARRAY))
		return 0;
	b = dt_type_resolve(t->ty_base);
	return b != NULL && b->ty_kind == DT_TY_INT && b->ty_size == 1;
}

int
dt_type_is_voidp(dt_type_t *t)
{
	t = dt_type_resolve(t);
	return t != NULL && t->ty_kind == DT_TY_PTR &&
	    dt_type_resolve(t->ty_base) != NULL &&
	    dt_type_resolve(t->ty_base)->ty_kind == DT_TY_VOID;
}

int
dt_type_same(dt_type_t *a, dt_type_t *b)
{
	a = dt_type_resolve(a);
	b = dt_type_resolve(b);
	if (a == b)
		return 1;
	if (a == NULL || b == NULL || a->ty_kind != b->ty_kind)
		return 0;
	switch (a->ty_kind) {
	case DT_TY_INT:
		return a->ty_size == b->ty_size && a->ty_signed == b->ty_signed;
	case DT_TY_STRING:
	case DT_TY_VOID:
		return 1;
	case DT_TY_FLOAT:
		return a->ty_size == b->ty_size;
	case DT_TY_PTR:
		return dt_type_same(a->ty_base, b->ty_base);
	case DT_TY_ARRAY:
		return a->ty_nelems == b->ty_nelems &&
		    dt_type_same(a->ty_base, b->ty_base);
	default:
		return a->ty_btfid != 0 && a->ty_btfid == b->ty_btfid;
	}
}

dt_type_t *
dt_type_promote(dt_typetab_t *tt, dt_type_t *t)
{
	t = dt_type_resolve(t);
	if (t->ty_kind == DT_TY_ENUM)
		return tt->tt_int;
	if (t->ty_kind == DT_TY_INT && t->ty_size < 4)
		return tt->tt_int;
	return t;
}

dt_type_t *
dt_type_arith(dt_typetab_t *tt, dt_type_t *a, dt_type_t *b)
{
	a = dt_type_promote(tt, a);
	b = dt_type_promote(tt, b);
	if (a->ty_kind != DT_TY_INT || b->ty_kind != DT_TY_INT)
		return a->ty_kind == DT_TY_FLOAT ? a : b;
	if (a->ty_signed == b->ty_signed)
		return a->ty_rank >= b->ty_rank ? a : b;
	{
		dt_type_t *u = a->ty_signed ? b : a, *s = a->ty_signed ? a : b;

		if (u->ty_rank >= s->ty_rank)
			return u;
		if (s->ty_size > u->ty_size)
			return s;
		/* same size, signed has higher rank: its unsigned version */
		return s->ty_size == 8 ? (s->ty_rank == 5 ? tt->tt_ullong :
		    tt->tt_ulong) : tt->tt_uint;
	}
}

dt_type_t *
dt_type_intlit(dt_typetab_t *tt, uint64_t v, unsigned flags)
{
	dt_type_t *cand[6] = { tt->tt_int, tt->tt_uint, tt->tt_long,
	    tt->tt_ulong, tt->tt_llong, tt->tt_ullong };
	static const uint64_t max[6] = { 0x7fffffffull, 0xffffffffull,
	    0x7fffffffffffffffull, 0xffffffffffffffffull,
	    0x7fffffffffffffffull, 0xffffffffffffffffull };
	int i = 0, step;

	if (flags & DT_NF_UNSIGNED)
		i += 1;
	if (flags & DT_NF_LONGLONG)
		i += 4;
	else if (flags & DT_NF_LONG)
		i += 2;
	step = (!(flags & DT_NF_NONDEC) || (flags & DT_NF_UNSIGNED)) ? 2 : 1;
	for (; i < 6; i += step)
		if (v <= max[i])
			return cand[i];
	return NULL;
}

/*
 * types.h - D types: C integer types with LP64 sizes, string, pointers,
 * arrays, structs/unions/enums, and kernel types from BTF.  Used by sema
 * and codegen.  Types live in the compile arena and are compared by
 * structure (dt_type_same) except for struct/union/enum, which compare
 * by identity.
 *
 * Invariants: ty_size is the storage size in bytes (string: its
 * capacity, including the NUL); a TYPEDEF type forwards every query to
 * ty_base through dt_type_resolve().
 */
#ifndef DT_TYPES_H
#define DT_TYPES_H

#include <stddef.h>
#include <stdint.h>

#include "../base/base.h"

typedef enum dt_tykind {
	DT_TY_VOID,
	DT_TY_INT,		/* integer or enum-like: ty_size, ty_signed */
	DT_TY_FLOAT,
	DT_TY_STRING,		/* D string of ty_size bytes */
	DT_TY_PTR,		/* ty_base = pointee */
	DT_TY_ARRAY,		/* ty_base = element, ty_nelems */
	DT_TY_STRUCT,
	DT_TY_UNION,
	DT_TY_ENUM,		/* size 4, signed */
	DT_TY_FUNC,		/* ty_base = return type */
	DT_TY_TYPEDEF		/* ty_base = target */
} dt_tykind_t;

typedef struct dt_type dt_type_t;

typedef struct dt_member {
	const char *mb_name;
	dt_type_t *mb_type;
	uint32_t mb_off;	/* byte offset */
	uint8_t mb_bitoff;	/* bit offset inside for bit-fields */
	uint8_t mb_bits;	/* 0 when not a bit-field */
	struct dt_member *mb_next;
} dt_member_t;

struct dt_type {
	dt_tykind_t ty_kind;
	uint32_t ty_size;
	uint32_t ty_align;
	int ty_signed;
	int ty_rank;		/* integer conversion rank: char 1 .. llong 5 */
	int ty_user;		/* userland pointer (user address space) */
	const char *ty_name;	/* spelling for messages ("unsigned long") */
	dt_type_t *ty_base;
	uint32_t ty_nelems;
	dt_member_t *ty_members;
	int ty_btfid;		/* kernel BTF type id, 0 for D types */
	int ty_complete;	/* struct/union body known */
	dt_type_t *ty_final;	/* typedefs: what dt_type_resolve() found
				   (chains of typedefs resolve once) */
	int ty_symkind;		/* typedefs of stack(), sym()...: the
				   dt_rkind_t (bpf/prog.h) of their records,
				   0 for other types */
};

/* Predefined types, created once per type table. */
typedef struct dt_typetab {
	dt_arena_t *tt_arena;
	dt_htab_t tt_named;	/* typedef and builtin names -> type */
	dt_htab_t tt_tags;	/* "struct x" / "union x" / "enum x" -> type */
	uint32_t tt_strsize;
	dt_type_t *tt_void, *tt_char, *tt_schar, *tt_uchar, *tt_short,
	    *tt_ushort, *tt_int, *tt_uint, *tt_long, *tt_ulong, *tt_llong,
	    *tt_ullong, *tt_bool, *tt_float, *tt_double, *tt_ldouble,
	    *tt_string, *tt_voidp, *tt_charp;
} dt_typetab_t;

void dt_typetab_init(dt_typetab_t *tt, dt_arena_t *ap, uint32_t strsize);

dt_type_t *dt_type_new(dt_typetab_t *tt, dt_tykind_t k, uint32_t size,
    const char *name);
dt_type_t *dt_type_ptr(dt_typetab_t *tt, dt_type_t *base);
dt_type_t *dt_type_array(dt_typetab_t *tt, dt_type_t *base, uint32_t n);
dt_type_t *dt_type_string(dt_typetab_t *tt, uint32_t cap);
dt_type_t *dt_type_lookup(dt_typetab_t *tt, const char *name);
void dt_type_define(dt_typetab_t *tt, const char *name, dt_type_t *t);

/* Strip typedefs. */
dt_type_t *dt_type_resolve(dt_type_t *t);
/* Name for messages: "int", "char *", "string", "struct foo". */
const char *dt_type_name(dt_typetab_t *tt, dt_type_t *t);

int dt_type_is_integer(dt_type_t *t);	/* int, enum, bool */
int dt_type_is_pointer(dt_type_t *t);
int dt_type_is_arith(dt_type_t *t);	/* integer or float */
int dt_type_is_scalar(dt_type_t *t);	/* integer or pointer */
int dt_type_is_string(dt_type_t *t);
int dt_type_is_charp(dt_type_t *t);	/* char * / char[] */
int dt_type_is_voidp(dt_type_t *t);	/* void * */
int dt_type_same(dt_type_t *a, dt_type_t *b);

/* Integer promotion and usual arithmetic conversions (C rules, LP64). */
dt_type_t *dt_type_promote(dt_typetab_t *tt, dt_type_t *t);
dt_type_t *dt_type_arith(dt_typetab_t *tt, dt_type_t *a, dt_type_t *b);
/* Integer literal type per docs/language.md §1.5, NULL if none fits. */
dt_type_t *dt_type_intlit(dt_typetab_t *tt, uint64_t v, unsigned flags);

#endif /* DT_TYPES_H */

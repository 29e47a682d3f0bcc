/*
 * btf.h - the running kernel's types, from BTF (/sys/kernel/btf/vmlinux),
 * as D types.  The BTF is probes/'s one copy (dt_kbtf), parsed only on
 * first use, so programs that name no kernel type start without paying
 * for it (about 40 ms here).
 * Used by sema (kernel types in casts, curthread, member access) and
 * codegen (structure offsets).
 */
#ifndef DT_BTF_H
#define DT_BTF_H

#include "types.h"

/* Byte offset of 'member' in 'struct sname', or -1 if unknown. */
int dt_btf_member_offset(const char *sname, const char *member);
/* The same in bits (bitfields), -1 if unknown. */
int dt_btf_member_bitoffset(const char *sname, const char *member);
/* Offset of per-CPU variable 'name' in the kernel's per-CPU area (its
   place in BTF's .data..percpu section), or -1 if unknown. */
long dt_btf_percpu_offset(const char *name);
/* The kernel BTF id of 'name' of BTF_KIND_* 'kind', or -1. */
int dt_btf_kind_id(const char *name, int kind);
/* Does the kernel have a typedef (or base type) called 'name'? */
int dt_btf_is_typename(const char *name);
/* Parameters of tracepoint 'event' (e.g. "sched_process_exit") after the
 * context, from its btf_trace_<event> prototype; -1 when unknown. */
int dt_btf_tp_nargs(const char *event);
/*
 * The D type for kernel type 'name' of kind DT_TY_STRUCT, DT_TY_UNION,
 * DT_TY_ENUM or DT_TY_TYPEDEF (typedefs and base types), or NULL.
 */
dt_type_t *dt_btf_lookup(dt_typetab_t *tt, dt_tykind_t kind,
    const char *name);
/* Fill in the members of a kernel struct/union type (idempotent). */
void dt_btf_members(dt_typetab_t *tt, dt_type_t *t);
/* Fill in the enumerators of a kernel enum type as D enums have them
 * (ty_members, mb_off = value; idempotent). */
void dt_btf_enumerators(dt_typetab_t *tt, dt_type_t *t);
/* The D type of vmlinux BTF type 'id' (probe arguments), or NULL. */
dt_type_t *dt_btf_type(dt_typetab_t *tt, int id);
/* The type of kernel variable 'name' (BTF VAR), or NULL. */
dt_type_t *dt_btf_var_type(dt_typetab_t *tt, const char *name);
/* BTF id of per-CPU variable 'name' (a VAR of the .data..percpu
   section), else 0. */
int dt_btf_percpu_var(const char *name);
/* Is kernel BTF available at all? */
int dt_btf_available(void);
/* Release the cached BTF (at exit; dt_kbtf_release). */
void dt_btf_release(void);

#endif /* DT_BTF_H */

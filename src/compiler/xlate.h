/*
 * xlate.h - translators (private to compiler/): translator definitions,
 * xlate<T>(expr), members of translated data, and the translated
 * arguments of providers (dt_probe_t.pr_xargtypes).  Implemented in
 * xlate.c; what codegen reads of them (dt_xlator_t, dt_xlmember_t,
 * dt_xlate_source, dt_xlate_input) is declared in compiler.h.
 *
 * A translator's member expressions are cooked once, at the definition,
 * with the input parameter as a DT_ID_XLARG identifier.  A use such as
 * xlate<psinfo_t *>(curthread)->pr_pid is a MEMBER node flagged
 * DT_NF_XLMEMB whose dn_aux names the translator and the member's
 * expression; codegen evaluates the input (dt_xlate_input), binds the
 * parameter to it and generates that one member expression, so only the
 * members a program references are ever computed.
 */
#ifndef DT_XLATE_H
#define DT_XLATE_H

#include "sema.h"

/* translator T < S name > { m = expr; ... }; */
void dt_xlate_define(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp);
/* xlate<T>(expr): types the XLATE node (dn_aux = the translator). */
dt_type_t *dt_xlate_cook(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp);
/* MEMBER 'dnp' of translated data (member 'mb' of the output type). */
dt_type_t *dt_xlate_member(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp,
    const dt_xlator_t *dxp, dt_member_t *mb);
/*
 * The translator from 'src' to output struct/union 'dst' (exact input
 * type first, then a compatible one), or NULL.
 */
const dt_xlator_t *dt_xlate_lookup(dt_sema_t *sm, dt_cc_t *cc,
    dt_type_t *src, dt_type_t *dst);
/* The same for xlate<T>'s T: a struct/union or a pointer to one (else
   NULL). */
const dt_xlator_t *dt_xlate_to(dt_sema_t *sm, dt_cc_t *cc, dt_type_t *src,
    dt_type_t *t);
/* A C type name ("struct task_struct *", "psinfo_t *") as a D type, or
   NULL when some part of it is unknown. */
dt_type_t *dt_xlate_typename(dt_sema_t *sm, const char *name);
/* Are values of type 'rt' assignable to 'lt' as DTrace's argument rules
   say (inline and translator member definitions)? */
int dt_xlate_argcompat(dt_type_t *lt, dt_type_t *rt);

#endif /* DT_XLATE_H */

/*
 * sema.h - semantic analysis: resolves identifiers, assigns types to every
 * expression node, checks D's typing rules, collects variables,
 * aggregations and the probes each clause enables.  Stage: parser -> sema
 * -> codegen.  Private to compiler/: the typed program it produces
 * (dt_sema_t, identifiers, clauses) is declared in compiler.h.
 */
#ifndef DT_SEMA_H
#define DT_SEMA_H

#include "cc.h"
#include "compiler.h"
#include "types.h"

/*
 * compiler/act.c: argument checks and result type of the actions
 * tracemem() ... breakpoint() (DT_F_TRACEMEM .. DT_F_BREAKPOINT), whose
 * arguments are already typed; system() and freopen() are checked as
 * printf() is, by sema.c.
 */
dt_type_t *dt_sema_cook_act(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call);

/* Analyse one parsed program text; errors longjmp through 'cc'. */
void dt_sema_program(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *prog);

#endif /* DT_SEMA_H */

/*
 * decl.h - declarations inside sema (private to compiler/): type names to
 * D types, struct/union/enum definitions with their C layout, typedefs,
 * integer constant expressions.  Implemented in decl.c; used by sema.c
 * and xlate.c.
 */
#ifndef DT_DECL_H
#define DT_DECL_H

#include "sema.h"

/*
 * The D type named by 'dd' (specifiers plus declarator), defining any
 * struct/union/enum body it carries.  Errors longjmp through 'cc'.
 */
dt_type_t *dt_decl_type(dt_sema_t *sm, dt_cc_t *cc, dt_decl_t *dd, int line);

/* typedef 'name' for 't' (sema_decl of a typedef). */
void dt_decl_typedef(dt_sema_t *sm, dt_cc_t *cc, const char *name,
    dt_type_t *t, int line);

/* inline T name = expr; */
void dt_decl_inline(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp);
/* Define a library inline (DT_IDF_LAZY) at its first use. */
void dt_decl_inline_resolve(dt_sema_t *sm, dt_cc_t *cc, dt_ident_t *idp);

/* 'a' action, 's' subroutine, 'g' aggregating function (sema.c). */
int dt_sema_func_kind(dt_ident_t *idp);

/*
 * Cook 'dnp' and fold it to an integer constant in *vp; returns 0 when it
 * is not an integer constant expression.  Division by zero is an error.
 */
int dt_decl_const(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp, int64_t *vp);

/* Fold an already cooked expression (no errors); 0 if not constant. */
int dt_decl_fold(dt_node_t *dnp, int64_t *vp);

/* Cook one expression outside a clause (sema.c). */
dt_type_t *dt_sema_cook(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *dnp);

/* A new identifier in the compile arena (sema.c). */
dt_ident_t *dt_sema_ident_new(dt_sema_t *sm, const char *name, dt_idkind_t k);

#endif /* DT_DECL_H */

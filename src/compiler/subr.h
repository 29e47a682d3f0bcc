/*
 * subr.h - D subroutines (strjoin, substr, index, inet_ntoa, rand, ...):
 * the table and their semantic checks (compiler/subr.c), and their code
 * generation (codegen/subr.c, declared in codegen/cg.h as dt_cg_subr).
 * Actions (trace, printf, ...) and aggregating functions are not here.
 *
 * Recipe for a new subroutine: add a DT_SUBR_* id and a table row in
 * compiler/subr.c, type-check its arguments in dt_subr_cook(), emit its
 * code in codegen/subr.c, add golden tests under tests/d/subr/.
 */
#ifndef DT_SUBR_H
#define DT_SUBR_H

#include "sema.h"

typedef enum dt_subr_id {
	DT_SUBR_RAND,
	DT_SUBR_NSUBRS
} dt_subr_id_t;

typedef struct dt_subr {
	const char *sb_name;
	dt_subr_id_t sb_id;
	int sb_minargs;
	int sb_maxargs;		/* -1: any number */
} dt_subr_t;

/* The subroutine called 'name', or NULL. */
const dt_subr_t *dt_subr_lookup(const char *name);

/*
 * Check the (already typed) arguments of 'call' and return the result
 * type; errors through dt_cc_error() with DTrace's messages (argument
 * count is checked by the caller against sb_minargs/sb_maxargs).
 */
dt_type_t *dt_subr_cook(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call,
    const dt_subr_t *sb);

#endif /* DT_SUBR_H */

/*
 * subr.h - D subroutines (strjoin, substr, index, inet_ntoa, rand, ...):
 * the table and their semantic checks (compiler/subr.c), private to
 * compiler/; their ids (dt_subr_id_t) are in compiler.h, for their code
 * generation (codegen/subr.c, declared in codegen/cg.h as dt_cg_subr).
 * Actions (trace, printf, ...) and aggregating functions are not here.
 *
 * Recipe for a new subroutine: add a DT_SUBR_* id (compiler.h) and a
 * table row in compiler/subr.c (argument kinds and prototype spellings),
 * emit its code in codegen/subr.c, add golden tests under tests/d/subr/.
 */
#ifndef DT_SUBR_H
#define DT_SUBR_H

#include "sema.h"

/*
 * Argument kinds (one letter per parameter in sb_kinds):
 *   s  string: string, char * or char[] (void * is accepted as char *)
 *   t  strtok's first argument: a string, or an integer/pointer where
 *      0 (NULL) continues the previous scan
 *   c  char, i  any integer, a  integer or pointer (an address),
 *   p  any pointer
 */
typedef struct dt_subr {
	const char *sb_name;
	dt_subr_id_t sb_id;
	int sb_minargs;
	int sb_maxargs;		/* -1: any number */
	const char *sb_ret;	/* result type name ("string", "void *") */
	const char *sb_kinds;	/* argument kinds, see above */
	const char *sb_proto[3];	/* parameter types for messages */
} dt_subr_t;

/*
 * Why the DTrace subroutine 'name' cannot exist on Linux (msgsize,
 * ddi_pathname, ...), or NULL.
 */
const char *dt_subr_nolinux(const char *name);

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

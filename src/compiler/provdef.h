/*
 * provdef.h - USDT provider definitions inside the compiler (provdef.c):
 * sema hands each provider block of a program to dt_provdef_node().  The
 * model and dt_provdefs_add() for `dtrace -h`/`-G` are in compiler.h.
 */
#ifndef DT_PROVDEF_H
#define DT_PROVDEF_H

#include "ast.h"
#include "cc.h"
#include "compiler.h"

/* Add the provider of program item 'dnp' (DT_NODE_PROVIDER) to 'pd',
 * checked as dt_provdefs_add() does (errors through 'cc'). */
void dt_provdef_node(dt_provdefs_t *pd, dt_cc_t *cc, const dt_node_t *dnp);

#endif /* DT_PROVDEF_H */

/*
 * provdef.h - USDT provider definitions (`provider NAME { probe ...; };`)
 * read from D program texts for `dtrace -h` and `dtrace -G`
 * (docs/options.md §9).
 * Interface of compiler/provdef.c; used by codegen/usdtgen.c and the CLI.
 *
 * The texts are parsed with the D parser (syntax errors in DTrace's
 * wording); provider blocks become the model below, `#pragma D
 * attributes` lines are checked, and every other program item (clauses,
 * declarations, inlines) is accepted and otherwise ignored: the generated
 * header and object describe only the providers.  Argument types are
 * rendered as C type names for the generated header: D's `string` is
 * `char *`, the Solaris typedefs D predefines but Linux lacks (`uint_t`,
 * `caddr_t`, `hrtime_t`...) become their C base types, other names are
 * kept as written (the program including the header must know them).
 * The D spellings (`string` kept) type args[] in a tracing program.
 */
#ifndef DT_PROVDEF_H
#define DT_PROVDEF_H

#include <stddef.h>
#include <stdint.h>

#include "../base/base.h"
#include "ast.h"
#include "cc.h"

typedef struct dt_pdprobe {
	const char *pp_name;	/* as declared: "query__start" */
	int pp_line;
	int pp_nargs;
	const char **pp_args;	/* C type of each (native) argument */
	const char **pp_dargs;	/* ... its D spelling (string stays) */
	int pp_nxargs;		/* output arguments (": (...)"), -1 none */
	const char **pp_xargs;	/* C type of each output argument */
	const char **pp_dxargs;	/* ... its D spelling */
	uint8_t *pp_xmap;	/* the native argument each one is */
} dt_pdprobe_t;

typedef struct dt_pdprov {
	const char *pv_name;
	int pv_line;
	dt_vec_t pv_probes;	/* dt_pdprobe_t, in declaration order */
} dt_pdprov_t;

typedef struct dt_provdefs {
	dt_arena_t pd_arena;	/* names and type strings */
	dt_vec_t pd_provs;	/* dt_pdprov_t, in declaration order */
} dt_provdefs_t;

/* sys/sdt.h has STAP_PROBE1 .. STAP_PROBE12 */
#define DT_PD_MAXARGS	12

void dt_provdefs_init(dt_provdefs_t *pd);
void dt_provdefs_release(dt_provdefs_t *pd);

/*
 * Parse one program text and add its providers to 'pd'.  0 on success;
 * -1 with 'err' filled (free err->ce_msg) on a syntax error or a bad
 * provider definition.
 */
int dt_provdefs_add(dt_provdefs_t *pd, const char *text, size_t len,
    dt_pctx_t pctx, const char *filename, dt_macros_t *macros,
    dt_ccerr_t *err);

/* Add the provider of program item 'dnp' (DT_NODE_PROVIDER) to 'pd',
 * checked as above (errors through 'cc'). */
void dt_provdef_node(dt_provdefs_t *pd, dt_cc_t *cc, const dt_node_t *dnp);

/* Probe name as DTrace shows it: every "__" becomes "-". */
char *dt_pd_dtrace_name(const char *name);

#endif /* DT_PROVDEF_H */

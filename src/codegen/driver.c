/*
 * driver.c - the compile driver (interface: codegen.h).  The pass map:
 *
 *   for each program text (in command-line order):
 *       dt_lex_init + dt_parse_program   text -> AST        (compiler/)
 *       dt_sema_program                  AST -> typed AST   (compiler/)
 *   dt_codegen                           typed AST -> dt_prog_t
 *
 * All texts share one sema state, so they share globals, aggregations and
 * clause numbering, as DTrace's programs do.  Errors longjmp back here.
 */
#include <stdlib.h>
#include <string.h>

#include "codegen.h"

dt_prog_t *
dt_compile(const dt_ctext_t *texts, int n, dt_probecat_t *pcat,
    dt_macros_t *macros, const dt_compopts_t *opts, dt_comperr_t *err)
{
	dt_arena_t arena;
	dt_sema_t sm;
	dt_cc_t cc;
	dt_prog_t *volatile dp = NULL;
	volatile int i = 0;

	memset(err, 0, sizeof(*err));
	dt_arena_init(&arena);
	dt_sema_init(&sm, &arena, pcat, opts->cp_strsize);
	sm.sm_zdefs = opts->cp_zdefs;
	if (opts->cp_stackframes != 0)
		sm.sm_stackframes = opts->cp_stackframes;
	if (opts->cp_ustackframes != 0)
		sm.sm_ustackframes = opts->cp_ustackframes;
	sm.sm_option = opts->cp_option;
	sm.sm_option_arg = opts->cp_optarg;
	memset(&cc, 0, sizeof(cc));
	cc.cc_arena = &arena;
	cc.cc_macros = macros;
	dt_htab_init(&cc.cc_typenames);

	if (setjmp(cc.cc_jmp) != 0) {
		/* errors from codegen (after every text) blame the last one */
		err->ce_text = i < n ? i : n - 1;
		err->ce_err = cc.cc_err;
		goto out;
	}
	for (; i < n; i++) {
		dt_node_t *prog;

		cc.cc_pctx = texts[i].ct_pctx;
		cc.cc_filename = texts[i].ct_filename;
		cc.cc_where = DT_ERR_NONE;
		cc.cc_havepeek = 0;
		dt_lex_init(&cc, texts[i].ct_text, texts[i].ct_len);
		cc.cc_parsing = 1;
		prog = dt_parse_program(&cc);
		cc.cc_parsing = 0;
		if (opts->cp_tree) {
			dt_strbuf_t sb;
			dt_node_t *p;

			dt_strbuf_init(&sb);
			for (p = prog; p != NULL; p = p->dn_next)
				dt_node_dump(&sb, p, 0);
			fputs(sb.s ? sb.s : "", stderr);
			dt_strbuf_release(&sb);
		}
		dt_sema_program(&sm, &cc, prog);
	}
	i = n;
	cc.cc_where = DT_ERR_NONE;
	dp = dt_codegen(&sm, &cc, pcat, &opts->cp_cg, &arena);
	/* the program keeps the arena: formats, names and types live there */
	dp->dp_nformats = (int)sm.sm_formats.len;
	dp->dp_formats = sm.sm_formats.data;
	dt_vec_init(&sm.sm_formats, sizeof(dt_pfmt_t *));
	dp->dp_arena = arena;
	dt_arena_init(&arena);
out:
	dt_htab_release(&cc.cc_typenames);
	dt_sema_release(&sm);
	dt_arena_release(&arena);
	return dp;
}

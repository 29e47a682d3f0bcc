/*
 * cc.h - the compilation context shared by the lexer, parser and sema,
 * private to compiler/; other directories see dt_cc_t as an opaque type
 * through compiler.h.  One dt_cc_t per compilation of one or more program
 * texts (-s file or -n/-P/... argument).
 *
 * Errors: dt_cc_error() formats the message into cc_err and longjmps to
 * cc_jmp, which dt_compile() set; the arena is then released by the caller.
 */
#ifndef DT_CC_H
#define DT_CC_H

#include <setjmp.h>
#include <stdint.h>

#include "../base/base.h"
#include "ast.h"
#include "compiler.h"
#include "lex.h"
struct dt_cc {
	dt_arena_t *cc_arena;
	dt_pctx_t cc_pctx;
	const char *cc_filename;	/* for messages; NULL for -n text */
	dt_lexer_t cc_lex;
	dt_token_t cc_tok;		/* current token (parser lookahead) */
	dt_token_t cc_peek;		/* second lookahead when cc_havepeek */
	int cc_havepeek;
	dt_macros_t *cc_macros;
	int cc_parsing;			/* errors now are syntax errors */
	dt_errwhere_t cc_where;		/* parser/sema set this while inside a
					   predicate or action list */
	jmp_buf cc_jmp;
	dt_ccerr_t cc_err;

	/* Type names the parser must recognise (typedefs seen so far in
	   this program and in earlier ones / the D library). */
	dt_htab_t cc_typenames;
	/* Extra lookup for names defined elsewhere (kernel BTF typedefs);
	   may be NULL.  Returns non-zero if 'name' names a type. */
	int (*cc_is_typename)(void *arg, const char *name);
	void *cc_is_typename_arg;

	void *cc_sema;		/* sema state, opaque to the parser */
};

/* Does 'name' name a type at this point of the program? */
int dt_cc_is_typename(dt_cc_t *cc, const char *name);
void dt_cc_add_typename(dt_cc_t *cc, const char *name);

/*
 * Parse the whole text given to dt_lex_init(); returns the list of
 * program-level nodes (CLAUSE, DECL, INLINE, PRAGMA, ...) in order.
 */
dt_node_t *dt_parse_program(dt_cc_t *cc);

/* Allocate a node of kind 'k' at 'line' in the compile arena. */
dt_node_t *dt_node_new(dt_cc_t *cc, dt_nkind_t k, int line);

#endif /* DT_CC_H */

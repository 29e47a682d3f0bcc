/*
 * lex.h - the lexer (lex.c), private to compiler/.  The token codes are
 * ast.h's (dn_op holds the operator's).
 *
 * The lexer has explicit modes (dt_lexmode_t) instead of globals: the
 * parser switches mode when it enters or leaves a clause body, predicate
 * or declaration, exactly where D's grammar changes what a word means.
 */
#ifndef DT_LEX_H
#define DT_LEX_H

#include <stddef.h>
#include <stdint.h>

#include "ast.h"

typedef enum dt_lexmode {
	DT_LEX_OUTER,		/* between clauses: probe specifiers, decls */
	DT_LEX_EXPR,		/* predicate, clause body, declarations */
	DT_LEX_MEMBER		/* right after '.' or '->': keywords are names */
} dt_lexmode_t;

typedef struct dt_token {
	dt_tok_t tk_kind;
	int tk_line;
	const char *tk_str;	/* arena copy: identifier/string/pspec text */
	size_t tk_len;		/* STRING: byte length (may contain NULs) */
	uint64_t tk_int;	/* INT: value */
	unsigned tk_flags;	/* INT: DT_NF_UNSIGNED/LONG/LONGLONG/NONDEC */
	const char *tk_pos;	/* start of the token in the source */
	const char *tk_end;	/* just past its source text (tk_pos..tk_end
				   is the spelling used in syntax errors) */
} dt_token_t;

struct dt_cc;

/* Lexer state; lives inside dt_cc_t. */
typedef struct dt_lexer {
	const char *lx_src;	/* whole program text */
	const char *lx_end;
	const char *lx_pos;	/* next unread character */
	int lx_line;
	dt_lexmode_t lx_mode;
	int lx_pdepth;		/* () [] nesting, for predicate '/' */
} dt_lexer_t;

void dt_lex_init(struct dt_cc *cc, const char *src, size_t len);
/* Scan the next token in the current mode; errors longjmp via dt_cc_error. */
void dt_lex_next(struct dt_cc *cc, dt_token_t *tk);
const char *dt_tok_name(dt_tok_t t);	/* "+", "sizeof", "identifier"... */

#endif /* DT_LEX_H */

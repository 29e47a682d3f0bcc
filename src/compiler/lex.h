/*
 * lex.h - D tokens and the lexer (lex.c).  Private to compiler/ and
 * codegen/ (codegen reads operator token codes stored in dn_op).
 *
 * The lexer has explicit modes (dt_lexmode_t) instead of globals: the
 * parser switches mode when it enters or leaves a clause body, predicate
 * or declaration, exactly where D's grammar changes what a word means.
 */
#ifndef DT_LEX_H
#define DT_LEX_H

#include <stddef.h>
#include <stdint.h>

typedef enum dt_tok {
	DT_TOK_EOF = 0,
	DT_TOK_INT,		/* tk_int, tk_flags DT_NF_* suffix bits */
	DT_TOK_STRING,		/* tk_str/tk_len, escapes decoded */
	DT_TOK_IDENT,		/* tk_str: identifier (also "mod`name", "`name") */
	DT_TOK_TYPENAME,	/* tk_str: identifier known to name a type */
	DT_TOK_AGGNAME,		/* tk_str: "@name" or "@" */
	DT_TOK_PSPEC,		/* tk_str: probe specifier (outer scope) */

	/* punctuators */
	DT_TOK_LPAR, DT_TOK_RPAR, DT_TOK_LBRAC, DT_TOK_RBRAC,
	DT_TOK_LBRACE, DT_TOK_RBRACE, DT_TOK_SEMI, DT_TOK_COMMA,
	DT_TOK_DOT, DT_TOK_ARROW, DT_TOK_QUESTION, DT_TOK_COLON,
	DT_TOK_ELLIPSIS,

	/* operators */
	DT_TOK_PLUS, DT_TOK_MINUS, DT_TOK_STAR, DT_TOK_SLASH, DT_TOK_MOD,
	DT_TOK_INC, DT_TOK_DEC, DT_TOK_BNOT, DT_TOK_LNOT,
	DT_TOK_AMP, DT_TOK_BOR, DT_TOK_XOR, DT_TOK_LSH, DT_TOK_RSH,
	DT_TOK_LAND, DT_TOK_LOR, DT_TOK_LXOR,
	DT_TOK_EQ, DT_TOK_NE, DT_TOK_LT, DT_TOK_LE, DT_TOK_GT, DT_TOK_GE,
	DT_TOK_ASSIGN, DT_TOK_ADD_ASSIGN, DT_TOK_SUB_ASSIGN,
	DT_TOK_MUL_ASSIGN, DT_TOK_DIV_ASSIGN, DT_TOK_MOD_ASSIGN,
	DT_TOK_AND_ASSIGN, DT_TOK_XOR_ASSIGN, DT_TOK_OR_ASSIGN,
	DT_TOK_LSH_ASSIGN, DT_TOK_RSH_ASSIGN,

	/* keywords */
	DT_TOK_AUTO, DT_TOK_BREAK, DT_TOK_CASE, DT_TOK_CHAR, DT_TOK_CONST,
	DT_TOK_CONTINUE, DT_TOK_COUNTER, DT_TOK_DEFAULT, DT_TOK_DO,
	DT_TOK_DOUBLE, DT_TOK_ELSE, DT_TOK_ENUM, DT_TOK_EXTERN,
	DT_TOK_FLOAT, DT_TOK_FOR, DT_TOK_GOTO, DT_TOK_IF, DT_TOK_IMPORT,
	DT_TOK_INLINE, DT_TOK_INT_KW, DT_TOK_LONG, DT_TOK_OFFSETOF,
	DT_TOK_PROBE, DT_TOK_PROVIDER, DT_TOK_REGISTER, DT_TOK_RESTRICT,
	DT_TOK_RETURN, DT_TOK_SELF, DT_TOK_SHORT, DT_TOK_SIGNED,
	DT_TOK_SIZEOF, DT_TOK_STATIC, DT_TOK_STRING_KW, DT_TOK_STRINGOF,
	DT_TOK_STRUCT, DT_TOK_SWITCH, DT_TOK_THIS, DT_TOK_TRANSLATOR,
	DT_TOK_TYPEDEF, DT_TOK_UNION, DT_TOK_UNSIGNED, DT_TOK_USERLAND,
	DT_TOK_VOID, DT_TOK_VOLATILE, DT_TOK_WHILE, DT_TOK_XLATE,

	DT_TOK_PRAGMA,		/* tk_str: text after "#pragma D ", blanks
				   collapsed, e.g. "option quiet"; the parser
				   makes it a DT_NODE_PRAGMA */

	DT_TOK_NTOKS
} dt_tok_t;

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

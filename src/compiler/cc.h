/*
 * cc.h - the compilation context shared by the lexer, parser and sema.
 * Private to compiler/ (codegen sees it through codegen.h).  One dt_cc_t
 * per compilation of one program text (-s file or -n/-P/... argument).
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
#include "lex.h"

/* What kind of program text is being compiled (affects the grammar). */
typedef enum dt_pctx {
	DT_PCTX_SCRIPT,		/* -s file: full D program */
	DT_PCTX_NAME,		/* -n: description [pred] [action] */
	DT_PCTX_PROVIDER,	/* -P */
	DT_PCTX_MODULE,		/* -m */
	DT_PCTX_FUNC,		/* -f */
	DT_PCTX_ID		/* -i */
} dt_pctx_t;

/* Where an error happened, for "in predicate:" / "in action list:". */
typedef enum dt_errwhere {
	DT_ERR_NONE,
	DT_ERR_PRED,
	DT_ERR_ACTION
} dt_errwhere_t;

typedef struct dt_ccerr {
	const char *ce_tag;	/* "D_SYNTAX" ... */
	int ce_line;		/* 0 when no line applies */
	dt_errwhere_t ce_where;
	char *ce_msg;		/* heap string, message without prefixes */
} dt_ccerr_t;

/* Macro values the lexer expands ($1, $target, $pid, ...). */
typedef struct dt_macros {
	int ma_argc;		/* operands including $0 */
	char **ma_argv;		/* ma_argv[0] = $0 */
	unsigned char *ma_used;	/* ma_used[i] set when $i / $$i seen */
	int ma_defaultargs;	/* -x defaultargs */
	int64_t ma_target, ma_pid, ma_ppid, ma_pgid, ma_sid;
	int64_t ma_uid, ma_gid, ma_euid, ma_egid;
	const char *ma_cwd;	/* $cwd: dtrace's working directory */
} dt_macros_t;

typedef struct dt_cc dt_cc_t;
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

/* Record an error and longjmp to cc_jmp.  'tag' is a D_* error tag. */
void dt_cc_error(dt_cc_t *cc, const char *tag, int line, const char *fmt,
    ...) DT_PRINTF(4, 5) DT_NORETURN;

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

/*
 * ast.h - the D abstract syntax tree produced by the parser (parse.c) and
 * annotated by semantic analysis (sema.c).  Stage: parser -> sema -> codegen.
 * Interface header for the tree; codegen/ sees it through compiler.h.
 *
 * Invariants:
 *  - every node is allocated in the compile arena and never freed alone;
 *  - lists (clause list, statement list, argument list, declarator list)
 *    are singly linked through dn_next, in source order;
 *  - dn_type is NULL after parsing and set by sema for every expression
 *    node that codegen sees;
 *  - dn_line is the 1-based source line of the node's first token.
 */
#ifndef DT_AST_H
#define DT_AST_H

#include <stdint.h>

struct dt_type;
struct dt_ident;

/* Token codes of the lexer (lex.c); dn_op holds an operator's. */
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

typedef enum dt_nkind {
	/* ---- expressions ---- */
	DT_NODE_INT,		/* dn_int; dn_flags DT_NF_UNSIGNED etc from suffix */
	DT_NODE_STRING,		/* dn_str, dn_strlen (escapes already decoded) */
	DT_NODE_IDENT,		/* dn_name: variable, builtin, enumerator, inline,
				   kernel symbol (dn_name may hold "mod`sym" or
				   "`sym") */
	DT_NODE_SELF,		/* self->dn_name */
	DT_NODE_THIS,		/* this->dn_name */
	DT_NODE_AGG,		/* @dn_name (dn_name "@" for the anonymous one),
				   dn_args = key list or NULL; only as the left
				   side of an aggregation assignment or as an
				   argument to printa/clear/trunc/... */
	DT_NODE_INDEX,		/* dn_left[dn_args]: associative array (dn_left is
				   IDENT), args[N], scalar array or pointer index */
	DT_NODE_CALL,		/* dn_name(dn_args): subroutine/action/aggfunc */
	DT_NODE_UNARY,		/* dn_op dn_left; dn_op one of DT_TOK_MINUS,
				   PLUS, LNOT, BNOT, STAR (deref), AMP (addr),
				   INC, DEC (prefix) */
	DT_NODE_POSTFIX,	/* dn_left dn_op; DT_TOK_INC or DT_TOK_DEC */
	DT_NODE_BINARY,		/* dn_left dn_op dn_right; arithmetic, shifts,
				   comparisons, bitwise, LAND, LOR, LXOR, COMMA */
	DT_NODE_ASSIGN,		/* dn_left dn_op dn_right; dn_op DT_TOK_ASSIGN or
				   a compound (ADD_ASSIGN ...) */
	DT_NODE_COND,		/* dn_cond ? dn_left : dn_right */
	DT_NODE_CAST,		/* (dn_decl) dn_left */
	DT_NODE_SIZEOF,		/* sizeof(dn_decl) if dn_decl, else sizeof dn_left */
	DT_NODE_OFFSETOF,	/* offsetof(dn_decl, dn_name) */
	DT_NODE_STRINGOF,	/* stringof dn_left */
	DT_NODE_MEMBER,		/* dn_left.dn_name (dn_op DT_TOK_DOT) or
				   dn_left->dn_name (dn_op DT_TOK_ARROW) */
	DT_NODE_XLATE,		/* xlate<dn_decl>(dn_left) */

	/* ---- statements (inside a clause body) ---- */
	DT_NODE_EXPR_STMT,	/* dn_left; expression statement */
	DT_NODE_IF,		/* if (dn_cond) dn_body [else dn_else]; bodies
				   are statement lists */
	DT_NODE_EMPTY_STMT,	/* a lone ';' (kept so line numbers survive) */

	/* ---- program level ---- */
	DT_NODE_CLAUSE,		/* dn_probes (PROBEDESC list), dn_pred or NULL,
				   dn_body statement list (NULL for {}),
				   dn_flags DT_NF_NOBODY when no {} was given
				   (allowed only for -n/-P/... descriptions) */
	DT_NODE_PROBEDESC,	/* dn_name = the description text as written,
				   after macro substitution; dn_int = probe id
				   when written as an integer (dn_flags
				   DT_NF_PROBEID) */
	DT_NODE_DECL,		/* a declaration: dn_decl; dn_flags carry
				   DT_NF_SELF/DT_NF_THIS/DT_NF_EXTERN/
				   DT_NF_TYPEDEF/DT_NF_STATIC...; dn_name the
				   declared name (NULL for a bare struct/enum
				   definition) */
	DT_NODE_INLINE,		/* inline dn_decl dn_name = dn_left; parameters
				   (parametrised inline) in dn_args as DECLs */
	DT_NODE_TRANSLATOR,	/* translator dn_decl < dn_args(one DECL) > {
				   dn_body: list of MEMBER_INIT } */
	DT_NODE_MEMBER_INIT,	/* dn_name = dn_left  (in a translator) */
	DT_NODE_PROVIDER,	/* provider dn_name { dn_body: PROBE list } */
	DT_NODE_PROBE,		/* probe dn_name(dn_args) [: (dn_xargs)];
				   dn_int 1 when the output list is given */
	DT_NODE_PRAGMA,		/* #pragma D ...: dn_str = text after "D ",
				   e.g. "option quiet"; handled by sema */

	DT_NODE_NKINDS
} dt_nkind_t;

/* dn_flags */
#define DT_NF_UNSIGNED	0x0001	/* INT: 'u' suffix seen */
#define DT_NF_LONG	0x0002	/* INT: one 'l' */
#define DT_NF_LONGLONG	0x0004	/* INT: 'll' */
#define DT_NF_NONDEC	0x0008	/* INT: octal or hex spelling */
#define DT_NF_CHARLIT	0x0010	/* INT: written as a character constant */
#define DT_NF_PROBEID	0x0020	/* PROBEDESC given as a number */
#define DT_NF_NOBODY	0x0040	/* CLAUSE had no { } */
#define DT_NF_SELF	0x0100	/* DECL: self */
#define DT_NF_THIS	0x0200	/* DECL: this */
#define DT_NF_EXTERN	0x0400	/* DECL: extern */
#define DT_NF_TYPEDEF	0x0800	/* DECL: typedef */
#define DT_NF_STATIC	0x1000	/* DECL: static/auto/register (an error) */
#define DT_NF_PAREN	0x2000	/* expression was parenthesised */
#define DT_NF_STRNULL	0x400000 /* BINARY ==, !=: string against NULL
					   (compiler.h: 0x10000..0x100000) */
#define DT_NF_STRRIGHT	0x800000 /* ... the string is on the right */

/*
 * A parsed type name: declaration specifiers plus one declarator.  Sema
 * turns it into a dt_type.  Example: "unsigned long *a[4]" is
 * ds_base=DT_DS_LONG, ds_unsigned, declarator pointer 1 then array 4.
 */
typedef enum dt_dskind {
	DT_DS_NONE,		/* no type word yet (implicit int if modifiers) */
	DT_DS_VOID, DT_DS_CHAR, DT_DS_SHORT, DT_DS_INT, DT_DS_LONG,
	DT_DS_LONGLONG, DT_DS_FLOAT, DT_DS_DOUBLE, DT_DS_LONGDOUBLE,
	DT_DS_BOOL, DT_DS_STRING,
	DT_DS_STRUCT, DT_DS_UNION, DT_DS_ENUM,	/* ds_name = tag (may be
						   NULL when anonymous with
						   a body) */
	DT_DS_TYPEDEF				/* ds_name = typedef name */
} dt_dskind_t;

typedef struct dt_node dt_node_t;

typedef struct dt_declarator dt_declarator_t;
struct dt_declarator {
	enum { DT_DD_POINTER, DT_DD_ARRAY, DT_DD_FUNC } dd_kind;
	dt_node_t *dd_size;	/* ARRAY: size expr (NULL for []), or for an
				   associative declaration the key type list
				   (DECL nodes) with dd_assoc set */
	int dd_assoc;		/* ARRAY: [type, type] key list */
	dt_node_t *dd_params;	/* FUNC: parameter DECL list */
	int dd_varargs;		/* FUNC: ... */
	unsigned dd_quals;	/* POINTER: DT_Q_CONST ... */
	dt_declarator_t *dd_next;	/* applied outermost first, as in C
					   reading order from the name out */
};

#define DT_Q_CONST	0x1
#define DT_Q_VOLATILE	0x2
#define DT_Q_RESTRICT	0x4
#define DT_Q_USERLAND	0x8

typedef struct dt_decl {
	dt_dskind_t ds_base;
	int ds_signed;		/* 'signed' written */
	int ds_unsigned;	/* 'unsigned' written */
	int ds_short;		/* 'short' written (with int) */
	int ds_long;		/* number of 'long' words (0..2) */
	unsigned ds_quals;	/* DT_Q_* on the base type */
	const char *ds_name;	/* STRUCT/UNION/ENUM tag or TYPEDEF name,
				   possibly scoped "mod`name" */
	dt_node_t *ds_members;	/* STRUCT/UNION body: DECL list (dn_int
				   holds a bit-field width, or -1); ENUM body:
				   IDENT list with optional dn_left value */
	int ds_has_body;	/* a { } body was given */
	dt_declarator_t *ds_decl;	/* pointer/array/function chain */
} dt_decl_t;

struct dt_node {
	dt_nkind_t dn_kind;
	int dn_op;		/* token code of the operator (dt_tok_t) */
	unsigned dn_flags;
	int dn_line;
	const char *dn_name;
	int64_t dn_int;		/* INT value as unsigned bits; bit-field width */
	const char *dn_str;	/* STRING bytes, NUL terminated */
	size_t dn_strlen;
	dt_node_t *dn_left, *dn_right, *dn_cond;
	dt_node_t *dn_args;	/* argument / key / parameter list */
	dt_node_t *dn_xargs;	/* PROBE: translated argument list */
	dt_node_t *dn_probes;	/* CLAUSE: PROBEDESC list */
	dt_node_t *dn_pred;	/* CLAUSE: predicate expression */
	dt_node_t *dn_body;	/* statement list / member list */
	dt_node_t *dn_else;	/* IF: else statement list */
	dt_decl_t *dn_decl;	/* CAST/SIZEOF/OFFSETOF/XLATE/DECL/INLINE */
	dt_node_t *dn_next;	/* next in list */

	/* filled by sema */
	struct dt_type *dn_type;
	struct dt_ident *dn_ident;	/* resolved identifier, if any */
	void *dn_aux;		/* per-kind sema/codegen annotation */
};

/* Tree dump used by -x tree=N and the parser unit tests. */
struct dt_strbuf;
void dt_node_dump(struct dt_strbuf *sb, const dt_node_t *dnp, int indent);
const char *dt_node_kind_name(dt_nkind_t k);

#endif /* DT_AST_H */

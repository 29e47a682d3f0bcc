/*
 * parse.c - recursive-descent parser for D: tokens (lex.c) -> AST (ast.h).
 * Stage: after the lexer, before sema.  Interface: dt_parse_program() in
 * cc.h.
 *
 * Binary operators use precedence climbing over the table of docs/language.md
 * section 4.  The parser drives the lexer's mode: OUTER between program
 * items, EXPR inside declarations, predicates and clause bodies.  It reads
 * only one token ahead, so a mode set before advance() applies to the
 * very next token.  A predicate's closing '/' is told from division by the
 * character after it (docs/language.md §1.8).  "#pragma D" lines never reach
 * the grammar: advance() queues them, and the program loop emits each
 * one as a PRAGMA item before or after the item it was found in,
 * according to its place in the text.
 */
#include <string.h>

#include "btf.h"
#include "cc.h"

#define	MAXDEPTH	1000	/* nesting limit, counted by enter() */

/* A #pragma D line waiting to be placed among the program items. */
typedef struct pending {
	dt_node_t *pd_node;		/* the PRAGMA node */
	const char *pd_pos;		/* where the line is in the text */
	struct pending *pd_next;
} pending_t;

typedef struct parser {
	dt_cc_t *p_cc;
	int p_depth;			/* current recursion depth */
	int p_parens;			/* ( opened since the predicate began */
	int p_brackets;			/* [ opened since the predicate began */
	const char *p_prevend;		/* end of the last consumed token */
	pending_t *p_pend;		/* queued #pragma D lines, in order */
	pending_t **p_pendtail;
} parser_t;

/* A node list under construction. */
typedef struct nlist {
	dt_node_t *nl_head;
	dt_node_t **nl_tail;
} nlist_t;

/* How a declarator may name its object. */
enum { DECL_ABSTRACT, DECL_NAMED, DECL_OPTIONAL };

static dt_node_t *expression(parser_t *);
static dt_node_t *assignment_expr(parser_t *);
static dt_node_t *conditional_expr(parser_t *);
static dt_node_t *cast_expr(parser_t *);
static dt_node_t *unary_expr(parser_t *);
static dt_node_t *statement(parser_t *, int);
static dt_decl_t *decl_specs(parser_t *, int, dt_tok_t *);
static dt_declarator_t *declarator(parser_t *, int, const char **);
static dt_node_t *param_list(parser_t *, int *);

/* ---------------------------------------------------------------- tokens */

static dt_tok_t
cur(const parser_t *p)
{
	return p->p_cc->cc_tok.tk_kind;
}

static int
cur_line(const parser_t *p)
{
	return p->p_cc->cc_tok.tk_line;
}

static void
set_mode(parser_t *p, dt_lexmode_t mode)
{
	p->p_cc->cc_lex.lx_mode = mode;
}

static void
list_init(nlist_t *l)
{
	l->nl_head = NULL;
	l->nl_tail = &l->nl_head;
}

/* Append 'dnp' and whatever is already linked behind it. */
static void
list_add(nlist_t *l, dt_node_t *dnp)
{
	*l->nl_tail = dnp;
	while (dnp->dn_next != NULL)
		dnp = dnp->dn_next;
	l->nl_tail = &dnp->dn_next;
}

static dt_node_t *
new_node(parser_t *p, dt_nkind_t kind, int line)
{
	return dt_node_new(p->p_cc, kind, line);
}

/*
 * Consume the current token and read the next one.  Brackets are counted
 * for the predicate check; #pragma D lines are queued.
 */
static void
advance(parser_t *p)
{
	dt_cc_t *cc = p->p_cc;
	dt_token_t *tk = &cc->cc_tok;
	dt_node_t *dnp;
	pending_t *pd;

	p->p_prevend = tk->tk_end;
	switch (tk->tk_kind) {
	case DT_TOK_LPAR: p->p_parens++; break;
	case DT_TOK_RPAR: p->p_parens--; break;
	case DT_TOK_LBRAC: p->p_brackets++; break;
	case DT_TOK_RBRAC: p->p_brackets--; break;
	default: break;
	}
	for (;;) {
		if (cc->cc_havepeek) {
			*tk = cc->cc_peek;
			cc->cc_havepeek = 0;
		} else {
			dt_lex_next(cc, tk);
		}
		if (tk->tk_kind != DT_TOK_PRAGMA)
			return;
		dnp = new_node(p, DT_NODE_PRAGMA, tk->tk_line);
		dnp->dn_str = tk->tk_str;
		dnp->dn_strlen = tk->tk_len;
		pd = dt_arena_alloc(cc->cc_arena, sizeof(*pd));
		pd->pd_node = dnp;
		pd->pd_pos = tk->tk_pos;
		*p->p_pendtail = pd;
		p->p_pendtail = &pd->pd_next;
	}
}

static void DT_NORETURN
syntax_error(parser_t *p)
{
	const dt_token_t *tk = &p->p_cc->cc_tok;

	if (tk->tk_kind == DT_TOK_EOF) {
		dt_cc_error(p->p_cc, "D_SYNTAX", tk->tk_line,
		    "syntax error near end of input");
	}
	dt_cc_error(p->p_cc, "D_SYNTAX", tk->tk_line,
	    "syntax error near \"%.*s\"", (int)(tk->tk_end - tk->tk_pos),
	    tk->tk_pos);
}

static void
expect(parser_t *p, dt_tok_t t)
{
	if (cur(p) != t)
		syntax_error(p);
	advance(p);
}

static int
accept(parser_t *p, dt_tok_t t)
{
	if (cur(p) != t)
		return 0;
	advance(p);
	return 1;
}

/* Expect token 't', switching the lexer to 'mode' for what follows it. */
static void
expect_mode(parser_t *p, dt_tok_t t, dt_lexmode_t mode)
{
	if (cur(p) != t)
		syntax_error(p);
	set_mode(p, mode);
	advance(p);
}

static void
enter(parser_t *p)
{
	if (++p->p_depth > MAXDEPTH) {
		dt_cc_error(p->p_cc, "D_EXPR_DEPTH", cur_line(p),
		    "expression too complex");
	}
}

static void
leave(parser_t *p)
{
	p->p_depth--;
}

/* Text of the current identifier-like token, then advance. */
static const char *
take_name(parser_t *p)
{
	const char *s = p->p_cc->cc_tok.tk_str;

	advance(p);
	return s;
}

/* ------------------------------------------------------ token categories */

/* Can 't' start a type name (specifier or qualifier)? */
static int
is_type_word(dt_tok_t t)
{
	switch (t) {
	case DT_TOK_VOID: case DT_TOK_CHAR: case DT_TOK_SHORT:
	case DT_TOK_INT_KW: case DT_TOK_LONG: case DT_TOK_FLOAT:
	case DT_TOK_DOUBLE: case DT_TOK_SIGNED: case DT_TOK_UNSIGNED:
	case DT_TOK_STRING_KW: case DT_TOK_STRUCT: case DT_TOK_UNION:
	case DT_TOK_ENUM: case DT_TOK_CONST: case DT_TOK_VOLATILE:
	case DT_TOK_RESTRICT: case DT_TOK_USERLAND: case DT_TOK_TYPENAME:
		return 1;
	default:
		return 0;
	}
}

/* Storage classes and D scopes of a declaration. */
static int
is_class_word(dt_tok_t t)
{
	switch (t) {
	case DT_TOK_AUTO: case DT_TOK_REGISTER: case DT_TOK_STATIC:
	case DT_TOK_EXTERN: case DT_TOK_TYPEDEF: case DT_TOK_SELF:
	case DT_TOK_THIS:
		return 1;
	default:
		return 0;
	}
}

static int
is_assign_op(dt_tok_t t)
{
	switch (t) {
	case DT_TOK_ASSIGN: case DT_TOK_ADD_ASSIGN: case DT_TOK_SUB_ASSIGN:
	case DT_TOK_MUL_ASSIGN: case DT_TOK_DIV_ASSIGN:
	case DT_TOK_MOD_ASSIGN: case DT_TOK_AND_ASSIGN:
	case DT_TOK_XOR_ASSIGN: case DT_TOK_OR_ASSIGN:
	case DT_TOK_LSH_ASSIGN: case DT_TOK_RSH_ASSIGN:
		return 1;
	default:
		return 0;
	}
}

/* Binding power of a binary operator (docs/language.md §4), 0 if none. */
static int
binary_prec(dt_tok_t t)
{
	switch (t) {
	case DT_TOK_LOR: return 1;
	case DT_TOK_LXOR: return 2;
	case DT_TOK_LAND: return 3;
	case DT_TOK_BOR: return 4;
	case DT_TOK_XOR: return 5;
	case DT_TOK_AMP: return 6;
	case DT_TOK_EQ: case DT_TOK_NE: return 7;
	case DT_TOK_LT: case DT_TOK_LE: case DT_TOK_GT: case DT_TOK_GE:
		return 8;
	case DT_TOK_LSH: case DT_TOK_RSH: return 9;
	case DT_TOK_PLUS: case DT_TOK_MINUS: return 10;
	case DT_TOK_STAR: case DT_TOK_SLASH: case DT_TOK_MOD: return 11;
	default: return 0;
	}
}

/*
 * Inside a predicate, does the current '/' close it?  It does when the
 * next non-blank character is ';', '{', '/' or the end of input; then
 * every ( and [ must have been closed.
 */
static int
pred_closes(parser_t *p)
{
	const dt_cc_t *cc = p->p_cc;
	const char *s = cc->cc_tok.tk_pos + 1, *end = cc->cc_lex.lx_end;

	if (cc->cc_where != DT_ERR_PRED)
		return 0;
	while (s < end && *s != '\0' && strchr(" \f\n\r\t\v", *s) != NULL)
		s++;
	if (s < end && *s != '\0' && *s != ';' && *s != '{' && *s != '/')
		return 0;
	if (p->p_parens > 0) {
		dt_cc_error(p->p_cc, "D_SYNTAX", cur_line(p),
		    "closing ) expected in predicate before /");
	}
	if (p->p_brackets > 0) {
		dt_cc_error(p->p_cc, "D_SYNTAX", cur_line(p),
		    "closing ] expected in predicate before /");
	}
	return 1;
}

/* ----------------------------------------------------------- expressions */

/* paren_rest -> expression ')'      (the '(' is already consumed) */
static dt_node_t *
paren_rest(parser_t *p)
{
	dt_node_t *dnp = expression(p);

	expect(p, DT_TOK_RPAR);
	dnp->dn_flags |= DT_NF_PAREN;
	return dnp;
}

/* argument_list -> assignment_expr { ',' assignment_expr } */
static dt_node_t *
argument_list(parser_t *p)
{
	nlist_t args;

	list_init(&args);
	list_add(&args, assignment_expr(p));
	while (accept(p, DT_TOK_COMMA))
		list_add(&args, assignment_expr(p));
	return args.nl_head;
}

/* type_name -> specifier_qualifier_list [ abstract_declarator ] */
static dt_decl_t *
type_name(parser_t *p)
{
	dt_tok_t sclass = DT_TOK_EOF;
	const char *name = NULL;
	dt_decl_t *ds;

	if (!is_type_word(cur(p)))
		syntax_error(p);
	ds = decl_specs(p, 0, &sclass);
	ds->ds_decl = declarator(p, DECL_ABSTRACT, &name);
	return ds;
}

/* self_this -> ( 'self' | 'this' ) '->' IDENT */
static dt_node_t *
self_this(parser_t *p)
{
	dt_node_t *dnp = new_node(p, cur(p) == DT_TOK_SELF ? DT_NODE_SELF :
	    DT_NODE_THIS, cur_line(p));

	advance(p);
	expect(p, DT_TOK_ARROW);
	if (cur(p) != DT_TOK_IDENT)
		syntax_error(p);
	dnp->dn_name = take_name(p);
	return dnp;
}

/* offsetof_expr -> 'offsetof' '(' type_name ',' IDENT ')' */
static dt_node_t *
offsetof_expr(parser_t *p)
{
	dt_node_t *dnp = new_node(p, DT_NODE_OFFSETOF, cur_line(p));

	advance(p);
	expect(p, DT_TOK_LPAR);
	dnp->dn_decl = type_name(p);
	expect_mode(p, DT_TOK_COMMA, DT_LEX_MEMBER);
	if (cur(p) != DT_TOK_IDENT)
		syntax_error(p);
	dnp->dn_name = take_name(p);
	expect(p, DT_TOK_RPAR);
	return dnp;
}

/* xlate_expr -> 'xlate' '<' type_name '>' '(' expression ')' */
static dt_node_t *
xlate_expr(parser_t *p)
{
	dt_node_t *dnp = new_node(p, DT_NODE_XLATE, cur_line(p));

	advance(p);
	expect(p, DT_TOK_LT);
	dnp->dn_decl = type_name(p);
	expect(p, DT_TOK_GT);
	expect(p, DT_TOK_LPAR);
	dnp->dn_left = expression(p);
	expect(p, DT_TOK_RPAR);
	return dnp;
}

/* The UNARY '-' of 'dnp'. */
static dt_node_t *
negate(parser_t *p, dt_node_t *dnp)
{
	dt_node_t *np = new_node(p, DT_NODE_UNARY, dnp->dn_line);

	np->dn_op = DT_TOK_MINUS;
	np->dn_left = dnp;
	return np;
}

/*
 * primary_expr -> INT | STRING | IDENT | AGGNAME | self_this
 *		 | '(' expression ')' | offsetof_expr | xlate_expr
 */
static dt_node_t *
primary_expr(parser_t *p)
{
	const dt_token_t *tk = &p->p_cc->cc_tok;
	dt_node_t *dnp;

	switch (tk->tk_kind) {
	case DT_TOK_INT:
		dnp = new_node(p, DT_NODE_INT, tk->tk_line);
		dnp->dn_int = (int64_t)tk->tk_int;
		dnp->dn_flags = tk->tk_flags;
		if (!(tk->tk_flags & DT_NF_UNSIGNED) && dnp->dn_int < 0) {
			/* a negative macro argument: -(its magnitude) */
			dnp->dn_int = (int64_t)((uint64_t)0 - tk->tk_int);
			dnp = negate(p, dnp);
		}
		break;
	case DT_TOK_STRING:
		dnp = new_node(p, DT_NODE_STRING, tk->tk_line);
		dnp->dn_str = tk->tk_str;
		dnp->dn_strlen = tk->tk_len;
		break;
	case DT_TOK_IDENT:
		dnp = new_node(p, DT_NODE_IDENT, tk->tk_line);
		dnp->dn_name = tk->tk_str;
		break;
	case DT_TOK_AGGNAME:
		dnp = new_node(p, DT_NODE_AGG, tk->tk_line);
		dnp->dn_name = tk->tk_str;
		break;
	case DT_TOK_SELF:
	case DT_TOK_THIS:
		return self_this(p);
	case DT_TOK_LPAR:
		advance(p);
		return paren_rest(p);
	case DT_TOK_OFFSETOF:
		return offsetof_expr(p);
	case DT_TOK_XLATE:
		return xlate_expr(p);
	default:
		syntax_error(p);
	}
	advance(p);
	return dnp;
}

/*
 * postfix_tail -> { '[' argument_list ']' | '(' [ argument_list ] ')'
 *		   | ( '.' | '->' ) IDENT | '++' | '--' }
 * Keys right after an aggregation name become its key list; only a
 * plain identifier can be called.
 */
static dt_node_t *
postfix_tail(parser_t *p, dt_node_t *dnp)
{
	dt_node_t *np;
	dt_tok_t op;

	for (;;) {
		op = cur(p);
		switch (op) {
		case DT_TOK_LBRAC:
			advance(p);
			if (dnp->dn_kind == DT_NODE_AGG &&
			    dnp->dn_args == NULL &&
			    !(dnp->dn_flags & DT_NF_PAREN)) {
				dnp->dn_args = argument_list(p);
				expect(p, DT_TOK_RBRAC);
				continue;
			}
			np = new_node(p, DT_NODE_INDEX, dnp->dn_line);
			np->dn_left = dnp;
			np->dn_args = argument_list(p);
			expect(p, DT_TOK_RBRAC);
			break;
		case DT_TOK_LPAR:
			if (dnp->dn_kind != DT_NODE_IDENT ||
			    (dnp->dn_flags & DT_NF_PAREN))
				syntax_error(p);
			advance(p);
			np = new_node(p, DT_NODE_CALL, dnp->dn_line);
			np->dn_name = dnp->dn_name;
			if (cur(p) != DT_TOK_RPAR)
				np->dn_args = argument_list(p);
			expect(p, DT_TOK_RPAR);
			break;
		case DT_TOK_DOT:
		case DT_TOK_ARROW:
			advance(p);	/* the name is read in MEMBER mode */
			if (cur(p) != DT_TOK_IDENT)
				syntax_error(p);
			np = new_node(p, DT_NODE_MEMBER, dnp->dn_line);
			np->dn_op = op;
			np->dn_left = dnp;
			np->dn_name = take_name(p);
			break;
		case DT_TOK_INC:
		case DT_TOK_DEC:
			advance(p);
			np = new_node(p, DT_NODE_POSTFIX, dnp->dn_line);
			np->dn_op = op;
			np->dn_left = dnp;
			break;
		default:
			return dnp;
		}
		dnp = np;
	}
}

/* postfix_expr -> primary_expr postfix_tail */
static dt_node_t *
postfix_expr(parser_t *p)
{
	return postfix_tail(p, primary_expr(p));
}

/* sizeof_expr -> 'sizeof' '(' type_name ')' | 'sizeof' unary_expr */
static dt_node_t *
sizeof_expr(parser_t *p)
{
	dt_node_t *dnp = new_node(p, DT_NODE_SIZEOF, cur_line(p));

	advance(p);
	if (cur(p) != DT_TOK_LPAR) {
		dnp->dn_left = unary_expr(p);
		return dnp;
	}
	advance(p);
	if (is_type_word(cur(p))) {
		dnp->dn_decl = type_name(p);
		expect(p, DT_TOK_RPAR);
	} else {
		dnp->dn_left = postfix_tail(p, paren_rest(p));
	}
	return dnp;
}

/*
 * unary_expr -> postfix_expr | ( '++' | '--' ) unary_expr
 *	       | ( '&' | '*' | '+' | '-' | '~' | '!' ) cast_expr
 *	       | sizeof_expr | 'stringof' unary_expr
 */
static dt_node_t *
unary_expr(parser_t *p)
{
	dt_tok_t op = cur(p);
	dt_node_t *dnp;

	enter(p);
	switch (op) {
	case DT_TOK_INC:
	case DT_TOK_DEC:
	case DT_TOK_AMP:
	case DT_TOK_STAR:
	case DT_TOK_PLUS:
	case DT_TOK_MINUS:
	case DT_TOK_BNOT:
	case DT_TOK_LNOT:
		dnp = new_node(p, DT_NODE_UNARY, cur_line(p));
		dnp->dn_op = op;
		advance(p);
		if (op == DT_TOK_INC || op == DT_TOK_DEC)
			dnp->dn_left = unary_expr(p);
		else
			dnp->dn_left = cast_expr(p);
		break;
	case DT_TOK_SIZEOF:
		dnp = sizeof_expr(p);
		break;
	case DT_TOK_STRINGOF:
		dnp = new_node(p, DT_NODE_STRINGOF, cur_line(p));
		advance(p);
		dnp->dn_left = unary_expr(p);
		break;
	default:
		dnp = postfix_expr(p);
		break;
	}
	leave(p);
	return dnp;
}

/*
 * Is the identifier at the current token, followed by ')' or '*', the name
 * of a kernel type?  Asked only in that position so that kernel BTF is
 * loaded only by programs that cast to kernel typedefs.
 */
static int
kernel_typename(parser_t *p)
{
	dt_cc_t *cc = p->p_cc;

	if (cur(p) != DT_TOK_IDENT || strchr(cc->cc_tok.tk_str, '`') != NULL)
		return 0;
	if (!cc->cc_havepeek) {
		dt_lex_next(cc, &cc->cc_peek);
		cc->cc_havepeek = 1;
	}
	if (cc->cc_peek.tk_kind != DT_TOK_RPAR &&
	    cc->cc_peek.tk_kind != DT_TOK_STAR)
		return 0;
	if (!dt_btf_is_typename(cc->cc_tok.tk_str))
		return 0;
	cc->cc_tok.tk_kind = DT_TOK_TYPENAME;
	return 1;
}

/*
 * cast_expr -> '(' type_name ')' cast_expr | unary_expr
 * A '(' not followed by a type word opens a parenthesised expression.
 */
static dt_node_t *
cast_expr(parser_t *p)
{
	dt_node_t *dnp;
	int line = cur_line(p);

	if (cur(p) != DT_TOK_LPAR)
		return unary_expr(p);
	enter(p);
	advance(p);
	if (is_type_word(cur(p)) || kernel_typename(p)) {
		dnp = new_node(p, DT_NODE_CAST, line);
		dnp->dn_decl = type_name(p);
		expect(p, DT_TOK_RPAR);
		dnp->dn_left = cast_expr(p);
	} else {
		dnp = postfix_tail(p, paren_rest(p));
	}
	leave(p);
	return dnp;
}

/*
 * binary_expr(min) -> cast_expr { OP binary_expr(prec(OP) + 1) }
 * for every OP with prec(OP) >= min: all binary operators are left
 * associative.  In a predicate, a closing '/' ends the expression.
 */
static dt_node_t *
binary_expr(parser_t *p, int min)
{
	dt_node_t *left = cast_expr(p), *dnp;
	dt_tok_t op;
	int prec;

	for (;;) {
		op = cur(p);
		prec = binary_prec(op);
		if (prec == 0 || prec < min)
			break;
		if (op == DT_TOK_SLASH && pred_closes(p))
			break;
		advance(p);
		dnp = new_node(p, DT_NODE_BINARY, left->dn_line);
		dnp->dn_op = op;
		dnp->dn_left = left;
		dnp->dn_right = binary_expr(p, prec + 1);
		left = dnp;
	}
	return left;
}

/* conditional_expr -> binary_expr [ '?' expression ':' conditional_expr ] */
static dt_node_t *
conditional_expr(parser_t *p)
{
	dt_node_t *cond = binary_expr(p, 1), *dnp;

	if (cur(p) != DT_TOK_QUESTION)
		return cond;
	enter(p);
	advance(p);
	dnp = new_node(p, DT_NODE_COND, cond->dn_line);
	dnp->dn_cond = cond;
	dnp->dn_left = expression(p);
	expect(p, DT_TOK_COLON);
	dnp->dn_right = conditional_expr(p);
	leave(p);
	return dnp;
}

/*
 * assignment_expr -> conditional_expr
 *		    | unary_expr ASSIGN_OP assignment_expr
 * The left side is parsed as a conditional_expr and must turn out to be
 * a unary expression (C's grammar), e.g. not "a + b = c".
 */
static dt_node_t *
assignment_expr(parser_t *p)
{
	dt_node_t *left, *dnp;
	dt_tok_t op;

	enter(p);
	left = conditional_expr(p);
	op = cur(p);
	if (is_assign_op(op)) {
		if (!(left->dn_flags & DT_NF_PAREN) &&
		    (left->dn_kind == DT_NODE_BINARY ||
		    left->dn_kind == DT_NODE_COND ||
		    left->dn_kind == DT_NODE_CAST))
			syntax_error(p);
		advance(p);
		dnp = new_node(p, DT_NODE_ASSIGN, left->dn_line);
		dnp->dn_op = op;
		dnp->dn_left = left;
		dnp->dn_right = assignment_expr(p);
		left = dnp;
	}
	leave(p);
	return left;
}

/* expression -> assignment_expr { ',' assignment_expr } */
static dt_node_t *
expression(parser_t *p)
{
	dt_node_t *left = assignment_expr(p), *dnp;

	while (accept(p, DT_TOK_COMMA)) {
		dnp = new_node(p, DT_NODE_BINARY, left->dn_line);
		dnp->dn_op = DT_TOK_COMMA;
		dnp->dn_left = left;
		dnp->dn_right = assignment_expr(p);
		left = dnp;
	}
	return left;
}

/* ------------------------------------------------------------ statements */

/* stmt_list -> { statement } [ expression ]      (up to, not past, '}') */
static dt_node_t *
stmt_list(parser_t *p)
{
	nlist_t stmts;

	list_init(&stmts);
	while (cur(p) != DT_TOK_RBRACE)
		list_add(&stmts, statement(p, 1));
	return stmts.nl_head;
}

/* stmt_or_block -> '{' stmt_list '}' | statement */
static dt_node_t *
stmt_or_block(parser_t *p)
{
	dt_node_t *list;

	if (!accept(p, DT_TOK_LBRACE))
		return statement(p, 0);
	list = stmt_list(p);
	expect(p, DT_TOK_RBRACE);
	return list;
}

/* if_stmt -> 'if' '(' expression ')' stmt_or_block [ 'else' stmt_or_block ] */
static dt_node_t *
if_stmt(parser_t *p)
{
	dt_node_t *dnp = new_node(p, DT_NODE_IF, cur_line(p));

	advance(p);
	expect(p, DT_TOK_LPAR);
	dnp->dn_cond = expression(p);
	expect(p, DT_TOK_RPAR);
	dnp->dn_body = stmt_or_block(p);
	if (accept(p, DT_TOK_ELSE))
		dnp->dn_else = stmt_or_block(p);
	return dnp;
}

/*
 * statement -> ';' | expression ';' | if_stmt
 * With 'last', the ';' after an expression may be left out before '}'.
 */
static dt_node_t *
statement(parser_t *p, int last)
{
	int line = cur_line(p);
	dt_node_t *dnp;

	enter(p);
	if (cur(p) == DT_TOK_SEMI) {
		dnp = new_node(p, DT_NODE_EMPTY_STMT, line);
		advance(p);
	} else if (cur(p) == DT_TOK_IF) {
		dnp = if_stmt(p);
	} else {
		dnp = new_node(p, DT_NODE_EXPR_STMT, line);
		dnp->dn_left = expression(p);
		if (!accept(p, DT_TOK_SEMI) &&
		    !(last && cur(p) == DT_TOK_RBRACE))
			syntax_error(p);
	}
	leave(p);
	return dnp;
}

/* ---------------------------------------------------------- declarations */

static dt_decl_t *
decl_copy(parser_t *p, const dt_decl_t *ds)
{
	dt_decl_t *copy = dt_arena_alloc(p->p_cc->cc_arena, sizeof(*copy));

	*copy = *ds;
	return copy;
}

static dt_declarator_t *
new_dd(parser_t *p, int kind)
{
	dt_declarator_t *dd = dt_arena_alloc(p->p_cc->cc_arena, sizeof(*dd));

	dd->dd_kind = kind;
	return dd;
}

static void
set_base(parser_t *p, dt_decl_t *ds, dt_dskind_t kind)
{
	if (ds->ds_base != DT_DS_NONE) {
		dt_cc_error(p->p_cc, "D_DECL_COMBO", cur_line(p),
		    "invalid type combination");
	}
	ds->ds_base = kind;
}

/* Has a type specifier (not just a qualifier or class) been seen? */
static int
has_type(const dt_decl_t *ds)
{
	return ds->ds_base != DT_DS_NONE || ds->ds_short || ds->ds_long ||
	    ds->ds_signed || ds->ds_unsigned;
}

/*
 * Check the short/long/signed/unsigned words against the base type and
 * fold them into ds_base (so "long long int" ends as DT_DS_LONGLONG and
 * "unsigned" alone as DT_DS_INT).
 */
static void
finish_specs(parser_t *p, dt_decl_t *ds)
{
	dt_cc_t *cc = p->p_cc;
	int line = cur_line(p), size = ds->ds_short || ds->ds_long;
	int sign = ds->ds_signed || ds->ds_unsigned;
	dt_dskind_t b = ds->ds_base;

	if (b == DT_DS_CHAR && size) {
		dt_cc_error(cc, "D_DECL_CHARATTR", line, "invalid type "
		    "declaration: short and long may not be used with char "
		    "type");
	}
	if (b == DT_DS_VOID && (size || sign)) {
		dt_cc_error(cc, "D_DECL_VOIDATTR", line, "invalid type "
		    "declaration: attributes may not be used with void type");
	}
	if (sign && b != DT_DS_NONE && b != DT_DS_CHAR && b != DT_DS_INT) {
		dt_cc_error(cc, "D_DECL_SIGNINT", line, "invalid type "
		    "declaration: signed and unsigned may only be used with "
		    "integer type");
	}
	if (size && b != DT_DS_NONE && b != DT_DS_INT && b != DT_DS_FLOAT &&
	    b != DT_DS_DOUBLE) {
		dt_cc_error(cc, "D_DECL_LONGINT", line, "invalid type "
		    "declaration: long and long long may only be used with "
		    "integer or floating-point type");
	}
	if ((ds->ds_signed && ds->ds_unsigned) ||
	    (ds->ds_short && ds->ds_long) ||
	    (b == DT_DS_FLOAT && size) ||
	    (b == DT_DS_DOUBLE && (ds->ds_short || ds->ds_long > 1))) {
		dt_cc_error(cc, "D_DECL_COMBO", line,
		    "invalid type combination");
	}
	if (b == DT_DS_NONE || b == DT_DS_INT) {
		if (ds->ds_short)
			ds->ds_base = DT_DS_SHORT;
		else if (ds->ds_long == 1)
			ds->ds_base = DT_DS_LONG;
		else if (ds->ds_long == 2)
			ds->ds_base = DT_DS_LONGLONG;
		else
			ds->ds_base = DT_DS_INT;
	} else if (b == DT_DS_DOUBLE && ds->ds_long == 1) {
		ds->ds_base = DT_DS_LONGDOUBLE;
	}
}

/*
 * struct_member -> specifier_qualifier_list member_declarator
 *		    { ',' member_declarator } ';'
 * member_declarator -> declarator [ ':' conditional_expr ]
 *		      | ':' conditional_expr
 * Each member becomes a DECL whose dn_int is the bit-field width or -1.
 */
static dt_node_t *
struct_member(parser_t *p)
{
	dt_tok_t sclass = DT_TOK_EOF;
	dt_decl_t *ds, *dcopy;
	dt_node_t *dnp, *width;
	nlist_t members;

	if (!is_type_word(cur(p)))
		syntax_error(p);
	list_init(&members);
	ds = decl_specs(p, 0, &sclass);
	do {
		dnp = new_node(p, DT_NODE_DECL, cur_line(p));
		dnp->dn_int = -1;
		dcopy = decl_copy(p, ds);
		if (cur(p) != DT_TOK_COLON) {
			dcopy->ds_decl = declarator(p, DECL_NAMED,
			    &dnp->dn_name);
		}
		if (accept(p, DT_TOK_COLON)) {
			/* sema folds the width (a constant expression) */
			width = conditional_expr(p);
			dnp->dn_int = width->dn_kind == DT_NODE_INT ?
			    width->dn_int : 0;
			dnp->dn_left = width;
		}
		dnp->dn_decl = dcopy;
		list_add(&members, dnp);
	} while (accept(p, DT_TOK_COMMA));
	expect(p, DT_TOK_SEMI);
	return members.nl_head;
}

/*
 * sou_specifier -> ( 'struct' | 'union' ) [ tag ] '{' struct_member
 *		    { struct_member } '}'
 *		  | ( 'struct' | 'union' ) tag
 */
static void
sou_specifier(parser_t *p, dt_decl_t *ds)
{
	nlist_t members;

	set_base(p, ds, cur(p) == DT_TOK_STRUCT ? DT_DS_STRUCT : DT_DS_UNION);
	advance(p);
	if (cur(p) == DT_TOK_IDENT || cur(p) == DT_TOK_TYPENAME)
		ds->ds_name = take_name(p);
	if (!accept(p, DT_TOK_LBRACE)) {
		if (ds->ds_name == NULL)
			syntax_error(p);
		return;
	}
	list_init(&members);
	do {
		list_add(&members, struct_member(p));
	} while (cur(p) != DT_TOK_RBRACE);
	advance(p);
	ds->ds_members = members.nl_head;
	ds->ds_has_body = 1;
}

/*
 * enum_specifier -> 'enum' [ tag ] '{' enumerator { ',' enumerator }
 *		     [ ',' ] '}' | 'enum' tag
 * enumerator -> IDENT [ '=' conditional_expr ]
 * Enumerators are IDENT nodes; dn_left holds the value, if given.
 */
static void
enum_specifier(parser_t *p, dt_decl_t *ds)
{
	nlist_t list;
	dt_node_t *dnp;

	set_base(p, ds, DT_DS_ENUM);
	advance(p);
	if (cur(p) == DT_TOK_IDENT || cur(p) == DT_TOK_TYPENAME)
		ds->ds_name = take_name(p);
	if (!accept(p, DT_TOK_LBRACE)) {
		if (ds->ds_name == NULL)
			syntax_error(p);
		return;
	}
	list_init(&list);
	do {
		if (cur(p) != DT_TOK_IDENT)
			syntax_error(p);
		dnp = new_node(p, DT_NODE_IDENT, cur_line(p));
		dnp->dn_name = take_name(p);
		if (accept(p, DT_TOK_ASSIGN))
			dnp->dn_left = conditional_expr(p);
		list_add(&list, dnp);
	} while (accept(p, DT_TOK_COMMA) && cur(p) != DT_TOK_RBRACE);
	expect(p, DT_TOK_RBRACE);
	ds->ds_members = list.nl_head;
	ds->ds_has_body = 1;
}

/* Record one type word (not struct/union/enum or a type name) in 'ds'. */
static void
type_word(parser_t *p, dt_decl_t *ds, dt_tok_t t)
{
	dt_cc_t *cc = p->p_cc;
	int line = cur_line(p);

	switch (t) {
	case DT_TOK_CONST: ds->ds_quals |= DT_Q_CONST; break;
	case DT_TOK_VOLATILE: ds->ds_quals |= DT_Q_VOLATILE; break;
	case DT_TOK_RESTRICT: ds->ds_quals |= DT_Q_RESTRICT; break;
	case DT_TOK_USERLAND: ds->ds_quals |= DT_Q_USERLAND; break;
	case DT_TOK_VOID: set_base(p, ds, DT_DS_VOID); break;
	case DT_TOK_CHAR: set_base(p, ds, DT_DS_CHAR); break;
	case DT_TOK_INT_KW: set_base(p, ds, DT_DS_INT); break;
	case DT_TOK_FLOAT: set_base(p, ds, DT_DS_FLOAT); break;
	case DT_TOK_DOUBLE: set_base(p, ds, DT_DS_DOUBLE); break;
	case DT_TOK_STRING_KW: set_base(p, ds, DT_DS_STRING); break;
	case DT_TOK_SHORT:
		if (ds->ds_short) {
			dt_cc_error(cc, "D_DECL_COMBO", line, "the attribute "
			    "'short' may only be used at most once in a "
			    "declaration");
		}
		ds->ds_short = 1;
		break;
	case DT_TOK_LONG:
		if (ds->ds_long == 2) {
			dt_cc_error(cc, "D_DECL_COMBO", line, "the attribute "
			    "'long' may only be used at most twice in a "
			    "declaration");
		}
		ds->ds_long++;
		break;
	case DT_TOK_SIGNED:
	case DT_TOK_UNSIGNED:
		if ((t == DT_TOK_SIGNED && ds->ds_signed) ||
		    (t == DT_TOK_UNSIGNED && ds->ds_unsigned)) {
			dt_cc_error(cc, "D_DECL_COMBO", line, "the attribute "
			    "'%s' may only be used at most once in a "
			    "declaration", dt_tok_name(t));
		}
		if (t == DT_TOK_SIGNED)
			ds->ds_signed = 1;
		else
			ds->ds_unsigned = 1;
		break;
	default:
		DT_BUG("type_word: token %d", (int)t);
	}
}

/*
 * decl_specs -> { storage_class | type_specifier | type_qualifier }
 * Storage classes (auto register static extern typedef self this) are
 * accepted only with 'classes' and returned in *sclass.  A type name
 * after another type word is left for the declarator (C's rule).
 */
static dt_decl_t *
decl_specs(parser_t *p, int classes, dt_tok_t *sclass)
{
	dt_decl_t *ds = dt_arena_alloc(p->p_cc->cc_arena, sizeof(*ds));
	const dt_token_t *tk = &p->p_cc->cc_tok;
	dt_tok_t t;

	enter(p);
	for (;;) {
		t = tk->tk_kind;
		if (is_class_word(t) && classes) {
			if (*sclass != DT_TOK_EOF) {
				dt_cc_error(p->p_cc, "D_DECL_CLASS",
				    tk->tk_line, "only one storage class "
				    "allowed in a declaration");
			}
			*sclass = t;
			advance(p);
		} else if (t == DT_TOK_STRUCT || t == DT_TOK_UNION) {
			sou_specifier(p, ds);
		} else if (t == DT_TOK_ENUM) {
			enum_specifier(p, ds);
		} else if (t == DT_TOK_TYPENAME) {
			if (has_type(ds))
				break;
			if (strcmp(tk->tk_str, "_Bool") == 0) {
				set_base(p, ds, DT_DS_BOOL);
			} else {
				set_base(p, ds, DT_DS_TYPEDEF);
				ds->ds_name = tk->tk_str;
			}
			advance(p);
		} else if (is_type_word(t)) {
			type_word(p, ds, t);
			advance(p);
		} else {
			break;
		}
	}
	leave(p);
	finish_specs(p, ds);
	return ds;
}

/*
 * param_decl -> decl_specs [ declarator | abstract_declarator ]
 * A DECL for one function, probe or associative-array parameter.
 */
static dt_node_t *
param_decl(parser_t *p)
{
	dt_tok_t sclass = DT_TOK_EOF;
	dt_node_t *dnp;
	dt_decl_t *ds;

	if (!is_type_word(cur(p)) && !is_class_word(cur(p)))
		syntax_error(p);
	dnp = new_node(p, DT_NODE_DECL, cur_line(p));
	dnp->dn_int = -1;
	ds = decl_specs(p, 1, &sclass);
	if (sclass != DT_TOK_EOF && sclass != DT_TOK_REGISTER) {
		dt_cc_error(p->p_cc, "D_DECL_PARMCLASS", dnp->dn_line,
		    "inappropriate storage class for function or associative "
		    "array parameter");
	}
	ds->ds_decl = declarator(p, DECL_OPTIONAL, &dnp->dn_name);
	dnp->dn_decl = ds;
	return dnp;
}

/* param_list -> '...' | param_decl { ',' param_decl } [ ',' '...' ] */
static dt_node_t *
param_list(parser_t *p, int *varargs)
{
	nlist_t params;

	list_init(&params);
	do {
		if (accept(p, DT_TOK_ELLIPSIS)) {
			*varargs = 1;
			break;
		}
		list_add(&params, param_decl(p));
	} while (accept(p, DT_TOK_COMMA));
	return params.nl_head;
}

/* func_suffix -> '(' [ param_list ] ')'      (the '(' is consumed) */
static dt_declarator_t *
func_suffix(parser_t *p)
{
	dt_declarator_t *dd = new_dd(p, DT_DD_FUNC);

	if (cur(p) != DT_TOK_RPAR)
		dd->dd_params = param_list(p, &dd->dd_varargs);
	expect(p, DT_TOK_RPAR);
	return dd;
}

/*
 * array_suffix -> '[' ']' | '[' conditional_expr ']' | '[' param_list ']'
 * A list of types in brackets is an associative array's key signature.
 */
static dt_declarator_t *
array_suffix(parser_t *p)
{
	dt_declarator_t *dd = new_dd(p, DT_DD_ARRAY);
	int varargs = 0;

	advance(p);
	if (is_type_word(cur(p))) {
		dd->dd_assoc = 1;
		dd->dd_size = param_list(p, &varargs);
		if (varargs)
			syntax_error(p);
	} else if (cur(p) != DT_TOK_RBRAC) {
		dd->dd_size = conditional_expr(p);
	}
	expect(p, DT_TOK_RBRAC);
	return dd;
}

/*
 * declarator -> { '*' { qualifier } } direct_declarator
 * direct_declarator -> [ name | '(' declarator ')' ]
 *			{ array_suffix | func_suffix }
 * 'how' says whether a name is required, optional or not allowed; it is
 * stored in *namep.  The result lists the type constructors in the order
 * they apply to the base type: the pointers from left to right, then the
 * suffixes from right to left, then the parenthesised inner declarator.
 */
static dt_declarator_t *
declarator(parser_t *p, int how, const char **namep)
{
	dt_declarator_t *head = NULL, **tail = &head, *inner = NULL;
	dt_declarator_t *sfx = NULL, *dd;
	dt_tok_t t;

	enter(p);
	while (accept(p, DT_TOK_STAR)) {
		dd = new_dd(p, DT_DD_POINTER);
		for (;; advance(p)) {
			t = cur(p);
			if (t == DT_TOK_CONST)
				dd->dd_quals |= DT_Q_CONST;
			else if (t == DT_TOK_VOLATILE)
				dd->dd_quals |= DT_Q_VOLATILE;
			else if (t == DT_TOK_RESTRICT)
				dd->dd_quals |= DT_Q_RESTRICT;
			else if (t == DT_TOK_USERLAND)
				dd->dd_quals |= DT_Q_USERLAND;
			else
				break;
		}
		*tail = dd;
		tail = &dd->dd_next;
	}

	t = cur(p);
	if (how != DECL_ABSTRACT &&
	    (t == DT_TOK_IDENT || t == DT_TOK_TYPENAME)) {
		*namep = take_name(p);
	} else if (t == DT_TOK_LPAR) {
		advance(p);
		t = cur(p);
		if (t == DT_TOK_STAR || t == DT_TOK_LPAR || t == DT_TOK_LBRAC ||
		    (how != DECL_ABSTRACT && t == DT_TOK_IDENT)) {
			inner = declarator(p, how, namep);
			expect(p, DT_TOK_RPAR);
		} else {
			sfx = func_suffix(p);
		}
	}

	for (;;) {
		if (cur(p) == DT_TOK_LBRAC) {
			dd = array_suffix(p);
		} else if (cur(p) == DT_TOK_LPAR) {
			advance(p);
			dd = func_suffix(p);
		} else {
			break;
		}
		dd->dd_next = sfx;	/* prepend: reverses the order */
		sfx = dd;
	}
	if (how == DECL_NAMED && *namep == NULL)
		syntax_error(p);

	*tail = sfx;
	while (*tail != NULL)
		tail = &(*tail)->dd_next;
	*tail = inner;
	leave(p);
	return head;
}

/* The type constructor applied last, i.e. the declared object's kind. */
static dt_declarator_t *
outermost(dt_declarator_t *dd)
{
	while (dd != NULL && dd->dd_next != NULL)
		dd = dd->dd_next;
	return dd;
}

/*
 * DT_NF_* flags for storage class 'sclass'.  auto and register are not
 * D; static is accepted (as extern) only for a function prototype.
 */
static unsigned
class_flags(parser_t *p, dt_tok_t sclass, const dt_decl_t *ds, int line)
{
	const dt_declarator_t *dd = outermost(ds->ds_decl);

	switch (sclass) {
	case DT_TOK_SELF: return DT_NF_SELF;
	case DT_TOK_THIS: return DT_NF_THIS;
	case DT_TOK_EXTERN: return DT_NF_EXTERN;
	case DT_TOK_TYPEDEF: return DT_NF_TYPEDEF;
	case DT_TOK_STATIC:
		if (dd != NULL && dd->dd_kind == DT_DD_FUNC)
			return DT_NF_EXTERN;
		/* FALLTHROUGH */
	case DT_TOK_AUTO:
	case DT_TOK_REGISTER:
		dt_cc_error(p->p_cc, "D_DECL_BADCLASS", line,
		    "specified storage class not appropriate in D");
	default:
		return 0;
	}
}

/*
 * declaration -> decl_specs [ declarator { ',' declarator } ] ';'
 * One DECL per declarator; a bare "struct s { ... };" gives one DECL
 * without a name.  Only the first DECL carries a struct/enum body (the
 * others share ds_members with ds_has_body clear).  Typedef names are
 * registered at once so that the rest of the program can use them.
 */
static dt_node_t *
declaration(parser_t *p)
{
	dt_tok_t sclass = DT_TOK_EOF;
	dt_decl_t *ds, *dcopy;
	dt_node_t *dnp;
	nlist_t decls;
	int first = 1;

	set_mode(p, DT_LEX_EXPR);
	list_init(&decls);
	dnp = new_node(p, DT_NODE_DECL, cur_line(p));
	dnp->dn_int = -1;
	ds = decl_specs(p, 1, &sclass);
	if (cur(p) == DT_TOK_SEMI) {
		dnp->dn_decl = ds;
		dnp->dn_flags = class_flags(p, sclass, ds, dnp->dn_line);
		list_add(&decls, dnp);
	} else {
		do {
			dnp = new_node(p, DT_NODE_DECL, cur_line(p));
			dnp->dn_int = -1;
			dcopy = decl_copy(p, ds);
			dcopy->ds_decl = declarator(p, DECL_NAMED,
			    &dnp->dn_name);
			if (!first)
				dcopy->ds_has_body = 0;
			first = 0;
			dnp->dn_decl = dcopy;
			dnp->dn_flags = class_flags(p, sclass, dcopy,
			    dnp->dn_line);
			if (sclass == DT_TOK_TYPEDEF)
				dt_cc_add_typename(p->p_cc, dnp->dn_name);
			list_add(&decls, dnp);
		} while (accept(p, DT_TOK_COMMA));
	}
	expect_mode(p, DT_TOK_SEMI, DT_LEX_OUTER);
	return decls.nl_head;
}

/*
 * inline_def -> 'inline' decl_specs declarator '=' assignment_expr ';'
 * For "inline T name[T1 a, T2 b] = ...", the bracketed parameters move
 * from the declarator to dn_args.
 */
static dt_node_t *
inline_def(parser_t *p)
{
	dt_node_t *dnp = new_node(p, DT_NODE_INLINE, cur_line(p));
	dt_tok_t sclass = DT_TOK_EOF;
	dt_declarator_t **ddp, *dd;
	dt_decl_t *ds;

	set_mode(p, DT_LEX_EXPR);
	advance(p);
	if (!is_type_word(cur(p)))
		syntax_error(p);
	ds = decl_specs(p, 0, &sclass);
	ds->ds_decl = declarator(p, DECL_NAMED, &dnp->dn_name);
	for (ddp = &ds->ds_decl; *ddp != NULL && (*ddp)->dd_next != NULL;
	    ddp = &(*ddp)->dd_next)
		continue;
	dd = *ddp;
	if (dd != NULL && dd->dd_kind == DT_DD_ARRAY && dd->dd_assoc) {
		dnp->dn_args = dd->dd_size;
		*ddp = NULL;
	}
	dnp->dn_decl = ds;
	expect(p, DT_TOK_ASSIGN);
	dnp->dn_left = assignment_expr(p);
	expect_mode(p, DT_TOK_SEMI, DT_LEX_OUTER);
	return dnp;
}

/*
 * translator_def -> 'translator' type_name '<' decl_specs declarator '>'
 *		     '{' { IDENT '=' assignment_expr ';' } '}' ';'
 * Member names are read in MEMBER mode, so they may be keywords.
 */
static dt_node_t *
translator_def(parser_t *p)
{
	dt_node_t *dnp = new_node(p, DT_NODE_TRANSLATOR, cur_line(p));
	dt_tok_t sclass = DT_TOK_EOF;
	dt_node_t *arg, *mnp;
	nlist_t members;

	set_mode(p, DT_LEX_EXPR);
	advance(p);
	dnp->dn_decl = type_name(p);
	expect(p, DT_TOK_LT);
	if (!is_type_word(cur(p)))
		syntax_error(p);
	arg = new_node(p, DT_NODE_DECL, cur_line(p));
	arg->dn_int = -1;
	arg->dn_decl = decl_specs(p, 0, &sclass);
	arg->dn_decl->ds_decl = declarator(p, DECL_NAMED, &arg->dn_name);
	dnp->dn_args = arg;
	expect(p, DT_TOK_GT);
	expect_mode(p, DT_TOK_LBRACE, DT_LEX_MEMBER);
	list_init(&members);
	while (cur(p) != DT_TOK_RBRACE) {
		if (cur(p) != DT_TOK_IDENT)
			syntax_error(p);
		mnp = new_node(p, DT_NODE_MEMBER_INIT, cur_line(p));
		mnp->dn_name = take_name(p);
		expect(p, DT_TOK_ASSIGN);
		mnp->dn_left = assignment_expr(p);
		expect_mode(p, DT_TOK_SEMI, DT_LEX_MEMBER);
		list_add(&members, mnp);
	}
	advance(p);
	dnp->dn_body = members.nl_head;
	expect_mode(p, DT_TOK_SEMI, DT_LEX_OUTER);
	return dnp;
}

/* probe_params -> '(' [ param_list ] ')' */
static dt_node_t *
probe_params(parser_t *p)
{
	dt_node_t *list = NULL;
	int varargs = 0;

	expect(p, DT_TOK_LPAR);
	if (cur(p) != DT_TOK_RPAR)
		list = param_list(p, &varargs);
	if (varargs)
		syntax_error(p);
	expect(p, DT_TOK_RPAR);
	return list;
}

/*
 * provider_def -> 'provider' IDENT '{' { provider_probe } '}' ';'
 * provider_probe -> 'probe' IDENT probe_params [ ':' probe_params ] ';'
 */
static dt_node_t *
provider_def(parser_t *p)
{
	dt_node_t *dnp = new_node(p, DT_NODE_PROVIDER, cur_line(p)), *pnp;
	nlist_t probes;

	set_mode(p, DT_LEX_EXPR);
	advance(p);
	if (cur(p) != DT_TOK_IDENT)
		syntax_error(p);
	dnp->dn_name = take_name(p);
	expect(p, DT_TOK_LBRACE);
	list_init(&probes);
	while (cur(p) != DT_TOK_RBRACE) {
		if (cur(p) != DT_TOK_PROBE)
			syntax_error(p);
		pnp = new_node(p, DT_NODE_PROBE, cur_line(p));
		advance(p);
		if (cur(p) != DT_TOK_IDENT)
			syntax_error(p);
		pnp->dn_name = take_name(p);
		pnp->dn_args = probe_params(p);
		if (accept(p, DT_TOK_COLON)) {
			pnp->dn_xargs = probe_params(p);
			pnp->dn_int = 1;	/* an output list, maybe () */
		}
		expect(p, DT_TOK_SEMI);
		list_add(&probes, pnp);
	}
	advance(p);
	dnp->dn_body = probes.nl_head;
	expect_mode(p, DT_TOK_SEMI, DT_LEX_OUTER);
	return dnp;
}

/* -------------------------------------------------------------- clauses */

/* probe_desc -> PSPEC | INT */
static dt_node_t *
probe_desc(parser_t *p)
{
	const dt_token_t *tk = &p->p_cc->cc_tok;
	dt_node_t *dnp;

	if (tk->tk_kind != DT_TOK_PSPEC && tk->tk_kind != DT_TOK_INT)
		syntax_error(p);
	dnp = new_node(p, DT_NODE_PROBEDESC, tk->tk_line);
	dnp->dn_name = tk->tk_str;
	if (tk->tk_kind == DT_TOK_INT) {
		if (tk->tk_int > UINT32_MAX) {
			dt_cc_error(p->p_cc, "D_PDESC_INVAL", tk->tk_line,
			    "identifier %llu exceeds maximum probe id",
			    (unsigned long long)tk->tk_int);
		}
		dnp->dn_int = (int64_t)tk->tk_int;
		dnp->dn_flags = DT_NF_PROBEID;
	}
	advance(p);
	return dnp;
}

/*
 * predicate -> '/' expression '/'
 * Parsed in EXPR mode with cc_where = DT_ERR_PRED; the closing '/' is
 * found by pred_closes().  Returns with the token after it current, read
 * in EXPR mode as the original lexer does (it should be a '{').
 */
static dt_node_t *
predicate(parser_t *p)
{
	dt_cc_t *cc = p->p_cc;
	dt_node_t *pred;

	cc->cc_where = DT_ERR_PRED;
	p->p_parens = p->p_brackets = 0;
	set_mode(p, DT_LEX_EXPR);
	advance(p);
	pred = expression(p);
	if (cur(p) != DT_TOK_SLASH)
		syntax_error(p);
	cc->cc_where = DT_ERR_NONE;
	advance(p);
	return pred;
}

/*
 * clause -> probe_desc { ',' probe_desc } [ predicate ] [ '{' stmt_list '}' ]
 * A script needs a predicate and/or a body; a predicate needs a body; the
 * -n/-P/-m/-f/-i forms may leave out both (DT_NF_NOBODY).
 */
static dt_node_t *
clause(parser_t *p)
{
	dt_cc_t *cc = p->p_cc;
	dt_node_t *dnp = new_node(p, DT_NODE_CLAUSE, cur_line(p));
	nlist_t descs;

	list_init(&descs);
	list_add(&descs, probe_desc(p));
	while (accept(p, DT_TOK_COMMA))
		list_add(&descs, probe_desc(p));
	dnp->dn_probes = descs.nl_head;

	if (cur(p) == DT_TOK_SLASH) {
		dnp->dn_pred = predicate(p);
		if (cur(p) != DT_TOK_LBRACE) {
			dt_cc_error(cc, "D_SYNTAX", dnp->dn_pred->dn_line,
			    "expected actions { } following probe description "
			    "and predicate");
		}
	}
	if (cur(p) == DT_TOK_LBRACE) {
		cc->cc_where = DT_ERR_ACTION;
		set_mode(p, DT_LEX_EXPR);
		advance(p);
		dnp->dn_body = stmt_list(p);
		cc->cc_where = DT_ERR_NONE;
		expect_mode(p, DT_TOK_RBRACE, DT_LEX_OUTER);
	} else if (dnp->dn_pred == NULL && cc->cc_pctx == DT_PCTX_SCRIPT) {
		dt_cc_error(cc, "D_SYNTAX", dnp->dn_line, "expected predicate "
		    "and/or actions following probe description");
	} else {
		dnp->dn_flags |= DT_NF_NOBODY;
	}
	return dnp;
}

/* A first token that starts a declaration (docs/language.md §1.1). */
static int
starts_declaration(dt_tok_t t)
{
	return is_type_word(t) || is_class_word(t);
}

/*
 * outer_item -> inline_def | translator_def | provider_def | declaration
 *	       | clause
 */
static dt_node_t *
outer_item(parser_t *p)
{
	const dt_token_t *tk = &p->p_cc->cc_tok;

	switch (tk->tk_kind) {
	case DT_TOK_INLINE:
		return inline_def(p);
	case DT_TOK_TRANSLATOR:
		return translator_def(p);
	case DT_TOK_PROVIDER:
		return provider_def(p);
	case DT_TOK_PSPEC:
	case DT_TOK_INT:
		return clause(p);
	default:
		if (starts_declaration(tk->tk_kind))
			return declaration(p);
		syntax_error(p);
	}
}

/* Move the queued pragmas found before 'end' (all if NULL) to 'prog'. */
static void
flush_pragmas(parser_t *p, nlist_t *prog, const char *end)
{
	while (p->p_pend != NULL &&
	    (end == NULL || p->p_pend->pd_pos < end)) {
		list_add(prog, p->p_pend->pd_node);
		p->p_pend = p->p_pend->pd_next;
	}
	if (p->p_pend == NULL)
		p->p_pendtail = &p->p_pend;
}

/*
 * program -> { outer_item } EOF
 * #pragma D lines inside an item are placed before it, the others where
 * they stand.
 */
dt_node_t *
dt_parse_program(dt_cc_t *cc)
{
	parser_t p;
	nlist_t prog;
	dt_node_t *item;

	memset(&p, 0, sizeof(p));
	p.p_cc = cc;
	p.p_pendtail = &p.p_pend;
	list_init(&prog);

	cc->cc_where = DT_ERR_NONE;
	cc->cc_lex.lx_mode = DT_LEX_OUTER;
	memset(&cc->cc_tok, 0, sizeof(cc->cc_tok));
	advance(&p);
	while (cur(&p) != DT_TOK_EOF) {
		flush_pragmas(&p, &prog, NULL);
		item = outer_item(&p);
		flush_pragmas(&p, &prog, p.p_prevend);
		list_add(&prog, item);
	}
	flush_pragmas(&p, &prog, NULL);
	return prog.nl_head;
}

/*
 * lex.c - the D lexer: program text -> tokens, one per dt_lex_next() call.
 * Stage: first step of the compiler, feeding parse.c.  Interface: lex.h.
 *
 * What a word means depends on cc_lex.lx_mode, which the parser sets:
 * OUTER scope reads probe specifiers (with $macro substitution), the
 * declaration keywords and type names; EXPR scope reads the C-like tokens
 * of D; MEMBER is EXPR for the one token after '.' or '->' (entered and
 * left by the lexer itself), where keywords and type names are plain
 * identifiers.  Control lines (#pragma, #line, # N, #error, #ident, #!)
 * are consumed here in every mode; "#pragma D ..." comes back as a
 * DT_TOK_PRAGMA token for the parser.  lx_pdepth counts open ( and [.
 */
#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cc.h"

/* Keywords; 'outer' marks those that are also keywords in outer scope. */
static const struct keyword {
	const char *kw_name;
	dt_tok_t kw_tok;
	int kw_outer;
} keywords[] = {
	{ "auto", DT_TOK_AUTO, 1 },
	{ "break", DT_TOK_BREAK, 0 },
	{ "case", DT_TOK_CASE, 0 },
	{ "char", DT_TOK_CHAR, 1 },
	{ "const", DT_TOK_CONST, 1 },
	{ "continue", DT_TOK_CONTINUE, 0 },
	{ "counter", DT_TOK_COUNTER, 1 },
	{ "default", DT_TOK_DEFAULT, 0 },
	{ "do", DT_TOK_DO, 0 },
	{ "double", DT_TOK_DOUBLE, 1 },
	{ "else", DT_TOK_ELSE, 0 },
	{ "enum", DT_TOK_ENUM, 1 },
	{ "extern", DT_TOK_EXTERN, 1 },
	{ "float", DT_TOK_FLOAT, 1 },
	{ "for", DT_TOK_FOR, 0 },
	{ "goto", DT_TOK_GOTO, 0 },
	{ "if", DT_TOK_IF, 0 },
	{ "import", DT_TOK_IMPORT, 1 },
	{ "inline", DT_TOK_INLINE, 1 },
	{ "int", DT_TOK_INT_KW, 1 },
	{ "long", DT_TOK_LONG, 1 },
	{ "offsetof", DT_TOK_OFFSETOF, 0 },
	{ "probe", DT_TOK_PROBE, 0 },
	{ "provider", DT_TOK_PROVIDER, 1 },
	{ "register", DT_TOK_REGISTER, 1 },
	{ "restrict", DT_TOK_RESTRICT, 1 },
	{ "return", DT_TOK_RETURN, 0 },
	{ "self", DT_TOK_SELF, 1 },
	{ "short", DT_TOK_SHORT, 1 },
	{ "signed", DT_TOK_SIGNED, 1 },
	{ "sizeof", DT_TOK_SIZEOF, 0 },
	{ "static", DT_TOK_STATIC, 1 },
	{ "string", DT_TOK_STRING_KW, 1 },
	{ "stringof", DT_TOK_STRINGOF, 0 },
	{ "struct", DT_TOK_STRUCT, 1 },
	{ "switch", DT_TOK_SWITCH, 0 },
	{ "this", DT_TOK_THIS, 1 },
	{ "translator", DT_TOK_TRANSLATOR, 1 },
	{ "typedef", DT_TOK_TYPEDEF, 1 },
	{ "union", DT_TOK_UNION, 1 },
	{ "unsigned", DT_TOK_UNSIGNED, 1 },
	{ "userland", DT_TOK_USERLAND, 1 },
	{ "void", DT_TOK_VOID, 1 },
	{ "volatile", DT_TOK_VOLATILE, 1 },
	{ "while", DT_TOK_WHILE, 0 },
	{ "xlate", DT_TOK_XLATE, 0 },
};

/* Names of the non-keyword tokens, as used in messages and dumps. */
static const char *const tok_names[DT_TOK_NTOKS] = {
	[DT_TOK_EOF] = "end of input",
	[DT_TOK_INT] = "integer constant",
	[DT_TOK_STRING] = "string literal",
	[DT_TOK_IDENT] = "identifier",
	[DT_TOK_TYPENAME] = "type name",
	[DT_TOK_AGGNAME] = "aggregation",
	[DT_TOK_PSPEC] = "probe specifier",
	[DT_TOK_LPAR] = "(", [DT_TOK_RPAR] = ")",
	[DT_TOK_LBRAC] = "[", [DT_TOK_RBRAC] = "]",
	[DT_TOK_LBRACE] = "{", [DT_TOK_RBRACE] = "}",
	[DT_TOK_SEMI] = ";", [DT_TOK_COMMA] = ",",
	[DT_TOK_DOT] = ".", [DT_TOK_ARROW] = "->",
	[DT_TOK_QUESTION] = "?", [DT_TOK_COLON] = ":",
	[DT_TOK_ELLIPSIS] = "...",
	[DT_TOK_PLUS] = "+", [DT_TOK_MINUS] = "-", [DT_TOK_STAR] = "*",
	[DT_TOK_SLASH] = "/", [DT_TOK_MOD] = "%",
	[DT_TOK_INC] = "++", [DT_TOK_DEC] = "--",
	[DT_TOK_BNOT] = "~", [DT_TOK_LNOT] = "!",
	[DT_TOK_AMP] = "&", [DT_TOK_BOR] = "|", [DT_TOK_XOR] = "^",
	[DT_TOK_LSH] = "<<", [DT_TOK_RSH] = ">>",
	[DT_TOK_LAND] = "&&", [DT_TOK_LOR] = "||", [DT_TOK_LXOR] = "^^",
	[DT_TOK_EQ] = "==", [DT_TOK_NE] = "!=",
	[DT_TOK_LT] = "<", [DT_TOK_LE] = "<=",
	[DT_TOK_GT] = ">", [DT_TOK_GE] = ">=",
	[DT_TOK_ASSIGN] = "=", [DT_TOK_ADD_ASSIGN] = "+=",
	[DT_TOK_SUB_ASSIGN] = "-=", [DT_TOK_MUL_ASSIGN] = "*=",
	[DT_TOK_DIV_ASSIGN] = "/=", [DT_TOK_MOD_ASSIGN] = "%=",
	[DT_TOK_AND_ASSIGN] = "&=", [DT_TOK_XOR_ASSIGN] = "^=",
	[DT_TOK_OR_ASSIGN] = "|=", [DT_TOK_LSH_ASSIGN] = "<<=",
	[DT_TOK_RSH_ASSIGN] = ">>=",
	[DT_TOK_PRAGMA] = "#pragma",
};

/* The integer types of docs/language.md §1.5, in candidate order. */
static const uint64_t int_max[] = {
	INT32_MAX, UINT32_MAX, INT64_MAX, UINT64_MAX, INT64_MAX, UINT64_MAX
};
static const unsigned int_flags[] = {
	0, DT_NF_UNSIGNED, DT_NF_LONG, DT_NF_UNSIGNED | DT_NF_LONG,
	DT_NF_LONGLONG, DT_NF_UNSIGNED | DT_NF_LONGLONG
};

/* Macro variables: $name is an int, $$name its decimal string. */
static const struct macro_var {
	const char *mv_name;
	size_t mv_off;
} macro_vars[] = {
	{ "target", offsetof(dt_macros_t, ma_target) },
	{ "pid", offsetof(dt_macros_t, ma_pid) },
	{ "ppid", offsetof(dt_macros_t, ma_ppid) },
	{ "pgid", offsetof(dt_macros_t, ma_pgid) },
	{ "sid", offsetof(dt_macros_t, ma_sid) },
	{ "uid", offsetof(dt_macros_t, ma_uid) },
	{ "gid", offsetof(dt_macros_t, ma_gid) },
	{ "euid", offsetof(dt_macros_t, ma_euid) },
	{ "egid", offsetof(dt_macros_t, ma_egid) },
};

static const dt_macros_t no_macros;	/* used when cc_macros is NULL */

/* ------------------------------------------------------ character classes */

static int
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int
is_xdigit(int c)
{
	return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static int
xdigit_val(int c)
{
	if (is_digit(c))
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return c - 'A' + 10;
}

static int
is_idstart(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static int
is_idchar(int c)
{
	return is_idstart(c) || is_digit(c);
}

static int
is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r';
}

/* Probe specifier characters, first and later (docs/language.md §1.1). */
static int
is_pspec_start(int c)
{
	return is_idstart(c) || (c != '\0' && strchr("-$:.?*\\[]!", c));
}

static int
is_pspec_char(int c)
{
	return is_pspec_start(c) || is_digit(c) || c == '`';
}

/* Character at offset 'off' from the read position, or -1 past the end. */
static int
peekc(const dt_lexer_t *lx, size_t off)
{
	if ((size_t)(lx->lx_end - lx->lx_pos) <= off)
		return -1;
	return (unsigned char)lx->lx_pos[off];
}

static void DT_NORETURN
bad_char(dt_cc_t *cc, int c)
{
	int line = cc->cc_lex.lx_line;

	if (c >= 0x20 && c < 0x7f)
		dt_cc_error(cc, "D_SYNTAX", line, "syntax error near \"%c\"",
		    c);
	dt_cc_error(cc, "D_SYNTAX", line, "syntax error near \"\\%03o\"",
	    c & 0xff);
}

/* --------------------------------------------------------------- helpers */

/* Keyword token for s[0..n), or -1.  'outer' restricts to outer scope. */
static int
keyword_lookup(const char *s, size_t n, int outer)
{
	size_t i;

	for (i = 0; i < DT_ARRAY_SIZE(keywords); i++) {
		if (strlen(keywords[i].kw_name) == n &&
		    memcmp(keywords[i].kw_name, s, n) == 0 &&
		    (!outer || keywords[i].kw_outer))
			return keywords[i].kw_tok;
	}
	return -1;
}

const char *
dt_tok_name(dt_tok_t t)
{
	size_t i;

	if ((unsigned)t < DT_TOK_NTOKS && tok_names[t] != NULL)
		return tok_names[t];
	for (i = 0; i < DT_ARRAY_SIZE(keywords); i++)
		if (keywords[i].kw_tok == t)
			return keywords[i].kw_name;
	return "?";
}

/*
 * Decode the escapes of docs/language.md §1.7 from s[0..n) into 'dst', which
 * must hold n + 1 bytes (decoding never grows the text).  Returns the
 * decoded length; dst is NUL terminated.
 */
static size_t
unescape(char *dst, const char *s, size_t n)
{
	const char *end = s + n;
	char *d = dst;
	unsigned v;
	int k;

	while (s < end) {
		if (*s != '\\' || s + 1 >= end) {
			*d++ = *s++;
			continue;
		}
		switch (s[1]) {
		case 'a': *d++ = '\a'; s += 2; break;
		case 'b': *d++ = '\b'; s += 2; break;
		case 'f': *d++ = '\f'; s += 2; break;
		case 'n': *d++ = '\n'; s += 2; break;
		case 'r': *d++ = '\r'; s += 2; break;
		case 't': *d++ = '\t'; s += 2; break;
		case 'v': *d++ = '\v'; s += 2; break;
		case '\\': *d++ = '\\'; s += 2; break;
		case '"': *d++ = '"'; s += 2; break;
		case '0': case '1': case '2': case '3':
		case '4': case '5': case '6': case '7':
			s++;
			for (v = 0, k = 0; k < 3 && s < end && *s >= '0' &&
			    *s <= '7'; k++, s++)
				v = v * 8 + (unsigned)(*s - '0');
			*d++ = (char)(v & 0xff);
			break;
		case 'x':
			if (s + 2 < end && is_xdigit((unsigned char)s[2])) {
				s += 2;
				for (v = 0; s < end &&
				    is_xdigit((unsigned char)*s); s++)
					v = ((v << 4) |
					    (unsigned)xdigit_val(*s)) & 0xff;
				*d++ = (char)v;
				break;
			}
			/* FALLTHROUGH */
		default:
			/* unknown escapes are kept as written */
			*d++ = s[0];
			*d++ = s[1];
			s += 2;
			break;
		}
	}
	*d = '\0';
	return (size_t)(d - dst);
}

/*
 * Pick the type of an integer constant per docs/language.md §1.5: start at
 * index nu + 2 * nl of the candidate list, stepping by 2 for decimal
 * literals and a lowercase-u suffix, else by 1.  Returns DT_NF_* type
 * bits; an unrepresentable value is an error.
 */
static unsigned
int_type(dt_cc_t *cc, uint64_t value, int nu, int nl, int step2, int line)
{
	int i;

	for (i = nu + 2 * nl; i < (int)DT_ARRAY_SIZE(int_max);
	    i += step2 ? 2 : 1) {
		if (value <= int_max[i])
			return int_flags[i];
	}
	dt_cc_error(cc, "D_INT_OFLOW", line, "integer constant 0x%" PRIx64
	    " cannot be represented in any built-in integral type", value);
}

/*
 * Length of the longest floating-point constant starting at 's' (the
 * RGX_FP rule of the original lexer): digits [. digits] [exp] [fFlL].
 */
static size_t
float_len(const char *s, const char *end)
{
	const char *p = s, *e;

	while (p < end && is_digit(*p))
		p++;
	if (p < end && *p == '.') {
		p++;
		while (p < end && is_digit(*p))
			p++;
	}
	if (p < end && (*p == 'e' || *p == 'E')) {
		e = p + 1;
		if (e < end && (*e == '+' || *e == '-'))
			e++;
		if (e < end && is_digit(*e)) {
			while (e < end && is_digit(*e))
				e++;
			p = e;
		}
	}
	if (p < end && *p != '\0' && strchr("fFlL", *p) != NULL)
		p++;
	return (size_t)(p - s);
}

/* ------------------------------------------------------ blanks, comments */

static void
skip_comment(dt_cc_t *cc)
{
	dt_lexer_t *lx = &cc->cc_lex;
	const char *p = lx->lx_pos + 2;

	for (;;) {
		if (p >= lx->lx_end) {
			lx->lx_pos = p;
			dt_cc_error(cc, "D_SYNTAX", lx->lx_line,
			    "end-of-file encountered before matching */");
		}
		if (*p == '*' && p + 1 < lx->lx_end && p[1] == '/') {
			lx->lx_pos = p + 2;
			return;
		}
		if (*p == '/' && p + 1 < lx->lx_end && p[1] == '*') {
			dt_cc_error(cc, "D_SYNTAX", lx->lx_line,
			    "/* encountered inside a comment");
		}
		if (*p == '\n')
			lx->lx_line++;
		p++;
	}
}

/* Skip white space, escaped newlines and comments. */
static void
skip_blanks(dt_cc_t *cc)
{
	dt_lexer_t *lx = &cc->cc_lex;
	int c;

	while ((c = peekc(lx, 0)) != -1) {
		if (c == '\n') {
			lx->lx_line++;
			lx->lx_pos++;
		} else if (is_blank(c)) {
			lx->lx_pos++;
		} else if (c == '\\' && peekc(lx, 1) == '\n') {
			lx->lx_line++;
			lx->lx_pos += 2;
		} else if (c == '/' && peekc(lx, 1) == '*') {
			skip_comment(cc);
		} else {
			break;
		}
	}
}

/* Is the read position preceded on its line by blanks only? */
static int
at_line_start(const dt_lexer_t *lx)
{
	const char *p = lx->lx_pos;

	while (p > lx->lx_src) {
		if (p[-1] == '\n')
			return 1;
		if (p[-1] != ' ' && p[-1] != '\t' && p[-1] != '\f' &&
		    p[-1] != '\v')
			return 0;
		p--;
	}
	return 1;
}

/* --------------------------------------------------------- control lines */

/* Next blank-separated word of a control line; a "..." word may hold blanks. */
static int
next_word(const char **pp, const char *eol, const char **ws, size_t *wn)
{
	const char *p = *pp;

	while (p < eol && is_blank((unsigned char)*p))
		p++;
	if (p >= eol)
		return 0;
	*ws = p;
	if (*p == '"') {
		for (p++; p < eol && *p != '"'; p++)
			if (*p == '\\' && p + 1 < eol)
				p++;
		if (p < eol)
			p++;
	} else {
		while (p < eol && !is_blank((unsigned char)*p))
			p++;
	}
	*wn = (size_t)(p - *ws);
	*pp = p;
	return 1;
}

static int
word_is(const char *w, size_t n, const char *s)
{
	return strlen(s) == n && memcmp(w, s, n) == 0;
}

static int
all_digits(const char *w, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!is_digit(w[i]))
			return 0;
	return n > 0;
}

/*
 * #line N ["file" [state ...]] and # N ["file" [flag ...]]: the line after the directive
 * becomes line N (cpp's meaning).  'p' points after the directive name.
 */
static void
line_directive(dt_cc_t *cc, const char *nw, size_t nn, const char *p,
    const char *eol, int line)
{
	const char *w;
	size_t n, i;
	long v = 0;

	if (!all_digits(nw, nn) || nn > 9)
		goto bad;
	if (next_word(&p, eol, &w, &n)) {
		if (n < 2 || w[0] != '"' || w[n - 1] != '"')
			goto bad;
		/* cpp's linemarkers carry several flags: # 1 "f" 1 3 4 */
		while (next_word(&p, eol, &w, &n))
			if (!all_digits(w, n))
				goto bad;
	}
	/* not strtol(): the word may end the text, with no NUL after it */
	for (i = 0; i < nn; i++)
		v = v * 10 + (nw[i] - '0');
	cc->cc_lex.lx_line = (int)v - 1;	/* the '\n' is still to come */
	return;
bad:
	dt_cc_error(cc, "D_PRAGMA_MALFORM", line,
	    "malformed #line <line> [ [\"file\"] state ]");
}

/* #error tok ...: the message lists the tokens, each followed by a blank. */
static void DT_NORETURN
error_directive(dt_cc_t *cc, const char *p, const char *eol, int line)
{
	dt_strbuf_t sb;
	const char *w;
	size_t n;
	char *msg;

	dt_strbuf_init(&sb);
	while (next_word(&p, eol, &w, &n)) {
		if (n >= 2 && w[0] == '"' && w[n - 1] == '"')
			dt_strbuf_add(&sb, w + 1, n - 2);
		else
			dt_strbuf_add(&sb, w, n);
		dt_strbuf_addc(&sb, ' ');
	}
	msg = dt_arena_strndup(cc->cc_arena, sb.s ? sb.s : "", sb.len);
	dt_strbuf_release(&sb);
	dt_cc_error(cc, "D_PRAGERR", line, "#error: %s", msg);
}

/*
 * Directives valid both bare and after "#pragma" / "#pragma D": error,
 * ident and line.  Returns 1 if 'w' was one of them.
 */
static int
common_directive(dt_cc_t *cc, const char *w, size_t n, const char *p,
    const char *eol, int line)
{
	const char *nw;
	size_t nn;

	if (word_is(w, n, "ident"))
		return 1;
	if (word_is(w, n, "error"))
		error_directive(cc, p, eol, line);
	if (word_is(w, n, "line")) {
		if (!next_word(&p, eol, &nw, &nn))
			dt_cc_error(cc, "D_PRAGMA_MALFORM", line,
			    "malformed #line <line> [ [\"file\"] state ]");
		line_directive(cc, nw, nn, p, eol, line);
		return 1;
	}
	return 0;
}

/*
 * Consume the control line starting at the '#' under the read position.
 * Returns 1 and fills 'tk' for "#pragma D ..."; otherwise the line has
 * been acted upon (or ignored) and 0 is returned.
 */
static int
control_line(dt_cc_t *cc, dt_token_t *tk)
{
	dt_lexer_t *lx = &cc->cc_lex;
	const char *start = lx->lx_pos, *p = start + 1, *eol, *w, *rest;
	int line = lx->lx_line;
	dt_strbuf_t sb;
	size_t n;

	eol = memchr(p, '\n', (size_t)(lx->lx_end - p));
	if (eol == NULL)
		eol = lx->lx_end;
	lx->lx_pos = eol;		/* the '\n' is left for skip_blanks() */

	if (p < eol && *p == '!')
		return 0;		/* #! interpreter line */
	if (!next_word(&p, eol, &w, &n))
		return 0;		/* null directive */
	if (all_digits(w, n)) {
		line_directive(cc, w, n, p, eol, line);
		return 0;
	}
	if (common_directive(cc, w, n, p, eol, line))
		return 0;
	if (!word_is(w, n, "pragma")) {
		dt_cc_error(cc, "D_PRAGCTL_INVAL", line,
		    "invalid control directive: #%.*s", (int)n, w);
	}
	if (!next_word(&p, eol, &w, &n))
		return 0;
	if (!word_is(w, n, "D"))
		(void) common_directive(cc, w, n, p, eol, line);
	if (!word_is(w, n, "D") || !next_word(&p, eol, &w, &n))
		return 0;		/* other pragma families are ignored */
	if (common_directive(cc, w, n, p, eol, line))
		return 0;

	/* #pragma D name args...: hand it to the parser, blanks collapsed */
	dt_strbuf_init(&sb);
	rest = p;
	dt_strbuf_add(&sb, w, n);
	while (next_word(&rest, eol, &w, &n)) {
		dt_strbuf_addc(&sb, ' ');
		dt_strbuf_add(&sb, w, n);
	}
	tk->tk_kind = DT_TOK_PRAGMA;
	tk->tk_line = line;
	tk->tk_pos = start;
	tk->tk_end = eol;
	tk->tk_str = dt_arena_strndup(cc->cc_arena, sb.s, sb.len);
	tk->tk_len = sb.len;
	dt_strbuf_release(&sb);
	return 1;
}

/* ------------------------------------------------------------- literals */

/*
 * Integer constant ([0-9]+|0[xX][0-9A-Fa-f]+)[uU]?[lL]?[lL]?.  tk_flags
 * get the resolved type (DT_NF_UNSIGNED/LONG/LONGLONG as if the suffix
 * had asked for exactly that type) plus DT_NF_NONDEC.  In outer scope
 * (probe ids) a floating-point look-alike is not checked for.
 */
static void
lex_number(dt_cc_t *cc, dt_token_t *tk, int outer)
{
	dt_lexer_t *lx = &cc->cc_lex;
	const char *s = lx->lx_pos, *end = lx->lx_end, *p = s;
	const char *digits, *sfx, *q;
	uint64_t value = 0;
	int base, ovf = 0, nu = 0, nl = 0, decimal;
	char *text;

	if (p + 2 < end && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') &&
	    is_xdigit((unsigned char)p[2])) {
		base = 16;
		digits = p + 2;
		for (p = digits; p < end && is_xdigit((unsigned char)*p); p++)
			continue;
	} else {
		base = *p == '0' ? 8 : 10;
		digits = p;
		while (p < end && is_digit(*p))
			p++;
	}
	sfx = p;
	if (p < end && (*p == 'u' || *p == 'U'))
		p++, nu++;
	if (p < end && (*p == 'l' || *p == 'L'))
		p++, nl++;
	if (p < end && (*p == 'l' || *p == 'L'))
		p++, nl++;

	if (!outer && base != 16 && float_len(s, end) > (size_t)(p - s)) {
		dt_cc_error(cc, "D_SYNTAX", lx->lx_line,
		    "floating-point constants are not permitted");
	}
	text = dt_arena_strndup(cc->cc_arena, s, (size_t)(p - s));
	lx->lx_pos = p;

	for (q = digits; q < sfx; q++) {
		unsigned d = (unsigned)xdigit_val(*q);

		if (d >= (unsigned)base)
			break;
		if (value > (UINT64_MAX - d) / (unsigned)base)
			ovf = 1;
		value = value * (unsigned)base + d;
	}
	if (ovf) {
		dt_cc_error(cc, "D_INT_OFLOW", tk->tk_line,
		    "constant %s results in integer overflow", text);
	}
	if (q < sfx) {
		dt_cc_error(cc, "D_INT_DIGIT", tk->tk_line,
		    "constant %s contains invalid digit %c", text, *q);
	}
	decimal = s[0] != '0';
	tk->tk_kind = DT_TOK_INT;
	tk->tk_int = value;
	tk->tk_str = text;
	tk->tk_flags = int_type(cc, value, nu, nl,
	    decimal || (sfx < end && *sfx == 'u'), tk->tk_line) |
	    (decimal ? 0 : DT_NF_NONDEC);
}

/* Character constant: bytes packed big-endian, at most 8 (1.6). */
static void
lex_char(dt_cc_t *cc, dt_token_t *tk)
{
	dt_lexer_t *lx = &cc->cc_lex;
	const char *s = lx->lx_pos + 1, *p = s;
	uint64_t v = 0;
	size_t n, i;
	char *buf;

	while (p < lx->lx_end && *p != '\'') {
		if (*p == '\n') {
			dt_cc_error(cc, "D_CHR_NL", lx->lx_line,
			    "newline encountered in character constant");
		}
		p += (*p == '\\' && p + 1 < lx->lx_end && p[1] != '\n') ? 2 : 1;
	}
	if (p >= lx->lx_end)
		bad_char(cc, '\'');
	if (p == s) {
		dt_cc_error(cc, "D_CHR_NULL", lx->lx_line,
		    "empty character constant");
	}
	buf = dt_arena_alloc(cc->cc_arena, (size_t)(p - s) + 1);
	n = unescape(buf, s, (size_t)(p - s));
	if (n > sizeof(v)) {
		dt_cc_error(cc, "D_CHR_OFLOW", lx->lx_line,
		    "character constant is too long");
	}
	for (i = 0; i < n; i++)
		v = (v << 8) | (unsigned char)buf[i];
	lx->lx_pos = p + 1;
	tk->tk_kind = DT_TOK_INT;
	tk->tk_int = v;
	tk->tk_flags = DT_NF_CHARLIT;
}

/* String literal with escapes; a raw newline is an error (1.7). */
static void
lex_string(dt_cc_t *cc, dt_token_t *tk)
{
	dt_lexer_t *lx = &cc->cc_lex;
	const char *s = lx->lx_pos + 1, *p = s;
	char *buf;

	while (p < lx->lx_end && *p != '"') {
		if (*p == '\n') {
			dt_cc_error(cc, "D_STR_NL", lx->lx_line,
			    "newline encountered in string literal");
		}
		p += (*p == '\\' && p + 1 < lx->lx_end && p[1] != '\n') ? 2 : 1;
	}
	if (p >= lx->lx_end)
		bad_char(cc, '"');
	buf = dt_arena_alloc(cc->cc_arena, (size_t)(p - s) + 1);
	tk->tk_len = unescape(buf, s, (size_t)(p - s));
	tk->tk_str = buf;
	tk->tk_kind = DT_TOK_STRING;
	lx->lx_pos = p + 1;
}

/* ---------------------------------------------------------- identifiers */

/*
 * A type name directly followed by ++, --, [ or = (not ==) is taken as a
 * variable being created by assignment, as the original lexer does.
 */
static int
looks_assigned(const dt_lexer_t *lx)
{
	const char *p = lx->lx_pos;

	while (p < lx->lx_end && (is_blank((unsigned char)*p) || *p == '\n'))
		p++;
	if (p >= lx->lx_end)
		return 0;
	if (*p == '[')
		return 1;
	if (p + 1 >= lx->lx_end)
		return 0;
	if ((*p == '+' || *p == '-') && p[1] == *p)
		return 1;
	return *p == '=' && p[1] != '=';
}

/* Set 'tk' to the keyword, type name or identifier spelled 'text'. */
static void
classify_word(dt_cc_t *cc, dt_token_t *tk, char *text, int member)
{
	int kw = member ? -1 : keyword_lookup(text, strlen(text), 0);

	tk->tk_str = text;
	if (kw >= 0)
		tk->tk_kind = (dt_tok_t)kw;
	else if (!member && dt_cc_is_typename(cc, text) &&
	    !looks_assigned(&cc->cc_lex))
		tk->tk_kind = DT_TOK_TYPENAME;
	else
		tk->tk_kind = DT_TOK_IDENT;
}

/* Identifier, possibly scoped: name, mod`name, `name (and 9p`name). */
static void
lex_ident(dt_cc_t *cc, dt_token_t *tk, int member)
{
	dt_lexer_t *lx = &cc->cc_lex;
	const char *s = lx->lx_pos, *p = s;

	while (p < lx->lx_end && (is_idchar((unsigned char)*p) || *p == '`'))
		p++;
	lx->lx_pos = p;
	classify_word(cc, tk,
	    dt_arena_strndup(cc->cc_arena, s, (size_t)(p - s)), member);
}

/* @name, or @ alone for the anonymous aggregation. */
static void
lex_agg(dt_cc_t *cc, dt_token_t *tk)
{
	dt_lexer_t *lx = &cc->cc_lex;
	const char *s = lx->lx_pos, *p = s + 1;

	if (p < lx->lx_end && is_idstart((unsigned char)*p)) {
		while (p < lx->lx_end && is_idchar((unsigned char)*p))
			p++;
	}
	lx->lx_pos = p;
	tk->tk_kind = DT_TOK_AGGNAME;
	tk->tk_str = dt_arena_strndup(cc->cc_arena, s, (size_t)(p - s));
}

/* ---------------------------------------------------------------- macros */

static const dt_macros_t *
macros(const dt_cc_t *cc)
{
	return cc->cc_macros != NULL ? cc->cc_macros : &no_macros;
}

/* Value of $name, or -1 if 'name' (n bytes) is no macro variable. */
static int
macro_var_value(const dt_cc_t *cc, const char *name, size_t n, int64_t *vp)
{
	const dt_macros_t *ma = macros(cc);
	size_t i;

	for (i = 0; i < DT_ARRAY_SIZE(macro_vars); i++) {
		if (word_is(name, n, macro_vars[i].mv_name)) {
			memcpy(vp, (const char *)ma + macro_vars[i].mv_off,
			    sizeof(*vp));
			return 0;
		}
	}
	return -1;
}

/* Is 'v' an integer as a macro argument: [+-]? then a C integer. */
static int
macro_is_int(const char *v)
{
	const char *p = v + (*v == '+' || *v == '-');

	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
		if (!is_xdigit((unsigned char)p[2]))
			return 0;
		for (p += 2; is_xdigit((unsigned char)*p); p++)
			continue;
		return *p == '\0';
	}
	if (!is_digit(*p))
		return 0;
	if (*p == '0') {
		while (*p >= '0' && *p <= '7')
			p++;
	} else {
		while (is_digit(*p))
			p++;
	}
	return *p == '\0';
}

static int
macro_is_ident(const char *v)
{
	if (!is_idstart((unsigned char)*v) && *v != '`')
		return 0;
	for (; *v != '\0'; v++)
		if (!is_idchar((unsigned char)*v) && *v != '`')
			return 0;
	return 1;
}

/* The INT token for an integer macro argument 'v' (written 'text'). */
static void
macro_int(dt_cc_t *cc, dt_token_t *tk, const char *text, const char *v)
{
	int neg = *v == '-';
	const char *p = v + (*v == '+' || *v == '-');
	int base = 10, decimal = *p != '0';
	uint64_t value = 0;
	int ovf = 0;

	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
		base = 16;
		p += 2;
	} else if (p[0] == '0') {
		base = 8;
	}
	for (; *p != '\0'; p++) {
		unsigned d = (unsigned)xdigit_val(*p);

		if (value > (UINT64_MAX - d) / (unsigned)base)
			ovf = 1;
		value = value * (unsigned)base + d;
	}
	if (ovf) {
		dt_cc_error(cc, "D_MACRO_OFLOW", tk->tk_line, "macro argument "
		    "%s constant %s results in integer overflow", text,
		    v + (*v == '+' || *v == '-'));
	}
	tk->tk_kind = DT_TOK_INT;
	tk->tk_flags = int_type(cc, value, 0, 0, decimal, tk->tk_line) |
	    (decimal ? 0 : DT_NF_NONDEC);
	tk->tk_int = neg ? (uint64_t)0 - value : value;
}

/* STRING token holding 'v' with its escapes decoded. */
static void
string_token(dt_cc_t *cc, dt_token_t *tk, const char *v, size_t n)
{
	char *buf = dt_arena_alloc(cc->cc_arena, n + 1);

	tk->tk_len = unescape(buf, v, n);
	tk->tk_str = buf;
	tk->tk_kind = DT_TOK_STRING;
}

/* $N (classified by its text) or $$N (always a string): 1.9. */
static void
macro_arg(dt_cc_t *cc, dt_token_t *tk, const char *text, long idx,
    int str, int member)
{
	const dt_macros_t *ma = macros(cc);
	const char *v;
	size_t n;

	if (idx < 0 || idx >= ma->ma_argc) {
		if (!ma->ma_defaultargs) {
			dt_cc_error(cc, "D_MACRO_UNDEF", tk->tk_line,
			    "macro argument %s is not defined", text);
		}
		v = str ? "" : "0";
	} else {
		v = ma->ma_argv[idx];
		if (ma->ma_used != NULL)
			ma->ma_used[idx] = 1;
	}
	n = strlen(v);
	if (str)
		string_token(cc, tk, v, n);
	else if (macro_is_int(v))
		macro_int(cc, tk, text, v);
	else if (macro_is_ident(v))
		classify_word(cc, tk, dt_arena_strdup(cc->cc_arena, v), member);
	else if (n >= 2 && v[0] == '"' && v[n - 1] == '"')
		string_token(cc, tk, v + 1, n - 2);
	else
		string_token(cc, tk, v, n);
}

/* $N, $$N, $name, $$name in expression scope. */
static void
lex_macro(dt_cc_t *cc, dt_token_t *tk, int member)
{
	dt_lexer_t *lx = &cc->cc_lex;
	const char *s = lx->lx_pos, *p = s + 1, *q;
	int str = 0;
	long idx = 0;
	int64_t v;
	char *text;

	if (p < lx->lx_end && *p == '$') {
		str = 1;
		p++;
	}
	q = p;
	if (q < lx->lx_end && is_digit(*q)) {
		for (; q < lx->lx_end && is_digit(*q); q++)
			idx = idx > 100000000 ? idx : idx * 10 + (*q - '0');
	} else if (q < lx->lx_end && is_idstart((unsigned char)*q)) {
		while (q < lx->lx_end && is_idchar((unsigned char)*q))
			q++;
	} else {
		bad_char(cc, '$');
	}
	text = dt_arena_strndup(cc->cc_arena, s, (size_t)(q - s));
	lx->lx_pos = q;

	if (is_digit(*p)) {
		macro_arg(cc, tk, text, idx, str, member);
		return;
	}
	if (word_is(p, (size_t)(q - p), "cwd")) {
		/* $cwd (and $$cwd) is a string */
		const char *cwd = macros(cc)->ma_cwd;

		if (cwd == NULL)
			cwd = "/";
		string_token(cc, tk, cwd, strlen(cwd));
		return;
	}
	if (macro_var_value(cc, p, (size_t)(q - p), &v) != 0) {
		dt_cc_error(cc, "D_MACRO_UNDEF", tk->tk_line,
		    "macro variable %s is not defined", text);
	}
	if (str) {
		char *d = dt_arena_printf(cc->cc_arena, "%" PRId64, v);

		string_token(cc, tk, d, strlen(d));
		return;
	}
	tk->tk_kind = DT_TOK_INT;
	tk->tk_flags = int_type(cc, v < 0 ? (uint64_t)0 - (uint64_t)v :
	    (uint64_t)v, 0, 0, 1, tk->tk_line);
	tk->tk_int = (uint64_t)v;
}

/*
 * Substitute $N / $$N (operand text) and $name / $$name (decimal value)
 * in the probe specifier s[0..n).
 */
static char *
pspec_expand(dt_cc_t *cc, const char *s, size_t n, int line)
{
	const dt_macros_t *ma = macros(cc);
	const char *p = s, *end = s + n, *q, *name;
	dt_strbuf_t sb;
	int64_t v;
	char *res;
	long idx;

	if (memchr(s, '$', n) == NULL)
		return dt_arena_strndup(cc->cc_arena, s, n);
	dt_strbuf_init(&sb);
	while (p < end) {
		if (*p != '$') {
			dt_strbuf_addc(&sb, *p++);
			continue;
		}
		name = p + 1;
		if (name < end && *name == '$')
			name++;
		q = name;
		if (q < end && is_digit(*q)) {
			for (idx = 0; q < end && is_digit(*q); q++)
				idx = idx > 100000000 ? idx :
				    idx * 10 + (*q - '0');
			if (idx >= ma->ma_argc)
				goto undef;
			dt_strbuf_adds(&sb, ma->ma_argv[idx]);
			if (ma->ma_used != NULL)
				ma->ma_used[idx] = 1;
		} else if (q < end && is_idstart((unsigned char)*q)) {
			while (q < end && is_idchar((unsigned char)*q))
				q++;
			if (macro_var_value(cc, name, (size_t)(q - name),
			    &v) != 0)
				goto undef;
			dt_strbuf_addf(&sb, "%" PRId64, v);
		} else {
			dt_strbuf_addc(&sb, *p++);
			continue;
		}
		p = q;
	}
	res = dt_arena_strndup(cc->cc_arena, sb.s, sb.len);
	dt_strbuf_release(&sb);
	return res;
undef:
	dt_strbuf_release(&sb);
	dt_cc_error(cc, "D_PDESC_INVAL", line, "invalid probe description "
	    "\"%.*s\": Undefined macro variable in probe description",
	    (int)n, s);
}

/* ----------------------------------------------------------- outer scope */

/*
 * A probe specifier.  Without a ':' it may instead begin a declaration:
 * the part before the first '*' (the whole word if none) is returned as
 * a keyword or type name when it is one, and the rest is read again.
 */
static void
lex_pspec(dt_cc_t *cc, dt_token_t *tk)
{
	dt_lexer_t *lx = &cc->cc_lex;
	const char *s = lx->lx_pos, *p = s, *star;
	size_t n, pre;
	char *word;
	int kw;

	while (p < lx->lx_end && is_pspec_char((unsigned char)*p))
		p++;
	n = (size_t)(p - s);
	if (memchr(s, ':', n) == NULL) {
		star = memchr(s + 1, '*', n - 1);
		pre = star != NULL ? (size_t)(star - s) : n;
		if ((kw = keyword_lookup(s, pre, 1)) >= 0) {
			lx->lx_pos = s + pre;
			tk->tk_kind = (dt_tok_t)kw;
			return;
		}
		word = dt_arena_strndup(cc->cc_arena, s, pre);
		if (macro_is_ident(word) && dt_cc_is_typename(cc, word)) {
			lx->lx_pos = s + pre;
			tk->tk_kind = DT_TOK_TYPENAME;
			tk->tk_str = word;
			return;
		}
	}
	lx->lx_pos = p;
	tk->tk_kind = DT_TOK_PSPEC;
	tk->tk_str = pspec_expand(cc, s, n, tk->tk_line);
}

static void
lex_outer(dt_cc_t *cc, dt_token_t *tk)
{
	dt_lexer_t *lx = &cc->cc_lex;
	int c = peekc(lx, 0);

	if (is_digit(c)) {
		lex_number(cc, tk, 1);
	} else if (is_pspec_start(c)) {
		lex_pspec(cc, tk);
	} else {
		switch (c) {
		case '{': tk->tk_kind = DT_TOK_LBRACE; break;
		case '/': tk->tk_kind = DT_TOK_SLASH; break;
		case ',': tk->tk_kind = DT_TOK_COMMA; break;
		default: bad_char(cc, c);
		}
		lx->lx_pos++;
	}
}

/* ------------------------------------------------------ expression scope */

/* Operators and punctuators, longest match first. */
static void
lex_punct(dt_cc_t *cc, dt_token_t *tk)
{
	dt_lexer_t *lx = &cc->cc_lex;
	int c = peekc(lx, 0), c1 = peekc(lx, 1), c2 = peekc(lx, 2);
	dt_tok_t t;
	int len = 1;

#define	TWO(ch, tok)	if (c1 == (ch)) { t = (tok); len = 2; break; }
	switch (c) {
	case '(': t = DT_TOK_LPAR; break;
	case ')': t = DT_TOK_RPAR; break;
	case '[': t = DT_TOK_LBRAC; break;
	case ']': t = DT_TOK_RBRAC; break;
	case '{': t = DT_TOK_LBRACE; break;
	case '}': t = DT_TOK_RBRACE; break;
	case ';': t = DT_TOK_SEMI; break;
	case ',': t = DT_TOK_COMMA; break;
	case '?': t = DT_TOK_QUESTION; break;
	case ':': t = DT_TOK_COLON; break;
	case '~': t = DT_TOK_BNOT; break;
	case '.':
		if (c1 == '.' && c2 == '.') {
			t = DT_TOK_ELLIPSIS;
			len = 3;
			break;
		}
		if (is_digit(c1)) {
			dt_cc_error(cc, "D_SYNTAX", lx->lx_line,
			    "floating-point constants are not permitted");
		}
		t = DT_TOK_DOT;
		break;
	case '-':
		TWO('>', DT_TOK_ARROW);
		TWO('-', DT_TOK_DEC);
		TWO('=', DT_TOK_SUB_ASSIGN);
		t = DT_TOK_MINUS;
		break;
	case '+':
		TWO('+', DT_TOK_INC);
		TWO('=', DT_TOK_ADD_ASSIGN);
		t = DT_TOK_PLUS;
		break;
	case '*':
		TWO('=', DT_TOK_MUL_ASSIGN);
		t = DT_TOK_STAR;
		break;
	case '/':
		TWO('=', DT_TOK_DIV_ASSIGN);
		t = DT_TOK_SLASH;
		break;
	case '%':
		TWO('=', DT_TOK_MOD_ASSIGN);
		t = DT_TOK_MOD;
		break;
	case '!':
		TWO('=', DT_TOK_NE);
		t = DT_TOK_LNOT;
		break;
	case '&':
		TWO('&', DT_TOK_LAND);
		TWO('=', DT_TOK_AND_ASSIGN);
		t = DT_TOK_AMP;
		break;
	case '|':
		TWO('|', DT_TOK_LOR);
		TWO('=', DT_TOK_OR_ASSIGN);
		t = DT_TOK_BOR;
		break;
	case '^':
		TWO('^', DT_TOK_LXOR);
		TWO('=', DT_TOK_XOR_ASSIGN);
		t = DT_TOK_XOR;
		break;
	case '=':
		TWO('=', DT_TOK_EQ);
		t = DT_TOK_ASSIGN;
		break;
	case '<':
		if (c1 == '<' && c2 == '=') {
			t = DT_TOK_LSH_ASSIGN;
			len = 3;
			break;
		}
		TWO('<', DT_TOK_LSH);
		TWO('=', DT_TOK_LE);
		t = DT_TOK_LT;
		break;
	case '>':
		if (c1 == '>' && c2 == '=') {
			t = DT_TOK_RSH_ASSIGN;
			len = 3;
			break;
		}
		TWO('>', DT_TOK_RSH);
		TWO('=', DT_TOK_GE);
		t = DT_TOK_GT;
		break;
	default:
		bad_char(cc, c);
	}
#undef	TWO
	tk->tk_kind = t;
	lx->lx_pos += len;
}

/* Does the word at the read position continue into mod`name? */
static int
digit_module(const dt_lexer_t *lx)
{
	const char *p = lx->lx_pos;

	while (p < lx->lx_end && is_idchar((unsigned char)*p))
		p++;
	return p < lx->lx_end && *p == '`' && p + 1 < lx->lx_end &&
	    is_idstart((unsigned char)p[1]);
}

static void
lex_expr(dt_cc_t *cc, dt_token_t *tk, int member)
{
	dt_lexer_t *lx = &cc->cc_lex;
	int c = peekc(lx, 0);

	if (is_digit(c)) {
		if (digit_module(lx))
			lex_ident(cc, tk, member);
		else
			lex_number(cc, tk, 0);
	} else if (is_idstart(c) || c == '`') {
		lex_ident(cc, tk, member);
	} else if (c == '@') {
		lex_agg(cc, tk);
	} else if (c == '$') {
		lex_macro(cc, tk, member);
	} else if (c == '"') {
		lex_string(cc, tk);
	} else if (c == '\'') {
		lex_char(cc, tk);
	} else {
		lex_punct(cc, tk);
	}
}

/* ------------------------------------------------------------ interface */

void
dt_lex_init(dt_cc_t *cc, const char *src, size_t len)
{
	dt_lexer_t *lx = &cc->cc_lex;

	memset(lx, 0, sizeof(*lx));
	lx->lx_src = src;
	lx->lx_pos = src;
	lx->lx_end = src + len;
	lx->lx_line = 1;
	lx->lx_mode = DT_LEX_OUTER;
	memset(&cc->cc_tok, 0, sizeof(cc->cc_tok));
	memset(&cc->cc_peek, 0, sizeof(cc->cc_peek));
	cc->cc_havepeek = 0;
}

void
dt_lex_next(dt_cc_t *cc, dt_token_t *tk)
{
	dt_lexer_t *lx = &cc->cc_lex;
	dt_lexmode_t mode = lx->lx_mode;

	memset(tk, 0, sizeof(*tk));
	for (;;) {
		skip_blanks(cc);
		if (peekc(lx, 0) != '#' || !at_line_start(lx))
			break;
		if (control_line(cc, tk))
			return;
	}
	tk->tk_line = lx->lx_line;
	tk->tk_pos = lx->lx_pos;
	if (lx->lx_pos >= lx->lx_end)
		tk->tk_kind = DT_TOK_EOF;
	else if (mode == DT_LEX_OUTER)
		lex_outer(cc, tk);
	else
		lex_expr(cc, tk, mode == DT_LEX_MEMBER);
	tk->tk_end = lx->lx_pos;

	if (mode == DT_LEX_MEMBER)
		lx->lx_mode = DT_LEX_EXPR;
	else if (mode == DT_LEX_EXPR &&
	    (tk->tk_kind == DT_TOK_DOT || tk->tk_kind == DT_TOK_ARROW))
		lx->lx_mode = DT_LEX_MEMBER;

	if (tk->tk_kind == DT_TOK_LPAR || tk->tk_kind == DT_TOK_LBRAC)
		lx->lx_pdepth++;
	else if (tk->tk_kind == DT_TOK_RPAR || tk->tk_kind == DT_TOK_RBRAC)
		lx->lx_pdepth--;
}

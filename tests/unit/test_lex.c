/*
 * test_lex.c - unit tests for the D lexer (src/compiler/lex.c): every
 * literal form and its errors, escapes, keywords, modes, control lines,
 * macro variables and line numbers.  Tokens are rendered one after the
 * other as text (see tok_text()) and compared with the expected string.
 */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/cc.h"
#include "unit.h"

static dt_arena_t arena;
static dt_cc_t cc;
static char result[1 << 16];

/* A fresh compile context for 'src' in lexer mode 'mode'. */
static void
setup(const char *src, size_t len, dt_lexmode_t mode, dt_macros_t *ma)
{
	dt_arena_init(&arena);
	memset(&cc, 0, sizeof(cc));
	cc.cc_arena = &arena;
	cc.cc_macros = ma;
	dt_htab_init(&cc.cc_typenames);
	dt_lex_init(&cc, src, len);
	cc.cc_lex.lx_mode = mode;
}

static void
teardown(void)
{
	free(cc.cc_err.ce_msg);
	dt_htab_release(&cc.cc_typenames);
	dt_arena_release(&arena);
}

/* Render one token: spelled operators/keywords, else kind:value. */
static void
tok_text(dt_strbuf_t *sb, const dt_token_t *tk)
{
	size_t i;

	switch (tk->tk_kind) {
	case DT_TOK_IDENT:
		dt_strbuf_addf(sb, "id:%s", tk->tk_str);
		break;
	case DT_TOK_TYPENAME:
		dt_strbuf_addf(sb, "type:%s", tk->tk_str);
		break;
	case DT_TOK_AGGNAME:
		dt_strbuf_addf(sb, "agg:%s", tk->tk_str);
		break;
	case DT_TOK_PSPEC:
		dt_strbuf_addf(sb, "pspec:%s", tk->tk_str);
		break;
	case DT_TOK_INT:
		if (tk->tk_flags & DT_NF_UNSIGNED)
			dt_strbuf_addf(sb, "int:%llu",
			    (unsigned long long)tk->tk_int);
		else
			dt_strbuf_addf(sb, "int:%lld", (long long)tk->tk_int);
		if (tk->tk_flags & DT_NF_UNSIGNED)
			dt_strbuf_adds(sb, "U");
		if (tk->tk_flags & DT_NF_LONG)
			dt_strbuf_adds(sb, "L");
		if (tk->tk_flags & DT_NF_LONGLONG)
			dt_strbuf_adds(sb, "LL");
		if (tk->tk_flags & DT_NF_NONDEC)
			dt_strbuf_adds(sb, "x");
		if (tk->tk_flags & DT_NF_CHARLIT)
			dt_strbuf_adds(sb, "c");
		break;
	case DT_TOK_STRING:
	case DT_TOK_PRAGMA:
		dt_strbuf_adds(sb, tk->tk_kind == DT_TOK_STRING ? "str:\"" :
		    "pragma:\"");
		for (i = 0; i < tk->tk_len; i++) {
			unsigned char c = (unsigned char)tk->tk_str[i];

			if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\')
				dt_strbuf_addf(sb, "\\%03o", c);
			else
				dt_strbuf_addc(sb, c);
		}
		dt_strbuf_addc(sb, '"');
		break;
	default:
		dt_strbuf_adds(sb, dt_tok_name(tk->tk_kind));
		break;
	}
}

/*
 * Lex 'src' to the end in 'mode'; returns the tokens separated by blanks
 * (with "@LINE" after each when 'lines'), or "ERR [TAG] line N: msg".
 */
static const char *
lexn(const char *src, size_t len, dt_lexmode_t mode, dt_macros_t *ma,
    int lines)
{
	dt_strbuf_t sb;
	dt_token_t tk;

	setup(src, len, mode, ma);
	dt_strbuf_init(&sb);
	if (setjmp(cc.cc_jmp) != 0) {
		snprintf(result, sizeof(result), "ERR [%s] line %d: %s",
		    cc.cc_err.ce_tag, cc.cc_err.ce_line, cc.cc_err.ce_msg);
		dt_strbuf_release(&sb);
		teardown();
		return result;
	}
	for (;;) {
		dt_lex_next(&cc, &tk);
		if (tk.tk_kind == DT_TOK_EOF)
			break;
		if (sb.len > 0)
			dt_strbuf_addc(&sb, ' ');
		tok_text(&sb, &tk);
		if (lines)
			dt_strbuf_addf(&sb, "@%d", tk.tk_line);
	}
	snprintf(result, sizeof(result), "%s", sb.s ? sb.s : "");
	dt_strbuf_release(&sb);
	teardown();
	return result;
}

static const char *
lex(const char *src)
{
	return lexn(src, strlen(src), DT_LEX_EXPR, NULL, 0);
}

static const char *
lex_outer(const char *src)
{
	return lexn(src, strlen(src), DT_LEX_OUTER, NULL, 0);
}

static const char *
lex_lines(const char *src)
{
	return lexn(src, strlen(src), DT_LEX_EXPR, NULL, 1);
}

static const char *
lex_macros(const char *src, dt_macros_t *ma, dt_lexmode_t mode)
{
	return lexn(src, strlen(src), mode, ma, 0);
}

/* ---------------------------------------------------------------- tests */

UNIT_TEST(test_punctuators)
{
	CHECK_STR(lex("( ) [ ] { } ; , . -> ? : ..."),
	    "( ) [ ] { } ; , . -> ? : ...");
	CHECK_STR(lex("+ - * / % ++ -- ~ ! & | ^ << >> && || ^^"),
	    "+ - * / % ++ -- ~ ! & | ^ << >> && || ^^");
	CHECK_STR(lex("= += -= *= /= %= &= ^= |= <<= >>="),
	    "= += -= *= /= %= &= ^= |= <<= >>=");
	CHECK_STR(lex("== != < <= > >="), "== != < <= > >=");
	/* longest match, no blanks */
	CHECK_STR(lex("a+++b"), "id:a ++ + id:b");
	CHECK_STR(lex("a^^=b"), "id:a ^^ = id:b");
	CHECK_STR(lex("a<<=b>>c"), "id:a <<= id:b >> id:c");
	CHECK_STR(lex("p->x-->y"), "id:p -> id:x -- > id:y");
	CHECK_STR(lex("a // b"), "id:a / / id:b");
	CHECK_STR(lex("x # y"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"#\"");
	CHECK_STR(lex("a\001"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"\\001\"");
	CHECK_STR(lexn("a\0b", 3, DT_LEX_EXPR, NULL, 0),
	    "ERR [D_SYNTAX] line 1: syntax error near \"\\000\"");
}

UNIT_TEST(test_keywords)
{
	CHECK_STR(lex("auto break case char const continue counter default"),
	    "auto break case char const continue counter default");
	CHECK_STR(lex("do double else enum extern float for goto if import"),
	    "do double else enum extern float for goto if import");
	CHECK_STR(lex("inline int long offsetof probe provider register"),
	    "inline int long offsetof probe provider register");
	CHECK_STR(lex("restrict return self short signed sizeof static"),
	    "restrict return self short signed sizeof static");
	CHECK_STR(lex("string stringof struct switch this translator"),
	    "string stringof struct switch this translator");
	CHECK_STR(lex("typedef union unsigned userland void volatile while"),
	    "typedef union unsigned userland void volatile while");
	CHECK_STR(lex("xlate Int ifx _if int_"),
	    "xlate id:Int id:ifx id:_if id:int_");
	CHECK_STR(dt_tok_name(DT_TOK_SIZEOF), "sizeof");
	CHECK_STR(dt_tok_name(DT_TOK_LXOR), "^^");
	CHECK_STR(dt_tok_name(DT_TOK_EOF), "end of input");
	CHECK_STR(dt_tok_name(DT_TOK_IDENT), "identifier");
}

UNIT_TEST(test_member_mode)
{
	/* after . and -> a keyword is a name, for one token only */
	CHECK_STR(lex("x.int y->string z.self int"),
	    "id:x . id:int id:y -> id:string id:z . id:self int");
	CHECK_STR(lex("this->probe + self->uint64_t"),
	    "this -> id:probe + self -> id:uint64_t");
	CHECK_STR(lexn("sizeof", 6, DT_LEX_MEMBER, NULL, 0), "id:sizeof");
	CHECK_STR(lexn("sizeof sizeof", 13, DT_LEX_MEMBER, NULL, 0),
	    "id:sizeof sizeof");
}

UNIT_TEST(test_int_decimal)
{
	CHECK_STR(lex("0 1 42 2147483647"),
	    "int:0x int:1 int:42 int:2147483647");
	CHECK_STR(lex("2147483648"), "int:2147483648L");
	CHECK_STR(lex("9223372036854775807"), "int:9223372036854775807L");
	CHECK_STR(lex("9223372036854775808"), "ERR [D_INT_OFLOW] line 1: "
	    "integer constant 0x8000000000000000 cannot be represented in "
	    "any built-in integral type");
	CHECK_STR(lex("18446744073709551616"), "ERR [D_INT_OFLOW] line 1: "
	    "constant 18446744073709551616 results in integer overflow");
	CHECK_STR(lex("99999999999999999999999u"),
	    "ERR [D_INT_OFLOW] line 1: constant 99999999999999999999999u "
	    "results in integer overflow");
}

UNIT_TEST(test_int_suffixes)
{
	CHECK_STR(lex("1u 1U 4294967295u 4294967296u"),
	    "int:1U int:1U int:4294967295U int:4294967296UL");
	CHECK_STR(lex("1l 1L 2147483648l 1ll 1LL 1lL"),
	    "int:1L int:1L int:2147483648L int:1LL int:1LL int:1LL");
	CHECK_STR(lex("1ul 1UL 1ull 1ULL 18446744073709551615u"),
	    "int:1UL int:1UL int:1ULL int:1ULL int:18446744073709551615UL");
	CHECK_STR(lex("9223372036854775808ll"), "ERR [D_INT_OFLOW] line 1: "
	    "integer constant 0x8000000000000000 cannot be represented in "
	    "any built-in integral type");
	CHECK_STR(lex("9223372036854775808ull"),
	    "int:9223372036854775808ULL");
	/* the suffix is [uU]?[lL]?[lL]?: "lu" is 1l then u */
	CHECK_STR(lex("1lu"), "int:1L id:u");
	CHECK_STR(lex("1uu"), "int:1U id:u");
}

UNIT_TEST(test_int_octal_hex)
{
	CHECK_STR(lex("010 0x10 0X1f 0xABCdef"),
	    "int:8x int:16x int:31x int:11259375x");
	CHECK_STR(lex("0xffffffff 0x100000000"),
	    "int:4294967295Ux int:4294967296Lx");
	CHECK_STR(lex("0x7fffffff 0x80000000"),
	    "int:2147483647x int:2147483648Ux");
	CHECK_STR(lex("0x8000000000000000 0xffffffffffffffff"),
	    "int:9223372036854775808ULx int:18446744073709551615ULx");
	/* lowercase u steps by 2, uppercase U by 1 for octal/hex */
	CHECK_STR(lex("0x100000000u 0x100000000U"),
	    "int:4294967296ULx int:4294967296Lx");
	CHECK_STR(lex("0x8000000000000000l 0x8000000000000000ll"),
	    "int:9223372036854775808ULx int:9223372036854775808ULLx");
	CHECK_STR(lex("0x1ffffffffffffffff"), "ERR [D_INT_OFLOW] line 1: "
	    "constant 0x1ffffffffffffffff results in integer overflow");
	CHECK_STR(lex("08"),
	    "ERR [D_INT_DIGIT] line 1: constant 08 contains invalid digit 8");
	CHECK_STR(lex("x = 0129;"),
	    "ERR [D_INT_DIGIT] line 1: constant 0129 contains invalid digit 9");
	CHECK_STR(lex("0x"), "int:0x id:x");
	CHECK_STR(lex("0xg"), "int:0x id:xg");
}

UNIT_TEST(test_float_rejected)
{
	const char *msg = "ERR [D_SYNTAX] line 1: "
	    "floating-point constants are not permitted";

	CHECK_STR(lex("1.5"), msg);
	CHECK_STR(lex("1."), msg);
	CHECK_STR(lex(".5"), msg);
	CHECK_STR(lex("1e3"), msg);
	CHECK_STR(lex("1E+3"), msg);
	CHECK_STR(lex("2f"), msg);
	CHECK_STR(lex("08.5"), msg);
	CHECK_STR(lex("1e"), "int:1 id:e");
	CHECK_STR(lex("1e+"), "int:1 id:e +");
	CHECK_STR(lex("a.b"), "id:a . id:b");
}

UNIT_TEST(test_char_constants)
{
	CHECK_STR(lex("'a' 'ab' '\\n' '\\0' '\\377'"),
	    "int:97c int:24930c int:10c int:0c int:255c");
	CHECK_STR(lex("'\\x41' '\\101' '\"' '\\\\'"),
	    "int:65c int:65c int:34c int:92c");
	CHECK_STR(lex("'abcdefgh'"), "int:7017280452245743464c");
	/* \' is no known escape: kept as backslash + quote */
	CHECK_STR(lex("'\\''"), "int:23591c");
	CHECK_STR(lex("''"),
	    "ERR [D_CHR_NULL] line 1: empty character constant");
	CHECK_STR(lex("'abcdefghi'"),
	    "ERR [D_CHR_OFLOW] line 1: character constant is too long");
	CHECK_STR(lex("\n'a\nb'"), "ERR [D_CHR_NL] line 2: "
	    "newline encountered in character constant");
	CHECK_STR(lex("'abc"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"'\"");
}

UNIT_TEST(test_strings)
{
	CHECK_STR(lex("\"\" \"abc\""), "str:\"\" str:\"abc\"");
	CHECK_STR(lex("\"\\a\\b\\f\\n\\r\\t\\v\""),
	    "str:\"\\007\\010\\014\\012\\015\\011\\013\"");
	CHECK_STR(lex("\"\\\\ \\\"\""), "str:\"\\134 \\042\"");
	CHECK_STR(lex("\"\\101\\1012\\0\""), "str:\"AA2\\000\"");
	CHECK_STR(lex("\"\\x41\\x414243z\\xq\""), "str:\"ACz\\134xq\"");
	CHECK_STR(lex("\"\\q\\'\""), "str:\"\\134q\\134'\"");
	CHECK_STR(lex("\"\\777\""), "str:\"\\377\"");
	CHECK_STR(lex("\"ab\ncd\""), "ERR [D_STR_NL] line 1: "
	    "newline encountered in string literal");
	CHECK_STR(lex("\"ab\\\ncd\""), "ERR [D_STR_NL] line 1: "
	    "newline encountered in string literal");
	CHECK_STR(lex("x \"abc"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"\"\"");
}

UNIT_TEST(test_string_length)
{
	dt_token_t tk;
	static const char src[] = "\"a\\0b\"";

	setup(src, sizeof(src) - 1, DT_LEX_EXPR, NULL);
	if (setjmp(cc.cc_jmp) == 0) {
		dt_lex_next(&cc, &tk);
		CHECK_INT(tk.tk_kind, DT_TOK_STRING);
		CHECK_INT(tk.tk_len, 3);
		CHECK(memcmp(tk.tk_str, "a\0b", 4) == 0);
		CHECK(tk.tk_pos == src && tk.tk_end == src + 6);
	} else {
		CHECK(0);
	}
	teardown();
}

UNIT_TEST(test_identifiers)
{
	static char big[20010];
	const char *r;

	CHECK_STR(lex("x _y z9 vmlinux`jiffies `max_pfn 9p`v9fs_remove"),
	    "id:x id:_y id:z9 id:vmlinux`jiffies id:`max_pfn "
	    "id:9p`v9fs_remove");
	CHECK_STR(lex("@ @a @_b1 @count"), "agg:@ agg:@a agg:@_b1 agg:@count");
	CHECK_STR(lex("@[x]"), "agg:@ [ id:x ]");
	memset(big, 'a', 20000);
	r = lex(big);
	CHECK_INT(strlen(r), 20003);
	CHECK(strncmp(r, "id:aaaa", 7) == 0);
}

UNIT_TEST(test_typenames)
{
	/* built-in typedefs are type names ... */
	CHECK_STR(lex("uint64_t pid_t size_t _Bool"),
	    "type:uint64_t type:pid_t type:size_t type:_Bool");
	/* ... unless followed by ++ -- [ or = (not ==) */
	CHECK_STR(lex("pid_t = 1"), "id:pid_t = int:1");
	CHECK_STR(lex("pid_t == 1"), "type:pid_t == int:1");
	CHECK_STR(lex("pid_t[1] pid_t++ pid_t --"),
	    "id:pid_t [ int:1 ] id:pid_t ++ id:pid_t --");
	CHECK_STR(lex("(pid_t)x"), "( type:pid_t ) id:x");
}

UNIT_TEST(test_comments_and_lines)
{
	CHECK_STR(lex_lines("a\nb /* x\ny\n*/ c\n\nd"),
	    "id:a@1 id:b@2 id:c@4 id:d@6");
	CHECK_STR(lex_lines("a \\\n b\r\n c"), "id:a@1 id:b@2 id:c@3");
	CHECK_STR(lex_lines("/**/a/***/b/* / * */c"), "id:a@1 id:b@1 id:c@1");
	CHECK_STR(lex("a /* b /* c */"),
	    "ERR [D_SYNTAX] line 1: /* encountered inside a comment");
	CHECK_STR(lex("a\n/* b\n\n"), "ERR [D_SYNTAX] line 4: "
	    "end-of-file encountered before matching */");
	CHECK_STR(lex_lines("\"a\" 'b'\n@c $$0"),
	    "ERR [D_MACRO_UNDEF] line 2: macro argument $$0 is not defined");
	CHECK_STR(lex_lines("\"a\" 'b'\n@c"), "str:\"a\"@1 int:98c@1 agg:@c@2");
}

UNIT_TEST(test_control_lines)
{
	CHECK_STR(lex_lines("#pragma D option quiet\nx"),
	    "pragma:\"option quiet\"@1 id:x@2");
	CHECK_STR(lex("  #  pragma   D\toption   bufsize=16m  \nx"),
	    "pragma:\"option bufsize=16m\" id:x");
	CHECK_STR(lex("#pragma D attributes Evolving/Evolving/Common "
	    "provider p provider"), "pragma:\"attributes Evolving/Evolving/"
	    "Common provider p provider\"");
	CHECK_STR(lex("#pragma D nonsense x"), "pragma:\"nonsense x\"");
	CHECK_STR(lex("#pragma D binding \"1.0\" f"),
	    "pragma:\"binding \\0421.0\\042 f\"");
	CHECK_STR(lex("#pragma ident \"@(#)x\"\n#pragma once\n#ident x\n"
	    "#pragma D\n#pragma\n#\nx"), "id:x");
	CHECK_STR(lex_lines("a\n#line 100\nb\n# 7 \"t.d\"\nc\n#line 3 "
	    "\"x.d\" 2\nd"), "id:a@1 id:b@100 id:c@7 id:d@3");
	CHECK_STR(lex_lines("#pragma line 50\nz"), "id:z@50");
	CHECK_STR(lex_lines("#!/usr/sbin/dtrace -s\nx"), "id:x@2");
	CHECK_STR(lex("x\n#error this is  \"bad\"\n"),
	    "ERR [D_PRAGERR] line 2: #error: this is bad ");
	CHECK_STR(lex("#error"), "ERR [D_PRAGERR] line 1: #error: ");
	CHECK_STR(lex("#pragma D error x"),
	    "ERR [D_PRAGERR] line 1: #error: x ");
	CHECK_STR(lex("\n\n#include <foo.h>"), "ERR [D_PRAGCTL_INVAL] "
	    "line 3: invalid control directive: #include");
	CHECK_STR(lex("#line x"), "ERR [D_PRAGMA_MALFORM] line 1: "
	    "malformed #line <line> [ [\"file\"] state ]");
	CHECK_STR(lex("# 12 file"), "ERR [D_PRAGMA_MALFORM] line 1: "
	    "malformed #line <line> [ [\"file\"] state ]");
	CHECK_STR(lex("x # 12"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"#\"");
	CHECK_STR(lex_outer("#pragma D option q\nBEGIN"),
	    "pragma:\"option q\" pspec:BEGIN");
}

UNIT_TEST(test_outer_mode)
{
	CHECK_STR(lex_outer("syscall::read:entry BEGIN tick-1s"),
	    "pspec:syscall::read:entry pspec:BEGIN pspec:tick-1s");
	CHECK_STR(lex_outer("fbt:vmlinux:do_*:entry,:::,*"),
	    "pspec:fbt:vmlinux:do_*:entry , pspec:::: , pspec:*");
	CHECK_STR(lex_outer("a:b:c[0-9]?\\x! /{"),
	    "pspec:a:b:c[0-9]?\\x! / {");
	CHECK_STR(lex_outer("123 0x10"), "int:123 int:16x");
	/* declaration keywords only; other keywords are specifiers */
	CHECK_STR(lex_outer("int self this extern typedef inline translator"),
	    "int self this extern typedef inline translator");
	CHECK_STR(lex_outer("provider struct union enum string userland"),
	    "provider struct union enum string userland");
	CHECK_STR(lex_outer("if return sizeof probe"),
	    "pspec:if pspec:return pspec:sizeof pspec:probe");
	/* "int*" is int then the rest; "uint64_t" a type name */
	CHECK_STR(lex_outer("int*"), "int pspec:*");
	CHECK_STR(lex_outer("uint64_t uint64_t*p"),
	    "type:uint64_t type:uint64_t pspec:*p");
	CHECK_STR(lex_outer("uint64_t:x int:y"),
	    "pspec:uint64_t:x pspec:int:y");
	CHECK_STR(lex_outer("BEGIN }"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"}\"");
	CHECK_STR(lex_outer("BEGIN ;"),
	    "ERR [D_SYNTAX] line 1: syntax error near \";\"");
	CHECK_STR(lex_outer("BEGIN /* c */ END"), "pspec:BEGIN pspec:END");
}

static char *margv[] = { "t.d", "42", "-5", "foo", "0x10", "hello world",
	"\"q\"", "a\\tb", "int", "uint64_t", "08", "99999999999999999999",
	NULL };
static unsigned char mused[12];

static void
init_macros(dt_macros_t *ma)
{
	memset(ma, 0, sizeof(*ma));
	memset(mused, 0, sizeof(mused));
	ma->ma_argc = 12;
	ma->ma_argv = margv;
	ma->ma_used = mused;
	ma->ma_target = 1234;
	ma->ma_pid = 99;
	ma->ma_ppid = 1;
	ma->ma_uid = 1000;
	ma->ma_egid = 4294967296LL;
}

UNIT_TEST(test_macro_args)
{
	dt_macros_t ma;

	init_macros(&ma);
	CHECK_STR(lex_macros("$0 $1 $2 $3 $4", &ma, DT_LEX_EXPR),
	    "str:\"t.d\" int:42 int:-5 id:foo int:16x");
	CHECK_INT(mused[0] + mused[1] + mused[4], 3);
	CHECK_INT(mused[5], 0);
	CHECK_STR(lex_macros("$5 $6 $7", &ma, DT_LEX_EXPR),
	    "str:\"hello world\" str:\"q\" str:\"a\\011b\"");
	CHECK_STR(lex_macros("$8 $9 $10", &ma, DT_LEX_EXPR),
	    "int type:uint64_t str:\"08\"");
	CHECK_STR(lex_macros("$$1 $$3 $$7", &ma, DT_LEX_EXPR),
	    "str:\"42\" str:\"foo\" str:\"a\\011b\"");
	CHECK_STR(lex_macros("x.$8", &ma, DT_LEX_EXPR), "id:x . id:int");
	CHECK_STR(lex_macros("$11", &ma, DT_LEX_EXPR), "ERR [D_MACRO_OFLOW] "
	    "line 1: macro argument $11 constant 99999999999999999999 "
	    "results in integer overflow");
	CHECK_STR(lex_macros("\n$12", &ma, DT_LEX_EXPR),
	    "ERR [D_MACRO_UNDEF] line 2: macro argument $12 is not defined");
	CHECK_STR(lex_macros("$$99", &ma, DT_LEX_EXPR),
	    "ERR [D_MACRO_UNDEF] line 1: macro argument $$99 is not defined");
	ma.ma_defaultargs = 1;
	CHECK_STR(lex_macros("$12 $$13", &ma, DT_LEX_EXPR),
	    "int:0x str:\"\"");
	CHECK_STR(lex_macros("$1", NULL, DT_LEX_EXPR),
	    "ERR [D_MACRO_UNDEF] line 1: macro argument $1 is not defined");
}

UNIT_TEST(test_macro_vars)
{
	dt_macros_t ma;

	init_macros(&ma);
	CHECK_STR(lex_macros("$target $pid $ppid $pgid $uid $egid", &ma,
	    DT_LEX_EXPR), "int:1234 int:99 int:1 int:0 int:1000 "
	    "int:4294967296L");
	CHECK_STR(lex_macros("$$target $$pid", &ma, DT_LEX_EXPR),
	    "str:\"1234\" str:\"99\"");
	CHECK_STR(lex_macros("$sid $gid $euid", NULL, DT_LEX_EXPR),
	    "int:0 int:0 int:0");
	CHECK_STR(lex_macros("$projid", &ma, DT_LEX_EXPR),
	    "ERR [D_MACRO_UNDEF] line 1: macro variable $projid is not "
	    "defined");
	CHECK_STR(lex_macros("$$foo", &ma, DT_LEX_EXPR),
	    "ERR [D_MACRO_UNDEF] line 1: macro variable $$foo is not defined");
	CHECK_STR(lex_macros("$ x", &ma, DT_LEX_EXPR),
	    "ERR [D_SYNTAX] line 1: syntax error near \"$\"");
}

UNIT_TEST(test_macro_pspec)
{
	dt_macros_t ma;

	init_macros(&ma);
	CHECK_STR(lex_macros("pid$target:::entry tick-$1s", &ma,
	    DT_LEX_OUTER), "pspec:pid1234:::entry pspec:tick-42s");
	CHECK_INT(mused[1], 1);
	CHECK_STR(lex_macros("syscall::$$3:entry $pid$ppid", &ma,
	    DT_LEX_OUTER), "pspec:syscall::foo:entry pspec:991");
	CHECK_STR(lex_macros("a$", &ma, DT_LEX_OUTER), "pspec:a$");
	CHECK_STR(lex_macros("pid$foo:::entry", &ma, DT_LEX_OUTER),
	    "ERR [D_PDESC_INVAL] line 1: invalid probe description "
	    "\"pid$foo:::entry\": Undefined macro variable in probe "
	    "description");
	CHECK_STR(lex_macros("\nsyscall::$12:entry", &ma, DT_LEX_OUTER),
	    "ERR [D_PDESC_INVAL] line 2: invalid probe description "
	    "\"syscall::$12:entry\": Undefined macro variable in probe "
	    "description");
	CHECK_STR(lex_macros("pid$target:::", NULL, DT_LEX_OUTER),
	    "pspec:pid0:::");
}

UNIT_TEST(test_spelling_and_depth)
{
	static const char src[] = "  foo  0x1fu  ( [ ) ]";
	dt_token_t tk;
	int depth[4], i;

	setup(src, sizeof(src) - 1, DT_LEX_EXPR, NULL);
	if (setjmp(cc.cc_jmp) == 0) {
		dt_lex_next(&cc, &tk);
		CHECK_INT(tk.tk_pos - src, 2);
		CHECK_INT(tk.tk_end - src, 5);
		dt_lex_next(&cc, &tk);
		CHECK_INT(tk.tk_end - tk.tk_pos, 5);
		CHECK_STR(tk.tk_str, "0x1fu");
		for (i = 0; i < 4; i++) {
			dt_lex_next(&cc, &tk);
			depth[i] = cc.cc_lex.lx_pdepth;
		}
		CHECK(depth[0] == 1 && depth[1] == 2 && depth[2] == 1 &&
		    depth[3] == 0);
		dt_lex_next(&cc, &tk);
		CHECK_INT(tk.tk_kind, DT_TOK_EOF);
		CHECK(tk.tk_pos == src + sizeof(src) - 1);
	} else {
		CHECK(0);
	}
	teardown();
}

int
main(void)
{
	UNIT_RUN(test_punctuators);
	UNIT_RUN(test_keywords);
	UNIT_RUN(test_member_mode);
	UNIT_RUN(test_int_decimal);
	UNIT_RUN(test_int_suffixes);
	UNIT_RUN(test_int_octal_hex);
	UNIT_RUN(test_float_rejected);
	UNIT_RUN(test_char_constants);
	UNIT_RUN(test_strings);
	UNIT_RUN(test_string_length);
	UNIT_RUN(test_identifiers);
	UNIT_RUN(test_typenames);
	UNIT_RUN(test_comments_and_lines);
	UNIT_RUN(test_control_lines);
	UNIT_RUN(test_outer_mode);
	UNIT_RUN(test_macro_args);
	UNIT_RUN(test_macro_vars);
	UNIT_RUN(test_macro_pspec);
	UNIT_RUN(test_spelling_and_depth);
	UNIT_DONE();
}

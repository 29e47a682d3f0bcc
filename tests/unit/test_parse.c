/*
 * test_parse.c - unit tests for the D parser (src/compiler/parse.c) and
 * the tree dump (src/compiler/ast.c): operator precedence and
 * associativity, casts, postfix forms, statements, clauses, declarations,
 * definitions, pragmas, program contexts and error messages with lines.
 * Each program is compiled the way the driver does it: dt_lex_init(),
 * setjmp(cc_jmp), dt_parse_program(), then compared as a dump.
 */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/cc.h"
#include "unit.h"

static dt_arena_t arena;
static dt_cc_t cc;
static dt_macros_t *macros;		/* given to the next parse */
static dt_node_t *prog;
static char result[1 << 20];

/* Parse 'src' in context 'pctx'; the tree stays in 'prog' until done(). */
static int
parse_keep(const char *src, size_t len, dt_pctx_t pctx)
{
	dt_arena_init(&arena);
	memset(&cc, 0, sizeof(cc));
	cc.cc_arena = &arena;
	cc.cc_pctx = pctx;
	cc.cc_macros = macros;
	dt_htab_init(&cc.cc_typenames);
	dt_lex_init(&cc, src, len);
	prog = NULL;
	if (setjmp(cc.cc_jmp) != 0) {
		snprintf(result, sizeof(result), "ERR [%s] line %d%s: %s",
		    cc.cc_err.ce_tag, cc.cc_err.ce_line,
		    cc.cc_err.ce_where == DT_ERR_PRED ? " in predicate" :
		    cc.cc_err.ce_where == DT_ERR_ACTION ? " in action list" :
		    "", cc.cc_err.ce_msg);
		return -1;
	}
	prog = dt_parse_program(&cc);
	return 0;
}

static void
done(void)
{
	free(cc.cc_err.ce_msg);
	dt_htab_release(&cc.cc_typenames);
	dt_arena_release(&arena);
}

/* Dump of every node of 'list' into result[], without the last newline. */
static const char *
dump(const dt_node_t *list)
{
	dt_strbuf_t sb;

	dt_strbuf_init(&sb);
	for (; list != NULL; list = list->dn_next)
		dt_node_dump(&sb, list, 0);
	if (sb.len > 0 && sb.s[sb.len - 1] == '\n')
		sb.s[--sb.len] = '\0';
	snprintf(result, sizeof(result), "%s", sb.s ? sb.s : "");
	dt_strbuf_release(&sb);
	return result;
}

/* The whole program's dump, or the error. */
static const char *
parse_ctx(const char *src, dt_pctx_t pctx)
{
	if (parse_keep(src, strlen(src), pctx) == 0)
		dump(prog);
	done();
	return result;
}

static const char *
parse(const char *src)
{
	return parse_ctx(src, DT_PCTX_SCRIPT);
}

/* The dump of expression 'e', parsed as the statement "BEGIN { e; }". */
static const char *
expr(const char *e)
{
	char src[4096];

	snprintf(src, sizeof(src), "BEGIN { %s; }", e);
	if (parse_keep(src, strlen(src), DT_PCTX_SCRIPT) == 0) {
		if (prog != NULL && prog->dn_body != NULL &&
		    prog->dn_body->dn_kind == DT_NODE_EXPR_STMT)
			dump(prog->dn_body->dn_left);
		else
			snprintf(result, sizeof(result), "not an expression");
	}
	done();
	return result;
}

/* --------------------------------------------------------- precedence */

UNIT_TEST(test_literals)
{
	CHECK_STR(expr("1"), "(int 1)");
	CHECK_STR(expr("4294967296u"), "(int 4294967296 ulong)");
	CHECK_STR(expr("0xffffffffffffffff"),
	    "(int 18446744073709551615 ulong)");
	CHECK_STR(expr("'A'"), "(int 65 char)");
	CHECK_STR(expr("\"a\\tb\\\"\""), "(string \"a\\tb\\\"\")");
	CHECK_STR(expr("x"), "(ident x)");
	CHECK_STR(expr("`max_pfn + vmlinux`jiffies"),
	    "(binary + (ident `max_pfn) (ident vmlinux`jiffies))");
}

UNIT_TEST(test_precedence_levels)
{
	/* every adjacent pair of levels in docs/language.md §4 */
	CHECK_STR(expr("a * b + c"),
	    "(binary + (binary * (ident a) (ident b)) (ident c))");
	CHECK_STR(expr("a + b % c"),
	    "(binary + (ident a) (binary % (ident b) (ident c)))");
	CHECK_STR(expr("a << b + c"),
	    "(binary << (ident a) (binary + (ident b) (ident c)))");
	CHECK_STR(expr("a < b >> c"),
	    "(binary < (ident a) (binary >> (ident b) (ident c)))");
	CHECK_STR(expr("a == b <= c"),
	    "(binary == (ident a) (binary <= (ident b) (ident c)))");
	CHECK_STR(expr("a & b != c"),
	    "(binary & (ident a) (binary != (ident b) (ident c)))");
	CHECK_STR(expr("a ^ b & c"),
	    "(binary ^ (ident a) (binary & (ident b) (ident c)))");
	CHECK_STR(expr("a | b ^ c"),
	    "(binary | (ident a) (binary ^ (ident b) (ident c)))");
	CHECK_STR(expr("a && b | c"),
	    "(binary && (ident a) (binary | (ident b) (ident c)))");
	CHECK_STR(expr("a ^^ b && c"),
	    "(binary ^^ (ident a) (binary && (ident b) (ident c)))");
	CHECK_STR(expr("a || b ^^ c"),
	    "(binary || (ident a) (binary ^^ (ident b) (ident c)))");
	CHECK_STR(expr("a || b ? c : d"),
	    "(cond (binary || (ident a) (ident b)) (ident c) (ident d))");
	CHECK_STR(expr("x = a ? b : c"),
	    "(assign = (ident x) (cond (ident a) (ident b) (ident c)))");
	CHECK_STR(expr("x = 1, y = 2"), "(binary , (assign = (ident x) "
	    "(int 1)) (assign = (ident y) (int 2)))");
	CHECK_STR(expr("-a * b"),
	    "(binary * (unary - (ident a)) (ident b))");
	CHECK_STR(expr("a > b == c < d"), "(binary == (binary > (ident a) "
	    "(ident b)) (binary < (ident c) (ident d)))");
}

UNIT_TEST(test_associativity)
{
	CHECK_STR(expr("a - b - c"),
	    "(binary - (binary - (ident a) (ident b)) (ident c))");
	CHECK_STR(expr("a / b / c"),
	    "(binary / (binary / (ident a) (ident b)) (ident c))");
	CHECK_STR(expr("a << b >> c"),
	    "(binary >> (binary << (ident a) (ident b)) (ident c))");
	CHECK_STR(expr("a ^^ b ^^ c"),
	    "(binary ^^ (binary ^^ (ident a) (ident b)) (ident c))");
	CHECK_STR(expr("a || b || c"),
	    "(binary || (binary || (ident a) (ident b)) (ident c))");
	CHECK_STR(expr("a, b, c"),
	    "(binary , (binary , (ident a) (ident b)) (ident c))");
	CHECK_STR(expr("a ? b : c ? d : e"), "(cond (ident a) (ident b) "
	    "(cond (ident c) (ident d) (ident e)))");
	CHECK_STR(expr("a ? b, c : d"), "(cond (ident a) (binary , "
	    "(ident b) (ident c)) (ident d))");
	CHECK_STR(expr("a = b = c"),
	    "(assign = (ident a) (assign = (ident b) (ident c)))");
	CHECK_STR(expr("a += b -= c"),
	    "(assign += (ident a) (assign -= (ident b) (ident c)))");
	CHECK_STR(expr("- - a"), "(unary - (unary - (ident a)))");
	CHECK_STR(expr("!~a"), "(unary ! (unary ~ (ident a)))");
}

UNIT_TEST(test_assign_ops)
{
	CHECK_STR(expr("a *= 1"), "(assign *= (ident a) (int 1))");
	CHECK_STR(expr("a /= 1"), "(assign /= (ident a) (int 1))");
	CHECK_STR(expr("a %= 1"), "(assign %= (ident a) (int 1))");
	CHECK_STR(expr("a &= 1"), "(assign &= (ident a) (int 1))");
	CHECK_STR(expr("a ^= 1"), "(assign ^= (ident a) (int 1))");
	CHECK_STR(expr("a |= 1"), "(assign |= (ident a) (int 1))");
	CHECK_STR(expr("a <<= 1"), "(assign <<= (ident a) (int 1))");
	CHECK_STR(expr("a >>= 1"), "(assign >>= (ident a) (int 1))");
	CHECK_STR(expr("(a ? b : c) = d"), "(assign = (cond (ident a) "
	    "(ident b) (ident c)) (ident d))");
	CHECK_STR(expr("a + b = c"), "ERR [D_SYNTAX] line 1 in action list: "
	    "syntax error near \"=\"");
	CHECK_STR(expr("a ? b : c = d"), "ERR [D_SYNTAX] line 1 in action "
	    "list: syntax error near \"=\"");
	CHECK_STR(expr("(int)a = 1"), "ERR [D_SYNTAX] line 1 in action list: "
	    "syntax error near \"=\"");
}

UNIT_TEST(test_unary_postfix)
{
	CHECK_STR(expr("*p++"), "(unary * (postfix ++ (ident p)))");
	CHECK_STR(expr("&x->y"), "(unary & (member -> (ident x) y))");
	CHECK_STR(expr("++x + x--"),
	    "(binary + (unary ++ (ident x)) (postfix -- (ident x)))");
	CHECK_STR(expr("--x"), "(unary -- (ident x))");
	CHECK_STR(expr("+x"), "(unary + (ident x))");
	CHECK_STR(expr("a[1][2]"),
	    "(index (index (ident a) (int 1)) (int 2))");
	CHECK_STR(expr("a[1, \"x\"]"), "(index (ident a) (int 1) "
	    "(string \"x\"))");
	CHECK_STR(expr("f()"), "(call f)");
	CHECK_STR(expr("f(a, b = 1)"),
	    "(call f (ident a) (assign = (ident b) (int 1)))");
	CHECK_STR(expr("s.a.b"), "(member . (member . (ident s) a) b)");
	CHECK_STR(expr("p->q->r"),
	    "(member -> (member -> (ident p) q) r)");
	CHECK_STR(expr("args[0]->f_path"),
	    "(member -> (index (ident args) (int 0)) f_path)");
	CHECK_STR(expr("x.int + y->self"),
	    "(binary + (member . (ident x) int) (member -> (ident y) self))");
	CHECK_STR(expr("self->x"), "(self x)");
	CHECK_STR(expr("this->string"), "(this string)");
	CHECK_STR(expr("self->a[1]++"),
	    "(postfix ++ (index (self a) (int 1)))");
	CHECK_STR(expr("stringof x"), "(stringof (ident x))");
	CHECK_STR(expr("stringof(p->name)"),
	    "(stringof (member -> (ident p) name))");
	CHECK_STR(expr("(f)(x)"), "ERR [D_SYNTAX] line 1 in action list: "
	    "syntax error near \"(\"");
	CHECK_STR(expr("self"), "ERR [D_SYNTAX] line 1 in action list: "
	    "syntax error near \";\"");
}

UNIT_TEST(test_aggregations)
{
	CHECK_STR(expr("@a = count()"), "(assign = (agg @a) (call count))");
	CHECK_STR(expr("@ = sum(x)"),
	    "(assign = (agg @) (call sum (ident x)))");
	CHECK_STR(expr("@c[execname, pid] = count()"), "(assign = (agg @c "
	    "(ident execname) (ident pid)) (call count))");
	CHECK_STR(expr("@[stack()] = quantize(x)"), "(assign = (agg @ "
	    "(call stack)) (call quantize (ident x)))");
	CHECK_STR(expr("printa(\"%@d\", @a)"),
	    "(call printa (string \"%@d\") (agg @a))");
}

UNIT_TEST(test_casts_and_sizeof)
{
	CHECK_STR(expr("(int)x + 1"),
	    "(binary + (cast <int> (ident x)) (int 1))");
	CHECK_STR(expr("(x) + 1"), "(binary + (ident x) (int 1))");
	CHECK_STR(expr("(x)[1]"), "(index (ident x) (int 1))");
	CHECK_STR(expr("(int)-1"), "(cast <int> (unary - (int 1)))");
	CHECK_STR(expr("(char *)(long)p"),
	    "(cast <char *> (cast <long> (ident p)))");
	CHECK_STR(expr("(unsigned long long)x"),
	    "(cast <unsigned long long> (ident x))");
	CHECK_STR(expr("(const struct foo *)p"),
	    "(cast <const struct foo *> (ident p))");
	CHECK_STR(expr("(struct vmlinux`task_struct *)curthread"),
	    "(cast <struct vmlinux`task_struct *> (ident curthread))");
	CHECK_STR(expr("(uint64_t)x"), "(cast <uint64_t> (ident x))");
	CHECK_STR(expr("(string)p"), "(cast <string> (ident p))");
	CHECK_STR(expr("(int (*)(int))f"), "(cast <int (int) *> (ident f))");
	CHECK_STR(expr("(char [8])x"), "(cast <char [8]> (ident x))");
	CHECK_STR(expr("sizeof(int) * 2"),
	    "(binary * (sizeof <int>) (int 2))");
	CHECK_STR(expr("sizeof (int *)"), "(sizeof <int *>)");
	CHECK_STR(expr("sizeof x + 1"),
	    "(binary + (sizeof (ident x)) (int 1))");
	CHECK_STR(expr("sizeof(x)[0]"),
	    "(sizeof (index (ident x) (int 0)))");
	CHECK_STR(expr("sizeof -x"), "(sizeof (unary - (ident x)))");
	CHECK_STR(expr("sizeof (int)x"), "ERR [D_SYNTAX] line 1 in action "
	    "list: syntax error near \"x\"");
	CHECK_STR(expr("offsetof(struct foo, bar)"),
	    "(offsetof <struct foo> bar)");
	CHECK_STR(expr("offsetof(foo_t, string)"),
	    "ERR [D_SYNTAX] line 1 in action list: syntax error near "
	    "\"foo_t\"");
	CHECK_STR(expr("offsetof(pid_t, string)"),
	    "(offsetof <pid_t> string)");
	CHECK_STR(expr("xlate<uint64_t *>(p)->x"),
	    "(member -> (xlate <uint64_t *> (ident p)) x)");
	CHECK_STR(expr("xlate <struct s> (p).m"),
	    "(member . (xlate <struct s> (ident p)) m)");
	CHECK_STR(expr("uint64_t = 1"), "(assign = (ident uint64_t) (int 1))");
}

/* ---------------------------------------------------------- statements */

UNIT_TEST(test_statements)
{
	CHECK_STR(parse("BEGIN { }"),
	    "(clause\n  (desc \"BEGIN\")\n  (body))");
	CHECK_STR(parse("BEGIN { x = 1 }"), "(clause\n  (desc \"BEGIN\")\n"
	    "  (body\n    (stmt (assign = (ident x) (int 1)))))");
	CHECK_STR(parse("BEGIN { ; a; ; b }"), "(clause\n  (desc \"BEGIN\")\n"
	    "  (body\n    (empty)\n    (stmt (ident a))\n    (empty)\n"
	    "    (stmt (ident b))))");
	CHECK_STR(parse("BEGIN { a b }"), "ERR [D_SYNTAX] line 1 in action "
	    "list: syntax error near \"b\"");
	CHECK_STR(parse("BEGIN { { a; } }"), "ERR [D_SYNTAX] line 1 in "
	    "action list: syntax error near \"{\"");
	CHECK_STR(parse("BEGIN { \"a\" \"b\" }"), "ERR [D_SYNTAX] line 1 in "
	    "action list: syntax error near \"\"b\"\"");
	CHECK_STR(parse("BEGIN { x = 1;"),
	    "ERR [D_SYNTAX] line 1 in action list: syntax error near end of "
	    "input");
}

UNIT_TEST(test_if_else)
{
	CHECK_STR(parse("BEGIN { if (x) y = 1; }"), "(clause\n"
	    "  (desc \"BEGIN\")\n  (body\n    (if (ident x)\n      (then\n"
	    "        (stmt (assign = (ident y) (int 1)))))))");
	CHECK_STR(parse("BEGIN { if (x) { a; b } else { ; } }"), "(clause\n"
	    "  (desc \"BEGIN\")\n  (body\n    (if (ident x)\n      (then\n"
	    "        (stmt (ident a))\n        (stmt (ident b)))\n"
	    "      (else\n        (empty)))))");
	CHECK_STR(parse("BEGIN { if (x) {} else {} }"), "(clause\n"
	    "  (desc \"BEGIN\")\n  (body\n    (if (ident x)\n"
	    "      (then))))");
	/* dangling else binds to the nearest if; else-if chains */
	CHECK_STR(parse("BEGIN { if (a) if (b) x; else y; }"), "(clause\n"
	    "  (desc \"BEGIN\")\n  (body\n    (if (ident a)\n      (then\n"
	    "        (if (ident b)\n          (then\n"
	    "            (stmt (ident x)))\n          (else\n"
	    "            (stmt (ident y))))))))");
	CHECK_STR(parse("BEGIN { if (a) x; else if (b) ; else { z } w }"),
	    "(clause\n  (desc \"BEGIN\")\n  (body\n    (if (ident a)\n"
	    "      (then\n        (stmt (ident x)))\n      (else\n"
	    "        (if (ident b)\n          (then\n            (empty))\n"
	    "          (else\n            (stmt (ident z))))))\n"
	    "    (stmt (ident w))))");
	CHECK_STR(parse("BEGIN { if (x) y }"), "ERR [D_SYNTAX] line 1 in "
	    "action list: syntax error near \"}\"");
	CHECK_STR(parse("BEGIN { if x y; }"), "ERR [D_SYNTAX] line 1 in "
	    "action list: syntax error near \"x\"");
	CHECK_STR(parse("BEGIN { else x; }"), "ERR [D_SYNTAX] line 1 in "
	    "action list: syntax error near \"else\"");
}

UNIT_TEST(test_reserved_words)
{
	static const char *const words[] = { "for", "while", "do", "switch",
		"return", "break", "continue", "goto", "case", "default",
		"import", "counter", "probe", "provider", "inline", NULL };
	char src[128], want[128];
	int i;

	for (i = 0; words[i] != NULL; i++) {
		snprintf(src, sizeof(src), "BEGIN\n{\n\t%s;\n}", words[i]);
		snprintf(want, sizeof(want), "ERR [D_SYNTAX] line 3 in action "
		    "list: syntax error near \"%s\"", words[i]);
		CHECK_STR(parse(src), want);
	}
}

/* ------------------------------------------------------------- clauses */

UNIT_TEST(test_clauses)
{
	CHECK_STR(parse("syscall::read:entry,syscall::write:entry\n"
	    "/pid == 1/\n{ trace(arg0); }"), "(clause\n"
	    "  (desc \"syscall::read:entry\")\n"
	    "  (desc \"syscall::write:entry\")\n"
	    "  (pred (binary == (ident pid) (int 1)))\n"
	    "  (body\n    (stmt (call trace (ident arg0)))))");
	CHECK_STR(parse("BEGIN{}END{x}"), "(clause\n  (desc \"BEGIN\")\n"
	    "  (body))\n(clause\n  (desc \"END\")\n  (body\n"
	    "    (stmt (ident x))))");
	CHECK_STR(parse("123, fbt::do_*:entry { }"), "(clause\n"
	    "  (desc id 123)\n  (desc \"fbt::do_*:entry\")\n  (body))");
	CHECK_STR(parse("BEGIN /x/ {}"), "(clause\n  (desc \"BEGIN\")\n"
	    "  (pred (ident x))\n  (body))");
	CHECK_STR(parse("BEGIN\n"), "ERR [D_SYNTAX] line 1: expected "
	    "predicate and/or actions following probe description");
	CHECK_STR(parse("BEGIN END {}"), "ERR [D_SYNTAX] line 1: expected "
	    "predicate and/or actions following probe description");
	CHECK_STR(parse("BEGIN\n/x/"), "ERR [D_SYNTAX] line 2: expected "
	    "actions { } following probe description and predicate");
	CHECK_STR(parse("BEGIN, {}"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"{\"");
	CHECK_STR(parse("{ x }"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"{\"");
	CHECK_STR(parse("BEGIN {} }"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"}\"");
	CHECK_STR(parse("4294967296 {}"), "ERR [D_PDESC_INVAL] line 1: "
	    "identifier 4294967296 exceeds maximum probe id");
	CHECK_STR(parse(""), "");
	CHECK_STR(parse("/* nothing */\n"), "");
}

UNIT_TEST(test_predicates)
{
	/* '/' followed by ; { / or the end closes the predicate */
	CHECK_STR(parse("BEGIN /a / b/ {}"), "(clause\n  (desc \"BEGIN\")\n"
	    "  (pred (binary / (ident a) (ident b)))\n  (body))");
	CHECK_STR(parse("BEGIN /a/b/{}"), "(clause\n  (desc \"BEGIN\")\n"
	    "  (pred (binary / (ident a) (ident b)))\n  (body))");
	CHECK_STR(parse("BEGIN /x/ /* comment */ {}"), "(clause\n"
	    "  (desc \"BEGIN\")\n  (pred (ident x))\n  (body))");
	CHECK_STR(parse("BEGIN /x /\n\n {}"), "(clause\n  (desc \"BEGIN\")\n"
	    "  (pred (ident x))\n  (body))");
	CHECK_STR(parse("BEGIN /(a + b) / 2 > 1/ {}"), "(clause\n"
	    "  (desc \"BEGIN\")\n  (pred (binary > (binary / (binary + "
	    "(ident a) (ident b)) (int 2)) (int 1)))\n  (body))");
	CHECK_STR(parse("BEGIN /(x/ {}"), "ERR [D_SYNTAX] line 1 in "
	    "predicate: closing ) expected in predicate before /");
	CHECK_STR(parse("BEGIN /a[x/ {}"), "ERR [D_SYNTAX] line 1 in "
	    "predicate: closing ] expected in predicate before /");
	CHECK_STR(parse("BEGIN / / {}"), "ERR [D_SYNTAX] line 1 in "
	    "predicate: syntax error near \"/\"");
	CHECK_STR(parse("BEGIN\n/x +/ {}"), "ERR [D_SYNTAX] line 2 in "
	    "predicate: syntax error near \"/\"");
	CHECK_STR(parse("BEGIN /x/;"), "ERR [D_SYNTAX] line 1: expected "
	    "actions { } following probe description and predicate");
	CHECK_STR(parse("BEGIN /x"), "ERR [D_SYNTAX] line 1 in predicate: "
	    "syntax error near end of input");
	/* division elsewhere is never a predicate end */
	CHECK_STR(expr("a / {"), "ERR [D_SYNTAX] line 1 in action list: "
	    "syntax error near \"{\"");
}

UNIT_TEST(test_contexts)
{
	CHECK_STR(parse_ctx("syscall::read:entry", DT_PCTX_NAME),
	    "(clause nobody\n  (desc \"syscall::read:entry\"))");
	CHECK_STR(parse_ctx("BEGIN,END", DT_PCTX_NAME),
	    "(clause nobody\n  (desc \"BEGIN\")\n  (desc \"END\"))");
	CHECK_STR(parse_ctx("BEGIN { x = 1; } tick-1s", DT_PCTX_NAME),
	    "(clause\n  (desc \"BEGIN\")\n  (body\n"
	    "    (stmt (assign = (ident x) (int 1)))))\n"
	    "(clause nobody\n  (desc \"tick-1s\"))");
	CHECK_STR(parse_ctx("syscall", DT_PCTX_PROVIDER),
	    "(clause nobody\n  (desc \"syscall\"))");
	CHECK_STR(parse_ctx("read", DT_PCTX_FUNC),
	    "(clause nobody\n  (desc \"read\"))");
	CHECK_STR(parse_ctx("vmlinux", DT_PCTX_MODULE),
	    "(clause nobody\n  (desc \"vmlinux\"))");
	CHECK_STR(parse_ctx("42 { }", DT_PCTX_ID),
	    "(clause\n  (desc id 42)\n  (body))");
	CHECK_STR(parse_ctx("BEGIN /1/", DT_PCTX_NAME), "ERR [D_SYNTAX] "
	    "line 1: expected actions { } following probe description and "
	    "predicate");
}

UNIT_TEST(test_lines_and_where)
{
	const dt_node_t *s;

	static const char src[] = "\n\nBEGIN\n{\n\tx = 1;\n\n\ty = 2;\n}\n"
	    "END /a/ {}";

	CHECK(parse_keep(src, sizeof(src) - 1, DT_PCTX_SCRIPT) == 0);
	CHECK(prog != NULL && prog->dn_line == 3);
	if (prog != NULL && prog->dn_body != NULL) {
		s = prog->dn_body;
		CHECK_INT(s->dn_line, 5);
		CHECK_INT(s->dn_left->dn_right->dn_line, 5);
		CHECK(s->dn_next != NULL && s->dn_next->dn_line == 7);
		CHECK(prog->dn_next != NULL && prog->dn_next->dn_line == 9);
		CHECK(prog->dn_next != NULL &&
		    prog->dn_next->dn_pred->dn_line == 9);
	}
	CHECK_INT(cc.cc_where, DT_ERR_NONE);
	done();
	CHECK_STR(parse("BEGIN\n{\n\tx = 1;\n\ty = ;\n}"), "ERR [D_SYNTAX] "
	    "line 4 in action list: syntax error near \";\"");
	CHECK_STR(parse("BEGIN\n/x ==\n\n/\n{}"), "ERR [D_SYNTAX] line 4 in "
	    "predicate: syntax error near \"/\"");
	CHECK_STR(parse("BEGIN { x = 08; }"), "ERR [D_INT_DIGIT] line 1 in "
	    "action list: constant 08 contains invalid digit 8");
	CHECK_STR(parse("BEGIN /x == 1.0/ {}"), "ERR [D_SYNTAX] line 1 in "
	    "predicate: floating-point constants are not permitted");
	CHECK_STR(parse("int x\nBEGIN {}"),
	    "ERR [D_SYNTAX] line 2: syntax error near \"BEGIN\"");
}

/* --------------------------------------------------------- declarations */

UNIT_TEST(test_declarations)
{
	CHECK_STR(parse("int x;"), "(decl x <int>)");
	CHECK_STR(parse("int a, *b, c[4];"),
	    "(decl a <int>)\n(decl b <int *>)\n(decl c <int [4]>)");
	CHECK_STR(parse("self int t; this string s;"),
	    "(decl t <int> self)\n(decl s <string> this)");
	CHECK_STR(parse("extern int `kvar;"), "(decl `kvar <int> extern)");
	CHECK_STR(parse("int h[string, int];"),
	    "(decl h <int [string, int]>)");
	CHECK_STR(parse("unsigned x; signed char c; short int s;"),
	    "(decl x <unsigned int>)\n(decl c <signed char>)\n"
	    "(decl s <short>)");
	CHECK_STR(parse("unsigned long long a; long int b; long double d;"),
	    "(decl a <unsigned long long>)\n(decl b <long>)\n"
	    "(decl d <long double>)");
	CHECK_STR(parse("const int *const volatile p;"),
	    "(decl p <const int * const volatile>)");
	CHECK_STR(parse("int (*fp)(int, char *);"),
	    "(decl fp <int (int, char *) *>)");
	CHECK_STR(parse("unsigned long *a[4]; int m[2][3];"),
	    "(decl a <unsigned long * [4]>)\n(decl m <int [3] [2]>)");
	CHECK_STR(parse("extern int f(void); extern int g(int n, ...);"),
	    "(decl f <int (void)> extern)\n"
	    "(decl g <int (int n, ...)> extern)");
	CHECK_STR(parse("char *argv[]; _Bool b; userland int *u;"),
	    "(decl argv <char * []>)\n(decl b <_Bool>)\n"
	    "(decl u <userland int *>)");
	CHECK_STR(parse("int*p;"), "(decl p <int *>)");
	CHECK_STR(parse("uint64_t*q;"), "(decl q <uint64_t *>)");
	CHECK_STR(parse("int a[1 + 2];"),
	    "(decl a <int [(binary + (int 1) (int 2))]>)");
}

UNIT_TEST(test_typedefs)
{
	CHECK_STR(parse("typedef int foo_t; foo_t x;\n"
	    "BEGIN { y = (foo_t)x; z = sizeof (foo_t); }"),
	    "(decl foo_t <int> typedef)\n(decl x <foo_t>)\n(clause\n"
	    "  (desc \"BEGIN\")\n  (body\n"
	    "    (stmt (assign = (ident y) (cast <foo_t> (ident x))))\n"
	    "    (stmt (assign = (ident z) (sizeof <foo_t>)))))");
	static const char src[] = "typedef struct s { int a; } s_t, *s_p;";

	CHECK(parse_keep(src, sizeof(src) - 1, DT_PCTX_SCRIPT) == 0);
	CHECK(dt_cc_is_typename(&cc, "s_t") && dt_cc_is_typename(&cc, "s_p"));
	CHECK(!dt_cc_is_typename(&cc, "s"));
	CHECK(prog != NULL && prog->dn_decl->ds_has_body &&
	    prog->dn_next != NULL && !prog->dn_next->dn_decl->ds_has_body &&
	    prog->dn_next->dn_decl->ds_members ==
	    prog->dn_decl->ds_members);
	done();
	/* a typedef name after a type word is the declared name */
	CHECK_STR(parse("typedef long pid_t;"),
	    "(decl pid_t <long> typedef)");
	CHECK_STR(parse("BEGIN { x = (foo_t)y; }"), "ERR [D_SYNTAX] line 1 "
	    "in action list: syntax error near \"y\"");
}

UNIT_TEST(test_struct_union_enum)
{
	CHECK_STR(parse("struct foo { int a; char b[8]; unsigned c : 3, "
	    ": 2; struct bar { int x; } *nested; };"),
	    "(decl <struct foo>\n  (decl a <int>)\n  (decl b <char [8]>)\n"
	    "  (decl c <unsigned int> :3)\n  (decl <unsigned int> :2)\n"
	    "  (decl nested <struct bar *>\n    (decl x <int>)))");
	CHECK_STR(parse("union u { int i; long l; } uv;"),
	    "(decl uv <union u>\n  (decl i <int>)\n  (decl l <long>))");
	CHECK_STR(parse("struct { int a; } anon;"),
	    "(decl anon <struct>\n  (decl a <int>))");
	CHECK_STR(parse("enum colour { RED, GREEN = 5, BLUE, };"),
	    "(decl <enum colour>\n  (enumerator RED)\n"
	    "  (enumerator GREEN (int 5))\n  (enumerator BLUE))");
	CHECK_STR(parse("enum e x; struct s *p;"),
	    "(decl x <enum e>)\n(decl p <struct s *>)");
	CHECK_STR(parse("struct;"),
	    "ERR [D_SYNTAX] line 1: syntax error near \";\"");
	CHECK_STR(parse("struct s { };"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"}\"");
	CHECK_STR(parse("enum { };"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"}\"");
	/* bit-field widths are constant expressions, checked by sema
	   (tests/d/types/err.D_DECL_BFCONST.*) */
	CHECK_STR(parse("struct s { static int a; };"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"static\"");
}

UNIT_TEST(test_decl_errors)
{
	CHECK_STR(parse("int char x;"),
	    "ERR [D_DECL_COMBO] line 1: invalid type combination");
	CHECK_STR(parse("short long x;"),
	    "ERR [D_DECL_COMBO] line 1: invalid type combination");
	CHECK_STR(parse("long long long x;"), "ERR [D_DECL_COMBO] line 1: "
	    "the attribute 'long' may only be used at most twice in a "
	    "declaration");
	CHECK_STR(parse("unsigned unsigned x;"), "ERR [D_DECL_COMBO] line 1: "
	    "the attribute 'unsigned' may only be used at most once in a "
	    "declaration");
	CHECK_STR(parse("unsigned float x;"), "ERR [D_DECL_SIGNINT] line 1: "
	    "invalid type declaration: signed and unsigned may only be used "
	    "with integer type");
	CHECK_STR(parse("long char x;"), "ERR [D_DECL_CHARATTR] line 1: "
	    "invalid type declaration: short and long may not be used with "
	    "char type");
	CHECK_STR(parse("long void *x;"), "ERR [D_DECL_VOIDATTR] line 1: "
	    "invalid type declaration: attributes may not be used with void "
	    "type");
	CHECK_STR(parse("long string x;"), "ERR [D_DECL_LONGINT] line 1: "
	    "invalid type declaration: long and long long may only be used "
	    "with integer or floating-point type");
	CHECK_STR(parse("\nstatic int x;"), "ERR [D_DECL_BADCLASS] line 2: "
	    "specified storage class not appropriate in D");
	CHECK_STR(parse("auto int x;"), "ERR [D_DECL_BADCLASS] line 1: "
	    "specified storage class not appropriate in D");
	CHECK_STR(parse("register int x;"), "ERR [D_DECL_BADCLASS] line 1: "
	    "specified storage class not appropriate in D");
	CHECK_STR(parse("static int f(int);"), "(decl f <int (int)> extern)");
	CHECK_STR(parse("extern self int x;"), "ERR [D_DECL_CLASS] line 1: "
	    "only one storage class allowed in a declaration");
	CHECK_STR(parse("extern int f(static int);"),
	    "ERR [D_DECL_PARMCLASS] line 1: inappropriate storage class for "
	    "function or associative array parameter");
	CHECK_STR(parse("int;"), "(decl <int>)");
	CHECK_STR(parse("int x = 1;"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"=\"");
	CHECK_STR(parse("int x"),
	    "ERR [D_SYNTAX] line 1: syntax error near end of input");
}

/* ---------------------------------------------------------- definitions */

UNIT_TEST(test_inline)
{
	CHECK_STR(parse("inline int LIMIT = 10;"),
	    "(inline LIMIT <int>\n  (int 10))");
	CHECK_STR(parse("inline string sname[int n] = n == 0 ? \"zero\" : "
	    "\"other\";"), "(inline sname <string>\n"
	    "  (params (decl n <int>))\n"
	    "  (cond (binary == (ident n) (int 0)) (string \"zero\") "
	    "(string \"other\")))");
	CHECK_STR(parse("inline char *f[int a, int b] = 0;"),
	    "(inline f <char *>\n  (params (decl a <int>) (decl b <int>))\n"
	    "  (int 0))");
	CHECK_STR(parse("inline int x = 1, 2;"),
	    "ERR [D_SYNTAX] line 1: syntax error near \",\"");
	CHECK_STR(parse("inline x = 1;"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"x\"");
}

UNIT_TEST(test_translator)
{
	CHECK_STR(parse("typedef struct psinfo { int pr_pid; } psinfo_t;\n"
	    "translator psinfo_t < struct task_struct *T > {\n"
	    "\tpr_pid = T->tgid;\n\tstring = stringof(T->comm);\n};"),
	    "(decl psinfo_t <struct psinfo> typedef\n"
	    "  (decl pr_pid <int>))\n"
	    "(translator <psinfo_t> (decl T <struct task_struct *>)\n"
	    "  (init pr_pid (member -> (ident T) tgid))\n"
	    "  (init string (stringof (member -> (ident T) comm))))");
	CHECK_STR(parse("translator int < int x > { };"),
	    "(translator <int> (decl x <int>))");
	CHECK_STR(parse("translator int < int x > { a = 1; }"),
	    "ERR [D_SYNTAX] line 1: syntax error near end of input");
	CHECK_STR(parse("translator int < int > { };"),
	    "ERR [D_SYNTAX] line 1: syntax error near \">\"");
}

UNIT_TEST(test_provider)
{
	CHECK_STR(parse("provider myapp {\n"
	    "\tprobe query__start(char *, int);\n"
	    "\tprobe query__done(int) : (int);\n"
	    "\tprobe tick();\n};"),
	    "(provider myapp\n"
	    "  (probe query__start (args (decl <char *>) (decl <int>)))\n"
	    "  (probe query__done (args (decl <int>)) (xargs (decl <int>)))\n"
	    "  (probe tick (args)))");
	CHECK_STR(parse("provider p { };"), "(provider p)");
	CHECK_STR(parse("provider p { foo(int); };"),
	    "ERR [D_SYNTAX] line 1: syntax error near \"foo\"");
	CHECK_STR(parse("provider p { probe x(int, ...); };"),
	    "ERR [D_SYNTAX] line 1: syntax error near \")\"");
}

UNIT_TEST(test_pragmas)
{
	CHECK_STR(parse("#pragma D option quiet\nBEGIN {}"),
	    "(pragma \"option quiet\")\n(clause\n  (desc \"BEGIN\")\n"
	    "  (body))");
	CHECK_STR(parse("BEGIN,\n#pragma D option a\nEND\n{\n"
	    "#pragma D option b\n}\n#pragma D depends_on provider x\n"
	    "int x;\n#pragma D option c"),
	    "(pragma \"option a\")\n(pragma \"option b\")\n(clause\n"
	    "  (desc \"BEGIN\")\n  (desc \"END\")\n  (body))\n"
	    "(pragma \"depends_on provider x\")\n(decl x <int>)\n"
	    "(pragma \"option c\")");
	CHECK_STR(parse("#!/usr/sbin/dtrace -qs\n#pragma ident \"x\"\n"
	    "BEGIN\n{ }"), "(clause\n  (desc \"BEGIN\")\n  (body))");
	CHECK_STR(parse("BEGIN {\n#error stop here\n}"),
	    "ERR [D_PRAGERR] line 2 in action list: #error: stop here ");
	CHECK_STR(parse("#line 41\nBEGIN { x = ; }"), "ERR [D_SYNTAX] line 41 "
	    "in action list: syntax error near \";\"");
}

UNIT_TEST(test_macros)
{
	static char *argv[] = { "x.d", "-5", "7", "foo", "int", "a b",
		"+3", NULL };
	static unsigned char used[7];
	dt_macros_t ma;

	memset(&ma, 0, sizeof(ma));
	ma.ma_argc = 7;
	ma.ma_argv = argv;
	ma.ma_used = used;
	ma.ma_target = 4242;
	macros = &ma;
	CHECK_STR(expr("x = $1 + $2"), "(assign = (ident x) (binary + "
	    "(unary - (int 5)) (int 7)))");
	CHECK_STR(expr("$3 = $$2"),
	    "(assign = (ident foo) (string \"7\"))");
	CHECK_STR(expr("($4)$6"), "(cast <int> (int 3))");
	CHECK_STR(expr("trace($5)"), "(call trace (string \"a b\"))");
	CHECK_STR(expr("$$0"), "(string \"x.d\")");
	CHECK_STR(parse("pid$target::$3:entry /$target/ { }"), "(clause\n"
	    "  (desc \"pid4242::foo:entry\")\n  (pred (int 4242))\n"
	    "  (body))");
	CHECK(used[0] && used[1] && used[2] && used[3] && used[4] &&
	    used[5] && used[6]);
	CHECK_STR(expr("$7"), "ERR [D_MACRO_UNDEF] line 1 in action list: "
	    "macro argument $7 is not defined");
	macros = NULL;
}

UNIT_TEST(test_robustness)
{
	static char src[1 << 20], want[1 << 20];
	char *p;
	int i;

	/* deep nesting is an error, not a crash */
	p = src + sprintf(src, "BEGIN { x = ");
	for (i = 0; i < 100000; i++)
		*p++ = '(';
	strcpy(p, "1); }");
	CHECK_STR(parse(src), "ERR [D_EXPR_DEPTH] line 1 in action list: "
	    "expression too complex");
	p = src + sprintf(src, "BEGIN { x = ");
	for (i = 0; i < 50000; i++)
		p += sprintf(p, "a?b:");
	strcpy(p, "c; }");
	CHECK_STR(parse(src), "ERR [D_EXPR_DEPTH] line 1 in action list: "
	    "expression too complex");
	p = src + sprintf(src, "BEGIN { ");
	for (i = 0; i < 50000; i++)
		p += sprintf(p, "if (x) ");
	strcpy(p, "y; }");
	CHECK_STR(parse(src), "ERR [D_EXPR_DEPTH] line 1 in action list: "
	    "expression too complex");
	p = src + sprintf(src, "int ");
	for (i = 0; i < 50000; i++)
		*p++ = '(';
	strcpy(p, "x;");
	CHECK_STR(parse(src), "ERR [D_EXPR_DEPTH] line 1: "
	    "expression too complex");

	/* moderate nesting, long lists, long names and strings are fine */
	p = src + sprintf(src, "BEGIN { x = ");
	for (i = 0; i < 200; i++)
		*p++ = '(';
	*p++ = 'y';
	for (i = 0; i < 200; i++)
		*p++ = ')';
	strcpy(p, "; }");
	CHECK_STR(parse(src), "(clause\n  (desc \"BEGIN\")\n  (body\n"
	    "    (stmt (assign = (ident x) (ident y)))))");
	p = src + sprintf(src, "BEGIN { x = a");
	for (i = 0; i < 20000; i++)
		p += sprintf(p, " + a");
	strcpy(p, "; }");
	CHECK(strncmp(parse(src), "(clause", 7) == 0);
	p = src + sprintf(src, "BEGIN { ");
	memset(p, 'v', 100000);
	p += 100000;
	p += sprintf(p, " = \"");
	memset(p, 's', 100000);
	p += 100000;
	strcpy(p, "\"; }");
	parse(src);
	p = want + sprintf(want, "(clause\n  (desc \"BEGIN\")\n  (body\n"
	    "    (stmt (assign = (ident ");
	memset(p, 'v', 100000);
	p += 100000;
	p += sprintf(p, ") (string \"");
	memset(p, 's', 100000);
	p += 100000;
	strcpy(p, "\")))))");
	CHECK_STR(result, want);
}

int
main(void)
{
	UNIT_RUN(test_literals);
	UNIT_RUN(test_precedence_levels);
	UNIT_RUN(test_associativity);
	UNIT_RUN(test_assign_ops);
	UNIT_RUN(test_unary_postfix);
	UNIT_RUN(test_aggregations);
	UNIT_RUN(test_casts_and_sizeof);
	UNIT_RUN(test_statements);
	UNIT_RUN(test_if_else);
	UNIT_RUN(test_reserved_words);
	UNIT_RUN(test_clauses);
	UNIT_RUN(test_predicates);
	UNIT_RUN(test_contexts);
	UNIT_RUN(test_lines_and_where);
	UNIT_RUN(test_declarations);
	UNIT_RUN(test_typedefs);
	UNIT_RUN(test_struct_union_enum);
	UNIT_RUN(test_decl_errors);
	UNIT_RUN(test_inline);
	UNIT_RUN(test_translator);
	UNIT_RUN(test_provider);
	UNIT_RUN(test_pragmas);
	UNIT_RUN(test_macros);
	UNIT_RUN(test_robustness);
	UNIT_DONE();
}

/*
 * test_print.c - unit tests of src/output/print.c, the print() action's
 * typed dump (docs/output.md §10, Oracle's layout).  The type descriptions
 * are built by hand as the code generator would build them; expected
 * texts are worked out from the layout rules.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "output/output.h"
#include "unit.h"

static const dt_ptype_t t_int = { DT_PT_INT, "int", 4, 1, NULL, 0, 0, NULL };
static const dt_ptype_t t_uint = { DT_PT_INT, "unsigned int", 4, 0, NULL, 0,
    0, NULL };
static const dt_ptype_t t_char = { DT_PT_CHAR, "char", 1, 1, NULL, 0, 0,
    NULL };
static const dt_ptype_t t_short = { DT_PT_INT, "short", 2, 1, NULL, 0, 0,
    NULL };
static const dt_ptype_t t_bool = { DT_PT_BOOL, "bool", 1, 0, NULL, 0, 0,
    NULL };
static const dt_ptype_t t_ptr = { DT_PT_PTR, "void *", 8, 0, NULL, 0, 0,
    NULL };
static const dt_ptype_t t_u64 = { DT_PT_INT, "uint64_t", 8, 0, NULL, 0, 0,
    NULL };
static const dt_ptmember_t e_vals[] = {
	{ "ZERO", NULL, 0, 0, 0, 0 }, { "ONE", NULL, 0, 0, 0, 1 },
	{ "NEG", NULL, 0, 0, 0, -2 },
};
static const dt_ptype_t t_enum = { DT_PT_ENUM, "enum e", 4, 1, NULL, 0, 3,
    e_vals };
static const dt_ptype_t t_chars = { DT_PT_ARRAY, "char [6]", 6, 0, &t_char,
    6, 0, NULL };
static const dt_ptype_t t_shorts = { DT_PT_ARRAY, "short [3]", 6, 0,
    &t_short, 3, 0, NULL };

static const dt_ptmember_t in_m[] = {
	{ "p", &t_ptr, 0, 0, 0, 0 },
	{ "n", &t_u64, 8, 0, 0, 0 },
};
static const dt_ptype_t t_inner = { DT_PT_STRUCT, "struct", 16, 0, NULL, 0,
    2, in_m };

/*
 * struct outer {
 *	int a;			0
 *	char s[6];		4
 *	short v[3];		10
 *	struct { void *p; uint64_t n; } in;	16
 *	bool b;			32
 *	enum e e;		36
 *	unsigned lo:3, hi:5;	40
 *	struct { ... } ;	48 (anonymous)
 * };
 */
static const dt_ptmember_t out_m[] = {
	{ "a", &t_int, 0, 0, 0, 0 },
	{ "s", &t_chars, 4, 0, 0, 0 },
	{ "v", &t_shorts, 10, 0, 0, 0 },
	{ "in", &t_inner, 16, 0, 0, 0 },
	{ "b", &t_bool, 32, 0, 0, 0 },
	{ "e", &t_enum, 36, 0, 0, 0 },
	{ "lo", &t_uint, 40, 3, 0, 0 },
	{ "hi", &t_uint, 40, 5, 3, 0 },
	{ "", &t_inner, 48, 0, 0, 0 },
};
static const dt_ptype_t t_outer = { DT_PT_STRUCT, "struct outer", 64, 0,
    NULL, 0, 9, out_m };

static char *
dump(const dt_ptype_t *t, const void *p, size_t n, int indent)
{
	dt_strbuf_t sb;
	char *s;

	dt_strbuf_init(&sb);
	dt_fmt_print(&sb, t, p, n, indent);
	s = strdup(sb.s != NULL ? sb.s : "");
	dt_strbuf_release(&sb);
	return s;
}

UNIT_TEST(test_print_scalars)
{
	int32_t i = -5;
	uint64_t u = 18446744073709551615ull;
	int32_t e = -2, e2 = 7;
	char *s;

	s = dump(&t_int, &i, 4, 2);
	CHECK_STR(s, "  (int)-5\n");
	free(s);
	s = dump(&t_u64, &u, 8, 0);
	CHECK_STR(s, "(uint64_t)18446744073709551615\n");
	free(s);
	s = dump(&t_enum, &e, 4, 0);
	CHECK_STR(s, "(enum e)NEG\n");
	free(s);
	s = dump(&t_enum, &e2, 4, 0);
	CHECK_STR(s, "(enum e)7\n");
	free(s);
	/* the top level is shown even when it is zero */
	i = 0;
	s = dump(&t_int, &i, 4, 0);
	CHECK_STR(s, "(int)0\n");
	free(s);
}

UNIT_TEST(test_print_struct)
{
	unsigned char buf[64];
	uint64_t n = 42, p = 0xffff888012345678ull;
	int32_t a = 7, e = 1;
	int16_t v2 = -3;
	uint32_t bits = 5u | (17u << 3);
	char *s;

	memset(buf, 0, sizeof(buf));
	memcpy(buf + 0, &a, 4);
	memcpy(buf + 4, "ab\0cd", 6);
	memcpy(buf + 10 + 2 * 2, &v2, 2);
	memcpy(buf + 16, &p, 8);
	memcpy(buf + 24, &n, 8);
	buf[32] = 1;
	memcpy(buf + 36, &e, 4);
	memcpy(buf + 40, &bits, 4);
	memcpy(buf + 56, &n, 8);
	s = dump(&t_outer, buf, sizeof(buf), 4);
	CHECK_STR(s,
	    "    (struct outer) {\n"
	    "     .a = (int)7,\n"
	    "     .s = (char [6]) [\n"
	    "      (char)'a',\n"
	    "      (char)'b',\n"
	    "     ],\n"
	    "     .v = (short [3]) [\n"
	    "      (short)-3,\n"
	    "     ],\n"
	    "     .in = (struct) {\n"
	    "      .p = (void *)0xffff888012345678,\n"
	    "      .n = (uint64_t)42,\n"
	    "     },\n"
	    "     .b = (bool)1,\n"
	    "     .e = (enum e)ONE,\n"
	    "     .lo = (unsigned int)5,\n"
	    "     .hi = (unsigned int)17,\n"
	    "     (struct) {\n"
	    "      .n = (uint64_t)42,\n"
	    "     },\n"
	    "    }\n");
	free(s);
}

UNIT_TEST(test_print_zeroes)
{
	unsigned char buf[64];
	char *s;

	/* every member zero: only the braces */
	memset(buf, 0, sizeof(buf));
	s = dump(&t_outer, buf, sizeof(buf), 0);
	CHECK_STR(s, "(struct outer) {\n}\n");
	free(s);
	/* a char array starting with NUL is shown (not all zero) empty */
	buf[5] = 'x';
	s = dump(&t_outer, buf, sizeof(buf), 0);
	CHECK_STR(s, "(struct outer) {\n .s = (char [6]) [\n ],\n}\n");
	free(s);
	/* a short buffer: members past its end are left out */
	memset(buf, 0, sizeof(buf));
	buf[0] = 1;
	buf[32] = 1;
	s = dump(&t_outer, buf, 8, 0);
	CHECK_STR(s, "(struct outer) {\n .a = (int)1,\n}\n");
	free(s);
}

UNIT_TEST(test_print_chars)
{
	char c[6] = { 'q', '\'', '\n', '\\', 'z', 0 };
	char *s = dump(&t_chars, c, 6, 0);

	CHECK_STR(s, "(char [6]) [\n (char)'q',\n (char)'\\047',\n"
	    " (char)'\\012',\n (char)'\\134',\n (char)'z',\n]\n");
	free(s);
}

UNIT_TEST(test_print_limit)
{
	unsigned char buf[64];
	uint64_t n = 42;
	int32_t a = 7;
	int16_t v2 = -3;
	dt_strbuf_t sb;

	memset(buf, 0, sizeof(buf));
	memcpy(buf + 0, &a, 4);
	memcpy(buf + 4, "ab\0cd", 6);
	memcpy(buf + 10 + 2 * 2, &v2, 2);
	memcpy(buf + 24, &n, 8);
	/* the array v (10..16) ends past 12: shown whole, then "..." */
	dt_strbuf_init(&sb);
	dt_fmt_print_limit(&sb, &t_outer, buf, sizeof(buf), 0, 12);
	CHECK_STR(sb.s, "(struct outer) {\n .a = (int)7,\n"
	    " .s = (char [6]) [\n  (char)'a',\n  (char)'b',\n ],\n"
	    " .v = (short [3]) [\n  (short)-3,\n ],\n ...\n}\n");
	/* inside a nested struct: "..." at its members' level */
	dt_strbuf_clear(&sb);
	dt_fmt_print_limit(&sb, &t_outer, buf, sizeof(buf), 0, 30);
	CHECK_STR(sb.s, "(struct outer) {\n .a = (int)7,\n"
	    " .s = (char [6]) [\n  (char)'a',\n  (char)'b',\n ],\n"
	    " .v = (short [3]) [\n  (short)-3,\n ],\n"
	    " .in = (struct) {\n  .n = (uint64_t)42,\n  ...\n },\n}\n");
	/* a limit covering the object: everything */
	dt_strbuf_clear(&sb);
	dt_fmt_print_limit(&sb, &t_int, &a, 4, 0, 4);
	CHECK_STR(sb.s, "(int)7\n");
	dt_strbuf_release(&sb);
}

int
main(void)
{
	UNIT_RUN(test_print_scalars);
	UNIT_RUN(test_print_struct);
	UNIT_RUN(test_print_zeroes);
	UNIT_RUN(test_print_chars);
	UNIT_RUN(test_print_limit);
	UNIT_DONE();
}

/*
 * test_output.c - unit tests of src/output/: printf parsing, checking and
 * formatting, trace() formats, hex dumps, aggregation fields, bucket math
 * and histograms.  Expected strings come from the examples and rules of
 * docs/output.md (and docs/language.md §6), worked out by hand; the
 * histogram and hex dump examples are those of docs/output.md.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "output/output.h"
#include "unit.h"

/* ------------------------------------------------------------ helpers */

/* A pool of strings the expected values are built from; freed at exit. */
static char *pool[4096];
static int npool;

static const char *
keep(char *s)
{
	if (npool < (int)(sizeof(pool) / sizeof(pool[0])))
		pool[npool++] = s;
	return s;
}

/* 'n' copies of 'c'. */
static const char *
rep(int c, int n)
{
	char *s = malloc((size_t)n + 1);

	memset(s, c, (size_t)n);
	s[n] = '\0';
	return keep(s);
}

#define SP(n)	rep(' ', (n))
#define AT(n)	rep('@', (n))

/* Concatenation of the NULL-terminated list of strings. */
static const char *
cat(const char *first, ...)
{
	dt_strbuf_t sb;
	const char *p;
	va_list ap;

	dt_strbuf_init(&sb);
	dt_strbuf_adds(&sb, "");
	va_start(ap, first);
	for (p = first; p != NULL; p = va_arg(ap, const char *))
		dt_strbuf_adds(&sb, p);
	va_end(ap);
	return keep(sb.s);
}

#define CAT(...)	cat(__VA_ARGS__, (const char *)NULL)

static dt_pfval_t
vint(uint64_t u, int size, int sgn)
{
	dt_pfval_t v;

	memset(&v, 0, sizeof(v));
	v.pv_kind = DT_PF_INT;
	v.pv_size = size;
	v.pv_signed = sgn;
	v.pv_u = size == 8 ? u : u & ((1ULL << (size * 8)) - 1);
	return v;
}

#define VI(x)	vint((uint64_t)(int64_t)(x), 4, 1)	/* int */
#define VU(x)	vint((uint64_t)(x), 4, 0)		/* unsigned */
#define VL(x)	vint((uint64_t)(int64_t)(x), 8, 1)	/* int64_t */
#define VUL(x)	vint((uint64_t)(x), 8, 0)		/* uint64_t */

static dt_pfval_t
vptr(uint64_t u)
{
	dt_pfval_t v = vint(u, 8, 0);

	v.pv_kind = DT_PF_PTR;
	return v;
}

static dt_pfval_t
vstr(const char *s, size_t cap)
{
	dt_pfval_t v;

	memset(&v, 0, sizeof(v));
	v.pv_kind = DT_PF_STRING;
	v.pv_str = s;
	v.pv_len = cap;
	return v;
}

static dt_pfval_t
vdbl(double d)
{
	dt_pfval_t v;

	memset(&v, 0, sizeof(v));
	v.pv_kind = DT_PF_FLOAT;
	v.pv_size = 8;
	v.pv_dbl = d;
	return v;
}

static dt_pfval_t
vother(const void *p, size_t len, int sgn)
{
	dt_pfval_t v;

	memset(&v, 0, sizeof(v));
	v.pv_kind = DT_PF_OTHER;
	v.pv_str = p;
	v.pv_len = len;
	v.pv_signed = sgn;
	return v;
}

static size_t last_len;		/* length of the last fmtv() output */

/* Parse 'f' and format it with 'n' values; "PARSE: msg" on error. */
static const char *
fmtcb(const char *f, const dt_pfval_t *vals, int n, const dt_pfcb_t *cb)
{
	char err[512];
	dt_pfmt_t pf;
	dt_strbuf_t sb;
	char *out;

	if (dt_printf_parse(f, &pf, err, sizeof(err)) != 0)
		return keep(dt_xasprintf("PARSE: %s", err));
	dt_strbuf_init(&sb);
	dt_printf_format(&sb, &pf, vals, n, cb);
	dt_printf_release(&pf);
	last_len = sb.len;
	out = dt_xmalloc(sb.len + 1);
	memcpy(out, sb.s != NULL ? sb.s : "", sb.len);
	out[sb.len] = '\0';
	dt_strbuf_release(&sb);
	return keep(out);
}

#define NV(...)	((int)(sizeof((dt_pfval_t[]){ __VA_ARGS__ }) / \
		    sizeof(dt_pfval_t)))
#define FMT(f, ...) \
	fmtcb((f), (dt_pfval_t[]){ __VA_ARGS__ }, NV(__VA_ARGS__), NULL)
#define FMT0(f)	fmtcb((f), NULL, 0, NULL)

/* The parse error of 'f', or "OK". */
static const char *
perr(const char *f)
{
	char err[512];
	dt_pfmt_t pf;

	if (dt_printf_parse(f, &pf, err, sizeof(err)) != 0)
		return keep(dt_xstrdup(err));
	dt_printf_release(&pf);
	return "OK";
}

/* dt_printf_check of conversion 'idx' (0-based) of 'f'; "OK" if fine. */
static const char *
chk(const char *func, const char *f, int idx, int argno,
    const dt_pftype_t *t)
{
	char err[1024];
	dt_pfmt_t pf;
	const char *r = "OK";

	if (dt_printf_parse(f, &pf, err, sizeof(err)) != 0)
		return "PARSE";
	if (dt_printf_check(func, &pf.pf_convs[idx], idx + 1, argno, t, err,
	    sizeof(err)) != 0)
		r = keep(dt_xstrdup(err));
	dt_printf_release(&pf);
	return r;
}

/* dt_printf_validate of 'f' against 'n' argument types. */
static const char *
val(const char *func, const char *f, const dt_pftype_t *args, int n,
    const dt_pftype_t *aggtype, int flags)
{
	char err[1024];
	dt_pfmt_t pf;
	const char *r = "OK";

	if (dt_printf_parse(f, &pf, err, sizeof(err)) != 0)
		return "PARSE";
	if (dt_printf_validate(func, &pf, 1, args, n, aggtype, flags, err,
	    sizeof(err)) != 0)
		r = keep(dt_xstrdup(err));
	dt_printf_release(&pf);
	return r;
}

/* Types as the compiler describes them. */
static const dt_pftype_t T_CHAR = { .pt_kind = DT_PF_INT, .pt_size = 1,
    .pt_signed = 1, .pt_ischar = 1, .pt_name = "char" };
static const dt_pftype_t T_SHORT = { .pt_kind = DT_PF_INT, .pt_size = 2,
    .pt_signed = 1, .pt_isshort = 1, .pt_name = "short" };
static const dt_pftype_t T_USHORT = { .pt_kind = DT_PF_INT, .pt_size = 2,
    .pt_isshort = 1, .pt_name = "unsigned short" };
static const dt_pftype_t T_INT = { .pt_kind = DT_PF_INT, .pt_size = 4,
    .pt_signed = 1, .pt_name = "int" };
static const dt_pftype_t T_UINT = { .pt_kind = DT_PF_INT, .pt_size = 4,
    .pt_name = "uint32_t" };
static const dt_pftype_t T_LONG = { .pt_kind = DT_PF_INT, .pt_size = 8,
    .pt_signed = 1, .pt_islong = 1, .pt_name = "long" };
static const dt_pftype_t T_ULONG = { .pt_kind = DT_PF_INT, .pt_size = 8,
    .pt_islong = 1, .pt_name = "unsigned long" };
static const dt_pftype_t T_LLONG = { .pt_kind = DT_PF_INT, .pt_size = 8,
    .pt_signed = 1, .pt_islonglong = 1, .pt_name = "long long" };
static const dt_pftype_t T_ULLONG = { .pt_kind = DT_PF_INT, .pt_size = 8,
    .pt_islonglong = 1, .pt_name = "unsigned long long" };
static const dt_pftype_t T_INT64 = { .pt_kind = DT_PF_INT, .pt_size = 8,
    .pt_signed = 1, .pt_islong = 1, .pt_name = "int64_t" };
static const dt_pftype_t T_UINT64 = { .pt_kind = DT_PF_INT, .pt_size = 8,
    .pt_islong = 1, .pt_name = "uint64_t" };
static const dt_pftype_t T_STRING = { .pt_kind = DT_PF_STRING,
    .pt_size = 256, .pt_name = "string" };
static const dt_pftype_t T_CHARPTR = { .pt_kind = DT_PF_PTR, .pt_size = 8,
    .pt_ischarptr = 1, .pt_name = "char *" };
static const dt_pftype_t T_CHARARR = { .pt_kind = DT_PF_OTHER,
    .pt_size = 16, .pt_ischarptr = 1, .pt_name = "char [16]" };
static const dt_pftype_t T_VOIDPTR = { .pt_kind = DT_PF_PTR, .pt_size = 8,
    .pt_name = "void *" };
static const dt_pftype_t T_DOUBLE = { .pt_kind = DT_PF_FLOAT,
    .pt_size = 8, .pt_signed = 1, .pt_name = "double" };
static const dt_pftype_t T_LDOUBLE = { .pt_kind = DT_PF_FLOAT,
    .pt_size = 16, .pt_signed = 1, .pt_name = "long double" };
static const dt_pftype_t T_STACK = { .pt_kind = DT_PF_OTHER,
    .pt_size = 160, .pt_name = "stack" };
static const dt_pftype_t T_STRUCT = { .pt_kind = DT_PF_OTHER,
    .pt_size = 24, .pt_name = "struct foo" };

/* The header line of every histogram, with its leading "\n". */
#define HDR	"\n           value  ------------- Distribution ----------" \
		"--- count    \n"

/* A zero row's bar when no count is negative. */
#define ZROW	"|                                         0        \n"

/* ------------------------------------------------------ printf: parse */

UNIT_TEST(test_parse_structure)
{
	char err[256];
	dt_pfmt_t pf;
	const char *f = "a%-08.3lld b%%c";

	CHECK_INT(dt_printf_parse(f, &pf, err, sizeof(err)), 0);
	CHECK_INT(pf.pf_nconv, 3);
	CHECK_INT(pf.pf_nargs, 1);
	CHECK_INT(pf.pf_convs[0].pc_textlen, 1);
	CHECK(strncmp(pf.pf_convs[0].pc_text, "a", 1) == 0);
	CHECK_INT(pf.pf_convs[0].pc_conv, 'd');
	CHECK_STR(pf.pf_convs[0].pc_size, "ll");
	CHECK_STR(pf.pf_convs[0].pc_flags, "-0");
	CHECK_INT(pf.pf_convs[0].pc_width, 8);
	CHECK_INT(pf.pf_convs[0].pc_prec, 3);
	CHECK_INT(pf.pf_convs[1].pc_conv, '%');
	CHECK_INT(pf.pf_convs[1].pc_textlen, 2);
	CHECK_INT(pf.pf_convs[2].pc_conv, 0);
	CHECK_INT(pf.pf_convs[2].pc_textlen, 1);
	CHECK(pf.pf_convs[2].pc_text[0] == 'c');
	dt_printf_release(&pf);

	CHECK_INT(dt_printf_parse("%*.*d %?p %@u", &pf, err, sizeof(err)), 0);
	CHECK_INT(pf.pf_nconv, 3);
	CHECK_INT(pf.pf_nargs, 5);
	CHECK(pf.pf_convs[0].pc_star_width && pf.pf_convs[0].pc_star_prec);
	CHECK_INT(pf.pf_convs[1].pc_qmark, 1);
	CHECK_INT(pf.pf_convs[1].pc_width, 16);
	CHECK_INT(pf.pf_convs[1].pc_conv, 'p');
	CHECK_INT(pf.pf_convs[2].pc_agg, 1);
	CHECK_INT(pf.pf_convs[2].pc_width, -1);
	CHECK_INT(pf.pf_convs[2].pc_prec, -1);
	dt_printf_release(&pf);

	CHECK_INT(dt_printf_parse("", &pf, err, sizeof(err)), 0);
	CHECK_INT(pf.pf_nconv, 1);
	CHECK_INT(pf.pf_convs[0].pc_conv, 0);
	CHECK_INT(pf.pf_convs[0].pc_textlen, 0);
	CHECK_INT(pf.pf_nargs, 0);
	dt_printf_release(&pf);

	CHECK_INT(dt_printf_parse("plain", &pf, err, sizeof(err)), 0);
	CHECK_INT(pf.pf_nconv, 1);
	CHECK_INT(pf.pf_convs[0].pc_textlen, 5);
	dt_printf_release(&pf);

	CHECK_INT(dt_printf_parse("%ws %wc %LG %hX", &pf, err,
	    sizeof(err)), 0);
	CHECK_STR(pf.pf_convs[0].pc_size, "w");
	CHECK_STR(pf.pf_convs[2].pc_size, "L");
	CHECK_INT(pf.pf_convs[2].pc_conv, 'G');
	CHECK_STR(pf.pf_convs[3].pc_size, "h");
	dt_printf_release(&pf);
}

UNIT_TEST(test_parse_errors)
{
	CHECK_STR(perr("%hhd"), "format conversion #1 is undefined: %hhd");
	CHECK_STR(perr("%d %hhd"), "format conversion #2 is undefined: %hhd");
	CHECK_STR(perr("%zd"), "format conversion #1 is undefined: %z");
	CHECK_STR(perr("%jd"), "format conversion #1 is undefined: %j");
	CHECK_STR(perr("%td"), "format conversion #1 is undefined: %t");
	CHECK_STR(perr("%qd"), "format conversion #1 is undefined: %q");
	CHECK_STR(perr("%n"), "format conversion #1 is undefined: %n");
	CHECK_STR(perr("%5n"), "format conversion #1 is undefined: %n");
	CHECK_STR(perr("%lf"), "format conversion #1 is undefined: %lf");
	CHECK_STR(perr("%Ld"), "format conversion #1 is undefined: %Ld");
	CHECK_STR(perr("%llld"), "format conversion #1 is undefined: %llld");
	CHECK_STR(perr("%hs"), "format conversion #1 is undefined: %hs");
	CHECK_STR(perr("%I"), "format conversion #1 is undefined: %I");
	CHECK_STR(perr("%P"), "format conversion #1 is undefined: %P");
	CHECK_STR(perr("%b"), "format conversion #1 is undefined: %b");
	CHECK_STR(perr("%%%d%q"), "format conversion #3 is undefined: %q");
	CHECK_STR(perr("%1$d"), "format conversion #1 uses unsupported "
	    "positional format (%n$)");
	CHECK_STR(perr("%d %2$s"), "format conversion #2 uses unsupported "
	    "positional format (%n$)");
	CHECK_STR(perr("%5%"), "format conversion #1 cannot be combined "
	    "with other format flags: %%");
	CHECK_STR(perr("%-%"), "format conversion #1 cannot be combined "
	    "with other format flags: %%");
	CHECK_STR(perr("abc%"), "format conversion #1 name expected before "
	    "end of format string");
	CHECK_STR(perr("%d %"), "format conversion #2 name expected before "
	    "end of format string");
	CHECK_STR(perr("%ll"), "format conversion #1 name expected before "
	    "end of format string");
	CHECK_STR(perr("%**d"), "format conversion #1 has more than one '*' "
	    "specified for the output precision");
	CHECK_STR(perr("%.**d"), "format conversion #1 has more than one '*' "
	    "specified for the output precision");
	CHECK_STR(perr("%.*.*d"), "format conversion #1 has more than one "
	    "'.' specified");
	CHECK_STR(perr("%%"), "OK");
	CHECK_STR(perr("%-+ #0'?@*.*lld"), "OK");
}

/* ------------------------------------------------------ printf: check */

UNIT_TEST(test_check_integers)
{
	const char *xint = "char, short, int, long, or long long";

	CHECK_STR(chk("printf", "%d", 0, 2, &T_STRING),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %d\n\t prototype: char, short, int, "
	    "long, or long long\n\t  argument: string");
	CHECK_STR(chk("printf", "%d", 0, 2, &T_VOIDPTR), CAT("printf( ) "
	    "argument #2 is incompatible with conversion #1 prototype:\n"
	    "\tconversion: %d\n\t prototype: ", xint,
	    "\n\t  argument: void *"));
	CHECK_STR(chk("printf", "%x", 0, 2, &T_DOUBLE), CAT("printf( ) "
	    "argument #2 is incompatible with conversion #1 prototype:\n"
	    "\tconversion: %x\n\t prototype: ", xint,
	    "\n\t  argument: double"));
	CHECK_STR(chk("printf", "%d", 0, 2, &T_CHAR), "OK");
	CHECK_STR(chk("printf", "%i", 0, 2, &T_ULLONG), "OK");
	CHECK_STR(chk("printf", "%u", 0, 2, &T_SHORT), "OK");
	CHECK_STR(chk("printf", "%o", 0, 2, &T_INT64), "OK");
	CHECK_STR(chk("printf", "%X", 0, 2, &T_UINT), "OK");
	/* Width and flags are not part of the conversion's name. */
	CHECK_STR(chk("printa", "%s %-8x", 1, 3, &T_STRING), CAT("printa( ) "
	    "argument #3 is incompatible with conversion #2 prototype:\n"
	    "\tconversion: %x\n\t prototype: ", xint,
	    "\n\t  argument: string"));
	CHECK_STR(chk("printf", "%c", 0, 2, &T_LONG), "printf( ) argument #2 "
	    "is incompatible with conversion #1 prototype:\n\tconversion: %c"
	    "\n\t prototype: char, short, or int\n\t  argument: long");
	CHECK_STR(chk("printf", "%C", 0, 2, &T_INT64), "printf( ) argument #2"
	    " is incompatible with conversion #1 prototype:\n\tconversion: %C"
	    "\n\t prototype: char, short, or int\n\t  argument: int64_t");
	CHECK_STR(chk("printf", "%c", 0, 2, &T_INT), "OK");
	CHECK_STR(chk("printf", "%c", 0, 2, &T_CHAR), "OK");
	CHECK_STR(chk("printf", "%p", 0, 2, &T_VOIDPTR), "OK");
	CHECK_STR(chk("printf", "%p", 0, 2, &T_INT), "OK");
	CHECK_STR(chk("printf", "%p", 0, 2, &T_STRING), "printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%p\n\t prototype: pointer or integer\n\t  argument: string");
	CHECK_STR(chk("printf", "%a", 0, 2, &T_VOIDPTR), "OK");
	CHECK_STR(chk("printf", "%A", 0, 2, &T_STRING), "printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%A\n\t prototype: pointer or integer (with -p/-c) or _usymaddr "
	    "(without -p/-c)\n\t  argument: string");
}

UNIT_TEST(test_check_sized)
{
	CHECK_STR(chk("printf", "%hd", 0, 2, &T_SHORT), "OK");
	CHECK_STR(chk("printf", "%hd", 0, 2, &T_INT), "printf( ) argument #2 "
	    "is incompatible with conversion #1 prototype:\n\tconversion: %hd"
	    "\n\t prototype: short\n\t  argument: int");
	CHECK_STR(chk("printf", "%hi", 0, 2, &T_USHORT), "printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%hi\n\t prototype: short\n\t  argument: unsigned short");
	CHECK_STR(chk("printf", "%hu", 0, 2, &T_SHORT), "printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%hu\n\t prototype: unsigned short\n\t  argument: short");
	CHECK_STR(chk("printf", "%ho", 0, 2, &T_USHORT), "OK");
	CHECK_STR(chk("printf", "%hx", 0, 2, &T_USHORT), "OK");
	CHECK_STR(chk("printf", "%hX", 0, 2, &T_CHAR), "printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%hX\n\t prototype: short\n\t  argument: char");
	CHECK_STR(chk("printf", "%ld", 0, 2, &T_LONG), "OK");
	CHECK_STR(chk("printf", "%ld", 0, 2, &T_LLONG), "OK");
	CHECK_STR(chk("printf", "%li", 0, 2, &T_INT), "printf( ) argument #2 "
	    "is incompatible with conversion #1 prototype:\n\tconversion: %li"
	    "\n\t prototype: long\n\t  argument: int");
	CHECK_STR(chk("printf", "%ld", 0, 2, &T_ULONG), "printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%ld\n\t prototype: long\n\t  argument: unsigned long");
	CHECK_STR(chk("printf", "%lu", 0, 2, &T_LONG), "printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%lu\n\t prototype: unsigned long\n\t  argument: long");
	CHECK_STR(chk("printf", "%lo", 0, 2, &T_UINT64), "OK");
	CHECK_STR(chk("printf", "%lx", 0, 2, &T_ULONG), "OK");
	CHECK_STR(chk("printf", "%lx", 0, 2, &T_LLONG), "printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%lx\n\t prototype: long\n\t  argument: long long");
	CHECK_STR(chk("printf", "%lld", 0, 2, &T_INT64), "OK");
	CHECK_STR(chk("printf", "%lli", 0, 2, &T_UINT64), "printf( ) argument"
	    " #2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%lli\n\t prototype: long long\n\t  argument: uint64_t");
	CHECK_STR(chk("printf", "%llu", 0, 2, &T_ULONG), "OK");
	CHECK_STR(chk("printf", "%llo", 0, 2, &T_INT), "printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%llo\n\t prototype: unsigned long long\n\t  argument: int");
	CHECK_STR(chk("printf", "%llx", 0, 2, &T_UINT64), "OK");
	CHECK_STR(chk("printf", "%llX", 0, 2, &T_ULLONG), "OK");
	CHECK_STR(chk("printf", "%llx", 0, 2, &T_LONG), "printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%llx\n\t prototype: long long\n\t  argument: long");
	CHECK_STR(chk("printf", "%lc", 0, 2, &T_INT), "OK");
	CHECK_STR(chk("printf", "%wc", 0, 2, &T_CHAR), "printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%wc\n\t prototype: int\n\t  argument: char");
}

UNIT_TEST(test_check_other)
{
	const char *cstr = "char [] or string (or use stringof)";

	CHECK_STR(chk("printf", "%s", 0, 2, &T_STRING), "OK");
	CHECK_STR(chk("printf", "%s", 0, 2, &T_CHARARR), "OK");
	CHECK_STR(chk("printf", "%s", 0, 2, &T_INT), CAT("printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%s\n\t prototype: ", cstr, "\n\t  argument: int"));
	CHECK_STR(chk("printf", "%s", 0, 2, &T_CHARPTR), CAT("printf( ) "
	    "argument #2 is incompatible with conversion #1 prototype:\n"
	    "\tconversion: %s\n\t prototype: ", cstr,
	    "\n\t  argument: char *"));
	CHECK_STR(chk("printf", "%S", 0, 2, &T_STRUCT), CAT("printf( ) "
	    "argument #2 is incompatible with conversion #1 prototype:\n"
	    "\tconversion: %S\n\t prototype: ", cstr,
	    "\n\t  argument: struct foo"));
	CHECK_STR(chk("printf", "%f", 0, 2, &T_INT), "printf( ) argument #2 "
	    "is incompatible with conversion #1 prototype:\n\tconversion: %f"
	    "\n\t prototype: float, double, or long double\n\t  argument: int");
	CHECK_STR(chk("printf", "%g", 0, 2, &T_DOUBLE), "OK");
	CHECK_STR(chk("printf", "%Lf", 0, 2, &T_DOUBLE), "printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%Lf\n\t prototype: long double\n\t  argument: double");
	CHECK_STR(chk("printf", "%LE", 0, 2, &T_LDOUBLE), "OK");
	CHECK_STR(chk("printf", "%Y", 0, 2, &T_UINT64), "OK");
	CHECK_STR(chk("printf", "%T", 0, 2, &T_INT), "printf( ) argument #2 "
	    "is incompatible with conversion #1 prototype:\n\tconversion: %T"
	    "\n\t prototype: int64_t\n\t  argument: int");
	CHECK_STR(chk("printf", "%k", 0, 2, &T_STACK), "OK");
	CHECK_STR(chk("printf", "%k", 0, 2, &T_LONG), "printf( ) argument #2 "
	    "is incompatible with conversion #1 prototype:\n\tconversion: %k"
	    "\n\t prototype: stack\n\t  argument: long");
	CHECK_STR(chk("printf", "%ls", 0, 2, &T_STRING), "printf( ) argument "
	    "#2 is incompatible with conversion #1 prototype:\n\tconversion: "
	    "%ls\n\t prototype: wchar_t []\n\t  argument: string");
	CHECK_STR(chk("printf", "%%", 0, 2, &T_STRING), "OK");
	/* The value of an aggregation is named as such. */
	CHECK_STR(chk("printa", "%s %@s", 1, 3, &T_INT64), CAT("printa( ) "
	    "aggregating action is incompatible with conversion #2 prototype:"
	    "\n\tconversion: %s\n\t prototype: ", cstr,
	    "\n\t  argument: int64_t"));
}

UNIT_TEST(test_validate)
{
	dt_pftype_t a2[2];

	CHECK_STR(val("printf", "", NULL, 0, NULL, DT_PRINTF_EXACTLEN),
	    "printf( ) format string is empty");
	CHECK_STR(val("printf", "%d %d", &T_INT, 1, NULL, DT_PRINTF_EXACTLEN),
	    "printf( ) prototype mismatch: conversion #2 (%d) is missing a "
	    "corresponding value argument");
	CHECK_STR(val("printf", "%% %lld", &T_INT, 1, NULL,
	    DT_PRINTF_EXACTLEN), "printf( ) argument #2 is incompatible with "
	    "conversion #2 prototype:\n\tconversion: %lld\n\t prototype: long "
	    "long\n\t  argument: int");
	a2[0] = T_INT;
	a2[1] = T_INT;
	CHECK_STR(val("printf", "%d", a2, 2, NULL, DT_PRINTF_EXACTLEN),
	    "printf( ) prototype mismatch: only 1 arguments required by this "
	    "format string");
	CHECK_STR(val("printf", "%d", a2, 2, NULL, 0), "OK");
	CHECK_STR(val("printf", "%*d", NULL, 0, NULL, DT_PRINTF_EXACTLEN),
	    "printf( ) prototype mismatch: conversion #1 (%d) is missing a "
	    "corresponding \"*\" argument");
	a2[0] = T_STRING;
	CHECK_STR(val("printf", "%*d", a2, 2, NULL, DT_PRINTF_EXACTLEN),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: % * d\n\t prototype: int\n\t  argument:"
	    " string");
	a2[0] = T_INT;
	a2[1] = T_STRING;
	CHECK_STR(val("printf", "%*.*x", a2, 2, NULL, DT_PRINTF_EXACTLEN),
	    "printf( ) argument #3 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: % .* x\n\t prototype: int\n\t  "
	    "argument: string");
	CHECK_STR(val("printf", "%*.*x", a2, 1, NULL, DT_PRINTF_EXACTLEN),
	    "printf( ) prototype mismatch: conversion #1 (%x) is missing a "
	    "corresponding \".*\" argument");
	CHECK_STR(val("printf", "%@d", NULL, 0, NULL, DT_PRINTF_EXACTLEN),
	    "%@ conversion requires an aggregation and is not for use with "
	    "printf( )");
	a2[0] = T_STRING;
	a2[1] = T_INT;
	CHECK_STR(val("printf", "%s=%d\n", a2, 2, NULL, DT_PRINTF_EXACTLEN),
	    "OK");
	CHECK_STR(val("printf", "%d=%s\n", a2, 2, NULL, DT_PRINTF_EXACTLEN),
	    "printf( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %d\n\t prototype: char, short, int, "
	    "long, or long long\n\t  argument: string");
	CHECK_STR(val("printa", "%-20s %@8d\n", a2, 1, &T_UINT64,
	    DT_PRINTF_AGGREGATION), "OK");
	CHECK_STR(val("printa", "%s %@s\n", a2, 1, &T_INT64,
	    DT_PRINTF_AGGREGATION), "printa( ) aggregating action is "
	    "incompatible with conversion #2 prototype:\n\tconversion: %s\n\t "
	    "prototype: char [] or string (or use stringof)\n\t  argument: "
	    "int64_t");
}

/* ------------------------------------------------- printf: integers */

UNIT_TEST(test_format_d)
{
	CHECK_STR(FMT("%d", VI(5)), "5");
	CHECK_STR(FMT("%d", VI(-5)), "-5");
	CHECK_STR(FMT("%d", vint(0xffff, 2, 0)), "65535");
	CHECK_STR(FMT("%d", vint(0xff, 1, 1)), "-1");
	CHECK_STR(FMT("%d", vint(0xff, 1, 0)), "255");
	CHECK_STR(FMT("%i", VUL(UINT64_MAX)), "18446744073709551615");
	CHECK_STR(FMT("%i", VI(-7)), "-7");
	CHECK_STR(FMT("%d", VL(INT64_MIN)), "-9223372036854775808");
	CHECK_STR(FMT("%d", VUL(UINT64_MAX)), "18446744073709551615");
	CHECK_STR(FMT("%d", VL(INT64_MAX)), "9223372036854775807");
	CHECK_STR(FMT("%25d|", VL(INT64_MIN)),
	    "     -9223372036854775808|");
	CHECK_STR(FMT("%d", VU(4294967295U)), "4294967295");
	CHECK_STR(FMT("%d", vptr(0xffff888012345678ULL)),
	    "18446612682375452280");
	CHECK_STR(FMT("%5d|", VI(42)), "   42|");
	CHECK_STR(FMT("%-5d|", VI(42)), "42   |");
	CHECK_STR(FMT("%05d", VI(42)), "00042");
	CHECK_STR(FMT("%05d", VI(-42)), "-0042");
	/* The later of '-' and '0' wins, as in libdtrace. */
	CHECK_STR(FMT("%-05d|", VI(42)), "00042|");
	CHECK_STR(FMT("%0-5d|", VI(42)), "42   |");
	CHECK_STR(FMT("%+d", VI(42)), "+42");
	CHECK_STR(FMT("%+d", VI(-42)), "-42");
	CHECK_STR(FMT("% d", VI(42)), " 42");
	CHECK_STR(FMT("% 5d", VI(42)), "   42");
	CHECK_STR(FMT("%+05d", VI(42)), "+0042");
	CHECK_STR(FMT("%-+5d|", VI(3)), "+3   |");
	CHECK_STR(FMT("%+ d", VI(3)), "+3");
	CHECK_STR(FMT("%.3d", VI(7)), "007");
	CHECK_STR(FMT("%8.3d|", VI(7)), "     007|");
	/* Precision 0 is no precision: 0 still prints. */
	CHECK_STR(FMT("%.0d", VI(0)), "0");
	CHECK_STR(FMT("%'d", VI(1234567)), "1234567");
	CHECK_STR(FMT("%d%%", VI(5)), "5%");
}

UNIT_TEST(test_format_unsigned)
{
	CHECK_STR(FMT("%u", VI(-1)), "4294967295");
	CHECK_STR(FMT("%u", vint(0xff, 1, 1)), "255");
	CHECK_STR(FMT("%u", VL(-1)), "18446744073709551615");
	CHECK_STR(FMT("%x", vint((uint8_t)-17, 1, 1)), "ef");
	CHECK_STR(FMT("%X", VU(0xdeadbeef)), "DEADBEEF");
	CHECK_STR(FMT("%x", VI(-1)), "ffffffff");
	CHECK_STR(FMT("%X", vint(0xffff, 2, 1)), "FFFF");
	CHECK_STR(FMT("%x", VL(INT64_MIN)), "8000000000000000");
	CHECK_STR(FMT("%o", VI(8)), "10");
	CHECK_STR(FMT("%#o", VI(8)), "010");
	CHECK_STR(FMT("%#.3o", VI(8)), "010");
	CHECK_STR(FMT("%o", VL(-1)), "1777777777777777777777");
	CHECK_STR(FMT("%#x", VI(255)), "0xff");
	CHECK_STR(FMT("%#X", VI(255)), "0XFF");
	CHECK_STR(FMT("%#x", VI(0)), "0");
	CHECK_STR(FMT("%#5x|", VI(255)), " 0xff|");
	CHECK_STR(FMT("%#08x", VI(255)), "0x0000ff");
	CHECK_STR(FMT("%-#8x|", VI(255)), "0xff    |");
	CHECK_STR(FMT("%hd", vint(0xfffe, 2, 1)), "-2");
	CHECK_STR(FMT("%hu", vint(0xffff, 2, 0)), "65535");
	CHECK_STR(FMT("%hx", vint(0xffff, 2, 1)), "ffff");
	CHECK_STR(FMT("%ld", VL(-3)), "-3");
	CHECK_STR(FMT("%lu", VUL(UINT64_MAX)), "18446744073709551615");
	CHECK_STR(FMT("%lx", VL(-1)), "ffffffffffffffff");
	CHECK_STR(FMT("%lld|%llu|%llX", VL(-9), VUL(9), VUL(0xabcdef)),
	    "-9|9|ABCDEF");
}

UNIT_TEST(test_format_star)
{
	CHECK_STR(FMT("%*d|", VI(6), VI(42)), "    42|");
	CHECK_STR(FMT("%*d|", VI(-6), VI(42)), "42    |");
	CHECK_STR(FMT("%-*d|", VI(6), VI(42)), "42    |");
	CHECK_STR(FMT("%.*d", VI(4), VI(5)), "0005");
	CHECK_STR(FMT("%*.*d|", VI(7), VI(3), VI(5)), "    005|");
	CHECK_STR(FMT("%.*d", VI(-3), VI(5)), "5");
	CHECK_STR(FMT("%*s|", VL(4), vstr("ab", 8)), "  ab|");
	CHECK_STR(FMT("%.*s|", vint(0xff, 1, 1), vstr("abc", 8)), "abc|");
	CHECK_STR(FMT("%*d|", VI(0), VI(42)), "42|");
}

UNIT_TEST(test_format_pointer)
{
	CHECK_STR(FMT("%p", vptr(0x61)), "61");
	CHECK_STR(FMT("0x%p", vptr(0x61)), "0x61");
	CHECK_STR(FMT("%#p", vptr(0x61)), "0x61");
	CHECK_STR(FMT("%p", vptr(0xffff888012345678ULL)),
	    "ffff888012345678");
	CHECK_STR(FMT("%p", VI(-1)), "ffffffff");
	CHECK_STR(FMT("%?p|", vptr(0x61)), CAT(SP(14), "61|"));
	CHECK_STR(FMT("%-?p|", vptr(0x61)), CAT("61", SP(14), "|"));
	CHECK_STR(FMT("%?d|", VI(1)), CAT(SP(15), "1|"));
}

UNIT_TEST(test_format_char)
{
	CHECK_STR(FMT("%c", VI('A')), "A");
	CHECK_STR(FMT("%3c|", vint('A', 1, 1)), "  A|");
	CHECK_STR(FMT("%-3c|", VI('A')), "A  |");
	CHECK_STR(FMT("%c", VI(0x141)), "A");
	CHECK_STR(FMT("[%c]", VI(0)), "[");
	CHECK_INT(last_len, 3);
	CHECK_STR(FMT("%lc", VI('z')), "z");
	CHECK_STR(FMT("%C", VI('A')), "A");
	CHECK_STR(FMT("%C", VI('\n')), "\\n");
	CHECK_STR(FMT("%C", VI(0)), "\\0");
	CHECK_STR(FMT("%C", VI(0x7f)), "\\177");
	CHECK_STR(FMT("%C", vint(0xc8, 1, 1)), "\\310");
	CHECK_STR(FMT("%C", VI(' ')), " ");
	CHECK_STR(FMT("%C", VI('"')), "\\\"");
	CHECK_STR(FMT("%4C|", VI('\t')), "  \\t|");
}

/* ------------------------------------------------- printf: strings */

UNIT_TEST(test_format_s)
{
	static const char full[8] = { 'a', 'b', 'c', 'd', 'e', 'f', 'g',
	    'h' };

	CHECK_STR(FMT("%s", vstr("hello", 16)), "hello");
	CHECK_STR(FMT("%10s|", vstr("hello", 16)), "     hello|");
	CHECK_STR(FMT("%-10s|", vstr("hello", 16)), "hello     |");
	CHECK_STR(FMT("%.3s", vstr("hello", 16)), "hel");
	CHECK_STR(FMT("%.0s", vstr("hello", 16)), "hello");
	CHECK_STR(FMT("%10.3s|", vstr("hello", 16)), "       hel|");
	CHECK_STR(FMT("%s", vstr(full, 4)), "abcd");
	CHECK_STR(FMT("%s|", vstr(full, 8)), "abcdefgh|");
	CHECK_STR(FMT("[%s]", vstr("", 8)), "[]");
	CHECK_STR(FMT("%5s|", vstr("", 8)), "     |");
	CHECK_STR(FMT("%s", vother("xy\0z", 4, 0)), "xy");
	CHECK_STR(FMT("%s is %d years\n", vstr("bob", 32), VI(7)),
	    "bob is 7 years\n");
	CHECK_STR(FMT0("hello world"), "hello world");
	CHECK_STR(FMT0(""), "");
	CHECK_STR(FMT0("100%%"), "100%");
	CHECK_STR(FMT("a%db", VI(1)), "a1b");
	/* Missing values: output stops before the conversion. */
	CHECK_STR(FMT0("a%db"), "a");
}

UNIT_TEST(test_format_S)
{
	static const char bin[3] = { 0x01, 0x7f, (char)0xff };

	CHECK_STR(FMT("%S", vstr("hi", 8)), "hi\\0");
	CHECK_STR(FMT("%S", vstr("hi", 2)), "hi");
	CHECK_STR(FMT("%S", vstr("a\tb\"c\\", 16)), "a\\tb\\\"c\\\\\\0");
	CHECK_STR(FMT("%S", vstr(bin, 3)), "\\001\\177\\377");
	CHECK_STR(FMT("%S", vstr("\a\b\f\n\r\v", 6)),
	    "\\a\\b\\f\\n\\r\\v");
	CHECK_STR(FMT("%S", vstr("a b", 3)), "a b");
	CHECK_STR(FMT("%8S|", vstr("\n", 1)), "      \\n|");
	CHECK_STR(FMT("%S", vstr("x\0yz", 4)), "x\\0");
}

UNIT_TEST(test_format_float)
{
	CHECK_STR(FMT("%f", vdbl(1.5)), "1.500000");
	CHECK_STR(FMT("%.2f", vdbl(3.14159)), "3.14");
	CHECK_STR(FMT("%e", vdbl(12345.678)), "1.234568e+04");
	CHECK_STR(FMT("%E", vdbl(12345.678)), "1.234568E+04");
	CHECK_STR(FMT("%g", vdbl(0.0001)), "0.0001");
	CHECK_STR(FMT("%g", vdbl(1e-5)), "1e-05");
	CHECK_STR(FMT("%G", vdbl(1e-5)), "1E-05");
	CHECK_STR(FMT("%8.3f|", vdbl(2.5)), "   2.500|");
	CHECK_STR(FMT("%.0f", vdbl(2.5)), "2.500000");
	CHECK_STR(FMT("%+f", vdbl(1)), "+1.000000");
	CHECK_STR(FMT("%Lf", vdbl(2)), "2.000000");
	CHECK_STR(FMT("%-8g|", vdbl(-0.5)), "-0.5    |");
}

/* Symbol callback: "mod`sym+0x10" for 0x1010, "U:" for user lookups. */
static void
test_sym(void *arg, dt_strbuf_t *sb, uint64_t addr, int user)
{
	(void)arg;
	if (user)
		dt_strbuf_adds(sb, "U:");
	if (addr == 0x1010)
		dt_strbuf_adds(sb, "vmlinux`foo+0x10");
	else
		dt_strbuf_addf(sb, "0x%llx", (unsigned long long)addr);
}

UNIT_TEST(test_format_addr_stack)
{
	dt_pfcb_t cb = { test_sym, NULL };
	dt_pfval_t v[2];
	uint64_t frames[3] = { 0xffffffff81000010ULL, 0xffffffff81000020ULL,
	    0 };
	uint64_t uframes[2] = { 0x1010, 0x401136 };

	CHECK_STR(FMT("%a", vptr(0xffffffff81000000ULL)),
	    "0xffffffff81000000");
	CHECK_STR(FMT("%20a|", VL(0x1234)), CAT(SP(14), "0x1234|"));
	v[0] = vptr(0x1010);
	CHECK_STR(fmtcb("%a", v, 1, &cb), "vmlinux`foo+0x10");
	CHECK_STR(fmtcb("%A", v, 1, &cb), "U:vmlinux`foo+0x10");
	CHECK_STR(fmtcb("%-20a|", v, 1, &cb), "vmlinux`foo+0x10    |");
	CHECK_STR(fmtcb("%.7a", v, 1, &cb), "vmlinux");

	CHECK_STR(FMT("%k", vother(frames, sizeof(frames), 0)),
	    "\n0xffffffff81000010\n0xffffffff81000020\n");
	CHECK_STR(FMT("%-14k", vother(frames, sizeof(frames), 0)),
	    CAT("\n", SP(14), "0xffffffff81000010\n", SP(14),
	    "0xffffffff81000020\n"));
	CHECK_STR(FMT("%20k", vother(frames, sizeof(frames), 0)),
	    "\n  0xffffffff81000010\n  0xffffffff81000020\n");
	CHECK_STR(FMT("%*k", VI(-4), vother(frames, sizeof(frames), 0)),
	    "\n    0xffffffff81000010\n    0xffffffff81000020\n");
	v[0] = vother(uframes, sizeof(uframes), 1);
	CHECK_STR(fmtcb("%-2k", v, 1, &cb),
	    "\n  U:vmlinux`foo+0x10\n  U:0x401136\n");
}

UNIT_TEST(test_format_time_wide)
{
	static const int32_t wide[3] = { 'h', 'i', 0 };
	/* 2024-03-05 14:03:07 UTC, a Tuesday. */
	const uint64_t ns = 1709647387000000000ULL;

	setenv("TZ", "UTC", 1);
	tzset();
	CHECK_STR(FMT("%Y", VUL(ns)), "2024 Mar  5 14:03:07");
	CHECK_STR(FMT("%Y", VUL(ns + 999999999)), "2024 Mar  5 14:03:07");
	CHECK_STR(FMT("%Y", VUL(0)), "1970 Jan  1 00:00:00");
	CHECK_STR(FMT("%-22Y|", VUL(ns)), "2024 Mar  5 14:03:07  |");
	CHECK_STR(FMT("%T", VUL(ns)), "Tue, 05 Mar 2024 14:03:07 UTC");
	CHECK_STR(FMT("%T", VUL(0)), "Thu, 01 Jan 1970 00:00:00 UTC");
	/* %G: 2024-12-30 is in ISO week 1 of 2025. */
	CHECK_STR(FMT("%T", VUL(1735516800ULL * 1000000000ULL)),
	    "Mon, 30 Dec 2025 00:00:00 UTC");
	CHECK_STR(FMT("%ls", vother(wide, sizeof(wide), 0)), "hi");
	CHECK_STR(FMT("%4ws|", vother(wide, sizeof(wide), 0)), "  hi|");
}

UNIT_TEST(test_format_printa)
{
	/* docs/output.md §6.3: printa("%-20s %@8d\n", @a) */
	CHECK_STR(FMT("%-20s %@8d\n", vstr("sshd", 256), VUL(3)),
	    "sshd                        3\n");
	CHECK_STR(FMT("%s %@d %@d\n", vstr("k", 8), VL(-1), VL(2)),
	    "k -1 2\n");
}

/* -------------------------------------------------------------- trace */

static const char *
trace_int(uint64_t v, int size, int sgn, int quiet)
{
	dt_strbuf_t sb;

	dt_strbuf_init(&sb);
	dt_strbuf_adds(&sb, "");
	dt_fmt_trace_int(&sb, v, size, sgn, quiet);
	return keep(sb.s);
}

static const char *
trace_str(const char *s, size_t cap, int quiet)
{
	dt_strbuf_t sb;

	dt_strbuf_init(&sb);
	dt_strbuf_adds(&sb, "");
	dt_fmt_trace_string(&sb, s, cap, quiet);
	return keep(sb.s);
}

static const char *
trace_bytes(const void *p, size_t len, int quiet, int raw)
{
	dt_strbuf_t sb;

	dt_strbuf_init(&sb);
	dt_strbuf_adds(&sb, "");
	dt_fmt_trace_bytes(&sb, p, len, quiet, raw);
	return keep(sb.s);
}

static const char *
hexdump(const void *p, size_t len)
{
	dt_strbuf_t sb;

	dt_strbuf_init(&sb);
	dt_strbuf_adds(&sb, "");
	dt_fmt_hexdump(&sb, p, len);
	return keep(sb.s);
}

UNIT_TEST(test_trace_int)
{
	/* Oracle: " %19ld" " %10d" " %5hd" " %3hhd" / unsigned 20 10 5 3. */
	CHECK_STR(trace_int(1234, 8, 1, 0), CAT(SP(16), "1234"));
	CHECK_STR(trace_int(1234, 8, 1, 1), "1234");
	CHECK_STR(trace_int((uint64_t)-1, 4, 1, 0), CAT(SP(9), "-1"));
	CHECK_STR(trace_int(0xffffffff, 4, 1, 1), "-1");
	CHECK_STR(trace_int(0xffff, 2, 1, 0), "    -1");
	CHECK_STR(trace_int(0xffff, 2, 1, 1), "-1");
	CHECK_STR(trace_int(0xff, 1, 1, 0), "  -1");
	CHECK_STR(trace_int(0xff, 1, 1, 1), "-1");
	CHECK_STR(trace_int(0x17f, 1, 1, 0), " 127");
	CHECK_STR(trace_int(0xff, 1, 0, 0), " 255");
	CHECK_STR(trace_int(0xff, 1, 0, 1), "255");
	CHECK_STR(trace_int(0xffff, 2, 0, 0), " 65535");
	CHECK_STR(trace_int(0xffff, 2, 0, 1), "65535");
	CHECK_STR(trace_int(0xffffffff, 4, 0, 0), " 4294967295");
	CHECK_STR(trace_int(7, 4, 0, 0), CAT(SP(10), "7"));
	CHECK_STR(trace_int(UINT64_MAX, 8, 0, 0), " 18446744073709551615");
	CHECK_STR(trace_int(UINT64_MAX, 8, 0, 1), "18446744073709551615");
	CHECK_STR(trace_int(0, 8, 0, 0), CAT(SP(20), "0"));
	CHECK_STR(trace_int((uint64_t)INT64_MIN, 8, 1, 0),
	    " -9223372036854775808");
	CHECK_STR(trace_int((uint64_t)INT64_MIN, 8, 1, 1),
	    "-9223372036854775808");
	CHECK_STR(trace_int((uint64_t)INT64_MAX, 8, 1, 0),
	    " 9223372036854775807");
	CHECK_STR(trace_int((uint64_t)-42, 8, 1, 0), CAT(SP(17), "-42"));
}

UNIT_TEST(test_trace_string)
{
	static const char full[8] = { 'a', 'b', 'c', 'd', 'e', 'f', 'g',
	    'h' };
	const char *forty = "0123456789012345678901234567890123456789";

	CHECK_STR(trace_str("bash", 256, 0), CAT("  bash", SP(29)));
	CHECK_STR(trace_str("bash", 256, 1), "bash");
	CHECK_STR(trace_str("", 256, 0), SP(35));
	CHECK_STR(trace_str("", 256, 1), "");
	CHECK_STR(trace_str(full, 4, 0), CAT("  abcd", SP(29)));
	CHECK_STR(trace_str(full, 8, 1), "abcdefgh");
	CHECK_STR(trace_str(forty, 256, 0), CAT("  ", forty));
	/* The padding follows the whole string, newline included. */
	CHECK_STR(trace_str("a\nb", 8, 0), CAT("  a\nb", SP(30)));
}

UNIT_TEST(test_trace_bytes)
{
	static const char str8[8] = "hello";
	static const char zeros[4] = { 0 };
	static const char mid[4] = { 'a', 'b', 0, 'c' };
	static const unsigned char bin[2] = { 1, 2 };

	CHECK_STR(trace_bytes(str8, 8, 0, 0), CAT("  hello", SP(28)));
	CHECK_STR(trace_bytes(str8, 8, 1, 0), "hello");
	CHECK_STR(trace_bytes("abc", 3, 1, 0), CAT("  abc", SP(30)));
	CHECK_STR(trace_bytes("a\tb\a", 4, 1, 0), CAT("  a\tb\a", SP(29)));
	CHECK_STR(trace_bytes(zeros, 4, 0, 0), CAT("\n", SP(11),
	    "  0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  "
	    "0123456789abcdef\n", SP(9), "0: 00 00 00 00", SP(36),
	    "  ....\n"));
	CHECK_STR(trace_bytes(mid, 4, 1, 0), CAT("\n", SP(11),
	    "  0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  "
	    "0123456789abcdef\n", SP(9), "0: 61 62 00 63", SP(36),
	    "  ab.c\n"));
	CHECK_STR(trace_bytes(bin, 2, 0, 0), CAT("\n", SP(11),
	    "  0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  "
	    "0123456789abcdef\n", SP(9), "0: 01 02", SP(42), "  ..\n"));
	CHECK_STR(trace_bytes("abc", 3, 0, 1), CAT("\n", SP(11),
	    "  0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  "
	    "0123456789abcdef\n", SP(9), "0: 61 62 63", SP(39), "  abc\n"));
	CHECK_STR(trace_bytes("abc", 0, 0, 0), "");
}

UNIT_TEST(test_hexdump)
{
	static const unsigned char b27[27] = {
		'h', 'e', 'l', 'l', 'o', ',', ' ', 'w', 'o', 'r', 'l', 'd',
		'\n', 0x00, 0x01, 0x02, 0xff, 'A', 'B', 'C', 'D', 'E', 'F',
		'G', 'H', 'I', 'J'
	};
	unsigned char big[0x110];
	const char *s;
	size_t i;

	/* docs/output.md §8, tracemem(p, 27). */
	CHECK_STR(hexdump(b27, 27),
	    "\n"
	    "             0  1  2  3  4  5  6  7  8 "
	    " 9  a  b  c  d  e  f  0123456789abcdef\n"
	    "         0: 68 65 6c 6c 6f 2c 20 77 6f "
	    "72 6c 64 0a 00 01 02  hello, world....\n"
	    "        10: ff 41 42 43 44 45 46 47 48 "
	    "49 4a                 .ABCDEFGHIJ\n");
	CHECK_STR(hexdump(b27, 16),
	    "\n"
	    "             0  1  2  3  4  5  6  7  8 "
	    " 9  a  b  c  d  e  f  0123456789abcdef\n"
	    "         0: 68 65 6c 6c 6f 2c 20 77 6f "
	    "72 6c 64 0a 00 01 02  hello, world....\n");
	CHECK_STR(hexdump(b27, 0), "");
	for (i = 0; i < sizeof(big); i++)
		big[i] = (unsigned char)i;
	s = hexdump(big, sizeof(big));
	CHECK(strstr(s, "\n       100: 00 01 02 03 04 05 06 07 08 09 0a 0b "
	    "0c 0d 0e 0f  ................\n") != NULL);
	CHECK(strstr(s, "\n        70: 70 71 72 73 74 75 76 77 78 79 7a 7b "
	    "7c 7d 7e 7f  pqrstuvwxyz{|}~.\n") != NULL);
	CHECK(strstr(s, "\n        20: 20 21 22 23 24 25 26 27 28 29 2a 2b "
	    "2c 2d 2e 2f   !\"#$%&'()*+,-./\n") != NULL);
}

/* ------------------------------------------------------- agg fields */

/* A key line: 'key' in a zeroed buffer of 'cap' bytes, then value 'v'. */
static const char *
agg_line_str(const char *key, size_t cap, int64_t v)
{
	char buf[256];
	dt_strbuf_t sb;

	memset(buf, 0, sizeof(buf));
	memcpy(buf, key, DT_MIN(cap, strnlen(key, cap)));
	dt_strbuf_init(&sb);
	dt_strbuf_adds(&sb, "");
	dt_fmt_agg_key_string(&sb, buf, cap);
	dt_fmt_agg_value(&sb, v);
	dt_strbuf_adds(&sb, "\n");
	return keep(sb.s);
}

static const char *
agg_key_int(uint64_t v, int size, int sgn)
{
	dt_strbuf_t sb;

	dt_strbuf_init(&sb);
	dt_strbuf_adds(&sb, "");
	dt_fmt_agg_key_int(&sb, v, size, sgn);
	return keep(sb.s);
}

UNIT_TEST(test_agg_fields)
{
	static const char full[4] = { 'a', 'b', 'c', 'd' };
	static const char zeros[4] = { 0 };
	static const char ctl[4] = { 'a', 0x01, 0, 0 };
	dt_strbuf_t sb;

	/* docs/output.md §6.2: @[execname] = count(), 69 columns. */
	CHECK_STR(agg_line_str("sshd", 256, 3),
	    "  sshd                             "
	    "                                 3\n");
	CHECK_STR(agg_line_str("dtrace", 256, 12),
	    "  dtrace                           "
	    "                                12\n");
	CHECK_INT(strlen(agg_line_str("sshd", 256, 3)), 70);
	CHECK_STR(agg_line_str(full, 4, -5), CAT("  abcd", SP(46), SP(15),
	    "-5\n"));
	CHECK_STR(agg_line_str(zeros, 4, 1), CAT("\n", SP(11),
	    "  0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  "
	    "0123456789abcdef\n", SP(9), "0: 00 00 00 00", SP(36),
	    "  ....\n", SP(16), "1\n"));
	CHECK_STR(agg_line_str(ctl, 4, 1), CAT("\n", SP(11),
	    "  0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  "
	    "0123456789abcdef\n", SP(9), "0: 61 01 00 00", SP(36),
	    "  a...\n", SP(16), "1\n"));

	dt_strbuf_init(&sb);
	dt_fmt_agg_value(&sb, 450);
	dt_strbuf_adds(&sb, "\n");
	CHECK_STR(sb.s, "              450\n");
	dt_strbuf_clear(&sb);
	dt_fmt_agg_value(&sb, INT64_MIN);
	CHECK_STR(sb.s, " -9223372036854775808");
	dt_strbuf_release(&sb);

	CHECK_STR(agg_key_int(12, 8, 1), CAT(SP(15), "12"));
	CHECK_STR(agg_key_int((uint64_t)-1, 8, 1), CAT(SP(15), "-1"));
	CHECK_STR(agg_key_int(UINT64_MAX, 8, 0), CAT(SP(15), "-1"));
	CHECK_STR(agg_key_int(0xffffffff, 4, 1), CAT(SP(7), "-1"));
	CHECK_STR(agg_key_int(0xffff, 2, 1), " 65535");
	CHECK_STR(agg_key_int(0xfe, 1, 1), " 254");
	CHECK_STR(agg_key_int(7, 1, 0), "   7");

	CHECK_INT(dt_agg_normalize(10, 3), 3);
	CHECK_INT(dt_agg_normalize(-4, 1), -4);
	CHECK_INT(dt_agg_normalize(-2, 2), INT64_MAX);
	CHECK_INT(dt_agg_normalize(5, 0), 5);
}

/* ------------------------------------------------------------ buckets */

UNIT_TEST(test_quantize_buckets)
{
	CHECK_INT(dt_quantize_bucket(0), 63);
	CHECK_INT(dt_quantize_bucket(1), 64);
	CHECK_INT(dt_quantize_bucket(2), 65);
	CHECK_INT(dt_quantize_bucket(3), 65);
	CHECK_INT(dt_quantize_bucket(4), 66);
	CHECK_INT(dt_quantize_bucket(7), 66);
	CHECK_INT(dt_quantize_bucket(700), 73);
	CHECK_INT(dt_quantize_bucket(-1), 62);
	CHECK_INT(dt_quantize_bucket(-2), 61);
	CHECK_INT(dt_quantize_bucket(-3), 61);
	CHECK_INT(dt_quantize_bucket(-4), 60);
	CHECK_INT(dt_quantize_bucket(-5), 60);
	CHECK_INT(dt_quantize_bucket(INT64_MAX), 126);
	CHECK_INT(dt_quantize_bucket((int64_t)1 << 62), 126);
	CHECK_INT(dt_quantize_bucket(((int64_t)1 << 62) - 1), 125);
	CHECK_INT(dt_quantize_bucket(INT64_MIN), 0);
	CHECK_INT(dt_quantize_bucket(-((int64_t)1 << 62)), 0);
	CHECK_INT(dt_quantize_bucket(-((int64_t)1 << 62) + 1), 1);
	CHECK_INT(dt_quantize_value(63), 0);
	CHECK_INT(dt_quantize_value(64), 1);
	CHECK_INT(dt_quantize_value(73), 512);
	CHECK_INT(dt_quantize_value(62), -1);
	CHECK_INT(dt_quantize_value(60), -4);
	CHECK_INT(dt_quantize_value(0), -((int64_t)1 << 62));
	CHECK_INT(dt_quantize_value(126), (int64_t)1 << 62);
}

UNIT_TEST(test_lquantize_buckets)
{
	dt_lquant_t lq = { 0, 10, 3 };		/* lquantize(x,0,30,10) */
	dt_lquant_t lq3 = { 0, 3, 3 };		/* lquantize(x,0,10,3) */
	dt_lquant_t lqn = { -10, 5, 4 };	/* lquantize(x, -10, 10, 5) */
	dt_lquant_t lqw = { INT32_MIN, 65535, 65535 };

	CHECK_INT(dt_lquantize_bucket(&lq, -3), 0);
	CHECK_INT(dt_lquantize_bucket(&lq, 0), 1);
	CHECK_INT(dt_lquantize_bucket(&lq, 9), 1);
	CHECK_INT(dt_lquantize_bucket(&lq, 10), 2);
	CHECK_INT(dt_lquantize_bucket(&lq, 22), 3);
	CHECK_INT(dt_lquantize_bucket(&lq, 29), 3);
	CHECK_INT(dt_lquantize_bucket(&lq, 30), 4);
	CHECK_INT(dt_lquantize_bucket(&lq, 50), 4);
	/* The value is truncated to 32 bits first. */
	CHECK_INT(dt_lquantize_bucket(&lq, 0x100000005LL), 1);
	CHECK_INT(dt_lquantize_bucket(&lq, 0xffffffffLL), 0);
	CHECK_INT(dt_lquantize_bucket(&lq3, 8), 3);
	CHECK_INT(dt_lquantize_bucket(&lq3, 9), 4);
	CHECK_INT(dt_lquantize_bucket(&lqn, -11), 0);
	CHECK_INT(dt_lquantize_bucket(&lqn, -10), 1);
	CHECK_INT(dt_lquantize_bucket(&lqn, -6), 1);
	CHECK_INT(dt_lquantize_bucket(&lqn, -5), 2);
	CHECK_INT(dt_lquantize_bucket(&lqn, 9), 4);
	CHECK_INT(dt_lquantize_bucket(&lqn, 10), 5);
	CHECK_INT(dt_lquantize_bucket(&lqw, INT32_MAX), 65536);
	CHECK_INT(dt_lquantize_bucket(&lqw, INT32_MIN), 1);
}

UNIT_TEST(test_llquantize_buckets)
{
	dt_llquant_t a = { 10, 0, 2, 10 };	/* docs/language.md §6.5 */
	dt_llquant_t b = { 2, 0, 3, 4 };
	dt_llquant_t c = { 10, 1, 2, 10 };
	dt_llquant_t d = { 10, 1, 2, 5 };	/* fewer steps than factor */

	/* 9 per order, 3 orders: 27 each side of the middle (28) */
	CHECK_INT(dt_llquantize_nbuckets(&a), 57);
	CHECK_INT(dt_llquantize_bucket(&a, 0), 28);
	CHECK_INT(dt_llquantize_bucket(&a, -5), 23);
	CHECK_INT(dt_llquantize_bucket(&a, 1), 29);
	CHECK_INT(dt_llquantize_bucket(&a, 9), 37);
	CHECK_INT(dt_llquantize_bucket(&a, 10), 38);
	CHECK_INT(dt_llquantize_bucket(&a, 15), 38);
	CHECK_INT(dt_llquantize_bucket(&a, 55), 42);
	CHECK_INT(dt_llquantize_bucket(&a, 99), 46);
	CHECK_INT(dt_llquantize_bucket(&a, 100), 47);
	CHECK_INT(dt_llquantize_bucket(&a, 999), 55);
	CHECK_INT(dt_llquantize_bucket(&a, 1000), 56);
	CHECK_INT(dt_llquantize_bucket(&a, INT64_MAX), 56);
	CHECK_INT(dt_llquantize_bucket(&a, -1000), 0);
	CHECK_INT(dt_llquantize_bucket(&a, INT64_MIN), 0);
	/* order 0 of b uses every other bucket: 1 -> 10, none at 11 */
	CHECK_INT(dt_llquantize_nbuckets(&b), 19);
	CHECK_INT(dt_llquantize_bucket(&b, 0), 9);
	CHECK_INT(dt_llquantize_bucket(&b, 1), 10);
	CHECK_INT(dt_llquantize_bucket(&b, 2), 12);
	CHECK_INT(dt_llquantize_bucket(&b, 3), 13);
	CHECK_INT(dt_llquantize_bucket(&b, 5), 14);
	CHECK_INT(dt_llquantize_bucket(&b, 7), 15);
	CHECK_INT(dt_llquantize_bucket(&b, 13), 17);
	CHECK_INT(dt_llquantize_bucket(&b, 16), 18);
	CHECK_INT(dt_llquantize_bucket(&b, -3), 5);
	CHECK_INT(dt_llquantize_nbuckets(&c), 39);
	CHECK_INT(dt_llquantize_bucket(&c, 9), 19);
	CHECK_INT(dt_llquantize_bucket(&c, -9), 19);
	CHECK_INT(dt_llquantize_bucket(&c, 10), 20);
	CHECK_INT(dt_llquantize_bucket(&c, 95), 28);
	CHECK_INT(dt_llquantize_bucket(&c, 100), 29);
	CHECK_INT(dt_llquantize_bucket(&c, 1000), 38);
	CHECK_INT(dt_llquantize_nbuckets(&d), 23);
	CHECK_INT(dt_llquantize_bucket(&d, 10), 12);
	CHECK_INT(dt_llquantize_bucket(&d, 20), 13);
	CHECK_INT(dt_llquantize_bucket(&d, 99), 16);
	CHECK_INT(dt_llquantize_bucket(&d, 100), 17);
}

/* --------------------------------------------------------- histograms */

static const char *
quant(const int64_t *c, uint64_t normal)
{
	dt_strbuf_t sb;

	dt_strbuf_init(&sb);
	dt_strbuf_adds(&sb, "");
	dt_fmt_quantize(&sb, c, normal);
	return keep(sb.s);
}

UNIT_TEST(test_quantize_hist)
{
	static const int64_t xs[] = { 1, 2, 3, 5, 8, 9, 12, 700 };
	int64_t c[DT_QUANTIZE_NBUCKETS];
	size_t i;

	memset(c, 0, sizeof(c));
	for (i = 0; i < DT_ARRAY_SIZE(xs); i++)
		c[dt_quantize_bucket(xs[i])]++;
	/* docs/output.md §6.5, character for character. */
	CHECK_STR(quant(c, 1),
	"\n"
	"           value  ------------- Distribution ------------- count    \n"
	"               0 |                                         0        \n"
	"               1 |@@@@@                                    1        \n"
	"               2 |@@@@@@@@@@                               2        \n"
	"               4 |@@@@@                                    1        \n"
	"               8 |@@@@@@@@@@@@@@@                          3        \n"
	"              16 |                                         0        \n"
	"              32 |                                         0        \n"
	"              64 |                                         0        \n"
	"             128 |                                         0        \n"
	"             256 |                                         0        \n"
	"             512 |@@@@@                                    1        \n"
	    "            1024 |                 "
	    "                        0        \n");

	/* Mixed signs (docs/output.md §6.5). */
	memset(c, 0, sizeof(c));
	c[63] = 3;
	c[64] = -2;
	c[65] = 5;
	CHECK_STR(quant(c, 1),
	"\n"
	"           value  ------------- Distribution ------------- count    \n"
	"              -1                     |                     0        \n"
	"               0                     |@@@@@@               3        \n"
	"               1                 @@@@|                     -2       \n"
	"               2                     |@@@@@@@@@@           5        \n"
	    "               4                   "
	    "  |                     0        \n");

	/* Nothing at all: -1, 0, 1. */
	memset(c, 0, sizeof(c));
	CHECK_STR(quant(c, 1), CAT(HDR, "              -1 ", ZROW,
	    "               0 ", ZROW, "               1 ", ZROW));
	/* Only the last bucket: shown (DTrace for Linux; illumos missed it). */
	c[126] = 1;
	CHECK_STR(quant(c, 1), CAT(HDR, "2305843009213693952 ", ZROW,
	    "4611686018427387904 |", AT(40), " 1        \n"));
	/* Only the 2^61 bucket: its row and the last one. */
	c[126] = 0;
	c[125] = 1;
	CHECK_STR(quant(c, 1), CAT(HDR, "1152921504606846976 ", ZROW,
	    "2305843009213693952 |", AT(40), " 1        \n",
	    "4611686018427387904 ", ZROW));
	/* Only the first bucket: rows 0 and 1, no row before. */
	memset(c, 0, sizeof(c));
	c[0] = 2;
	CHECK_STR(quant(c, 1), CAT(HDR, "-4611686018427387904 |", AT(40),
	    " 2        \n", "-2305843009213693952 ", ZROW));

	/* Only negative counts. */
	memset(c, 0, sizeof(c));
	c[64] = -3;
	c[65] = -1;
	CHECK_STR(quant(c, 1), CAT(HDR,
	    "               0 ", SP(40), "| 0        \n",
	    "               1 ", SP(10), AT(30), "| -3       \n",
	    "               2 ", SP(30), AT(10), "| -1       \n",
	    "               4 ", SP(40), "| 0        \n"));

	/* Rounding: 40/3 -> 13, 80/3 -> 27; 0.5 rounds up. */
	memset(c, 0, sizeof(c));
	c[64] = 1;
	c[65] = 2;
	CHECK_STR(quant(c, 1), CAT(HDR, "               0 ", ZROW,
	    "               1 |", AT(13), SP(27), " 1        \n",
	    "               2 |", AT(27), SP(13), " 2        \n",
	    "               4 ", ZROW));
	c[65] = 79;
	CHECK_STR(quant(c, 1), CAT(HDR, "               0 ", ZROW,
	    "               1 |", AT(1), SP(39), " 1        \n",
	    "               2 |", AT(40), " 79       \n",
	    "               4 ", ZROW));

	/* Normalised counts; a negative one divides as unsigned. */
	memset(c, 0, sizeof(c));
	c[64] = 4;
	CHECK_STR(quant(c, 2), CAT(HDR, "               0 ", ZROW,
	    "               1 |", AT(40), " 2        \n",
	    "               2 ", ZROW));
	c[64] = -4;
	CHECK_STR(quant(c, 2), CAT(HDR,
	    "               0 ", SP(40), "| 0        \n",
	    "               1 ", AT(40), "| 9223372036854775806\n",
	    "               2 ", SP(40), "| 0        \n"));
	/* Counts wider than the column push the line. */
	c[64] = 1234567890123LL;
	CHECK_STR(quant(c, 1), CAT(HDR, "               0 ", ZROW,
	    "               1 |", AT(40), " 1234567890123\n",
	    "               2 ", ZROW));
}

static const char *
lquant(const dt_lquant_t *lq, const int64_t *c, uint64_t normal)
{
	dt_strbuf_t sb;

	dt_strbuf_init(&sb);
	dt_strbuf_adds(&sb, "");
	dt_fmt_lquantize(&sb, lq, c, normal);
	return keep(sb.s);
}

UNIT_TEST(test_lquantize_hist)
{
	static const int64_t xs[] = { -3, 0, 1, 1, 4, 22, 50 };
	dt_lquant_t lq = { 0, 10, 3 };
	dt_lquant_t lq3 = { 0, 3, 3 };
	dt_lquant_t lqn = { -10, 5, 4 };
	dt_lquant_t lq10 = { 0, 10, 10 };
	int64_t c[12];
	size_t i;

	memset(c, 0, sizeof(c));
	for (i = 0; i < DT_ARRAY_SIZE(xs); i++)
		c[dt_lquantize_bucket(&lq, xs[i])]++;
	/* docs/output.md §6.5: lquantize(x, 0, 30, 10). */
	CHECK_STR(lquant(&lq, c, 1),
	"\n"
	"           value  ------------- Distribution ------------- count    \n"
	"             < 0 |@@@@@@                                   1        \n"
	"               0 |@@@@@@@@@@@@@@@@@@@@@@@                  4        \n"
	"              10 |                                         0        \n"
	"              20 |@@@@@@                                   1        \n"
	    "           >= 30 |@@@@@@           "
	    "                        1        \n");

	/* All zero: the first three rows. */
	memset(c, 0, sizeof(c));
	CHECK_STR(lquant(&lq, c, 1), CAT(HDR, "             < 0 ", ZROW,
	    "               0 ", ZROW, "              10 ", ZROW));
	/* One bucket in the middle: it and its neighbours. */
	memset(c, 0, sizeof(c));
	c[5] = 2;
	CHECK_STR(lquant(&lq10, c, 1), CAT(HDR, "              30 ", ZROW,
	    "              40 |", AT(40), " 2        \n",
	    "              50 ", ZROW));
	/* Overflow label is low + levels*step: ">= 9" for (0, 10, 3). */
	memset(c, 0, sizeof(c));
	c[4] = 1;
	CHECK_STR(lquant(&lq3, c, 1), CAT(HDR, "               6 ", ZROW,
	    "            >= 9 |", AT(40), " 1        \n"));
	/* Negative base, underflow only. */
	memset(c, 0, sizeof(c));
	c[0] = 1;
	CHECK_STR(lquant(&lqn, c, 1), CAT(HDR, "           < -10 |", AT(40),
	    " 1        \n", "             -10 ", ZROW));
	/* Negative counts, normalised. */
	memset(c, 0, sizeof(c));
	c[2] = -6;
	CHECK_STR(lquant(&lqn, c, 3), CAT(HDR,
	    "             -10 ", SP(40), "| 0        \n",
	    "              -5 ", AT(40), "| 6148914691236517203\n",
	    "               0 ", SP(40), "| 0        \n"));
}

static const char *
llquant(const dt_llquant_t *llq, const int64_t *c)
{
	dt_strbuf_t sb;

	dt_strbuf_init(&sb);
	dt_strbuf_adds(&sb, "");
	dt_fmt_llquantize(&sb, llq, c, 1);
	return keep(sb.s);
}

UNIT_TEST(test_llquantize_hist)
{
	dt_llquant_t a = { 10, 0, 2, 10 };
	dt_llquant_t b = { 2, 0, 3, 4 };
	dt_llquant_t c10 = { 10, 1, 2, 10 };
	int64_t c[64];
	const char *bar13 = CAT("|", AT(13), SP(27), " 1        \n");

	/* b: bucket 11 (between 1 and 2) is never reached, not shown */
	memset(c, 0, sizeof(c));
	c[dt_llquantize_bucket(&b, 0)]++;
	c[dt_llquantize_bucket(&b, 5)]++;
	c[dt_llquantize_bucket(&b, 20)]++;
	CHECK_STR(llquant(&b, c), CAT(HDR,
	    "              -1 ", ZROW,
	    "               0 ", bar13,
	    "               1 ", ZROW,
	    "               2 ", ZROW,
	    "               3 ", ZROW,
	    "               4 ", bar13,
	    "               6 ", ZROW,
	    "               8 ", ZROW,
	    "              12 ", ZROW,
	    "           >= 16 ", bar13));

	/* All zero: the three rows around the first positive bucket. */
	memset(c, 0, sizeof(c));
	CHECK_STR(llquant(&a, c), CAT(HDR, "               0 ", ZROW,
	    "               1 ", ZROW, "               2 ", ZROW));
	CHECK_STR(llquant(&c10, c), CAT(HDR, "            < 10 ", ZROW,
	    "              10 ", ZROW, "              20 ", ZROW));
	/* In the middle: no "<" or ">=" rows. */
	c[dt_llquantize_bucket(&c10, 250)] = 2;
	CHECK_STR(llquant(&c10, c), CAT(HDR, "             100 ", ZROW,
	    "             200 |", AT(40), " 2        \n",
	    "             300 ", ZROW));
	/* Negative and positive values: "abs() <" in between. */
	memset(c, 0, sizeof(c));
	c[dt_llquantize_bucket(&c10, -15)] = 1;
	c[dt_llquantize_bucket(&c10, 3)] = 1;
	c[dt_llquantize_bucket(&c10, 12)] = 2;
	CHECK_STR(llquant(&c10, c), CAT(HDR,
	    "             -20 ", ZROW,
	    "             -10 |", AT(10), SP(30), " 1        \n",
	    "      abs() < 10 |", AT(10), SP(30), " 1        \n",
	    "              10 |", AT(20), SP(20), " 2        \n",
	    "              20 ", ZROW));
	/* Overflow only. */
	memset(c, 0, sizeof(c));
	c[dt_llquantize_bucket(&b, 100)] = 2;
	CHECK_STR(llquant(&b, c), CAT(HDR, "              12 ", ZROW,
	    "           >= 16 |", AT(40), " 2        \n"));
	/* Negative overflow only. */
	memset(c, 0, sizeof(c));
	c[dt_llquantize_bucket(&b, -100)] = 2;
	CHECK_STR(llquant(&b, c), CAT(HDR,
	    "          <= -16 |", AT(40), " 2        \n",
	    "             -12 ", ZROW));
	/* Across a change of order: 9 | 10 20. */
	memset(c, 0, sizeof(c));
	c[dt_llquantize_bucket(&a, 12)] = 1;
	CHECK_STR(llquant(&a, c), CAT(HDR, "               9 ", ZROW,
	    "              10 |", AT(40), " 1        \n",
	    "              20 ", ZROW));
	/* A first row never reached takes the label below it: 1, not none. */
	memset(c, 0, sizeof(c));
	c[dt_llquantize_bucket(&b, 2)] = 1;
	CHECK_STR(llquant(&b, c), CAT(HDR, "               1 ", ZROW,
	    "               2 |", AT(40), " 1        \n",
	    "               3 ", ZROW));
}

/* ----------------------------------------------------------- ordering */

UNIT_TEST(test_hist_cmp)
{
	int64_t a[DT_QUANTIZE_NBUCKETS], b[DT_QUANTIZE_NBUCKETS];
	int64_t labels[DT_QUANTIZE_NBUCKETS];
	dt_lquant_t lq = { 0, 10, 3 }, lqz = { -10, 10, 3 }, lq1 = { 1, 1, 3 };
	dt_llquant_t llq = { 10, 0, 2, 10 }, llq1 = { 10, 1, 2, 10 };
	int64_t la[64], lb[64];
	int i;

	for (i = 0; i < DT_QUANTIZE_NBUCKETS; i++)
		labels[i] = dt_quantize_value(i);
	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	a[64] = 1;
	b[66] = 1;
	CHECK(dt_quantize_cmp(a, b, DT_QUANTIZE_NBUCKETS, labels) < 0);
	CHECK(dt_quantize_cmp(b, a, DT_QUANTIZE_NBUCKETS, labels) > 0);
	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	a[63] = 5;
	b[63] = 2;
	CHECK(dt_quantize_cmp(a, b, DT_QUANTIZE_NBUCKETS, labels) > 0);
	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	a[62] = 1;
	a[64] = 1;
	b[63] = 1;
	CHECK(dt_quantize_cmp(a, b, DT_QUANTIZE_NBUCKETS, labels) < 0);
	CHECK_INT(dt_quantize_cmp(a, a, DT_QUANTIZE_NBUCKETS, labels), 0);
	/* Weight beats count: 1 x 512 > 100 x 4. */
	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	a[73] = 1;
	b[66] = 100;
	CHECK(dt_quantize_cmp(a, b, DT_QUANTIZE_NBUCKETS, labels) > 0);

	/* lquantize: underflow weighs low - 1, overflow its label + 1. */
	memset(la, 0, sizeof(la));
	memset(lb, 0, sizeof(lb));
	la[0] = 1;
	lb[1] = 1;
	CHECK(dt_lquantize_cmp(&lq, la, lb) < 0);
	memset(la, 0, sizeof(la));
	memset(lb, 0, sizeof(lb));
	la[4] = 20;		/* 20 x 31 */
	lb[3] = 31;		/* 31 x 20 */
	CHECK_INT(dt_lquantize_cmp(&lq, la, lb), 0);
	lb[3] = 30;
	CHECK(dt_lquantize_cmp(&lq, la, lb) > 0);
	memset(la, 0, sizeof(la));
	memset(lb, 0, sizeof(lb));
	la[2] = 3;		/* label 0 */
	lb[2] = 1;
	CHECK(dt_lquantize_cmp(&lqz, la, lb) > 0);
	memset(la, 0, sizeof(la));
	memset(lb, 0, sizeof(lb));
	la[0] = 2;		/* low 1: the underflow is the zero bucket */
	lb[0] = 1;
	CHECK(dt_lquantize_cmp(&lq1, la, lb) > 0);

	/* llquantize: ties broken on the middle bucket. */
	memset(la, 0, sizeof(la));
	memset(lb, 0, sizeof(lb));
	la[28] = 1;		/* 0 */
	lb[29] = 1;		/* 1 */
	CHECK(dt_llquantize_cmp(&llq, la, lb) < 0);
	la[29] = 1;
	CHECK(dt_llquantize_cmp(&llq, la, lb) > 0);
	memset(la, 0, sizeof(la));
	memset(lb, 0, sizeof(lb));
	la[20] = 10;		/* 10 x 10 */
	lb[28] = 1;		/* 1 x 90 */
	CHECK(dt_llquantize_cmp(&llq1, la, lb) > 0);
	CHECK(dt_llquantize_cmp(&llq1, lb, la) < 0);
	la[20] = 0;
	la[10] = 1;		/* -90 */
	CHECK(dt_llquantize_cmp(&llq1, la, lb) < 0);
	la[10] = 0;
	lb[28] = 0;
	CHECK_INT(dt_llquantize_cmp(&llq1, la, lb), 0);
}

int
main(void)
{
	int i;

	UNIT_RUN(test_parse_structure);
	UNIT_RUN(test_parse_errors);
	UNIT_RUN(test_check_integers);
	UNIT_RUN(test_check_sized);
	UNIT_RUN(test_check_other);
	UNIT_RUN(test_validate);
	UNIT_RUN(test_format_d);
	UNIT_RUN(test_format_unsigned);
	UNIT_RUN(test_format_star);
	UNIT_RUN(test_format_pointer);
	UNIT_RUN(test_format_char);
	UNIT_RUN(test_format_s);
	UNIT_RUN(test_format_S);
	UNIT_RUN(test_format_float);
	UNIT_RUN(test_format_addr_stack);
	UNIT_RUN(test_format_time_wide);
	UNIT_RUN(test_format_printa);
	UNIT_RUN(test_trace_int);
	UNIT_RUN(test_trace_string);
	UNIT_RUN(test_trace_bytes);
	UNIT_RUN(test_hexdump);
	UNIT_RUN(test_agg_fields);
	UNIT_RUN(test_quantize_buckets);
	UNIT_RUN(test_lquantize_buckets);
	UNIT_RUN(test_llquantize_buckets);
	UNIT_RUN(test_quantize_hist);
	UNIT_RUN(test_lquantize_hist);
	UNIT_RUN(test_llquantize_hist);
	UNIT_RUN(test_hist_cmp);
	for (i = 0; i < npool; i++)
		free(pool[i]);
	UNIT_DONE();
}

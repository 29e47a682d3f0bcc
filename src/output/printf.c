/*
 * printf.c - printf()/printa() formats: parsing and type checking at
 * compile time, with DTrace's conversion table and its messages byte for
 * byte, and formatting of captured values at consume time.  Interface:
 * output.h (stage: compiler -> output, consumer -> output).
 *
 * Each conversion is rendered by one C printf call whose format is rebuilt
 * from the parsed flags, width and precision, the way libdtrace does it,
 * so every flag combination behaves exactly as C's printf does.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>

#include "output.h"

/* How an argument is checked against a conversion (libdtrace pfcheck_*). */
typedef enum pf_check {
	PFC_NONE,		/* %%: takes no argument */
	PFC_XINT,		/* any integer */
	PFC_CSI,		/* integer of at most 4 bytes */
	PFC_FP,			/* float, double, long double */
	PFC_ADDR,		/* pointer or integer */
	PFC_STR,		/* string or char array (not char *) */
	PFC_WSTR,		/* array of 32-bit integers */
	PFC_STACK,		/* stack() / ustack() value */
	PFC_TIME,		/* 64-bit integer */
	PFC_TYPE,		/* CTF-compatible with a named C type */
	PFC_XSHORT,		/* any short */
	PFC_XLONG,		/* any long */
	PFC_XLONGLONG		/* any long long, [u]int64_t */
} pf_check_t;

/* How a value is printed (libdtrace pfprint_*). */
typedef enum pf_print {
	PFP_PCT,		/* "%" */
	PFP_DINT,		/* signed if the value's type is signed */
	PFP_SINT,		/* always signed */
	PFP_UINT,		/* always unsigned */
	PFP_FP,			/* double */
	PFP_ADDR,		/* kernel symbol, as a string */
	PFP_UADDR,		/* user symbol, as a string */
	PFP_ECHR,		/* one character, escaped */
	PFP_CSTR,		/* string */
	PFP_ESTR,		/* string, escaped */
	PFP_WSTR,		/* wide string */
	PFP_STACK,		/* stack frames */
	PFP_TIME,		/* "%Y %b %e %T" from ctime */
	PFP_TIME822		/* RFC 822 time */
} pf_print_t;

/*
 * One entry of the conversion dictionary.  'ofmt' is the C conversion
 * that renders the value; 'proto' is what error messages call the
 * accepted types; PFC_TYPE entries accept exactly the types whose CTF
 * encoding equals ('tkind', 'tsize', 'tsigned'), as ctf_type_compat does.
 */
typedef struct pf_conv {
	const char *name;
	const char *ofmt;
	const char *proto;
	pf_check_t check;
	pf_print_t print;
	dt_pfkind_t tkind;
	int tsize;
	int tsigned;
} pf_conv_t;

static const char pfproto_xint[] = "char, short, int, long, or long long";
static const char pfproto_csi[] = "char, short, or int";
static const char pfproto_fp[] = "float, double, or long double";
static const char pfproto_addr[] = "pointer or integer";
static const char pfproto_uaddr[] =
    "pointer or integer (with -p/-c) or _usymaddr (without -p/-c)";
static const char pfproto_cstr[] = "char [] or string (or use stringof)";
static const char pfproto_wstr[] = "wchar_t []";

/*
 * The dictionary of Oracle's libdtrace (no %I, no %P).  %wc and %ws are
 * rendered as %lc and %ls, which is what they mean on Linux.
 */
static const pf_conv_t pf_convs[] = {
	{ "a", "s", pfproto_addr, PFC_ADDR, PFP_ADDR, 0, 0, 0 },
	{ "A", "s", pfproto_uaddr, PFC_ADDR, PFP_UADDR, 0, 0, 0 },
	{ "c", "c", pfproto_csi, PFC_CSI, PFP_SINT, 0, 0, 0 },
	{ "C", "s", pfproto_csi, PFC_CSI, PFP_ECHR, 0, 0, 0 },
	{ "d", "d", pfproto_xint, PFC_XINT, PFP_DINT, 0, 0, 0 },
	{ "e", "e", pfproto_fp, PFC_FP, PFP_FP, 0, 0, 0 },
	{ "E", "E", pfproto_fp, PFC_FP, PFP_FP, 0, 0, 0 },
	{ "f", "f", pfproto_fp, PFC_FP, PFP_FP, 0, 0, 0 },
	{ "g", "g", pfproto_fp, PFC_FP, PFP_FP, 0, 0, 0 },
	{ "G", "G", pfproto_fp, PFC_FP, PFP_FP, 0, 0, 0 },
	{ "hd", "d", "short", PFC_TYPE, PFP_SINT, DT_PF_INT, 2, 1 },
	{ "hi", "i", "short", PFC_TYPE, PFP_SINT, DT_PF_INT, 2, 1 },
	{ "ho", "o", "unsigned short", PFC_TYPE, PFP_UINT, DT_PF_INT, 2, 0 },
	{ "hu", "u", "unsigned short", PFC_TYPE, PFP_UINT, DT_PF_INT, 2, 0 },
	{ "hx", "x", "short", PFC_XSHORT, PFP_UINT, 0, 0, 0 },
	{ "hX", "X", "short", PFC_XSHORT, PFP_UINT, 0, 0, 0 },
	{ "i", "i", pfproto_xint, PFC_XINT, PFP_DINT, 0, 0, 0 },
	{ "k", "s", "stack", PFC_STACK, PFP_STACK, 0, 0, 0 },
	{ "lc", "lc", "int", PFC_TYPE, PFP_SINT, DT_PF_INT, 4, 1 },
	{ "ld", "d", "long", PFC_TYPE, PFP_SINT, DT_PF_INT, 8, 1 },
	{ "li", "i", "long", PFC_TYPE, PFP_SINT, DT_PF_INT, 8, 1 },
	{ "lo", "o", "unsigned long", PFC_TYPE, PFP_UINT, DT_PF_INT, 8, 0 },
	{ "lu", "u", "unsigned long", PFC_TYPE, PFP_UINT, DT_PF_INT, 8, 0 },
	{ "ls", "ls", pfproto_wstr, PFC_WSTR, PFP_WSTR, 0, 0, 0 },
	{ "lx", "x", "long", PFC_XLONG, PFP_UINT, 0, 0, 0 },
	{ "lX", "X", "long", PFC_XLONG, PFP_UINT, 0, 0, 0 },
	{ "lld", "d", "long long", PFC_TYPE, PFP_SINT, DT_PF_INT, 8, 1 },
	{ "lli", "i", "long long", PFC_TYPE, PFP_SINT, DT_PF_INT, 8, 1 },
	{ "llo", "o", "unsigned long long", PFC_TYPE, PFP_UINT,
	    DT_PF_INT, 8, 0 },
	{ "llu", "u", "unsigned long long", PFC_TYPE, PFP_UINT,
	    DT_PF_INT, 8, 0 },
	{ "llx", "x", "long long", PFC_XLONGLONG, PFP_UINT, 0, 0, 0 },
	{ "llX", "X", "long long", PFC_XLONGLONG, PFP_UINT, 0, 0, 0 },
	{ "Le", "e", "long double", PFC_TYPE, PFP_FP, DT_PF_FLOAT, 16, 1 },
	{ "LE", "E", "long double", PFC_TYPE, PFP_FP, DT_PF_FLOAT, 16, 1 },
	{ "Lf", "f", "long double", PFC_TYPE, PFP_FP, DT_PF_FLOAT, 16, 1 },
	{ "Lg", "g", "long double", PFC_TYPE, PFP_FP, DT_PF_FLOAT, 16, 1 },
	{ "LG", "G", "long double", PFC_TYPE, PFP_FP, DT_PF_FLOAT, 16, 1 },
	{ "o", "o", pfproto_xint, PFC_XINT, PFP_UINT, 0, 0, 0 },
	{ "p", "x", pfproto_addr, PFC_ADDR, PFP_UINT, 0, 0, 0 },
	{ "s", "s", pfproto_cstr, PFC_STR, PFP_CSTR, 0, 0, 0 },
	{ "S", "s", pfproto_cstr, PFC_STR, PFP_ESTR, 0, 0, 0 },
	{ "T", "s", "int64_t", PFC_TIME, PFP_TIME822, 0, 0, 0 },
	{ "u", "u", pfproto_xint, PFC_XINT, PFP_UINT, 0, 0, 0 },
	{ "wc", "lc", "int", PFC_TYPE, PFP_SINT, DT_PF_INT, 4, 1 },
	{ "ws", "ls", pfproto_wstr, PFC_WSTR, PFP_WSTR, 0, 0, 0 },
	{ "x", "x", pfproto_xint, PFC_XINT, PFP_UINT, 0, 0, 0 },
	{ "X", "X", pfproto_xint, PFC_XINT, PFP_UINT, 0, 0, 0 },
	{ "Y", "s", "int64_t", PFC_TIME, PFP_TIME, 0, 0, 0 },
	{ "%", "%", "void", PFC_NONE, PFP_PCT, 0, 0, 0 },
};

static const pf_conv_t *
conv_lookup(const char *name)
{
	size_t i;

	for (i = 0; i < DT_ARRAY_SIZE(pf_convs); i++) {
		if (strcmp(pf_convs[i].name, name) == 0)
			return &pf_convs[i];
	}
	return NULL;
}

/*
 * The dictionary entry of a parsed conversion: size prefix + letter.
 * Memoised in pc_cache (1 + index, or -1 for none): the consumer formats
 * the same conversions once per record.
 */
static const pf_conv_t *
conv_of(const dt_pfconv_t *pc)
{
	char name[8];
	const pf_conv_t *cv;

	if (pc->pc_cache > 0)
		return &pf_convs[pc->pc_cache - 1];
	if (pc->pc_cache < 0 || pc->pc_conv == 0)
		return NULL;
	snprintf(name, sizeof(name), "%s%c", pc->pc_size, pc->pc_conv);
	cv = conv_lookup(name);
	((dt_pfconv_t *)pc)->pc_cache = cv != NULL ?
	    (int)(cv - pf_convs) + 1 : -1;
	return cv;
}

/* ------------------------------------------------------------- parse */

/*
 * Record flag 'c' of 'pc' once, at the position of its last occurrence,
 * so that pc_flags tells which of '-' and '0' came last.
 */
static void
flag_add(dt_pfconv_t *pc, char c)
{
	char *p = strchr(pc->pc_flags, c);
	size_t n;

	if (p != NULL)
		memmove(p, p + 1, strlen(p + 1) + 1);
	n = strlen(pc->pc_flags);
	if (n + 1 < sizeof(pc->pc_flags)) {
		pc->pc_flags[n] = c;
		pc->pc_flags[n + 1] = '\0';
	}
}

/*
 * conversion -> '%' { flag | digits | '.' | '*' | size } letter
 * Parse the directive whose '%' is at '*pp' (conversion number 'convno'
 * in messages) into 'pc'; on success leave '*pp' at its last character.
 * Mirrors libdtrace's dt_printf_create() state machine, including which
 * of '-' and '0' wins and its messages.
 */
static int
parse_conv(const char **pp, dt_pfconv_t *pc, int convno, char *err,
    size_t errlen)
{
	const char *p = *pp;
	const pf_conv_t *cv;
	char name[8];
	size_t namelen = 0;
	int dot = 0, digits = 0;
	char c;

	for (;;) {
		switch (c = *++p) {
		case '0': case '1': case '2': case '3': case '4':
		case '5': case '6': case '7': case '8': case '9': {
			long n = 0;

			if (dot == 0 && digits == 0 && c == '0') {
				flag_add(pc, '0');
				continue;
			}
			for (; c >= '0' && c <= '9'; c = *++p) {
				n = n * 10 + (c - '0');
				if (n > 65536)
					n = 65536;
			}
			if (dot)
				pc->pc_prec = (int)n;
			else
				pc->pc_width = (int)n;
			p--;
			digits++;
			continue;
		}
		case '#': case '+': case '-': case ' ': case '\'':
			flag_add(pc, c);
			continue;
		case '*':
			/* DTrace's message says "precision" for both. */
			if (dot ? pc->pc_star_prec : pc->pc_star_width) {
				snprintf(err, errlen, "format conversion #%d "
				    "has more than one '*' specified for the "
				    "output precision", convno);
				return -1;
			}
			if (dot)
				pc->pc_star_prec = 1;
			else
				pc->pc_star_width = 1;
			continue;
		case '.':
			if (dot++ != 0) {
				snprintf(err, errlen, "format conversion #%d "
				    "has more than one '.' specified", convno);
				return -1;
			}
			if (pc->pc_prec < 0)
				pc->pc_prec = 0;
			digits = 0;
			continue;
		case '?':
			pc->pc_width = 16;	/* pointer width, LP64 */
			pc->pc_qmark = 1;
			continue;
		case '@':
			pc->pc_agg = 1;
			continue;
		case '$':
			snprintf(err, errlen, "format conversion #%d uses "
			    "unsupported positional format (%%n$)", convno);
			return -1;
		case '%':
			if (p[-1] == '%') {
				name[namelen++] = c;
				name[namelen] = '\0';
				break;
			}
			snprintf(err, errlen, "format conversion #%d cannot be "
			    "combined with other format flags: %%%%", convno);
			return -1;
		case '\0':
			snprintf(err, errlen, "format conversion #%d name "
			    "expected before end of format string", convno);
			return -1;
		case 'h': case 'l': case 'L': case 'w':
			if (namelen < sizeof(name) - 2)
				name[namelen++] = c;
			continue;
		default:
			name[namelen++] = c;
			name[namelen] = '\0';
			break;
		}
		break;
	}

	if ((cv = conv_lookup(name)) == NULL) {
		snprintf(err, errlen, "format conversion #%d is undefined: "
		    "%%%s", convno, name);
		return -1;
	}
	pc->pc_conv = name[namelen - 1];
	memcpy(pc->pc_size, name, namelen - 1);
	pc->pc_size[namelen - 1] = '\0';
	*pp = p;
	return 0;
}

/* Append an empty directive to 'pf' and return it. */
static dt_pfconv_t *
conv_push(dt_pfmt_t *pf, int *cap)
{
	dt_pfconv_t *pc;

	if (pf->pf_nconv == *cap) {
		*cap = *cap ? *cap * 2 : 8;
		pf->pf_convs = dt_xrealloc(pf->pf_convs,
		    (size_t)*cap * sizeof(dt_pfconv_t));
	}
	pc = &pf->pf_convs[pf->pf_nconv++];
	memset(pc, 0, sizeof(*pc));
	pc->pc_width = -1;
	pc->pc_prec = -1;
	return pc;
}

int
dt_printf_parse(const char *fmt, dt_pfmt_t *pf, char *err, size_t errlen)
{
	const char *p, *q;
	int cap = 0, i;

	memset(pf, 0, sizeof(*pf));
	pf->pf_fmt = fmt;

	for (q = fmt; (p = strchr(q, '%')) != NULL; q = p + 1) {
		dt_pfconv_t *pc = conv_push(pf, &cap);

		pc->pc_text = q;
		pc->pc_textlen = (size_t)(p - q);
		if (parse_conv(&p, pc, pf->pf_nconv, err, errlen) != 0) {
			dt_printf_release(pf);
			return -1;
		}
	}

	/* Trailing text; an empty format is one empty directive. */
	if (*q != '\0' || *fmt == '\0') {
		dt_pfconv_t *pc = conv_push(pf, &cap);

		pc->pc_text = q;
		pc->pc_textlen = strlen(q);
	}

	for (i = 0; i < pf->pf_nconv; i++) {
		const dt_pfconv_t *pc = &pf->pf_convs[i];

		if (pc->pc_conv == 0 || pc->pc_conv == '%')
			continue;
		pf->pf_nargs += 1 + pc->pc_star_width + pc->pc_star_prec;
	}
	return 0;
}

void
dt_printf_release(dt_pfmt_t *pf)
{
	free(pf->pf_convs);
	pf->pf_convs = NULL;
	pf->pf_nconv = 0;
	pf->pf_nargs = 0;
}

/* ------------------------------------------------------------- check */

/* Does type 't' satisfy conversion 'cv' (libdtrace's pfc_check)? */
static int
conv_accepts(const pf_conv_t *cv, const dt_pftype_t *t)
{
	int isint = t->pt_kind == DT_PF_INT;

	switch (cv->check) {
	case PFC_NONE:
		return 1;
	case PFC_XINT:
		return isint;
	case PFC_CSI:
		return isint && t->pt_size <= 4;
	case PFC_FP:
		return t->pt_kind == DT_PF_FLOAT;
	case PFC_ADDR:
		return isint || t->pt_kind == DT_PF_PTR;
	case PFC_STR:
		return t->pt_kind == DT_PF_STRING ||
		    (t->pt_ischarptr && t->pt_kind != DT_PF_PTR);
	case PFC_WSTR:
		return t->pt_kind == DT_PF_OTHER && !t->pt_ischarptr;
	case PFC_STACK:
		return t->pt_name != NULL && strcmp(t->pt_name, "stack") == 0;
	case PFC_TIME:
		return isint && t->pt_size == 8;
	case PFC_TYPE:
		return t->pt_kind == cv->tkind && t->pt_size == cv->tsize &&
		    (cv->tkind != DT_PF_INT || !t->pt_signed == !cv->tsigned);
	case PFC_XSHORT:
		return isint && (t->pt_isshort || t->pt_size == 2);
	case PFC_XLONG:
		return isint && t->pt_islong;
	case PFC_XLONGLONG:
		return isint && (t->pt_islonglong || (t->pt_name != NULL &&
		    (strcmp(t->pt_name, "int64_t") == 0 ||
		    strcmp(t->pt_name, "uint64_t") == 0)));
	}
	return 0;
}

int
dt_printf_check(const char *func, const dt_pfconv_t *pc, int convno,
    int argno, const dt_pftype_t *t, char *err, size_t errlen)
{
	const pf_conv_t *cv = conv_of(pc);
	char vname[64];

	if (cv == NULL || cv->check == PFC_NONE || conv_accepts(cv, t))
		return 0;

	if (pc->pc_agg)
		snprintf(vname, sizeof(vname), "aggregating action");
	else
		snprintf(vname, sizeof(vname), "argument #%d", argno);
	snprintf(err, errlen, "%s( ) %s is incompatible with conversion #%d "
	    "prototype:\n\tconversion: %%%s\n\t prototype: %s\n\t  "
	    "argument: %s", func, vname, convno, cv->name, cv->proto,
	    t->pt_name != NULL ? t->pt_name : "");
	return -1;
}

int
dt_printf_validate(const char *func, const dt_pfmt_t *pf, int foff,
    const dt_pftype_t *args, int nargs, const dt_pftype_t *aggtype,
    int flags, char *err, size_t errlen)
{
	int i, j = 0;

	if (pf->pf_fmt[0] == '\0') {
		snprintf(err, errlen, "%s( ) format string is empty", func);
		return -1;
	}

	for (i = 0; i < pf->pf_nconv; i++) {
		const dt_pfconv_t *pc = &pf->pf_convs[i];
		const pf_conv_t *cv = conv_of(pc);
		const char *dyns[2];
		int dync = 0;

		if (cv == NULL || cv->check == PFC_NONE)
			continue;

		if (pc->pc_star_prec)
			dyns[dync++] = ".*";
		if (pc->pc_star_width)
			dyns[dync++] = "*";
		for (; dync != 0; dync--) {
			if (j >= nargs) {
				snprintf(err, errlen, "%s( ) prototype "
				    "mismatch: conversion #%d (%%%s) is "
				    "missing a corresponding \"%s\" argument",
				    func, i + 1, cv->name, dyns[dync - 1]);
				return -1;
			}
			if (args[j].pt_kind != DT_PF_INT) {
				snprintf(err, errlen, "%s( ) argument #%d is "
				    "incompatible with conversion #%d "
				    "prototype:\n\tconversion: %% %s %s\n\t "
				    "prototype: int\n\t  argument: %s", func,
				    j + foff + 1, i + 1, dyns[dync - 1],
				    cv->name, args[j].pt_name != NULL ?
				    args[j].pt_name : "");
				return -1;
			}
			j++;
		}

		if (pc->pc_agg) {
			if (!(flags & DT_PRINTF_AGGREGATION) ||
			    aggtype == NULL) {
				snprintf(err, errlen, "%%@ conversion requires "
				    "an aggregation and is not for use with "
				    "%s( )", func);
				return -1;
			}
			if (dt_printf_check(func, pc, i + 1, 0, aggtype,
			    err, errlen) != 0)
				return -1;
			continue;
		}
		if (j >= nargs) {
			snprintf(err, errlen, "%s( ) prototype mismatch: "
			    "conversion #%d (%%%s) is missing a corresponding "
			    "value argument", func, i + 1, cv->name);
			return -1;
		}
		if (dt_printf_check(func, pc, i + 1, j + foff + 1, &args[j],
		    err, errlen) != 0)
			return -1;
		j++;
	}

	if ((flags & DT_PRINTF_EXACTLEN) && j < nargs) {
		snprintf(err, errlen, "%s( ) prototype mismatch: only %d "
		    "arguments required by this format string", func, j);
		return -1;
	}
	return 0;
}

/* ------------------------------------------------------------ format */

/* Append printf output with a run-time format; keeps 'sb' terminated. */
static void
pf_emit(dt_strbuf_t *sb, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	dt_strbuf_vaddf(sb, fmt, ap);
	va_end(ap);
	if (sb->s != NULL)
		sb->s[sb->len] = '\0';	/* vsnprintf may fail midway */
}

/* The value sign-extended from its size (libdtrace pfprint_sint). */
static int64_t
val_signed(const dt_pfval_t *v)
{
	switch (v->pv_kind) {
	case DT_PF_INT:
	case DT_PF_PTR:
		break;
	case DT_PF_FLOAT:
		return (int64_t)v->pv_dbl;
	default:
		return 0;
	}
	switch (v->pv_size) {
	case 1:
		return (int8_t)v->pv_u;
	case 2:
		return (int16_t)v->pv_u;
	case 4:
		return (int32_t)v->pv_u;
	default:
		return (int64_t)v->pv_u;
	}
}

/* The value zero-extended from its size (libdtrace pfprint_uint). */
static uint64_t
val_unsigned(const dt_pfval_t *v)
{
	switch (v->pv_kind) {
	case DT_PF_INT:
	case DT_PF_PTR:
		break;
	case DT_PF_FLOAT:
		return (uint64_t)(int64_t)v->pv_dbl;
	default:
		return 0;
	}
	switch (v->pv_size) {
	case 1:
		return (uint8_t)v->pv_u;
	case 2:
		return (uint16_t)v->pv_u;
	case 4:
		return (uint32_t)v->pv_u;
	default:
		return v->pv_u;
	}
}

/* Effective flags of a directive: the later of '-' and '0' wins. */
typedef struct pf_flags {
	int alt, zpad, left, spos, group, space;
} pf_flags_t;

static pf_flags_t
flags_of(const dt_pfconv_t *pc)
{
	pf_flags_t f = { 0, 0, 0, 0, 0, 0 };
	const char *p;

	for (p = pc->pc_flags; *p != '\0'; p++) {
		switch (*p) {
		case '#':
			f.alt = 1;
			break;
		case '0':
			f.zpad = 1;
			f.left = 0;
			break;
		case '-':
			f.left = 1;
			f.zpad = 0;
			break;
		case '+':
			f.spos = 1;
			break;
		case '\'':
			f.group = 1;
			break;
		case ' ':
			f.space = 1;
			break;
		}
	}
	return f;
}

/*
 * Build into 'buf' the C format for one conversion: '%', the flags in
 * libdtrace's order, |'width'| (a negative width left-justifies), the
 * precision when positive, then 'ofmt' (size prefix included).
 */
static void
spec_build(char *buf, size_t len, const pf_flags_t *f, int width, int prec,
    const char *ofmt)
{
	char *p = buf;

	*p++ = '%';
	if (f->alt)
		*p++ = '#';
	if (f->zpad)
		*p++ = '0';
	if (width < 0 || f->left)
		*p++ = '-';
	if (f->spos)
		*p++ = '+';
	if (f->group)
		*p++ = '\'';
	if (f->space)
		*p++ = ' ';
	if (width == INT_MIN)
		width = INT_MAX;
	if (width != 0)
		p += sprintf(p, "%d", width < 0 ? -width : width);
	if (prec > 0)
		p += sprintf(p, ".%d", prec);
	snprintf(p, len - (size_t)(p - buf), "%s", ofmt);
}

/* A string value as a NUL-terminated heap copy (at most pv_len bytes). */
static char *
val_cstr(const dt_pfval_t *v)
{
	if (v->pv_kind != DT_PF_STRING && v->pv_kind != DT_PF_OTHER)
		return dt_xstrdup("");
	if (v->pv_str == NULL)
		return dt_xstrdup("");
	return dt_xstrndup(v->pv_str, strnlen(v->pv_str, v->pv_len));
}

/*
 * Escape 'n' bytes at 's' like libdtrace's strchr2esc(): C escapes for
 * \0 \a \b \f \n \r \t \v " \, \ooo for bytes outside '!'..'~' except
 * space; stop after the first NUL.
 */
static void
escape_str(dt_strbuf_t *out, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		const char *e = NULL;

		switch (c) {
		case '\0': e = "\\0"; break;
		case '\a': e = "\\a"; break;
		case '\b': e = "\\b"; break;
		case '\f': e = "\\f"; break;
		case '\n': e = "\\n"; break;
		case '\r': e = "\\r"; break;
		case '\t': e = "\\t"; break;
		case '\v': e = "\\v"; break;
		case '"': e = "\\\""; break;
		case '\\': e = "\\\\"; break;
		}
		if (e != NULL)
			dt_strbuf_adds(out, e);
		else if (c != ' ' && (c < '!' || c > '~'))
			dt_strbuf_addf(out, "\\%c%c%c", '0' + ((c >> 6) & 3),
			    '0' + ((c >> 3) & 7), '0' + (c & 7));
		else
			dt_strbuf_addc(out, c);
		if (c == '\0')
			break;
	}
}

static const char pf_days[7][4] = {
	"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"
};
static const char pf_months[12][4] = {
	"Jan", "Feb", "Mar", "Apr", "May", "Jun",
	"Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
};

/*
 * %Y: libdtrace takes ctime()'s "Tue Mar  5 14:03:07 2024\n" and moves
 * the year to the front; do the same slicing on the same layout.
 */
static void
fmt_time_y(char *buf, size_t len, uint64_t ns)
{
	char src[64];
	time_t sec = (time_t)(ns / 1000000000ULL);
	struct tm tm;
	size_t n, i, o = 0;

	if (localtime_r(&sec, &tm) == NULL) {
		buf[0] = '\0';
		return;
	}
	snprintf(src, sizeof(src), "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n",
	    pf_days[tm.tm_wday % 7], pf_months[tm.tm_mon % 12], tm.tm_mday,
	    tm.tm_hour, tm.tm_min, tm.tm_sec, 1900 + tm.tm_year);
	n = strlen(src);
	for (i = 20; i < 24 && i < n && o + 1 < len; i++)
		buf[o++] = src[i];
	for (i = 3; i < 19 && i < n && o + 1 < len; i++)
		buf[o++] = src[i];
	buf[o] = '\0';
}

/* %T: RFC 822 local time. */
static void
fmt_time_822(char *buf, size_t len, uint64_t ns)
{
	time_t sec = (time_t)(ns / 1000000000ULL);
	struct tm tm;

	buf[0] = '\0';
	if (localtime_r(&sec, &tm) != NULL &&
	    strftime(buf, len, "%a, %d %b %G %T %Z", &tm) == 0)
		buf[0] = '\0';
}

/* Symbol text of 'addr' through the callback, else "0x..." hex. */
static void
sym_text(dt_strbuf_t *out, const dt_pfcb_t *cb, uint64_t addr, int user)
{
	if (cb != NULL && cb->sym != NULL)
		cb->sym(cb->arg, out, addr, user);
	else
		dt_strbuf_addf(out, "0x%llx", (unsigned long long)addr);
	if (out->s == NULL)
		dt_strbuf_adds(out, "");
}

/*
 * %k: "\n", then per frame (up to the first zero PC) 'indent' blanks, the
 * frame text through format 'spec', "\n".  The indentation is the width
 * when '-' is given (or the width is a negative '*'), else 0.
 */
static void
fmt_stack(dt_strbuf_t *sb, const char *spec, int indent,
    const dt_pfval_t *v, const dt_pfcb_t *cb)
{
	dt_strbuf_t frame;
	size_t i, n = 0;

	dt_strbuf_adds(sb, "\n");
	if (v->pv_kind == DT_PF_OTHER && v->pv_str != NULL)
		n = v->pv_len / sizeof(uint64_t);
	dt_strbuf_init(&frame);
	for (i = 0; i < n; i++) {
		uint64_t pc;

		memcpy(&pc, v->pv_str + i * sizeof(uint64_t), sizeof(pc));
		if (pc == 0)
			break;
		dt_strbuf_clear(&frame);
		sym_text(&frame, cb, pc, v->pv_signed != 0);
		dt_strbuf_addpad(sb, ' ', (size_t)(indent > 0 ? indent : 0));
		pf_emit(sb, spec, frame.s);
		dt_strbuf_adds(sb, "\n");
	}
	dt_strbuf_release(&frame);
}

/* %ls: the value's 32-bit elements as a wide string. */
static void
fmt_wstr(dt_strbuf_t *sb, const char *spec, const dt_pfval_t *v)
{
	size_t n = 0, i;
	wchar_t *ws;

	if ((v->pv_kind == DT_PF_OTHER || v->pv_kind == DT_PF_STRING) &&
	    v->pv_str != NULL)
		n = v->pv_len / sizeof(int32_t);
	ws = dt_xcalloc(n + 1, sizeof(wchar_t));
	for (i = 0; i < n; i++) {
		int32_t w;

		memcpy(&w, v->pv_str + i * sizeof(int32_t), sizeof(w));
		ws[i] = (wchar_t)w;
	}
	pf_emit(sb, spec, ws);
	free(ws);
}

/* Decimal digits of 'u' at the end of 'end' (backwards); the start. */
static char *
utoa_rev(char *end, unsigned long long u)
{
	do {
		*--end = (char)('0' + u % 10);
		u /= 10;
	} while (u != 0);
	return end;
}

/*
 * The common conversions without flags, width or precision (%d %i %u
 * %ld %lu %lld %llu %s) written directly, without building a C format
 * and going through vsnprintf: the consumer's hot path for printf()
 * records.  Returns 0 when the general path must do it.
 */
static int
fmt_plain(dt_strbuf_t *sb, const pf_conv_t *cv, const dt_pfval_t *v)
{
	char buf[24], *p, *end = buf + sizeof(buf);
	const char *o = cv->ofmt;

	switch (cv->print) {
	case PFP_DINT:
	case PFP_SINT:
		if (!((o[0] == 'd' || o[0] == 'i') && o[1] == '\0'))
			return 0;
		if (cv->print == PFP_DINT &&
		    !(v->pv_kind == DT_PF_INT && v->pv_signed)) {
			p = utoa_rev(end, val_unsigned(v));
		} else {
			int64_t x = val_signed(v);

			p = utoa_rev(end, x < 0 ? 0 - (unsigned long long)x :
			    (unsigned long long)x);
			if (x < 0)
				*--p = '-';
		}
		break;
	case PFP_UINT:
		if (!(o[0] == 'u' && o[1] == '\0'))
			return 0;
		p = utoa_rev(end, val_unsigned(v));
		break;
	case PFP_CSTR:
		if ((v->pv_kind == DT_PF_STRING || v->pv_kind == DT_PF_OTHER) &&
		    v->pv_str != NULL)
			dt_strbuf_add(sb, v->pv_str, strnlen(v->pv_str,
			    v->pv_len));
		else
			dt_strbuf_adds(sb, "");
		return 1;
	default:
		return 0;
	}
	dt_strbuf_add(sb, p, (size_t)(end - p));
	return 1;
}

/* Render one conversion 'cv' of 'pc' with value 'v'. */
static void
fmt_conv(dt_strbuf_t *sb, const dt_pfconv_t *pc, const pf_conv_t *cv,
    int width, int prec, int dynwidth, const dt_pfval_t *v,
    const dt_pfcb_t *cb)
{
	pf_flags_t f;
	char spec[64], ofmt[8], buf[128];
	dt_strbuf_t tmp;
	char *s;

	if (pc->pc_flags[0] == '\0' && width == 0 && prec == 0 &&
	    fmt_plain(sb, cv, v))
		return;
	f = flags_of(pc);
	switch (cv->print) {
	case PFP_PCT:
		dt_strbuf_addc(sb, '%');
		return;
	case PFP_DINT:
		if (v->pv_kind == DT_PF_INT && v->pv_signed) {
			snprintf(ofmt, sizeof(ofmt), "ll%s", cv->ofmt);
			spec_build(spec, sizeof(spec), &f, width, prec, ofmt);
			pf_emit(sb, spec, (long long)val_signed(v));
		} else {
			spec_build(spec, sizeof(spec), &f, width, prec, "llu");
			pf_emit(sb, spec, (unsigned long long)val_unsigned(v));
		}
		return;
	case PFP_SINT:
		if (strcmp(cv->ofmt, "c") == 0) {
			spec_build(spec, sizeof(spec), &f, width, prec, "c");
			pf_emit(sb, spec, (int)val_signed(v));
		} else if (strcmp(cv->ofmt, "lc") == 0) {
			spec_build(spec, sizeof(spec), &f, width, prec, "lc");
			pf_emit(sb, spec, (wint_t)val_signed(v));
		} else {
			snprintf(ofmt, sizeof(ofmt), "ll%s", cv->ofmt);
			spec_build(spec, sizeof(spec), &f, width, prec, ofmt);
			pf_emit(sb, spec, (long long)val_signed(v));
		}
		return;
	case PFP_UINT:
		snprintf(ofmt, sizeof(ofmt), "ll%s", cv->ofmt);
		spec_build(spec, sizeof(spec), &f, width, prec, ofmt);
		pf_emit(sb, spec, (unsigned long long)val_unsigned(v));
		return;
	case PFP_FP:
		if (v->pv_kind == DT_PF_FLOAT && v->pv_size == 16) {
			/* long double, with its own precision */
			snprintf(ofmt, sizeof(ofmt), "L%s", cv->ofmt);
			spec_build(spec, sizeof(spec), &f, width, prec, ofmt);
			pf_emit(sb, spec, v->pv_ldbl);
			return;
		}
		spec_build(spec, sizeof(spec), &f, width, prec, cv->ofmt);
		pf_emit(sb, spec, v->pv_kind == DT_PF_FLOAT ? v->pv_dbl :
		    (double)val_signed(v));
		return;
	case PFP_WSTR:
		spec_build(spec, sizeof(spec), &f, width, prec, "ls");
		fmt_wstr(sb, spec, v);
		return;
	case PFP_STACK: {
		int indent;

		if (dynwidth < 0)
			indent = -dynwidth;
		else if (f.left)
			indent = width;
		else
			indent = 0;
		/* With '-' the width is the indentation, not a field. */
		spec_build(spec, sizeof(spec), &f, f.left ? 0 : width, prec,
		    "s");
		fmt_stack(sb, spec, indent, v, cb);
		return;
	}
	default:
		break;
	}

	/* The rest render a string through "%<flags><width><prec>s". */
	spec_build(spec, sizeof(spec), &f, width, prec, "s");
	dt_strbuf_init(&tmp);
	switch (cv->print) {
	case PFP_ADDR:
	case PFP_UADDR:
		sym_text(&tmp, cb, val_unsigned(v), cv->print == PFP_UADDR);
		s = tmp.s;
		break;
	case PFP_ECHR:
		buf[0] = (char)val_signed(v);
		escape_str(&tmp, buf, 1);
		s = tmp.s;
		break;
	case PFP_ESTR:
		if ((v->pv_kind == DT_PF_STRING || v->pv_kind == DT_PF_OTHER) &&
		    v->pv_str != NULL)
			escape_str(&tmp, v->pv_str, v->pv_len);
		dt_strbuf_adds(&tmp, "");
		s = tmp.s;
		break;
	case PFP_TIME:
		fmt_time_y(buf, sizeof(buf), val_unsigned(v));
		s = buf;
		break;
	case PFP_TIME822:
		fmt_time_822(buf, sizeof(buf), val_unsigned(v));
		s = buf;
		break;
	default:	/* PFP_CSTR */
		s = val_cstr(v);
		pf_emit(sb, spec, s);
		free(s);
		return;
	}
	pf_emit(sb, spec, s);
	dt_strbuf_release(&tmp);
}

/* A '*' argument: the value truncated to int (libdtrace getint). */
static int
val_int(const dt_pfval_t *v)
{
	return (int)val_signed(v);
}

void
dt_printf_format(dt_strbuf_t *sb, const dt_pfmt_t *pf,
    const dt_pfval_t *vals, int nvals, const dt_pfcb_t *cb)
{
	int i, vi = 0;

	dt_strbuf_adds(sb, "");
	for (i = 0; i < pf->pf_nconv; i++) {
		const dt_pfconv_t *pc = &pf->pf_convs[i];
		const pf_conv_t *cv;
		int width, prec, dynwidth = 0;

		dt_strbuf_add(sb, pc->pc_text, pc->pc_textlen);
		if ((cv = conv_of(pc)) == NULL)
			continue;
		if (cv->print == PFP_PCT) {
			dt_strbuf_addc(sb, '%');
			continue;
		}
		width = pc->pc_width > 0 ? pc->pc_width : 0;
		prec = pc->pc_prec > 0 ? pc->pc_prec : 0;
		if (pc->pc_star_width) {
			if (vi >= nvals)
				return;
			width = dynwidth = val_int(&vals[vi++]);
		}
		if (pc->pc_star_prec) {
			if (vi >= nvals)
				return;
			prec = val_int(&vals[vi++]);
		}
		if (vi >= nvals)
			return;
		/* bound field sizes: a run-time '*' of 2^31 must not build a
		   2 GB line (nor overflow when negated) */
#define PF_MAXFIELD	65536
		width = DT_MAX(DT_MIN(width, PF_MAXFIELD), -PF_MAXFIELD);
		dynwidth = DT_MAX(DT_MIN(dynwidth, PF_MAXFIELD), -PF_MAXFIELD);
		prec = DT_MAX(DT_MIN(prec, PF_MAXFIELD), -PF_MAXFIELD);
		fmt_conv(sb, pc, cv, width, prec, dynwidth, &vals[vi++], cb);
	}
}

double
dt_pf_float_bits(uint64_t bits, int size)
{
	double d;

	if (size == 4) {
		uint32_t w = (uint32_t)bits;
		float f;

		memcpy(&f, &w, sizeof(f));
		return f;
	}
	memcpy(&d, &bits, sizeof(d));
	return d;
}

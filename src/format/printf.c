/*
 * printf.c - printf()/printa() formats at compile time: parsing, DTrace's
 * conversion dictionary and the type checks of arguments, with DTrace's
 * messages byte for byte.  Interface: format.h.  The parsed format is kept
 * in the program object and rendered by output/printf.c, which finds each
 * conversion's dictionary entry through dt_printf_dict().
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "format.h"

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
static const dt_pfdict_t pf_convs[] = {
	{ "a", "s", pfproto_addr, DT_PFC_ADDR, DT_PFP_ADDR, 0, 0, 0 },
	{ "A", "s", pfproto_uaddr, DT_PFC_ADDR, DT_PFP_UADDR, 0, 0, 0 },
	{ "c", "c", pfproto_csi, DT_PFC_CSI, DT_PFP_SINT, 0, 0, 0 },
	{ "C", "s", pfproto_csi, DT_PFC_CSI, DT_PFP_ECHR, 0, 0, 0 },
	{ "d", "d", pfproto_xint, DT_PFC_XINT, DT_PFP_DINT, 0, 0, 0 },
	{ "e", "e", pfproto_fp, DT_PFC_FP, DT_PFP_FP, 0, 0, 0 },
	{ "E", "E", pfproto_fp, DT_PFC_FP, DT_PFP_FP, 0, 0, 0 },
	{ "f", "f", pfproto_fp, DT_PFC_FP, DT_PFP_FP, 0, 0, 0 },
	{ "g", "g", pfproto_fp, DT_PFC_FP, DT_PFP_FP, 0, 0, 0 },
	{ "G", "G", pfproto_fp, DT_PFC_FP, DT_PFP_FP, 0, 0, 0 },
	{ "hd", "d", "short", DT_PFC_TYPE, DT_PFP_SINT, DT_PF_INT, 2, 1 },
	{ "hi", "i", "short", DT_PFC_TYPE, DT_PFP_SINT, DT_PF_INT, 2, 1 },
	{ "ho", "o", "unsigned short", DT_PFC_TYPE, DT_PFP_UINT,
	    DT_PF_INT, 2, 0 },
	{ "hu", "u", "unsigned short", DT_PFC_TYPE, DT_PFP_UINT,
	    DT_PF_INT, 2, 0 },
	{ "hx", "x", "short", DT_PFC_XSHORT, DT_PFP_UINT, 0, 0, 0 },
	{ "hX", "X", "short", DT_PFC_XSHORT, DT_PFP_UINT, 0, 0, 0 },
	{ "i", "i", pfproto_xint, DT_PFC_XINT, DT_PFP_DINT, 0, 0, 0 },
	{ "k", "s", "stack", DT_PFC_STACK, DT_PFP_STACK, 0, 0, 0 },
	{ "lc", "lc", "int", DT_PFC_TYPE, DT_PFP_SINT, DT_PF_INT, 4, 1 },
	{ "ld", "d", "long", DT_PFC_TYPE, DT_PFP_SINT, DT_PF_INT, 8, 1 },
	{ "li", "i", "long", DT_PFC_TYPE, DT_PFP_SINT, DT_PF_INT, 8, 1 },
	{ "lo", "o", "unsigned long", DT_PFC_TYPE, DT_PFP_UINT,
	    DT_PF_INT, 8, 0 },
	{ "lu", "u", "unsigned long", DT_PFC_TYPE, DT_PFP_UINT,
	    DT_PF_INT, 8, 0 },
	{ "ls", "ls", pfproto_wstr, DT_PFC_WSTR, DT_PFP_WSTR, 0, 0, 0 },
	{ "lx", "x", "long", DT_PFC_XLONG, DT_PFP_UINT, 0, 0, 0 },
	{ "lX", "X", "long", DT_PFC_XLONG, DT_PFP_UINT, 0, 0, 0 },
	{ "lld", "d", "long long", DT_PFC_TYPE, DT_PFP_SINT, DT_PF_INT, 8, 1 },
	{ "lli", "i", "long long", DT_PFC_TYPE, DT_PFP_SINT, DT_PF_INT, 8, 1 },
	{ "llo", "o", "unsigned long long", DT_PFC_TYPE, DT_PFP_UINT,
	    DT_PF_INT, 8, 0 },
	{ "llu", "u", "unsigned long long", DT_PFC_TYPE, DT_PFP_UINT,
	    DT_PF_INT, 8, 0 },
	{ "llx", "x", "long long", DT_PFC_XLONGLONG, DT_PFP_UINT, 0, 0, 0 },
	{ "llX", "X", "long long", DT_PFC_XLONGLONG, DT_PFP_UINT, 0, 0, 0 },
	{ "Le", "e", "long double", DT_PFC_TYPE, DT_PFP_FP,
	    DT_PF_FLOAT, 16, 1 },
	{ "LE", "E", "long double", DT_PFC_TYPE, DT_PFP_FP,
	    DT_PF_FLOAT, 16, 1 },
	{ "Lf", "f", "long double", DT_PFC_TYPE, DT_PFP_FP,
	    DT_PF_FLOAT, 16, 1 },
	{ "Lg", "g", "long double", DT_PFC_TYPE, DT_PFP_FP,
	    DT_PF_FLOAT, 16, 1 },
	{ "LG", "G", "long double", DT_PFC_TYPE, DT_PFP_FP,
	    DT_PF_FLOAT, 16, 1 },
	{ "o", "o", pfproto_xint, DT_PFC_XINT, DT_PFP_UINT, 0, 0, 0 },
	{ "p", "x", pfproto_addr, DT_PFC_ADDR, DT_PFP_UINT, 0, 0, 0 },
	{ "s", "s", pfproto_cstr, DT_PFC_STR, DT_PFP_CSTR, 0, 0, 0 },
	{ "S", "s", pfproto_cstr, DT_PFC_STR, DT_PFP_ESTR, 0, 0, 0 },
	{ "T", "s", "int64_t", DT_PFC_TIME, DT_PFP_TIME822, 0, 0, 0 },
	{ "u", "u", pfproto_xint, DT_PFC_XINT, DT_PFP_UINT, 0, 0, 0 },
	{ "wc", "lc", "int", DT_PFC_TYPE, DT_PFP_SINT, DT_PF_INT, 4, 1 },
	{ "ws", "ls", pfproto_wstr, DT_PFC_WSTR, DT_PFP_WSTR, 0, 0, 0 },
	{ "x", "x", pfproto_xint, DT_PFC_XINT, DT_PFP_UINT, 0, 0, 0 },
	{ "X", "X", pfproto_xint, DT_PFC_XINT, DT_PFP_UINT, 0, 0, 0 },
	{ "Y", "s", "int64_t", DT_PFC_TIME, DT_PFP_TIME, 0, 0, 0 },
	{ "%", "%", "void", DT_PFC_NONE, DT_PFP_PCT, 0, 0, 0 },
};

static const dt_pfdict_t *
conv_lookup(const char *name)
{
	size_t i;

	for (i = 0; i < DT_ARRAY_SIZE(pf_convs); i++) {
		if (strcmp(pf_convs[i].pd_name, name) == 0)
			return &pf_convs[i];
	}
	return NULL;
}

/* Size prefix + letter; pc_cache holds 1 + index, or -1 for none. */
const dt_pfdict_t *
dt_printf_dict(const dt_pfconv_t *pc)
{
	char name[8];
	const dt_pfdict_t *cv;

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
	const dt_pfdict_t *cv;
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
conv_accepts(const dt_pfdict_t *cv, const dt_pftype_t *t)
{
	int isint = t->pt_kind == DT_PF_INT;

	switch (cv->pd_check) {
	case DT_PFC_NONE:
		return 1;
	case DT_PFC_XINT:
		return isint;
	case DT_PFC_CSI:
		return isint && t->pt_size <= 4;
	case DT_PFC_FP:
		return t->pt_kind == DT_PF_FLOAT;
	case DT_PFC_ADDR:
		return isint || t->pt_kind == DT_PF_PTR;
	case DT_PFC_STR:
		return t->pt_kind == DT_PF_STRING ||
		    (t->pt_ischarptr && t->pt_kind != DT_PF_PTR);
	case DT_PFC_WSTR:
		return t->pt_kind == DT_PF_OTHER && !t->pt_ischarptr;
	case DT_PFC_STACK:
		return t->pt_name != NULL && strcmp(t->pt_name, "stack") == 0;
	case DT_PFC_TIME:
		return isint && t->pt_size == 8;
	case DT_PFC_TYPE:
		return t->pt_kind == cv->pd_tkind &&
		    t->pt_size == cv->pd_tsize && (cv->pd_tkind != DT_PF_INT ||
		    !t->pt_signed == !cv->pd_tsigned);
	case DT_PFC_XSHORT:
		return isint && (t->pt_isshort || t->pt_size == 2);
	case DT_PFC_XLONG:
		return isint && t->pt_islong;
	case DT_PFC_XLONGLONG:
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
	const dt_pfdict_t *cv = dt_printf_dict(pc);
	char vname[64];

	if (cv == NULL || cv->pd_check == DT_PFC_NONE || conv_accepts(cv, t))
		return 0;

	if (pc->pc_agg)
		snprintf(vname, sizeof(vname), "aggregating action");
	else
		snprintf(vname, sizeof(vname), "argument #%d", argno);
	snprintf(err, errlen, "%s( ) %s is incompatible with conversion #%d "
	    "prototype:\n\tconversion: %%%s\n\t prototype: %s\n\t  "
	    "argument: %s", func, vname, convno, cv->pd_name, cv->pd_proto,
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
		const dt_pfdict_t *cv = dt_printf_dict(pc);
		const char *dyns[2];
		int dync = 0;

		if (cv == NULL || cv->pd_check == DT_PFC_NONE)
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
				    func, i + 1, cv->pd_name, dyns[dync - 1]);
				return -1;
			}
			if (args[j].pt_kind != DT_PF_INT) {
				snprintf(err, errlen, "%s( ) argument #%d is "
				    "incompatible with conversion #%d "
				    "prototype:\n\tconversion: %% %s %s\n\t "
				    "prototype: int\n\t  argument: %s", func,
				    j + foff + 1, i + 1, dyns[dync - 1],
				    cv->pd_name, args[j].pt_name != NULL ?
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
			    "value argument", func, i + 1, cv->pd_name);
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


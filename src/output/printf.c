/*
 * printf.c - printf()/printa() output: formatting of captured values at
 * consume time with a format parsed at compile time (format/printf.c
 * parses it and holds the conversion dictionary).  Interface: output.h
 * (stage: consumer -> output).
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
fmt_plain(dt_strbuf_t *sb, const dt_pfdict_t *cv, const dt_pfval_t *v)
{
	char buf[24], *p, *end = buf + sizeof(buf);
	const char *o = cv->pd_ofmt;

	switch (cv->pd_print) {
	case DT_PFP_DINT:
	case DT_PFP_SINT:
		if (!((o[0] == 'd' || o[0] == 'i') && o[1] == '\0'))
			return 0;
		if (cv->pd_print == DT_PFP_DINT &&
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
	case DT_PFP_UINT:
		if (!(o[0] == 'u' && o[1] == '\0'))
			return 0;
		p = utoa_rev(end, val_unsigned(v));
		break;
	case DT_PFP_CSTR:
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
fmt_conv(dt_strbuf_t *sb, const dt_pfconv_t *pc, const dt_pfdict_t *cv,
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
	switch (cv->pd_print) {
	case DT_PFP_PCT:
		dt_strbuf_addc(sb, '%');
		return;
	case DT_PFP_DINT:
		if (v->pv_kind == DT_PF_INT && v->pv_signed) {
			snprintf(ofmt, sizeof(ofmt), "ll%s", cv->pd_ofmt);
			spec_build(spec, sizeof(spec), &f, width, prec, ofmt);
			pf_emit(sb, spec, (long long)val_signed(v));
		} else {
			spec_build(spec, sizeof(spec), &f, width, prec, "llu");
			pf_emit(sb, spec, (unsigned long long)val_unsigned(v));
		}
		return;
	case DT_PFP_SINT:
		if (strcmp(cv->pd_ofmt, "c") == 0) {
			spec_build(spec, sizeof(spec), &f, width, prec, "c");
			pf_emit(sb, spec, (int)val_signed(v));
		} else if (strcmp(cv->pd_ofmt, "lc") == 0) {
			spec_build(spec, sizeof(spec), &f, width, prec, "lc");
			pf_emit(sb, spec, (wint_t)val_signed(v));
		} else {
			snprintf(ofmt, sizeof(ofmt), "ll%s", cv->pd_ofmt);
			spec_build(spec, sizeof(spec), &f, width, prec, ofmt);
			pf_emit(sb, spec, (long long)val_signed(v));
		}
		return;
	case DT_PFP_UINT:
		snprintf(ofmt, sizeof(ofmt), "ll%s", cv->pd_ofmt);
		spec_build(spec, sizeof(spec), &f, width, prec, ofmt);
		pf_emit(sb, spec, (unsigned long long)val_unsigned(v));
		return;
	case DT_PFP_FP:
		if (v->pv_kind == DT_PF_FLOAT && v->pv_size == 16) {
			/* long double, with its own precision */
			snprintf(ofmt, sizeof(ofmt), "L%s", cv->pd_ofmt);
			spec_build(spec, sizeof(spec), &f, width, prec, ofmt);
			pf_emit(sb, spec, v->pv_ldbl);
			return;
		}
		spec_build(spec, sizeof(spec), &f, width, prec, cv->pd_ofmt);
		pf_emit(sb, spec, v->pv_kind == DT_PF_FLOAT ? v->pv_dbl :
		    (double)val_signed(v));
		return;
	case DT_PFP_WSTR:
		spec_build(spec, sizeof(spec), &f, width, prec, "ls");
		fmt_wstr(sb, spec, v);
		return;
	case DT_PFP_STACK: {
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
	switch (cv->pd_print) {
	case DT_PFP_ADDR:
	case DT_PFP_UADDR:
		sym_text(&tmp, cb, val_unsigned(v),
		    cv->pd_print == DT_PFP_UADDR);
		s = tmp.s;
		break;
	case DT_PFP_ECHR:
		buf[0] = (char)val_signed(v);
		escape_str(&tmp, buf, 1);
		s = tmp.s;
		break;
	case DT_PFP_ESTR:
		if ((v->pv_kind == DT_PF_STRING || v->pv_kind == DT_PF_OTHER) &&
		    v->pv_str != NULL)
			escape_str(&tmp, v->pv_str, v->pv_len);
		dt_strbuf_adds(&tmp, "");
		s = tmp.s;
		break;
	case DT_PFP_TIME:
		fmt_time_y(buf, sizeof(buf), val_unsigned(v));
		s = buf;
		break;
	case DT_PFP_TIME822:
		fmt_time_822(buf, sizeof(buf), val_unsigned(v));
		s = buf;
		break;
	default:	/* DT_PFP_CSTR */
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
		const dt_pfdict_t *cv;
		int width, prec, dynwidth = 0;

		dt_strbuf_add(sb, pc->pc_text, pc->pc_textlen);
		if ((cv = dt_printf_dict(pc)) == NULL)
			continue;
		if (cv->pd_print == DT_PFP_PCT) {
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

/*
 * aggpack.c - the packed aggregation displays of illumos and FreeBSD
 * (docs/output.md §6.6): -x agghist (scalar aggregations drawn as one
 * histogram whose rows are the keys) and -x aggpack (a quantize or
 * lquantize histogram on one line, one glyph per bucket), with their
 * header lines.  Stage: consumer -> output.  Interface: output.h.
 */
#include <stdlib.h>
#include <string.h>

#include "output_int.h"

/* Digits of a bucket label as libdtrace counts them: at least 4. */
static int
ndigits(long long v)
{
	int n = 1;
	long long cmp = 10;

	if (v < 0) {
		v = v == INT64_MIN ? INT64_MAX : -v;
		n++;
	}
	/* strictly greater: 10 counts as one digit, as in libdtrace */
	while (v > cmp && cmp > 0) {
		n++;
		cmp *= 10;
	}
	return n < 4 ? 4 : n;
}

int
dt_fmt_packed_width(size_t keysize)
{
	switch (keysize) {
	case 1: return 3;
	case 2: return 5;
	case 4: return 8;
	default: return 16;
	}
}

void
dt_fmt_agg_key_string_packed(dt_strbuf_t *sb, const char *s, size_t cap)
{
	size_t n = strnlen(s, cap), i;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (!((c >= 0x20 && c <= 0x7e) || (c >= '\t' && c <= '\r') ||
		    c == '\b' || c == '\a'))
			break;
	}
	if (i < n || n == 0) {
		/* not a plain string: the byte-stream rule */
		dt_output_bytes(sb, s, cap, 16, 0);
		return;
	}
	if (n == cap) {
		/* printable to the end, no terminator */
		dt_strbuf_addf(sb, "  %-16.*s", (int)n, s);
		return;
	}
	dt_strbuf_addf(sb, " %16.*s", (int)n, s);
}

void
dt_fmt_agghist_header(dt_strbuf_t *sb, int width)
{
	dt_strbuf_addf(sb, "\n%*s %41s %-9s\n", width ? width : 16,
	    width ? "key" : "value",
	    "------------- Distribution -------------", "count");
}

/* Whether aggpack draws UTF-8 blocks (illumos: unless TERM is primitive). */
static int
pack_utf8(void)
{
	const char *term;

	switch (dt_fmt_hist_encoding()) {
	case DT_ENC_ASCII:
		return 0;
	case DT_ENC_UTF8:
		return 1;
	default:
		term = getenv("TERM");
		return !(term != NULL && (strcmp(term, "sun") == 0 ||
		    strcmp(term, "sun-color") == 0 ||
		    strcmp(term, "dumb") == 0));
	}
}

/* One bucket's glyph: blank for 0, "vvvvVV" below 0, rising blocks above. */
static void
pack_glyph(dt_strbuf_t *sb, long double v, long double total, int utf8)
{
	static const char ascii[] = "__xxxxXX", neg[] = "vvvvVV";
	long double x;

	if (v == 0) {
		dt_strbuf_addc(sb, ' ');
		return;
	}
	if (v < 0) {
		x = -(v * (long double)(sizeof(neg) - 2)) / total;
		dt_strbuf_addc(sb, neg[(unsigned)(x + 0.5)]);
		return;
	}
	if (utf8) {
		dt_fmt_utf8(sb, 0x2581 + (unsigned)(v * 7 / total + 0.5));
		return;
	}
	x = v * (long double)(sizeof(ascii) - 2) / total;
	dt_strbuf_addc(sb, ascii[(unsigned)(x + 0.5)]);
}

/* The displayed quantize range: one bucket either side of the data. */
static void
quant_range(int *minbin, int *maxbin)
{
	if (*minbin != 0 && *minbin != DT_QUANTIZE_ZERO)
		(*minbin)--;
	if (*maxbin < DT_QUANTIZE_NBUCKETS - 1)
		(*maxbin)++;
}

void
dt_fmt_aggpack_header(dt_strbuf_t *sb, int width, const dt_lquant_t *lq,
    int minbin, int maxbin)
{
	int minw, maxw, i;

	if (lq == NULL) {
		quant_range(&minbin, &maxbin);
		minw = ndigits(dt_quantize_value(minbin));
		maxw = ndigits(dt_quantize_value(maxbin));
	} else {
		/* every bucket: underflow .. overflow, labels 8 wide */
		minbin = 1;
		maxbin = lq->lq_levels + 2;
		maxw = 8;
		minw = 7;
	}
	dt_strbuf_addf(sb, "\n%*s %*s .", width, width > 0 ? "key" : "",
	    minw, "min");
	for (i = minbin; i <= maxbin; i++)
		dt_strbuf_addc(sb, '-');
	dt_strbuf_addf(sb, ". %*s | count\n", -maxw, "max");
}

static void
pack_row(dt_strbuf_t *sb, const int64_t *counts, int first, int last)
{
	long double total = 0;
	int utf8 = pack_utf8(), i;

	for (i = first; i <= last; i++)
		dt_fmt_hist_total(&total, (long double)counts[i]);
	for (i = first; i <= last; i++)
		pack_glyph(sb, (long double)counts[i], total, utf8);
}

static long long
pack_count(const int64_t *counts, int first, int last)
{
	long double n = 0;
	int i;

	for (i = first; i <= last; i++)
		n += (long double)counts[i];
	return (long long)n;
}

void
dt_fmt_quantize_packed(dt_strbuf_t *sb, const int64_t *counts, int minbin,
    int maxbin)
{
	int64_t lo, hi;

	quant_range(&minbin, &maxbin);
	lo = dt_quantize_value(minbin);
	hi = dt_quantize_value(maxbin);
	dt_strbuf_addf(sb, " %*lld :", ndigits(lo), (long long)lo);
	pack_row(sb, counts, minbin, maxbin);
	dt_strbuf_addf(sb, ": %*lld | %lld\n", -ndigits(hi), (long long)hi,
	    pack_count(counts, minbin, maxbin));
}

void
dt_fmt_lquantize_packed(dt_strbuf_t *sb, const dt_lquant_t *lq,
    const int64_t *counts)
{
	int last = lq->lq_levels + 1;
	char c[32];

	snprintf(c, sizeof(c), "< %d", (int)lq->lq_base);
	dt_strbuf_addf(sb, "%8s :", c);
	pack_row(sb, counts, 0, last);
	snprintf(c, sizeof(c), ">= %d", (int)((int64_t)lq->lq_base +
	    (int64_t)lq->lq_levels * lq->lq_step));
	dt_strbuf_addf(sb, ": %-8s | %lld\n", c, pack_count(counts, 0, last));
}

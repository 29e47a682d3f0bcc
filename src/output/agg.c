/*
 * agg.c - aggregation output (docs/output.md §6): default-format key and
 * value fields, histogram rendering and the value ordering of histograms
 * (the bucket arithmetic is format/quant.c's).
 * Stage: consumer -> output.  Interface: output.h.  Bars use long double
 * as libdtrace does, so rounding matches; no libm.
 */
#include <string.h>

#include "output_int.h"

/* ------------------------------------------------------------- fields */

void
dt_fmt_agg_key_int(dt_strbuf_t *sb, uint64_t v, int size, int is_signed)
{
	switch (size) {
	case 8:
		dt_strbuf_addf(sb, " %16lld", (long long)v);
		break;
	case 4:
		dt_strbuf_addf(sb, " %8d", (int)(uint32_t)v);
		break;
	case 2:
		dt_strbuf_addf(sb, " %5d", (int)(uint16_t)v);
		break;
	case 1:
		dt_strbuf_addf(sb, " %3d", (int)(uint8_t)v);
		break;
	default:
		if (size > 0)
			dt_output_bytes(sb, &v, (size_t)size < sizeof(v) ?
			    (size_t)size : sizeof(v), 50, 0);
		break;
	}
}

void
dt_fmt_agg_key_string(dt_strbuf_t *sb, const char *s, size_t cap)
{
	dt_output_bytes(sb, s, cap, 50, 0);
}

void
dt_fmt_agg_value(dt_strbuf_t *sb, int64_t v)
{
	dt_strbuf_addf(sb, " %16lld", (long long)v);
}

int64_t
dt_agg_normalize(int64_t v, uint64_t normal)
{
	if (normal == 0)
		normal = 1;
	return (int64_t)((uint64_t)v / normal);
}

/* --------------------------------------------------------- histograms */

static const char hist_ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
static const char hist_spaces[] = "                                        ";

static void
hist_header(dt_strbuf_t *sb)
{
	dt_strbuf_addf(sb, "\n%16s %41s %-9s\n", "value",
	    "------------- Distribution -------------", "count");
}

/* Sign and size summary of the displayed rows [first, last]. */
typedef struct hist_sum {
	long double total;	/* sum of |count| */
	int positives;
	int negatives;
} hist_sum_t;

/* -x aggzoom and -x encoding, for every histogram (dt_fmt_hist_setopts). */
static int hist_zoom, hist_enc;

void
dt_fmt_hist_setopts(int aggzoom, int encoding)
{
	hist_zoom = aggzoom;
	hist_enc = encoding;
}

int
dt_fmt_hist_zoom(void)
{
	return hist_zoom;
}

int
dt_fmt_hist_encoding(void)
{
	return hist_enc;
}

/*
 * Add |v| to a bar total: a sum, or with aggzoom the largest |v|/0.95
 * so that the tallest bar is about 38 of 40 (libdtrace's quantize total).
 */
void
dt_fmt_hist_total(long double *total, long double v)
{
	if (v < 0)
		v = -v;
	if (!hist_zoom) {
		*total += v;
		return;
	}
	v *= 1 / 0.95;
	if (*total < v)
		*total = v;
}

static hist_sum_t
hist_summary(const int64_t *counts, int first, int last)
{
	hist_sum_t hs = { 0, 0, 0 };
	int i;

	for (i = first; i <= last; i++) {
		hs.positives |= counts[i] > 0;
		hs.negatives |= counts[i] < 0;
		dt_fmt_hist_total(&hs.total, (long double)counts[i]);
	}
	return hs;
}

/* The bar of -x encoding=utf8: whole blocks, then one eighth-step block. */
static void
hist_line_utf8(dt_strbuf_t *sb, int64_t val, uint64_t normal,
    long double total)
{
	long double a = (long double)val, f;
	unsigned whole, part, i;

	if (a < 0)
		a = -a;
	f = a * 40 / total;
	whole = (unsigned)f;
	part = (unsigned)((f - (long double)whole) * 8);
	dt_strbuf_addc(sb, '|');
	for (i = 0; i < whole; i++)
		dt_fmt_utf8(sb, 0x2588);
	if (part != 0) {
		dt_fmt_utf8(sb, 0x258f - (part - 1));
		i++;
	}
	dt_strbuf_addf(sb, "%s %-9lld\n", hist_spaces + (i < 40 ? i : 40),
	    (long long)dt_agg_normalize(val, normal));
}

/*
 * The bar and count of one row (libdtrace dt_print_quantline): a 40-wide
 * bar right of '|' when no count is negative, left of it when none is
 * positive, half-size bars on both sides otherwise.
 */
static void
hist_line(dt_strbuf_t *sb, int64_t val, uint64_t normal,
    const hist_sum_t *hs)
{
	unsigned len = 40, depth = 0;
	long double f, a = (long double)val;
	long long cnt = (long long)dt_agg_normalize(val, normal);

	if (a < 0)
		a = -a;
	if (!hs->negatives && hs->positives && hist_enc == DT_ENC_UTF8) {
		hist_line_utf8(sb, val, normal, hs->total);
		return;
	}
	if (!hs->negatives) {
		if (hs->positives) {
			f = a * len / hs->total;
			depth = (unsigned)(f + 0.5);
		}
		dt_strbuf_addf(sb, "|%s%s %-9lld\n", hist_ats + len - depth,
		    hist_spaces + depth, cnt);
		return;
	}
	if (!hs->positives) {
		f = a * len / hs->total;
		depth = (unsigned)(f + 0.5);
		dt_strbuf_addf(sb, "%s%s| %-9lld\n", hist_spaces + depth,
		    hist_ats + len - depth, cnt);
		return;
	}

	len /= 2;
	f = a * len / hs->total;
	depth = (unsigned)(f + 0.5);
	if (val <= 0)
		dt_strbuf_addf(sb, "%s%s|%*s %-9lld\n",
		    hist_spaces + len + depth, hist_ats + 2 * len - depth,
		    (int)len, "", cnt);
	else
		dt_strbuf_addf(sb, "%20s|%s%s %-9lld\n", "",
		    hist_ats + 2 * len - depth, hist_spaces + len + depth,
		    cnt);
}

void
dt_fmt_quantline(dt_strbuf_t *sb, int64_t val, uint64_t normal,
    long double total, int positives, int negatives)
{
	hist_sum_t hs;

	hs.total = total;
	hs.positives = positives;
	hs.negatives = negatives;
	hist_line(sb, val, normal, &hs);
}

void
dt_fmt_utf8(dt_strbuf_t *sb, unsigned cp)
{
	dt_strbuf_addc(sb, (char)(0xe0 | (cp >> 12)));
	dt_strbuf_addc(sb, (char)(0x80 | ((cp >> 6) & 0x3f)));
	dt_strbuf_addc(sb, (char)(0x80 | (cp & 0x3f)));
}

/*
 * Rows to show of 'n' buckets: one before the first non-zero bucket to
 * one after the last; all zero -> [*first, *last] unchanged (the
 * caller's default).  'scan_last' is the highest index the forward scan
 * looks at: quantize stops one short of the end, so a histogram whose
 * only count is in its last bucket counts as empty, as in libdtrace.
 */
static int
hist_range(const int64_t *counts, int n, int scan_last, int *first,
    int *last)
{
	int f = 0, l = n - 1;

	while (f <= scan_last && counts[f] == 0)
		f++;
	if (f > scan_last)
		return 0;
	if (f > 0)
		f--;
	while (l > 0 && counts[l] == 0)
		l--;
	if (l < n - 1)
		l++;
	*first = f;
	*last = l;
	return 1;
}

void
dt_fmt_quantize(dt_strbuf_t *sb, const int64_t *counts, uint64_t normal)
{
	int first = DT_QUANTIZE_ZERO - 1, last = DT_QUANTIZE_ZERO + 1, i;
	hist_sum_t hs;

	(void)hist_range(counts, DT_QUANTIZE_NBUCKETS,
	    DT_QUANTIZE_NBUCKETS - 2, &first, &last);
	hs = hist_summary(counts, first, last);
	hist_header(sb);
	for (i = first; i <= last; i++) {
		dt_strbuf_addf(sb, "%16lld ",
		    (long long)dt_quantize_value(i));
		hist_line(sb, counts[i], normal, &hs);
	}
}

/* low + k*step in 32-bit arithmetic, wrapping as libdtrace's int does. */
static int32_t
lq_label(const dt_lquant_t *lq, int k)
{
	return (int32_t)(uint32_t)((int64_t)lq->lq_base +
	    (int64_t)k * lq->lq_step);
}

void
dt_fmt_lquantize(dt_strbuf_t *sb, const dt_lquant_t *lq,
    const int64_t *counts, uint64_t normal)
{
	int n = lq->lq_levels + 2, first = 0, last = 2, i;
	hist_sum_t hs;

	(void)hist_range(counts, n, n - 1, &first, &last);
	if (last > n - 1)
		last = n - 1;
	hs = hist_summary(counts, first, last);
	hist_header(sb);
	for (i = first; i <= last; i++) {
		char c[32];

		if (i == 0) {
			snprintf(c, sizeof(c), "< %d", (int)lq->lq_base);
			dt_strbuf_addf(sb, "%16s ", c);
		} else if (i == lq->lq_levels + 1) {
			snprintf(c, sizeof(c), ">= %d",
			    (int)lq_label(lq, lq->lq_levels));
			dt_strbuf_addf(sb, "%16s ", c);
		} else {
			dt_strbuf_addf(sb, "%16d ", (int)lq_label(lq, i - 1));
		}
		hist_line(sb, counts[i], normal, &hs);
	}
}

/*
 * Rows of llquantize, illumos form: "< factor^low" for bucket 0, the
 * bucket starts order by order, ">= factor^(high+1)" for the last.
 */
void
dt_fmt_llquantize(dt_strbuf_t *sb, const dt_llquant_t *llq,
    const int64_t *counts, uint64_t normal)
{
	int n = dt_llquantize_nbuckets(llq), first = 0, last = 1, bin = 1;
	int order;
	uint64_t value = 1, next, step;
	uint64_t factor = llq->llq_factor, nsteps = llq->llq_nsteps;
	hist_sum_t hs;
	char c[32];

	if (factor < 2 || nsteps == 0)
		return;
	(void)hist_range(counts, n, n - 1, &first, &last);
	hs = hist_summary(counts, first, last);
	hist_header(sb);

	for (order = 0; order < llq->llq_low; order++)
		value *= factor;
	next = value * factor;
	step = next > nsteps ? next / nsteps : 1;

	if (first == 0) {
		snprintf(c, sizeof(c), "< %lld", (long long)value);
		dt_strbuf_addf(sb, "%16s ", c);
		hist_line(sb, counts[0], normal, &hs);
	}

	while (order <= llq->llq_high && bin < n - 1) {
		if (bin >= first && bin <= last) {
			dt_strbuf_addf(sb, "%16lld ", (long long)value);
			hist_line(sb, counts[bin], normal, &hs);
		}
		bin++;
		if ((value += step) < next)
			continue;
		next = value * factor;
		step = next > nsteps ? next / nsteps : 1;
		order++;
	}

	if (last < bin)
		return;
	snprintf(c, sizeof(c), ">= %lld", (long long)value);
	dt_strbuf_addf(sb, "%16s ", c);
	hist_line(sb, counts[bin], normal, &hs);
}

/* ----------------------------------------------------------- ordering */

static int
cmp_totals(long double lt, long double rt, int64_t lz, int64_t rz)
{
	if (lt < rt)
		return -1;
	if (lt > rt)
		return 1;
	if (lz < rz)
		return -1;
	if (lz > rz)
		return 1;
	return 0;
}

int
dt_quantize_cmp(const int64_t *a, const int64_t *b, int nbuckets,
    const int64_t *labels)
{
	long double lt = 0, rt = 0;
	int64_t lz = 0, rz = 0;
	int i, zero = -1;

	for (i = 0; i < nbuckets; i++) {
		if (labels[i] == 0 && zero < 0)
			zero = i;
		lt += (long double)labels[i] * (long double)a[i];
		rt += (long double)labels[i] * (long double)b[i];
	}
	if (zero >= 0) {
		lz = a[zero];
		rz = b[zero];
	}
	return cmp_totals(lt, rt, lz, rz);
}

/* Weighted sum of an lquantize histogram (dt_aggregate_lquantizedsum). */
static long double
lq_sum(const dt_lquant_t *lq, const int64_t *c, int64_t *zero)
{
	int64_t base = lq->lq_base;
	long double total = (long double)c[0] * (long double)(base - 1);
	int i;

	*zero = base - 1 == 0 ? c[0] : 0;
	for (i = 0; i < lq->lq_levels; i++, base += lq->lq_step) {
		total += (long double)c[i + 1] * (long double)base;
		if (base == 0)
			*zero = c[i + 1];
	}
	if (base + 1 == 0)
		*zero = c[lq->lq_levels + 1];
	return total + (long double)c[lq->lq_levels + 1] *
	    (long double)(base + 1);
}

int
dt_lquantize_cmp(const dt_lquant_t *lq, const int64_t *a, const int64_t *b)
{
	int64_t lz, rz;
	long double lt = lq_sum(lq, a, &lz), rt = lq_sum(lq, b, &rz);

	return cmp_totals(lt, rt, lz, rz);
}

/* Weighted sum of an llquantize histogram (dt_aggregate_llquantizedsum). */
static long double
llq_sum(const dt_llquant_t *llq, const int64_t *c)
{
	uint64_t value = 1, next, step;
	uint64_t factor = llq->llq_factor, nsteps = llq->llq_nsteps;
	long double total;
	int bin = 0, order, n = dt_llquantize_nbuckets(llq);

	if (factor < 2 || nsteps == 0)
		return 0;
	for (order = 0; order < llq->llq_low; order++)
		value *= factor;
	total = (long double)c[bin++] * (long double)(value - 1);
	next = value * factor;
	step = next > nsteps ? next / nsteps : 1;
	while (order <= llq->llq_high && bin < n - 1) {
		total += (long double)c[bin++] * (long double)value;
		if ((value += step) < next)
			continue;
		next = value * factor;
		step = next > nsteps ? next / nsteps : 1;
		order++;
	}
	return total + (long double)c[bin] * (long double)value;
}

int
dt_llquantize_cmp(const dt_llquant_t *llq, const int64_t *a,
    const int64_t *b)
{
	return cmp_totals(llq_sum(llq, a), llq_sum(llq, b), a[0], b[0]);
}

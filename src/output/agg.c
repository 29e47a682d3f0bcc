/*
 * agg.c - aggregation output (docs/output.md §6): default-format key and
 * value fields, histogram rendering and the value ordering of histograms
 * (the bucket arithmetic is format/quant.c's).
 * Stage: consumer -> output.  Interface: output.h.  Bars use long double
 * as libdtrace does, so rounding matches; no libm.
 */
#include <string.h>

#include "output_int.h"

/* ------------------------------------------------------- llquantize */

/*
 * llquantize in DTrace for Linux's layout (docs/language.md §6.5; the
 * bucket of a value is format/quant.c's): each
 * order low..high has nsteps - nsteps/factor buckets, the positive ones
 * above the middle bucket (|v| < factor^low), the negative ones mirrored
 * below it, an overflow bucket at either end.
 */
/*
 * The value labelling positive bucket mid + j, 1 <= j <= mid (mid itself:
 * factor^(high+1), the overflow); 0 for a bucket no value reaches: with
 * low 0 and nsteps > factor, order 0 uses every (nsteps/factor)th one.
 */
static uint64_t
llq_label(const dt_llquant_t *llq, int j)
{
	uint64_t factor = llq->llq_factor, steps = llq->llq_nsteps;
	uint64_t sf = steps / factor, scale;
	int per = dt_llq_per_order(llq), first = 1, mag0 = llq->llq_low, k;

	if (j == 1)
		return dt_llq_pow(llq, llq->llq_low);
	if (llq->llq_low == 0 && steps > factor) {
		if (j <= per)
			return (j - 1) % sf ? 0 : (uint64_t)(j - 1) / sf + 1;
		if (j == per + 1)
			return factor;
		first = per + 1;
		mag0 = 1;
	}
	k = j - first - 1;
	scale = dt_llq_pow(llq, mag0 + 1) / steps * dt_llq_pow(llq, k / per);
	return (sf + 1 + (uint64_t)(k % per)) * scale;
}

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
 * caller's default).  A count in the last bucket counts (DTrace for
 * Linux; illumos's quantize missed it).
 */
static int
hist_range(const int64_t *counts, int n, int *first, int *last)
{
	int f = 0, l = n - 1;

	while (f < n && counts[f] == 0)
		f++;
	if (f == n)
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

	(void)hist_range(counts, DT_QUANTIZE_NBUCKETS, &first, &last);
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

	(void)hist_range(counts, n, &first, &last);
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
 * The label of llquantize bucket 'bin' into 'c' (0: a bucket no value
 * reaches, not printed).  The middle bucket reads "0" when factor^low is
 * 1, else "< factor^low", or "abs() < factor^low" when rows of negative
 * buckets are shown ('first' below the middle).
 */
static int
llq_row_label(const dt_llquant_t *llq, int bin, int first, char *c,
    size_t size)
{
	int mid = dt_llq_mid(llq), j = bin - mid;
	uint64_t v, low = dt_llq_pow(llq, llq->llq_low);

	if (j == 0) {
		if (low == 1)
			snprintf(c, size, "0");
		else
			snprintf(c, size, "%s< %llu", first < mid ? "abs() " :
			    "", (unsigned long long)low);
		return 1;
	}
	v = llq_label(llq, j < 0 ? -j : j);
	if (v == 0)
		return 0;
	if (j == -mid)
		snprintf(c, size, "<= -%llu", (unsigned long long)v);
	else if (j == mid)
		snprintf(c, size, ">= %llu", (unsigned long long)v);
	else
		snprintf(c, size, "%s%llu", j < 0 ? "-" : "",
		    (unsigned long long)v);
	return 1;
}

/*
 * Rows of llquantize: from the bucket before the first non-zero one to
 * the one after the last (with no data, the three around the first
 * positive bucket); buckets no value reaches are left out, except that
 * the first and last rows, if they are such buckets, take the label of
 * the nearest labelled bucket further out, as DTrace for Linux does.
 */
void
dt_fmt_llquantize(dt_strbuf_t *sb, const dt_llquant_t *llq,
    const int64_t *counts, uint64_t normal)
{
	int n = dt_llquantize_nbuckets(llq), mid, first = 0, last, i, pad = 0;
	hist_sum_t hs;
	char c[32];

	if (llq->llq_factor < 2 || llq->llq_nsteps == 0)
		return;
	mid = dt_llq_mid(llq);
	last = n - 1;
	while (first <= last && counts[first] == 0)
		first++;
	if (first > last) {
		first = last = mid + 1;
	} else {
		while (counts[last] == 0)
			last--;
	}
	hs = hist_summary(counts, first, last);
	hist_header(sb);
	if (first > 0)
		first--;
	if (last < n - 1)
		last++;
	if (llq->llq_low == 0 && llq->llq_nsteps > llq->llq_factor)
		pad = llq->llq_nsteps / llq->llq_factor;

	for (i = first; i <= last; i++) {
		int ok = llq_row_label(llq, i, first, c, sizeof(c)), k;

		/* a row at either end borrows the label further out */
		for (k = 1; !ok && i == first && k < pad && i - k >= 0; k++)
			ok = llq_row_label(llq, i - k, first, c, sizeof(c));
		for (k = 1; !ok && i == last && k < pad && i + k < n; k++)
			ok = llq_row_label(llq, i + k, first, c, sizeof(c));
		if (!ok)
			continue;
		dt_strbuf_addf(sb, "%16s ", c);
		hist_line(sb, counts[i], normal, &hs);
	}
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

/*
 * Weighted sum of an llquantize histogram (dt_aggregate_llquantizedsum):
 * each bucket by its label, negative buckets by the negated label, the
 * middle bucket by 0.
 */
static long double
llq_sum(const dt_llquant_t *llq, const int64_t *c)
{
	long double total = 0;
	int mid, j;

	if (llq->llq_factor < 2 || llq->llq_nsteps == 0)
		return 0;
	mid = dt_llq_mid(llq);
	for (j = 1; j <= mid; j++)
		total += (long double)llq_label(llq, j) *
		    (long double)(c[mid + j] - c[mid - j]);
	return total;
}

int
dt_llquantize_cmp(const dt_llquant_t *llq, const int64_t *a,
    const int64_t *b)
{
	int mid = llq->llq_factor < 2 || llq->llq_nsteps == 0 ? 1 :
	    dt_llq_mid(llq);

	return cmp_totals(llq_sum(llq, a), llq_sum(llq, b), a[mid], b[mid]);
}

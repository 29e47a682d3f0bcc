/*
 * aggs.c - aggregation snapshots and printing (see rt_int.h): reads each
 * per-CPU aggregation map, merges the CPUs' values as DTrace's consumer
 * does, sorts entries (docs/output.md §6.4) and prints them in the default
 * format or through printa() formats; clear() and trunc().
 */
#include <bpf/bpf.h>
#include <stdlib.h>
#include <string.h>

#include "rt_int.h"

typedef struct aggent {
	char *ae_key;		/* ad_ksize bytes */
	int64_t *ae_val;	/* merged value words (nwords) */
	int64_t ae_sortval;	/* the printed value, for sorting */
	int64_t ae_sortval2;	/* histograms: zero-bucket count */
	char *ae_pcpu;		/* -x aggpercpu: each CPU's value words */
} aggent_t;

typedef struct aggsnap {
	const dt_aggdesc_t *as_ad;
	uint64_t as_normal;	/* normalize() factor, 0 = none */
	aggent_t *as_ents;
	size_t as_n;
	int as_nwords;
} aggsnap_t;

static int
nwords(const dt_aggdesc_t *ad)
{
	return (int)(ad->ad_vsize / 8);
}

/* Merge the per-CPU values 'pcpu' (ncpus x vsize) into 'out'. */
static int
merge(const dt_aggdesc_t *ad, int ncpus, const char *pcpu, int64_t *out)
{
	int nw = nwords(ad), c, w, any = 0;
	size_t stride = DT_ALIGN(ad->ad_vsize, 8);

	memset(out, 0, sizeof(int64_t) * (size_t)nw);
	for (c = 0; c < ncpus; c++) {
		const int64_t *v = (const int64_t *)(pcpu + (size_t)c * stride);

		switch (ad->ad_func) {
		case DT_AGG_MIN:
		case DT_AGG_MAX:
			if (v[0] == 0)
				break;
			if (out[0] == 0 || (ad->ad_func == DT_AGG_MIN ?
			    v[1] < out[1] : v[1] > out[1]))
				out[1] = v[1];
			out[0] += v[0];
			break;
		default:
			for (w = 0; w < nw; w++)
				out[w] += v[w];
			break;
		}
	}
	switch (ad->ad_func) {
	case DT_AGG_COUNT:
	case DT_AGG_SUM:
	case DT_AGG_AVG:
	case DT_AGG_MIN:
	case DT_AGG_MAX:
	case DT_AGG_STDDEV:
		any = out[0] != 0;
		break;
	default:
		for (w = 0; w < nw; w++)
			if (out[w] != 0)
				any = 1;
		break;
	}
	return any;
}

static int64_t
isqrt128(unsigned __int128 v)
{
	unsigned __int128 r = 0, bit = (unsigned __int128)1 << 126;

	while (bit > v)
		bit >>= 2;
	while (bit != 0) {
		if (v >= r + bit) {
			v -= r + bit;
			r = (r >> 1) + bit;
		} else {
			r >>= 1;
		}
		bit >>= 2;
	}
	return (int64_t)r;
}

/*
 * stddev as libdtrace computes it, normalized by 'normal': the average
 * of the squares and the average, each divided by 'normal' first.
 */
static int64_t
stddev_value(const int64_t *v, uint64_t normal)
{
	int64_t avg;
	unsigned __int128 sq, a2;

	if (v[0] == 0)
		return 0;
	if (normal == 0)
		normal = 1;
	sq = (((unsigned __int128)(uint64_t)v[3] << 64) | (uint64_t)v[2]) /
	    normal / (uint64_t)v[0];
	avg = v[1] / (int64_t)normal / v[0];
	if (avg < 0)
		avg = -avg;
	a2 = (unsigned __int128)(uint64_t)avg * (uint64_t)avg;
	return isqrt128(sq - a2);
}

/* The value printed for a scalar aggregation. */
static int64_t
scalar_value(const dt_aggdesc_t *ad, const int64_t *v)
{
	switch (ad->ad_func) {
	case DT_AGG_COUNT:
		return v[0];
	case DT_AGG_SUM:
		return v[1];
	case DT_AGG_MIN:
		/* no value (cleared, or a CPU's value where it never ran):
		   Oracle's initial value */
		return v[0] ? v[1] : INT64_MAX;
	case DT_AGG_MAX:
		return v[0] ? v[1] : INT64_MIN;
	case DT_AGG_AVG:
		return v[0] ? v[1] / v[0] : 0;
	case DT_AGG_STDDEV:
		return stddev_value(v, 1);
	default:
		return 0;
	}
}

/*
 * The normalized value, as libdtrace divides: in the default format
 * count/sum/min/max unsigned (the 64-bit value as unsigned over the
 * unsigned normal), avg signed; through printa() %@d/%@i signed, other
 * conversions unsigned, and avg always unsigned (pfprint_average).
 */
enum { NORM_DEFAULT, NORM_FMT_SIGNED, NORM_FMT_UNSIGNED };

static int64_t
normalized_value(const dt_aggdesc_t *ad, const int64_t *v, uint64_t normal,
    int how)
{
	int64_t x;

	if (normal == 0)
		normal = 1;
	switch (ad->ad_func) {
	case DT_AGG_AVG:
		if (v[0] == 0)
			return 0;
		if (how == NORM_DEFAULT)
			return v[1] / (int64_t)normal / v[0];
		return (int64_t)((uint64_t)v[1] / normal / (uint64_t)v[0]);
	case DT_AGG_STDDEV:
		return stddev_value(v, normal);
	default:
		x = scalar_value(ad, v);
		if (how == NORM_FMT_SIGNED)
			return x / (int64_t)normal;
		return (int64_t)((uint64_t)x / normal);
	}
}

static int64_t *
bucket_labels(const dt_aggdesc_t *ad)
{
	int64_t *l = dt_xcalloc((size_t)ad->ad_nbuckets + 1, sizeof(int64_t));
	int i;

	for (i = 0; i < ad->ad_nbuckets; i++) {
		if (ad->ad_func == DT_AGG_QUANTIZE)
			l[i] = dt_quantize_value(i);
		else if (ad->ad_func == DT_AGG_LQUANTIZE)
			l[i] = i == 0 ? ad->ad_lq.lq_base - 1 :
			    ad->ad_lq.lq_base + (int64_t)(i - 1) *
			    ad->ad_lq.lq_step;
		else
			l[i] = i;
	}
	return l;
}

static const dt_aggdesc_t *fold_ad;

static int
cmp_keybytes(const void *pa, const void *pb)
{
	const aggent_t *a = pa, *b = pb;

	return memcmp(a->ae_key, b->ae_key, fold_ad->ad_ksize);
}

/*
 * sym()/mod()/usym()/umod() keys: addresses in one function (module) are
 * one entry, as in DTrace.  Fold each key to its symbol's start, then
 * merge the entries that became equal (merge() of two "CPUs").
 */
static void
fold_entries(dt_rt_t *rt, aggsnap_t *as)
{
	const dt_aggdesc_t *ad = as->as_ad;
	size_t stride = DT_ALIGN(ad->ad_vsize, 8), i, j;
	char *two;
	int k, any = 0;

	for (k = 0; k < ad->ad_nkeys; k++)
		if (ad->ad_keys[k].rf_kind == DT_RK_SYM ||
		    ad->ad_keys[k].rf_kind == DT_RK_MOD ||
		    ad->ad_keys[k].rf_kind == DT_RK_USYM ||
		    ad->ad_keys[k].rf_kind == DT_RK_UMOD)
			any = 1;
	if (!any || as->as_n == 0)
		return;
	for (i = 0; i < as->as_n; i++)
		dt_rt_fold_symkeys(rt, ad, as->as_ents[i].ae_key);
	fold_ad = ad;
	if (as->as_n > 1)
		qsort(as->as_ents, as->as_n, sizeof(aggent_t), cmp_keybytes);
	two = dt_xcalloc(2, stride);
	for (i = 0, j = 0; i < as->as_n; i++) {
		aggent_t *e = &as->as_ents[i];

		if (j > 0 && memcmp(as->as_ents[j - 1].ae_key, e->ae_key,
		    ad->ad_ksize) == 0) {
			aggent_t *d = &as->as_ents[j - 1];

			memcpy(two, d->ae_val, ad->ad_vsize);
			memcpy(two + stride, e->ae_val, ad->ad_vsize);
			(void) merge(ad, 2, two, d->ae_val);
			if (d->ae_pcpu != NULL && e->ae_pcpu != NULL) {
				int c;

				for (c = 0; c < rt->ncpus; c++) {
					char *dc = d->ae_pcpu +
					    (size_t)c * stride;

					memcpy(two, dc, ad->ad_vsize);
					memcpy(two + stride, e->ae_pcpu +
					    (size_t)c * stride, ad->ad_vsize);
					(void) merge(ad, 2, two, (int64_t *)dc);
				}
			}
			free(e->ae_key);
			free(e->ae_val);
			free(e->ae_pcpu);
			continue;
		}
		as->as_ents[j++] = *e;
	}
	as->as_n = j;
	free(two);
}

/*
 * Build 'as' from the raw contents 'ar' of aggregation 'agg'.  'fold':
 * fold symbol keys (for printing; trunc() needs the keys as they are in
 * the map).
 */
static void
snapshot_from(dt_rt_t *rt, int agg, const dt_aggraw_t *ar, aggsnap_t *as,
    int fold)
{
	const dt_aggdesc_t *ad = &rt->dp->dp_aggs[agg];
	size_t stride = DT_ALIGN(ad->ad_vsize, 8);
	size_t vsz = (size_t)rt->ncpus * stride;
	int64_t *labels = NULL;
	size_t i, r;
	int nw = nwords(ad);

	memset(as, 0, sizeof(*as));
	as->as_ad = ad;
	as->as_normal = rt->agg_normal[agg];
	as->as_nwords = nw;
	if (ad->ad_nbuckets > 0)
		labels = bucket_labels(ad);
	if (ar->ar_n > 0)
		as->as_ents = dt_xcalloc(ar->ar_n, sizeof(aggent_t));
	for (r = 0; r < ar->ar_n; r++) {
		const char *key = ar->ar_keys + r * (ad->ad_ksize + 1);
		const char *pcpu = ar->ar_vals + r * vsz;
		aggent_t *e;
		int64_t *val;

		val = dt_xcalloc((size_t)nw, sizeof(int64_t));
		if (!merge(ad, rt->ncpus, pcpu, val) && ad->ad_nkeys == 0 &&
		    !rt->agg_seen[agg]) {
			/* a keyless aggregation never given data */
			free(val);
			continue;
		}
		if (ad->ad_nkeys == 0)
			rt->agg_seen[agg] = 1;
		e = &as->as_ents[as->as_n++];
		e->ae_key = dt_xmalloc(ad->ad_ksize + 1);
		memcpy(e->ae_key, key, ad->ad_ksize);
		e->ae_val = val;
		if (rt->o.ro_aggpercpu) {
			e->ae_pcpu = dt_xmalloc(vsz);
			memcpy(e->ae_pcpu, pcpu, vsz);
		}
	}
	if (fold)
		fold_entries(rt, as);
	for (i = 0; i < as->as_n; i++) {
		aggent_t *e = &as->as_ents[i];
		int64_t *val = e->ae_val;

		if (ad->ad_nbuckets > 0) {
			int b, zero = ad->ad_func == DT_AGG_QUANTIZE ?
			    DT_QUANTIZE_ZERO : -1;
			int64_t sum = 0;

			for (b = 0; b < ad->ad_nbuckets; b++)
				sum += val[b] * labels[b];
			e->ae_sortval = sum;
			e->ae_sortval2 = zero >= 0 ? val[zero] : 0;
		} else {
			e->ae_sortval = scalar_value(ad, val);
		}
	}
	free(labels);
}

/* Read aggregation 'agg' from its map into 'as'. */
static void
snapshot_keys(dt_rt_t *rt, int agg, aggsnap_t *as, int fold)
{
	dt_aggraw_t ar;

	memset(&ar, 0, sizeof(ar));
	dt_rt_aggraw_read(rt, agg, &ar);
	snapshot_from(rt, agg, &ar, as, fold);
	dt_rt_aggraw_free(&ar);
}

/* What printa() prints: the -x aggrate snapshot of 'agg' (aggraw.c). */
static void
snapshot_printa(dt_rt_t *rt, int agg, aggsnap_t *as)
{
	dt_aggraw_t tmp;
	const dt_aggraw_t *ar;

	memset(&tmp, 0, sizeof(tmp));
	ar = dt_rt_agg_data(rt, agg, &tmp, 0);
	snapshot_from(rt, agg, ar, as, 1);
	dt_rt_aggraw_free(&tmp);
}

static void
snapshot(dt_rt_t *rt, int agg, aggsnap_t *as)
{
	snapshot_keys(rt, agg, as, 1);
}

static void
snap_free(aggsnap_t *as)
{
	size_t i;

	for (i = 0; i < as->as_n; i++) {
		free(as->as_ents[i].ae_key);
		free(as->as_ents[i].ae_val);
		free(as->as_ents[i].ae_pcpu);
	}
	free(as->as_ents);
}

/* ---------------------------------------------------------- sorting */

static const dt_rtopts_t *sort_opts;
static const dt_aggdesc_t *sort_ad;

static int
cmp_keys(const aggent_t *a, const aggent_t *b)
{
	const dt_aggdesc_t *ad = sort_ad;
	int n = ad->ad_nkeys, start = sort_opts->ro_aggsortkeypos, i;

	if (start >= n || start < 0)
		start = 0;
	for (i = 0; i < n; i++) {
		const dt_recfield_t *rf = &ad->ad_keys[(start + i) % n];
		int r;

		if (dt_rt_is_symfield(rf)) {
			r = dt_rt_cmp_symfield(rf, a->ae_key, b->ae_key);
		} else if (rf->rf_kind == DT_RK_STRING) {
			r = strncmp(a->ae_key + rf->rf_off,
			    b->ae_key + rf->rf_off, rf->rf_size);
		} else if (rf->rf_size > sizeof(uint64_t)) {
			/* other bytes: bytewise, as libdtrace */
			r = memcmp(a->ae_key + rf->rf_off,
			    b->ae_key + rf->rf_off, rf->rf_size);
		} else {
			uint64_t x = 0, y = 0;

			memcpy(&x, a->ae_key + rf->rf_off, rf->rf_size);
			memcpy(&y, b->ae_key + rf->rf_off, rf->rf_size);
			r = x < y ? -1 : x > y;
		}
		if (r != 0)
			return r < 0 ? -1 : 1;
	}
	return 0;
}

static const dt_aggdesc_t *sortval_ad;	/* whose values are compared */

/*
 * Histograms compare as libdtrace does: by their weighted sums in long
 * double (no 64-bit overflow), then the count of the bucket weighted 0.
 * A NULL ae_val (no entry in a joined printa) is an empty histogram.
 */
static int
cmp_hist(const aggent_t *a, const aggent_t *b)
{
	const dt_aggdesc_t *ad = sortval_ad;
	int64_t *zero = NULL;
	const int64_t *x = a->ae_val, *y = b->ae_val;
	int64_t *labels;
	int r;

	if (x == NULL || y == NULL) {
		zero = dt_xcalloc((size_t)ad->ad_nbuckets + 1, sizeof(int64_t));
		if (x == NULL)
			x = zero;
		if (y == NULL)
			y = zero;
	}
	switch (ad->ad_func) {
	case DT_AGG_LQUANTIZE:
		r = dt_lquantize_cmp(&ad->ad_lq, x, y);
		break;
	case DT_AGG_LLQUANTIZE:
		r = dt_llquantize_cmp(&ad->ad_llq, x, y);
		break;
	default:
		labels = bucket_labels(ad);
		r = dt_quantize_cmp(x, y, ad->ad_nbuckets, labels);
		free(labels);
		break;
	}
	free(zero);
	return r;
}

static int
cmp_vals(const aggent_t *a, const aggent_t *b)
{
	if (sortval_ad != NULL && sortval_ad->ad_nbuckets > 0)
		return cmp_hist(a, b);
	if (a->ae_sortval != b->ae_sortval)
		return a->ae_sortval < b->ae_sortval ? -1 : 1;
	if (a->ae_sortval2 != b->ae_sortval2)
		return a->ae_sortval2 < b->ae_sortval2 ? -1 : 1;
	return 0;
}

static int
cmp_ents(const void *pa, const void *pb)
{
	const aggent_t *a = pa, *b = pb;
	int r;

	if (sort_opts->ro_aggsortkey) {
		r = cmp_keys(a, b);
		if (r == 0)
			r = cmp_vals(a, b);
	} else {
		r = cmp_vals(a, b);
		if (r == 0)
			r = cmp_keys(a, b);
	}
	return sort_opts->ro_aggsortrev ? -r : r;
}

static void
snap_sort(dt_rt_t *rt, aggsnap_t *as)
{
	sort_opts = &rt->o;
	sort_ad = as->as_ad;
	sortval_ad = as->as_ad;
	if (as->as_n > 1)
		qsort(as->as_ents, as->as_n, sizeof(aggent_t), cmp_ents);
}

/* --------------------------------------------------------- printing */

/* Keys of an entry; 'packed': agghist/aggpack widths (docs/output.md §6.6). */
static void
print_keys(dt_rt_t *rt, const dt_aggdesc_t *ad, const aggent_t *e,
    int packed)
{
	int k;

	for (k = 0; k < ad->ad_nkeys; k++) {
		const dt_recfield_t *rf = &ad->ad_keys[k];

		if (dt_rt_is_symfield(rf)) {
			dt_rt_print_symfield(rt, rf, e->ae_key);
		} else if (rf->rf_kind == DT_RK_STRING) {
			if (packed)
				dt_fmt_agg_key_string_packed(&rt->buf,
				    e->ae_key + rf->rf_off, rf->rf_size);
			else
				dt_fmt_agg_key_string(&rt->buf,
				    e->ae_key + rf->rf_off, rf->rf_size);
		} else if (rf->rf_size > sizeof(uint64_t)) {
			/* other bytes: the byte-stream rule of strings */
			dt_fmt_agg_key_string(&rt->buf, e->ae_key + rf->rf_off,
			    rf->rf_size);
		} else {
			uint64_t v = 0;

			memcpy(&v, e->ae_key + rf->rf_off, rf->rf_size);
			dt_fmt_agg_key_int(&rt->buf, v, (int)rf->rf_size,
			    rf->rf_signed);
		}
	}
}

static void
print_value(dt_rt_t *rt, const dt_aggdesc_t *ad, const aggent_t *e,
    uint64_t normal)
{
	switch (ad->ad_func) {
	case DT_AGG_QUANTIZE:
		dt_fmt_quantize(&rt->buf, e->ae_val, normal ? normal : 1);
		break;
	case DT_AGG_LQUANTIZE:
		dt_fmt_lquantize(&rt->buf, &ad->ad_lq, e->ae_val,
		    normal ? normal : 1);
		break;
	case DT_AGG_LLQUANTIZE:
		dt_fmt_llquantize(&rt->buf, &ad->ad_llq, e->ae_val,
		    normal ? normal : 1);
		break;
	case DT_AGG_STDDEV:
		/* " %16llu" */
		dt_strbuf_addf(&rt->buf, " %16llu", (unsigned long long)
		    normalized_value(ad, e->ae_val, normal, NORM_DEFAULT));
		break;
	default:
		dt_fmt_agg_value(&rt->buf, normalized_value(ad, e->ae_val,
		    normal, NORM_DEFAULT));
		break;
	}
}

/*
 * -x aggpercpu (Oracle): after the value, each CPU's own value on a
 * line "    [CPU n]" followed by the value in the same format, for every
 * CPU (one where the entry never got a value shows count/sum 0, min
 * INT64_MAX, max INT64_MIN, an empty histogram).  Only the default
 * format has them: printa() with a format prints the merged values
 * alone, in illumos and Oracle alike.
 */
static void
print_percpu(dt_rt_t *rt, const dt_aggdesc_t *ad, const aggent_t *e,
    uint64_t normal)
{
	size_t stride = DT_ALIGN(ad->ad_vsize, 8);
	int64_t *one = dt_xcalloc(1, stride);
	aggent_t ce;
	int c;

	if (e->ae_pcpu == NULL) {
		free(one);
		return;
	}
	memset(&ce, 0, sizeof(ce));
	ce.ae_val = one;
	for (c = 0; c < rt->ncpus; c++) {
		(void) merge(ad, 1, e->ae_pcpu + (size_t)c * stride, one);
		dt_strbuf_addf(&rt->buf, "\n    [CPU %d]", c);
		print_value(rt, ad, &ce, normal);
	}
	free(one);
}

/* Header width of packed keys: the sum of (packed width + 1). */
static int
packed_keywidth(const dt_aggdesc_t *ad)
{
	int k, w = 0;

	for (k = 0; k < ad->ad_nkeys; k++)
		w += dt_fmt_packed_width(ad->ad_keys[k].rf_kind ==
		    DT_RK_STRING ? 0 : ad->ad_keys[k].rf_size) + 1;
	return w;
}

/*
 * -x agghist: count, sum, avg and stddev entries drawn as the rows of one
 * histogram, bars scaled to the total (aggzoom: the largest) of all.
 */
static void
print_agghist(dt_rt_t *rt, aggsnap_t *as)
{
	const dt_aggdesc_t *ad = as->as_ad;
	long double total = 0;
	int pos = 0, neg = 0;
	size_t i;

	for (i = 0; i < as->as_n; i++) {
		int64_t v = scalar_value(ad, as->as_ents[i].ae_val);

		pos |= v > 0;
		neg |= v < 0;
		if (v < 0)
			v = -v;
		if (dt_fmt_hist_zoom()) {
			/* libdtrace truncates the zoomed total to int64 */
			long double z = (long double)(int64_t)
			    ((long double)v * (1 / 0.95));

			if (z > total)
				total = z;
		} else {
			total += (long double)v;
		}
	}
	dt_fmt_agghist_header(&rt->buf, packed_keywidth(ad));
	for (i = 0; i < as->as_n; i++) {
		print_keys(rt, ad, &as->as_ents[i], 1);
		dt_strbuf_addc(&rt->buf, ' ');
		dt_fmt_quantline(&rt->buf, scalar_value(ad,
		    as->as_ents[i].ae_val), as->as_normal ? as->as_normal : 1,
		    total, pos, neg);
	}
}

/* -x aggpack: quantize/lquantize entries as one line each. */
static void
print_aggpack(dt_rt_t *rt, aggsnap_t *as)
{
	const dt_aggdesc_t *ad = as->as_ad;
	int lo = -1, hi = -1, b;
	size_t i;

	if (ad->ad_func == DT_AGG_QUANTIZE) {
		for (i = 0; i < as->as_n; i++) {
			const int64_t *c = as->as_ents[i].ae_val;
			int elo = -1, ehi = -1;

			for (b = 0; b < DT_QUANTIZE_NBUCKETS; b++) {
				if (c[b] == 0)
					continue;
				if (elo < 0)
					elo = b;
				ehi = b;
			}
			if (elo < 0)
				elo = ehi = DT_QUANTIZE_ZERO;
			if (lo < 0 || elo < lo)
				lo = elo;
			if (ehi > hi)
				hi = ehi;
		}
	}
	dt_fmt_aggpack_header(&rt->buf, packed_keywidth(ad),
	    ad->ad_func == DT_AGG_LQUANTIZE ? &ad->ad_lq : NULL, lo, hi);
	for (i = 0; i < as->as_n; i++) {
		print_keys(rt, ad, &as->as_ents[i], 1);
		if (ad->ad_func == DT_AGG_QUANTIZE)
			dt_fmt_quantize_packed(&rt->buf, as->as_ents[i].ae_val,
			    lo, hi);
		else
			dt_fmt_lquantize_packed(&rt->buf, &ad->ad_lq,
			    as->as_ents[i].ae_val);
	}
}

static void
print_default(dt_rt_t *rt, aggsnap_t *as)
{
	const dt_aggdesc_t *ad = as->as_ad;
	size_t i;

	dt_fmt_hist_setopts(rt->o.ro_aggzoom, rt->o.ro_encoding);
	if (as->as_n > 0 && rt->o.ro_agghist && (ad->ad_func == DT_AGG_COUNT ||
	    ad->ad_func == DT_AGG_SUM || ad->ad_func == DT_AGG_AVG ||
	    ad->ad_func == DT_AGG_STDDEV)) {
		print_agghist(rt, as);
		return;
	}
	if (as->as_n > 0 && rt->o.ro_aggpack &&
	    (ad->ad_func == DT_AGG_QUANTIZE ||
	    ad->ad_func == DT_AGG_LQUANTIZE)) {
		print_aggpack(rt, as);
		return;
	}
	for (i = 0; i < as->as_n; i++) {
		print_keys(rt, ad, &as->as_ents[i], 0);
		print_value(rt, ad, &as->as_ents[i], as->as_normal);
		if (rt->o.ro_aggpercpu)
			print_percpu(rt, ad, &as->as_ents[i], as->as_normal);
		dt_strbuf_addc(&rt->buf, '\n');
	}
}

/*
 * One printa() row through a format: keys feed the non-@ conversions in
 * order, each %@ takes the value of the next aggregation of 'ads' (the
 * last one again if there are more %@ than aggregations).  'ents[i]' is
 * NULL where aggregation i has no entry for the key: its value is 0.
 */
static void
print_formatted(dt_rt_t *rt, const dt_pfmt_t *pf, const dt_aggdesc_t **ads,
    aggent_t **ents, int nagg, const char *key, const uint64_t *normals)
{
	const dt_aggdesc_t *kd = ads[0];
	int ci, k = 0, ai = 0;

	rt->sym_pid = rt->o.ro_target;
	for (ci = 0; ci < pf->pf_nconv; ci++) {
		const dt_pfconv_t *pc = &pf->pf_convs[ci];
		dt_pfmt_t one = *pf;
		dt_pfval_t val;

		one.pf_convs = (dt_pfconv_t *)pc;
		one.pf_nconv = 1;
		memset(&val, 0, sizeof(val));
		if (pc->pc_conv == 0 || pc->pc_conv == '%') {
			dt_printf_format(&rt->buf, &one, NULL, 0, NULL);
			continue;
		}
		if (pc->pc_agg) {
			int a = ai < nagg ? ai++ : nagg - 1;
			const dt_aggdesc_t *ad = ads[a];

			if (ad->ad_nbuckets > 0) {
				aggent_t zero;
				int64_t *zv = NULL;

				dt_strbuf_add(&rt->buf, pc->pc_text,
				    pc->pc_textlen);
				if (ents[a] == NULL) {
					zv = dt_xcalloc((size_t)ad->ad_nbuckets,
					    sizeof(int64_t));
					memset(&zero, 0, sizeof(zero));
					zero.ae_val = zv;
				}
				print_value(rt, ad, ents[a] ? ents[a] : &zero,
				    normals[a]);
				free(zv);
				continue;
			}
			val.pv_kind = DT_PF_INT;
			val.pv_size = 8;
			val.pv_signed = 1;
			val.pv_u = ents[a] ? (uint64_t)normalized_value(ad,
			    ents[a]->ae_val, normals[a], pc->pc_conv == 'd' ||
			    pc->pc_conv == 'i' ? NORM_FMT_SIGNED :
			    NORM_FMT_UNSIGNED) : 0;
		} else if (k < kd->ad_nkeys) {
			const dt_recfield_t *rf = &kd->ad_keys[k++];

			if (dt_rt_is_symfield(rf)) {
				dt_rt_sym_pfval(rt, rf, key, &val);
				dt_printf_format(&rt->buf, &one, &val, 1,
				    dt_rt_pfcb(rt));
				continue;
			}
			val.pv_kind = rf->rf_pftype.pt_kind;
			val.pv_size = (int)rf->rf_size;
			val.pv_signed = rf->rf_signed;
			if (rf->rf_kind == DT_RK_STRING) {
				val.pv_kind = DT_PF_STRING;
				val.pv_str = key + rf->rf_off;
				val.pv_len = rf->rf_size;
			} else {
				memcpy(&val.pv_u, key + rf->rf_off,
				    DT_MIN(rf->rf_size, sizeof(val.pv_u)));
			}
			if (val.pv_kind == DT_PF_FLOAT)
				/* a float key's bits (%e %f %g) */
				val.pv_dbl = dt_pf_float_bits(val.pv_u,
				    (int)rf->rf_size);
		} else {
			continue;
		}
		dt_printf_format(&rt->buf, &one, &val, 1, dt_rt_pfcb(rt));
	}
}

/*
 * A row of printa(@a, @b, ...) without a format: the keys, then each
 * aggregation's value in the default format (0 or an empty histogram
 * where it has no entry for the key), then the newline.
 */
static void
print_joined_default(dt_rt_t *rt, const dt_aggdesc_t **ads, aggent_t **ents,
    int nagg, const char *key, const uint64_t *normals)
{
	aggent_t ke;
	int a;

	memset(&ke, 0, sizeof(ke));
	ke.ae_key = (char *)key;
	print_keys(rt, ads[0], &ke, 0);
	for (a = 0; a < nagg; a++) {
		aggent_t zero;
		int64_t *zv = NULL;

		if (ents[a] == NULL) {
			zv = dt_xcalloc((size_t)nwords(ads[a]) + 1,
			    sizeof(int64_t));
			memset(&zero, 0, sizeof(zero));
			zero.ae_val = zv;
		}
		print_value(rt, ads[a], ents[a] ? ents[a] : &zero, normals[a]);
		if (rt->o.ro_aggpercpu && ents[a] != NULL)
			print_percpu(rt, ads[a], ents[a], normals[a]);
		free(zv);
	}
	dt_strbuf_addc(&rt->buf, '\n');
}

/* A row of a joined printa: one key, an entry (or none) per aggregation. */
typedef struct joinrow {
	const char *jr_key;
	aggent_t **jr_ents;
} joinrow_t;

static int join_nagg, join_pos;
static const dt_aggdesc_t **join_ads;

/* Entry 'e' of a row, or a zero value where the row has none. */
static void
row_entry(aggent_t *z, const joinrow_t *r, aggent_t *e)
{
	memset(z, 0, sizeof(*z));
	z->ae_key = (char *)r->jr_key;
	if (e != NULL) {
		z->ae_sortval = e->ae_sortval;
		z->ae_sortval2 = e->ae_sortval2;
		z->ae_val = e->ae_val;
	}
}

/*
 * Rows compare by the value of every aggregation in turn, from the one
 * at aggsortpos on, wrapping round, then by key (aggsortkey: key first),
 * as libdtrace compares its bundles.
 */
static int
cmp_rows(const void *pa, const void *pb)
{
	const joinrow_t *a = pa, *b = pb;
	aggent_t za, zb;
	int r = 0, i;

	row_entry(&za, a, NULL);
	row_entry(&zb, b, NULL);
	if (sort_opts->ro_aggsortkey)
		r = cmp_keys(&za, &zb);
	for (i = 0; r == 0 && i < join_nagg; i++) {
		int pos = (join_pos + i) % join_nagg;

		row_entry(&za, a, a->jr_ents[pos]);
		row_entry(&zb, b, b->jr_ents[pos]);
		sortval_ad = join_ads[pos];
		r = cmp_vals(&za, &zb);
	}
	if (r == 0 && !sort_opts->ro_aggsortkey)
		r = cmp_keys(&za, &zb);
	return sort_opts->ro_aggsortrev ? -r : r;
}

static void
printa_joined(dt_rt_t *rt, const dt_action_t *ap)
{
	int n = ap->ac_naggs, a;
	aggsnap_t *snaps = dt_xcalloc((size_t)n, sizeof(aggsnap_t));
	const dt_aggdesc_t **ads = dt_xcalloc((size_t)n, sizeof(*ads));
	uint64_t *normals = dt_xcalloc((size_t)n, sizeof(uint64_t));
	joinrow_t *rows = NULL;
	size_t nrows = 0, i, r;
	uint32_t ksize;

	for (a = 0; a < n; a++) {
		rt->agg_printed[ap->ac_aggs[a]] = 1;
		snapshot_printa(rt, ap->ac_aggs[a], &snaps[a]);
		ads[a] = snaps[a].as_ad;
		normals[a] = snaps[a].as_normal;
	}
	ksize = ads[0]->ad_ksize;
	for (a = 0; a < n; a++) {
		for (i = 0; i < snaps[a].as_n; i++) {
			aggent_t *e = &snaps[a].as_ents[i];

			for (r = 0; r < nrows; r++)
				if (memcmp(rows[r].jr_key, e->ae_key,
				    DT_MIN(ksize, ads[a]->ad_ksize)) == 0)
					break;
			if (r == nrows) {
				rows = dt_xrealloc(rows, sizeof(*rows) *
				    (nrows + 1));
				rows[r].jr_key = e->ae_key;
				rows[r].jr_ents = dt_xcalloc((size_t)n,
				    sizeof(aggent_t *));
				nrows++;
			}
			rows[r].jr_ents[a] = e;
		}
	}
	sort_opts = &rt->o;
	sort_ad = ads[0];
	join_nagg = n;
	join_pos = rt->o.ro_aggsortpos < n ? rt->o.ro_aggsortpos : 0;
	join_ads = ads;
	if (nrows > 1)
		qsort(rows, nrows, sizeof(*rows), cmp_rows);
	if (ap->ac_fmt == NULL)
		dt_strbuf_addc(&rt->buf, '\n');
	for (r = 0; r < nrows; r++) {
		if (ap->ac_fmt != NULL)
			print_formatted(rt, ap->ac_fmt, ads, rows[r].jr_ents,
			    n, rows[r].jr_key, normals);
		else
			print_joined_default(rt, ads, rows[r].jr_ents, n,
			    rows[r].jr_key, normals);
		free(rows[r].jr_ents);
	}
	free(rows);
	for (a = 0; a < n; a++)
		snap_free(&snaps[a]);
	free(snaps);
	free(ads);
	free(normals);
}

void
dt_rt_printa(dt_rt_t *rt, const dt_action_t *ap)
{
	int a;

	if (ap->ac_fmt != NULL || ap->ac_naggs > 1) {
		printa_joined(rt, ap);
		return;
	}
	for (a = 0; a < ap->ac_naggs; a++) {
		aggsnap_t as;

		rt->agg_printed[ap->ac_aggs[a]] = 1;
		snapshot_printa(rt, ap->ac_aggs[a], &as);
		snap_sort(rt, &as);
		dt_strbuf_addc(&rt->buf, '\n');
		print_default(rt, &as);
		snap_free(&as);
	}
}

void
dt_rt_print_aggs(dt_rt_t *rt)
{
	int a, i;

	for (i = 0; i < rt->dp->dp_naggs; i++) {
		aggsnap_t as;

		/* aggsortrev reverses the order of the aggregations too */
		a = rt->o.ro_aggsortrev ? rt->dp->dp_naggs - 1 - i : i;
		if (rt->agg_printed[a])
			continue;
		snapshot(rt, a, &as);
		snap_sort(rt, &as);
		print_default(rt, &as);
		snap_free(&as);
	}
	dt_rt_flush(rt);
}

void
dt_rt_agg_clear(dt_rt_t *rt, int agg)
{
	const dt_aggdesc_t *ad = &rt->dp->dp_aggs[agg];
	int fd = rt->mapfds[ad->ad_map];
	size_t stride = DT_ALIGN(ad->ad_vsize, 8);
	char *zero = dt_xcalloc((size_t)rt->ncpus, stride);
	char *key = dt_xcalloc(1, ad->ad_ksize + 8);
	char *next = dt_xcalloc(1, ad->ad_ksize + 8);
	int first = 1;

	if (ad->ad_nkeys == 0) {
		uint32_t k0 = 0;
		char *cur = dt_xcalloc((size_t)rt->ncpus, stride);

		/* cleared, it prints as 0 (DTrace keeps the entry) */
		if (bpf_map_lookup_elem(fd, &k0, cur) == 0 &&
		    memcmp(cur, zero, (size_t)rt->ncpus * stride) != 0)
			rt->agg_seen[agg] = 1;
		free(cur);
		bpf_map_update_elem(fd, &k0, zero, 0);
	} else {
		while (bpf_map_get_next_key(fd, first ? NULL : key, next) == 0) {
			first = 0;
			memcpy(key, next, ad->ad_ksize);
			bpf_map_update_elem(fd, key, zero, BPF_EXIST);
		}
	}
	free(zero);
	free(key);
	free(next);
	dt_rt_agg_refresh(rt, agg);
}

void
dt_rt_agg_trunc(dt_rt_t *rt, int agg, int64_t n, int has_n)
{
	const dt_aggdesc_t *ad = &rt->dp->dp_aggs[agg];
	int fd = rt->mapfds[ad->ad_map];
	aggsnap_t as;
	size_t i, keep;

	if (ad->ad_nkeys == 0) {
		/* trunc() removes the entry: nothing printed until new data */
		if (!has_n || n == 0) {
			dt_rt_agg_clear(rt, agg);
			rt->agg_seen[agg] = 0;
		}
		return;
	}
	snapshot_keys(rt, agg, &as, 0);
	snap_sort(rt, &as);
	/* trunc(@a, n) keeps the n largest (n < 0: the n smallest) */
	keep = !has_n ? 0 : (size_t)(n < 0 ? -n : n);
	for (i = 0; i < as.as_n; i++) {
		int del;

		if (!has_n || keep == 0)
			del = 1;
		else if (n > 0)
			del = i + keep < as.as_n;
		else
			del = i >= keep;
		if (del)
			bpf_map_delete_elem(fd, as.as_ents[i].ae_key);
	}
	snap_free(&as);
	dt_rt_agg_refresh(rt, agg);
}

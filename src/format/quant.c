/*
 * quant.c - the buckets of quantize(), lquantize() and llquantize(): which
 * bucket a value falls in and what each bucket is labelled, as DTrace
 * computes them (docs/language.md §6.3-6.5).  Interface: format.h.  The
 * code generator sizes the aggregation maps with them (and mirrors
 * dt_llquantize_bucket() in BPF); output/agg.c labels and orders
 * histograms.
 */
#include <stdint.h>

#include "format.h"

int64_t
dt_quantize_value(int i)
{
	if (i < 0)
		i = 0;
	if (i > DT_QUANTIZE_NBUCKETS - 1)
		i = DT_QUANTIZE_NBUCKETS - 1;
	if (i < DT_QUANTIZE_ZERO)
		return -((int64_t)1 << (DT_QUANTIZE_ZERO - 1 - i));
	if (i == DT_QUANTIZE_ZERO)
		return 0;
	return (int64_t)1 << (i - DT_QUANTIZE_ZERO - 1);
}

int
dt_quantize_bucket(int64_t v)
{
	int i;

	if (v < 0) {
		for (i = 0; i < DT_QUANTIZE_ZERO; i++) {
			if (v <= dt_quantize_value(i))
				return i;
		}
		return DT_QUANTIZE_ZERO - 1;	/* not reached: -1 >= v */
	}
	for (i = DT_QUANTIZE_ZERO + 1; i < DT_QUANTIZE_NBUCKETS; i++) {
		if (v < dt_quantize_value(i))
			return i - 1;
	}
	return DT_QUANTIZE_NBUCKETS - 1;
}

int
dt_lquantize_bucket(const dt_lquant_t *lq, int64_t v)
{
	int32_t val = (int32_t)(uint32_t)(uint64_t)v;
	int64_t level;

	if (val < lq->lq_base)
		return 0;
	if (lq->lq_step == 0)
		return lq->lq_levels + 1;
	/* In 64 bits: the kernel's 32-bit difference could overflow. */
	level = ((int64_t)val - lq->lq_base) / lq->lq_step;
	if (level < lq->lq_levels)
		return (int)level + 1;
	return lq->lq_levels + 1;
}

int
dt_llquantize_nbuckets(const dt_llquant_t *llq)
{
	uint64_t this = 1;
	int n = 2, order;

	if (llq->llq_factor < 2)
		return n;
	for (order = 0; order < llq->llq_low; order++)
		this *= llq->llq_factor;
	for (; order <= llq->llq_high; order++) {
		uint64_t nb;

		this *= llq->llq_factor;
		nb = this > llq->llq_nsteps ? llq->llq_nsteps : this;
		n += (int)(nb - nb / llq->llq_factor);
	}
	return n;
}

/*
 * Bucket of 'v': 0 below factor^low; within order o, the bucket of
 * width factor^(o+1) / min(factor^(o+1), nsteps) holding it; past
 * factor^(high+1) the last bucket.  As in the illumos kernel, including
 * its clamp when factor^(o+2) overflows.
 */
int
dt_llquantize_bucket(const dt_llquant_t *llq, int64_t v)
{
	int64_t this = 1, last, next;
	int64_t factor = llq->llq_factor, nsteps = llq->llq_nsteps;
	int base = 1, order;

	if (factor < 2 || nsteps == 0)
		return 0;
	for (order = 0; order < llq->llq_low; order++)
		this *= factor;
	if (v < (last = this))
		return 0;

	for (this *= factor; order <= llq->llq_high; order++) {
		int64_t nbuckets = this > nsteps ? nsteps : this;

		if (__builtin_mul_overflow(this, factor, &next))
			v = this - 1;
		if (v < this)
			return base + (int)((v - last) / (this / nbuckets));
		base += (int)(nbuckets - nbuckets / factor);
		last = this;
		this = next;
	}
	return base;
}

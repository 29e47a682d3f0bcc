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

/*
 * llquantize in DTrace for Linux's layout (docs/language.md §6.5): each
 * order low..high has nsteps - nsteps/factor buckets, the positive ones
 * above the middle bucket (|v| < factor^low), the negative ones mirrored
 * below it, an overflow bucket at either end.
 */
int
dt_llq_per_order(const dt_llquant_t *llq)
{
	return llq->llq_nsteps - llq->llq_nsteps / llq->llq_factor;
}

/* The middle bucket, also the number of buckets on either side of it. */
int
dt_llq_mid(const dt_llquant_t *llq)
{
	return 1 + (llq->llq_high - llq->llq_low + 1) * dt_llq_per_order(llq);
}

uint64_t
dt_llq_pow(const dt_llquant_t *llq, int e)
{
	uint64_t v = 1;

	while (e-- > 0)
		v *= llq->llq_factor;
	return v;
}

int
dt_llquantize_nbuckets(const dt_llquant_t *llq)
{
	if (llq->llq_factor < 2 || llq->llq_nsteps == 0)
		return 3;
	return 2 * dt_llq_mid(llq) + 1;
}

/*
 * Bucket of 'v': |v| below factor^low in the middle; in order o (|v| in
 * [factor^o, factor^(o+1))) step |v| / (factor^(o+1) / nsteps), less the
 * nsteps/factor steps below factor^o; past the last order the overflow
 * bucket.  codegen/stmt.c computes the same in BPF;
 * output/agg.c labels the buckets.
 */
int
dt_llquantize_bucket(const dt_llquant_t *llq, int64_t v)
{
	uint64_t a = v < 0 ? -(uint64_t)v : (uint64_t)v, max;
	uint64_t steps = llq->llq_nsteps;
	int mid, j, mag;

	if (llq->llq_factor < 2 || steps == 0)
		return 1;
	mid = dt_llq_mid(llq);
	max = dt_llq_pow(llq, llq->llq_low);
	if (a < max)
		return mid;
	j = mid;		/* past the last order */
	for (mag = llq->llq_low; mag <= llq->llq_high; mag++) {
		uint64_t ind;

		max *= llq->llq_factor;
		if (a >= max)
			continue;
		/* (a width of 0 only where nsteps does not divide factor^(o+1)) */
		ind = mag != 0 ? a / (max / steps ? max / steps : 1) :
		    a * steps / max;
		j = (mag - llq->llq_low) * dt_llq_per_order(llq) +
		    (int)(ind - steps / llq->llq_factor) + 1;
		break;
	}
	return v < 0 ? mid - j : mid + j;
}

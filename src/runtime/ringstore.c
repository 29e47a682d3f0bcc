/*
 * ringstore.c - -x bufpolicy=ring (cli.md §4.1): the consumer drains the
 * kernel ring buffer as usual but keeps the records instead of printing
 * them, at most bufsize bytes (counted as the kernel counts them, 8-byte
 * header and padding included), overwriting the oldest, and prints what
 * is left once tracing has stopped, END's records last.  Interface:
 * rt_int.h.
 */
#include <stdlib.h>
#include <string.h>

#include "rt_int.h"

/* What a record occupies in a ring buffer: header + size, 8-aligned. */
static size_t
rec_cost(size_t size)
{
	return 8 + DT_ALIGN(size, 8);
}

typedef struct ringrec {
	size_t rr_size;
	char rr_data[];
} ringrec_t;

void
dt_rt_ring_add(dt_rt_t *rt, const void *data, size_t size)
{
	size_t budget = rt->o.ro_bufsize ? rt->o.ro_bufsize : rt->ringsize;
	ringrec_t *r;

	if (rec_cost(size) > budget)
		return;
	while (rt->ring_n > 0 && rt->ring_bytes + rec_cost(size) > budget) {
		r = rt->ring[rt->ring_head];
		rt->ring_bytes -= rec_cost(r->rr_size);
		free(r);
		rt->ring_head = (rt->ring_head + 1) % rt->ring_cap;
		rt->ring_n--;
	}
	if (rt->ring_n == rt->ring_cap) {
		size_t ncap = rt->ring_cap ? rt->ring_cap * 2 : 1024, i;
		void **n = dt_xcalloc(ncap, sizeof(void *));

		for (i = 0; i < rt->ring_n; i++)
			n[i] = rt->ring[(rt->ring_head + i) % rt->ring_cap];
		free(rt->ring);
		rt->ring = n;
		rt->ring_cap = ncap;
		rt->ring_head = 0;
	}
	r = dt_xmalloc(sizeof(*r) + size);
	r->rr_size = size;
	memcpy(r->rr_data, data, size);
	rt->ring[(rt->ring_head + rt->ring_n) % rt->ring_cap] = r;
	rt->ring_n++;
	rt->ring_bytes += rec_cost(size);
}

void
dt_rt_ring_replay(dt_rt_t *rt)
{
	rt->replaying = 1;
	while (rt->ring_n > 0) {
		ringrec_t *r = rt->ring[rt->ring_head];

		rt->ring_head = (rt->ring_head + 1) % rt->ring_cap;
		rt->ring_n--;
		rt->ring_bytes -= rec_cost(r->rr_size);
		(void)dt_rt_record(rt, r->rr_data, r->rr_size);
		free(r);
	}
	rt->replaying = 0;
	dt_rt_flush(rt);
}

void
dt_rt_ring_free(dt_rt_t *rt)
{
	while (rt->ring_n > 0) {
		free(rt->ring[rt->ring_head]);
		rt->ring_head = (rt->ring_head + 1) % rt->ring_cap;
		rt->ring_n--;
	}
	free(rt->ring);
	rt->ring = NULL;
}

/*
 * ringstore.c - -x bufpolicy=ring (docs/options.md §4.1): the consumer drains
 * the kernel ring buffers as usual but keeps the records instead of printing
 * them, at most bufsize bytes per CPU (each CPU's principal buffer is a ring
 * of its own, counted as the kernel counts them, 8-byte header and padding
 * included), overwriting that CPU's oldest, and prints what is left once
 * tracing has stopped, the CPUs' records merged in the order they were sent,
 * END's last.  Interface: rt_int.h.
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

/* One CPU's records, a circular array of copies, oldest at rs_head. */
struct dt_ringstore {
	ringrec_t **rs_recs;
	size_t rs_cap, rs_head, rs_n, rs_bytes;
};

static void
drop_oldest(struct dt_ringstore *rs)
{
	ringrec_t *r = rs->rs_recs[rs->rs_head];

	rs->rs_bytes -= rec_cost(r->rr_size);
	free(r);
	rs->rs_head = (rs->rs_head + 1) % rs->rs_cap;
	rs->rs_n--;
}

void
dt_rt_ring_add(dt_rt_t *rt, const void *data, size_t size)
{
	size_t budget = rt->o.ro_bufsize ? rt->o.ro_bufsize : rt->ringsize;
	const dt_rechdr_t *h = data;
	struct dt_ringstore *rs;
	ringrec_t *r;

	if (rec_cost(size) > budget)
		return;
	if (rt->ring == NULL)
		rt->ring = dt_xcalloc((size_t)rt->ncpus,
		    sizeof(struct dt_ringstore));
	rs = &rt->ring[h->dr_cpu < rt->ncpus ? h->dr_cpu : 0];
	while (rs->rs_n > 0 && rs->rs_bytes + rec_cost(size) > budget)
		drop_oldest(rs);
	if (rs->rs_n == rs->rs_cap) {
		size_t ncap = rs->rs_cap ? rs->rs_cap * 2 : 1024, i;
		ringrec_t **n = dt_xcalloc(ncap, sizeof(*n));

		for (i = 0; i < rs->rs_n; i++)
			n[i] = rs->rs_recs[(rs->rs_head + i) % rs->rs_cap];
		free(rs->rs_recs);
		rs->rs_recs = n;
		rs->rs_cap = ncap;
		rs->rs_head = 0;
	}
	r = dt_xmalloc(sizeof(*r) + size);
	r->rr_size = size;
	memcpy(r->rr_data, data, size);
	rs->rs_recs[(rs->rs_head + rs->rs_n) % rs->rs_cap] = r;
	rs->rs_n++;
	rs->rs_bytes += rec_cost(size);
}

void
dt_rt_ring_replay(dt_rt_t *rt)
{
	int c;

	if (rt->ring == NULL)
		return;
	rt->replaying = 1;
	for (;;) {
		struct dt_ringstore *best = NULL;
		uint64_t bt = 0;
		ringrec_t *r;

		/* the oldest record of any CPU */
		for (c = 0; c < rt->ncpus; c++) {
			struct dt_ringstore *rs = &rt->ring[c];
			const dt_rechdr_t *h;

			if (rs->rs_n == 0)
				continue;
			h = (const dt_rechdr_t *)
			    rs->rs_recs[rs->rs_head]->rr_data;
			if (best == NULL || h->dr_seq < bt) {
				best = rs;
				bt = h->dr_seq;
			}
		}
		if (best == NULL)
			break;
		r = best->rs_recs[best->rs_head];
		best->rs_head = (best->rs_head + 1) % best->rs_cap;
		best->rs_n--;
		best->rs_bytes -= rec_cost(r->rr_size);
		(void)dt_rt_record(rt, r->rr_data, r->rr_size);
		free(r);
	}
	rt->replaying = 0;
	dt_rt_flush(rt);
}

void
dt_rt_ring_free(dt_rt_t *rt)
{
	int c;

	if (rt->ring == NULL)
		return;
	for (c = 0; c < rt->ncpus; c++) {
		struct dt_ringstore *rs = &rt->ring[c];

		while (rs->rs_n > 0)
			drop_oldest(rs);
		free(rs->rs_recs);
	}
	free(rt->ring);
	rt->ring = NULL;
}

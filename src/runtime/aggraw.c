/*
 * aggraw.c - the raw contents of the aggregation maps (each key with every
 * CPU's value words) and -x aggrate: how often the consumer takes that
 * snapshot (docs/options.md §4.2).  With aggrate 0 (Oracle's default) printa()
 * reads the maps each time it prints; with aggrate T the consumer keeps a
 * snapshot of every aggregation, retaken when T has passed (checked after
 * each drain of the buffer and at each printa()), and printa() prints the
 * latest snapshot, as DTrace's consumer does.  clear() and trunc() change
 * the maps and retake that aggregation's snapshot; the output at exit is
 * always read fresh.  aggs.c merges, sorts and prints.
 */
#include <bpf/bpf.h>
#include <stdlib.h>
#include <string.h>

#include "rt_int.h"

void
dt_rt_aggraw_free(dt_aggraw_t *ar)
{
	free(ar->ar_keys);
	free(ar->ar_vals);
	memset(ar, 0, sizeof(*ar));
}

/* Read aggregation 'agg' from its map into 'ar' (emptied first). */
void
dt_rt_aggraw_read(dt_rt_t *rt, int agg, dt_aggraw_t *ar)
{
	const dt_aggdesc_t *ad = &rt->dp->dp_aggs[agg];
	int fd = rt->mapfds[ad->ad_map], first = 1;
	size_t stride = DT_ALIGN(ad->ad_vsize, 8);
	size_t vsz = (size_t)rt->ncpus * stride;
	char *key = dt_xcalloc(1, ad->ad_ksize + 8);
	char *next = dt_xcalloc(1, ad->ad_ksize + 8);
	char *pcpu = dt_xcalloc(1, vsz);

	dt_rt_aggraw_free(ar);
	for (;;) {
		if (ad->ad_nkeys == 0) {
			uint32_t k0 = 0;

			if (!first)
				break;
			memcpy(next, &k0, 4);
		} else if (bpf_map_get_next_key(fd, first ? NULL : key,
		    next) != 0) {
			break;
		}
		first = 0;
		memcpy(key, next, ad->ad_ksize);
		if (bpf_map_lookup_elem(fd, key, pcpu) != 0)
			continue;
		if (ar->ar_n == ar->ar_cap) {
			ar->ar_cap = ar->ar_cap ? ar->ar_cap * 2 : 64;
			ar->ar_keys = dt_xrealloc(ar->ar_keys,
			    ar->ar_cap * (ad->ad_ksize + 1));
			ar->ar_vals = dt_xrealloc(ar->ar_vals,
			    ar->ar_cap * vsz);
		}
		memcpy(ar->ar_keys + ar->ar_n * (ad->ad_ksize + 1), key,
		    ad->ad_ksize);
		memcpy(ar->ar_vals + ar->ar_n * vsz, pcpu, vsz);
		ar->ar_n++;
	}
	ar->ar_valid = 1;
	free(key);
	free(next);
	free(pcpu);
}

static dt_aggraw_t *
cache(dt_rt_t *rt)
{
	if (rt->aggcache == NULL)
		rt->aggcache = dt_xcalloc((size_t)rt->dp->dp_naggs + 1,
		    sizeof(dt_aggraw_t));
	return rt->aggcache;
}

/* Take the snapshot of every aggregation now. */
static void
snap_all(dt_rt_t *rt, uint64_t now)
{
	dt_aggraw_t *c = cache(rt);
	int a;

	for (a = 0; a < rt->dp->dp_naggs; a++)
		dt_rt_aggraw_read(rt, a, &c[a]);
	rt->agg_lastsnap = now;
}

void
dt_rt_agg_tick(dt_rt_t *rt)
{
	uint64_t now;

	if (rt->o.ro_aggrate == 0 || rt->dp->dp_naggs == 0)
		return;
	now = dt_now_ns();
	if (rt->agg_lastsnap == 0 || now - rt->agg_lastsnap >=
	    rt->o.ro_aggrate)
		snap_all(rt, now);
}

const dt_aggraw_t *
dt_rt_agg_data(dt_rt_t *rt, int agg, dt_aggraw_t *tmp, int fresh)
{
	if (fresh || rt->o.ro_aggrate == 0) {
		dt_rt_aggraw_read(rt, agg, tmp);
		return tmp;
	}
	dt_rt_agg_tick(rt);
	return &cache(rt)[agg];
}

void
dt_rt_agg_refresh(dt_rt_t *rt, int agg)
{
	if (rt->aggcache != NULL && rt->aggcache[agg].ar_valid)
		dt_rt_aggraw_read(rt, agg, &rt->aggcache[agg]);
}

void
dt_rt_aggcache_free(dt_rt_t *rt)
{
	int a;

	if (rt->aggcache == NULL)
		return;
	for (a = 0; a < rt->dp->dp_naggs; a++)
		dt_rt_aggraw_free(&rt->aggcache[a]);
	free(rt->aggcache);
	rt->aggcache = NULL;
}

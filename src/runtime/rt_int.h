/*
 * rt_int.h - private state of the runtime (rt.c, consume.c, aggs.c).
 */
#ifndef DT_RT_INT_H
#define DT_RT_INT_H

#include <pthread.h>

#include "../output/output.h"
#include "runtime.h"

typedef struct dt_tick {
	int tk_prog;		/* program fd */
	uint64_t tk_period;	/* ns */
	uint64_t tk_next;	/* next firing, CLOCK_MONOTONIC ns */
} dt_tick_t;

struct dt_rt {
	dt_prog_t *dp;
	dt_probecat_t *pc;
	dt_rtopts_t o;
	int ncpus;		/* possible CPUs (per-CPU map values) */
	int *mapfds;
	void *globals;		/* mmap of the globals map */
	size_t globsz;
	struct ring_buffer *rb;
	dt_vec_t links;		/* fds of attachments */
	int begin_idx, end_idx;	/* program indices, -1 none */
	dt_tick_t *ticks;
	int nticks;
	pthread_t tick_tid;
	int tick_pipe[2];
	int tick_running;
	int stopped;
	int exit_seen;		/* exit() record consumed */
	int exit_status;
	int header_done;	/* CPU ID FUNCTION:NAME printed */
	uint64_t *drops_last;	/* [cpu][stat] */
	unsigned char *agg_printed;	/* per aggregation: printa'd */
	uint64_t *agg_normal;	/* per aggregation: normalize() factor */
	dt_strbuf_t buf;	/* output being assembled */
};

/* consume.c */
int dt_rt_record(void *ctx, void *data, size_t size);
void dt_rt_flush(dt_rt_t *rt);

/* aggs.c */
void dt_rt_printa(dt_rt_t *rt, const dt_action_t *ap);
void dt_rt_agg_clear(dt_rt_t *rt, int agg);
void dt_rt_agg_trunc(dt_rt_t *rt, int agg, int64_t n, int has_n);

#endif /* DT_RT_INT_H */

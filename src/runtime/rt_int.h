/*
 * rt_int.h - private state of the runtime (rt.c, consume.c, aggs.c).
 */
#ifndef DT_RT_INT_H
#define DT_RT_INT_H

#include <pthread.h>

#include "../output/output.h"
#include "runtime.h"
#include "sym.h"

#define DT_STACK_WORDS	128	/* largest stack field, in 64-bit words */

typedef struct dt_specbuf dt_specbuf_t;	/* spec.c */
typedef struct dt_rbuf dt_rbuf_t;	/* rbuf.c */

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
	uint64_t *recseq;	/* mmap of DT_MAP_RECSEQ: records numbered */
	size_t globsz;
	/* the CPUs' principal buffers (rbuf.c) */
	dt_rbuf_t *rbufs;
	int nrbufs;
	int rb_epfd;		/* epoll over the rings, -1 none */
	int *rb_active;		/* [nrbufs]: rings with records (rbuf.c) */
	char *rb_wrap;		/* a record that wraps, copied (rbuf.c) */
	size_t rb_wrapsz;
	int cpuscan_warned;	/* setting up a new CPU failed (rt.c) */
	uint64_t next_cpuscan;	/* when to look for new CPUs (rt.c) */
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
	dt_syms_t *syms;	/* kernel and user symbols */
	uint64_t ustk_pcs[DT_STACK_WORDS];	/* printf value of a
				   ustackmode=dwarf ustack() (symrec.c) */
	int sym_pid;		/* process of the user addresses being
				   printed (%A, %k of a ustack) */
	dt_pfcb_t pfcb;		/* printf callbacks (symbols) */
	/* consume_act.c */
	FILE *orig_out;		/* output at the start: freopen("") */
	int flow_indent;	/* flowindent: current indentation */
	uint64_t flow_nrec;	/* records printed with flowindent */
	uint32_t flow_lastprobe;	/* probe and clause of the last one */
	uint32_t flow_lastclause;
	/* speculations (spec.c) */
	dt_specbuf_t *specs;	/* [dp_nspec + 1], allocated on first use */
	dt_vec_t spec_tofree;	/* uint32_t tags committed or discarded */
	uint64_t spec_nextclean;	/* CLOCK_MONOTONIC ns */
	struct dt_uprt *uprt;	/* uprobe.c: pid probes of objects mapped
				   later (dlopen) */
	unsigned char *cl_sym;	/* per clause: 0 not known yet, 1 no
				   symbol fields, 2 some (consume.c) */
	uint32_t ringsize;	/* bytes of each CPU's ring buffer */
	uint64_t next_switch;	/* CLOCK_MONOTONIC ns of the next drain */
	/* -x bufpolicy=ring: records kept per CPU, oldest first
	   (ringstore.c) */
	struct dt_ringstore *ring;	/* [ncpus] */
	int replaying;		/* dt_rt_ring_replay running */
	int batch;		/* records consumed in this batch */
	/* aggregation snapshots (aggraw.c, -x aggrate) */
	struct dt_aggraw *aggcache;	/* [dp_naggs], NULL until used */
	uint64_t agg_lastsnap;	/* CLOCK_MONOTONIC ns of the last one */
	unsigned char *agg_seen;	/* per keyless aggregation: had data
				   (printed as 0 once cleared) */
};

/* Records consumed per batch, at most (rt.c consume_batch). */
#define DT_BATCH	100000

/*
 * rbuf.c: the principal buffers, one ring buffer per online CPU of about
 * ro_bufsize bytes (lowered when memory is short; rt->ringsize says how
 * many); returns the fd of the
 * array of maps by CPU that holds them, -1 and 'err' on failure.
 */
int dt_rbufs_create(dt_rt_t *rt, char *err, size_t errlen);
/* Wait up to timeout_ms for a wakeup or waiting records: > 0 if so. */
int dt_rbufs_poll(dt_rt_t *rt, int timeout_ms);
/* Pass the records written so far to dt_rt_record, in sequence order,
   until it returns < 0; returns the number passed. */
int dt_rbufs_consume(dt_rt_t *rt);
/* Has CPU 'cpu' a ring?  Give it one (a CPU brought online after the
   start; rt.c's CPU scan): 0, or -1 and errno. */
int dt_rbufs_has_cpu(const dt_rt_t *rt, int cpu);
int dt_rbufs_add_cpu(dt_rt_t *rt, int cpu);
void dt_rbufs_free(dt_rt_t *rt);
/* rt.c: the online CPUs (*cpusp allocated) */
int dt_rt_online_cpus(int **cpusp);

/*
 * progbtf.c: the BTF func_info of a program with subprograms
 * (bp_nfuncs > 0): returns the BTF's fd and sets *fip to bp_nfuncs
 * records (free it), or -1 with a message in 'err'.
 */
struct bpf_func_info;
int dt_rt_progbtf(const dt_bpfprog_t *bp, struct bpf_func_info **fip,
    char *err, size_t errlen);
/* progbtf.c: 0 if the kernel has the helpers bp_reqs, else -1 and 'err' */
int dt_rt_check_helpers(const dt_bpfprog_t *bp, char *err, size_t errlen);

/* ringstore.c (-x bufpolicy=ring) */
void dt_rt_ring_add(dt_rt_t *rt, const void *data, size_t size);
void dt_rt_ring_replay(dt_rt_t *rt);
void dt_rt_ring_free(dt_rt_t *rt);

/* consume.c */
int dt_rt_record(void *ctx, void *data, size_t size);
void dt_rt_flush(dt_rt_t *rt);
/* printf()-like formatting of action 'ap' of record 'rec' into 'sb'. */
void dt_rt_format(dt_rt_t *rt, dt_strbuf_t *sb, const char *rec,
    const dt_action_t *ap);

/*
 * consume_act.c: the record prefix in flowindent mode (docs/output.md §9), and
 * the actions tracemem(), print(), setopt(), freopen(), ftruncate() and
 * system() of a record.
 */
void dt_rt_flow_prefix(dt_rt_t *rt, const dt_rechdr_t *h,
    const dt_probe_t *prp);
void dt_rt_act(dt_rt_t *rt, const char *rec, const dt_action_t *ap,
    const dt_rechdr_t *h);
/* A DT_REC_DATA record (checked): print it and run its actions. */
void dt_rt_data(dt_rt_t *rt, const void *data);
/* Read the maps of processes whose user addresses it holds. */
void dt_rt_data_seen(dt_rt_t *rt, const void *data);

/* spec.c: speculative records held by the consumer */
void dt_rt_spec_hold(dt_rt_t *rt, const void *data, size_t size);
void dt_rt_spec_end(dt_rt_t *rt, uint32_t tag, int commit);
/* Free the speculations committed or discarded, if the cleaning
   interval has passed (or 'force'); returns ms until the next cleaning
   is due, -1 if none is pending. */
int dt_rt_spec_clean(dt_rt_t *rt, int force);
void dt_rt_spec_free(dt_rt_t *rt);

/* symrec.c: fields of kinds DT_RK_STACK ... DT_RK_UADDR */
int dt_rt_is_symfield(const dt_recfield_t *rf);
/* A process whose user addresses are in the record: read its maps now. */
void dt_rt_sym_seen(dt_rt_t *rt, const dt_recfield_t *rf, const char *data);
/* trace()-like output and aggregation keys: frames, or "  %-50s". */
void dt_rt_print_symfield(dt_rt_t *rt, const dt_recfield_t *rf,
    const char *data);
/* The printf value of the field (sets rt->sym_pid for user ones). */
void dt_rt_sym_pfval(dt_rt_t *rt, const dt_recfield_t *rf, const char *data,
    dt_pfval_t *pv);
const dt_pfcb_t *dt_rt_pfcb(dt_rt_t *rt);
/* Fold sym/mod/usym/umod keys to their symbol (module) start. */
void dt_rt_fold_symkeys(dt_rt_t *rt, const dt_aggdesc_t *ad, char *key);
int dt_rt_cmp_symfield(const dt_recfield_t *rf, const char *a,
    const char *b);

/* aggs.c */
void dt_rt_printa(dt_rt_t *rt, const dt_action_t *ap);

/* aggraw.c: the maps' contents, each key with every CPU's value words */
typedef struct dt_aggraw {
	size_t ar_n, ar_cap;
	char *ar_keys;		/* ar_n x (ad_ksize + 1) */
	char *ar_vals;		/* ar_n x ncpus x DT_ALIGN(ad_vsize, 8) */
	int ar_valid;		/* read at least once */
} dt_aggraw_t;
void dt_rt_aggraw_read(dt_rt_t *rt, int agg, dt_aggraw_t *ar);
void dt_rt_aggraw_free(dt_aggraw_t *ar);
/* The data printa() prints: the -x aggrate snapshot, or 'tmp' read now
   ('fresh', or aggrate 0). */
const dt_aggraw_t *dt_rt_agg_data(dt_rt_t *rt, int agg, dt_aggraw_t *tmp,
    int fresh);
/* Retake the snapshots if aggrate has passed since the last ones. */
void dt_rt_agg_tick(dt_rt_t *rt);
/* Retake aggregation 'agg''s snapshot (after clear/trunc). */
void dt_rt_agg_refresh(dt_rt_t *rt, int agg);
void dt_rt_aggcache_free(dt_rt_t *rt);
void dt_rt_agg_clear(dt_rt_t *rt, int agg);
void dt_rt_agg_trunc(dt_rt_t *rt, int agg, int64_t n, int has_n);

/* mapbtf.c: key/value BTF of a local-storage map (4-byte key, 8-byte
   value) into 'mo'; -1 with errno on failure */
struct bpf_map_create_opts;
int dt_mapbtf_opts(struct bpf_map_create_opts *mo, uint32_t ksize,
    uint32_t vsize);

#endif /* DT_RT_INT_H */

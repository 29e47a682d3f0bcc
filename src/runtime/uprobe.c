/*
 * uprobe.c - attaching the uprobe programs of the pid and usdt providers
 * (bpf/prog.h "Uprobes"): one uprobe_multi link per (file, process) where
 * the kernel has them (Linux 6.6 and later), else one uprobe perf event and
 * one BPF perf-event link per probe.  Either way the BPF cookie of a probe's
 * attachment is its index in the program's probe list.  Every object is an
 * fd in rt->links, so closing them (or dying) detaches everything.
 *
 * Objects mapped after tracing started (dlopen): a small program on the
 * dynamic linker's _dl_debug_state() of each process named by a pid
 * description stops the process (bpf_send_signal(SIGSTOP)) and counts the
 * event in a map.  dt_uprobe_poll() sees the count change, waits for the
 * stop, reads the process's mappings again, matches the pid descriptions
 * of every uprobe program (bp_udescs) against them, writes the new probes
 * into the programs' dispatch maps, attaches them and continues the
 * process (SIGCONT): no call into the new object is missed.  If dtrace is
 * killed in between, the process stays stopped.
 */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <dirent.h>
#include <errno.h>
#include <linux/perf_event.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "rt_int.h"
#include "uprobe.h"

#define UPROBE_PMU	"/sys/bus/event_source/devices/uprobe/type"

/*
 * The uprobe_multi link (Linux 6.6), spelled out here because the
 * installed UAPI and libbpf (1.1) predate it.  The layout is that of
 * union bpf_attr's link_create member.
 */
#define DT_BPF_TRACE_UPROBE_MULTI	48
#define DT_BPF_F_UPROBE_MULTI_RETURN	1

struct dt_link_create_umulti {
	uint32_t prog_fd;
	uint32_t target_fd;
	uint32_t attach_type;
	uint32_t flags;
	uint64_t path;
	uint64_t offsets;
	uint64_t ref_ctr_offsets;
	uint64_t cookies;
	uint32_t cnt;
	uint32_t uflags;
	uint32_t pid;
	uint32_t pad;
};

int
dt_uprobe_multi_ok(void)
{
	static int ok = -1;
	struct utsname u;
	int a = 0, b = 0;

	if (ok >= 0)
		return ok;
	ok = 0;
	if (getenv("DTRACE_NO_UPROBE_MULTI") != NULL)
		return ok;
	if (uname(&u) == 0 && sscanf(u.release, "%d.%d", &a, &b) == 2 &&
	    (a > 6 || (a == 6 && b >= 6)))
		ok = 1;
	return ok;
}

uint32_t
dt_uprobe_exptype(void)
{
	return dt_uprobe_multi_ok() ? DT_BPF_TRACE_UPROBE_MULTI : 0;
}

static int
pmu_type(void)
{
	static int type = -2;
	FILE *f;

	if (type != -2)
		return type;
	type = -1;
	if ((f = fopen(UPROBE_PMU, "r")) != NULL) {
		if (fscanf(f, "%d", &type) != 1)
			type = -1;
		fclose(f);
	}
	return type;
}

/* Probes of 'bp' sorted by (path, pid) so that a link takes a run. */
typedef struct uent {
	const dt_probe_t *prp;
	uint32_t index;		/* cookie */
	uint32_t site;		/* 0: pr_uoff, else pr_usites[site - 1] */
	int dyn;		/* added later: one dispatch index per site,
				   the cookie is 'index' alone */
} uent_t;

/* File offset and cookie of entry 'ue'. */
static uint64_t
ue_off(const uent_t *ue)
{
	/* (a site of its own or not, 'site' says which offset) */
	return ue->site == 0 ? ue->prp->pr_uoff :
	    ue->prp->pr_usites[ue->site - 1].us_off;
}

static uint64_t
ue_cookie(const uent_t *ue)
{
	if (ue->dyn)
		return ue->index;
	return (uint64_t)ue->site << 32 | ue->index;
}

static int
uent_cmp(const void *a, const void *b)
{
	const dt_probe_t *x = ((const uent_t *)a)->prp;
	const dt_probe_t *y = ((const uent_t *)b)->prp;
	int c = strcmp(x->pr_upath, y->pr_upath);

	if (c != 0)
		return c;
	if (x->pr_upid != y->pr_upid)
		return x->pr_upid < y->pr_upid ? -1 : 1;
	return ue_off(a) < ue_off(b) ? -1 : ue_off(a) > ue_off(b);
}

/* One uprobe_multi link for ue[0..n) (same file and process). */
static int
link_multi(dt_bpfprog_t *bp, const uent_t *ue, int n)
{
	struct dt_link_create_umulti a;
	uint64_t *offs, *refs, *cookies;
	int fd, k, anyref = 0, saved;

	offs = dt_xcalloc((size_t)n, sizeof(uint64_t));
	refs = dt_xcalloc((size_t)n, sizeof(uint64_t));
	cookies = dt_xcalloc((size_t)n, sizeof(uint64_t));
	for (k = 0; k < n; k++) {
		offs[k] = ue_off(&ue[k]);
		refs[k] = ue[k].prp->pr_urefctr;
		anyref |= ue[k].prp->pr_urefctr != 0;
		cookies[k] = ue_cookie(&ue[k]);
	}
	memset(&a, 0, sizeof(a));
	a.prog_fd = (uint32_t)bp->bp_fd;
	a.attach_type = DT_BPF_TRACE_UPROBE_MULTI;
	a.path = (uint64_t)(uintptr_t)ue[0].prp->pr_upath;
	a.offsets = (uint64_t)(uintptr_t)offs;
	a.ref_ctr_offsets = anyref ? (uint64_t)(uintptr_t)refs : 0;
	a.cookies = (uint64_t)(uintptr_t)cookies;
	a.cnt = (uint32_t)n;
	a.uflags = bp->bp_attach == DT_ATTACH_URETPROBE ?
	    DT_BPF_F_UPROBE_MULTI_RETURN : 0;
	a.pid = ue[0].prp->pr_upid > 0 ? (uint32_t)ue[0].prp->pr_upid : 0;
	fd = (int)syscall(__NR_bpf, BPF_LINK_CREATE, &a, sizeof(a));
	saved = errno;
	free(offs);
	free(refs);
	free(cookies);
	errno = saved;
	return fd;
}

/* A probe the kernel refuses (an instruction uprobes cannot step). */
static void
refused(const dt_probe_t *prp, int err)
{
	fprintf(stderr, "%s: failed to enable probe %s:%s:%s:%s: %s\n",
	    dt_progname, prp->pr_prov, prp->pr_mod, prp->pr_func,
	    prp->pr_name, err == 524 ? "Operation not supported" :
	    strerror(err));
}

/*
 * Link ue[0..n); when the kernel refuses the set because of some
 * instruction, halve it to find and leave out the refused probes.
 */
static int
attach_run(dt_rt_t *rt, dt_bpfprog_t *bp, const uent_t *ue, int n,
    char *err, size_t errlen)
{
	int fd = link_multi(bp, ue, n);

	if (fd >= 0) {
		DT_VEC_PUSH(&rt->links, int, fd);
		return 0;
	}
	if (errno == 524 || errno == EOPNOTSUPP || errno == EINVAL) {
		if (n == 1) {
			refused(ue[0].prp, errno);
			return 0;
		}
		if (attach_run(rt, bp, ue, n / 2, err, errlen) != 0)
			return -1;
		return attach_run(rt, bp, ue + n / 2, n - n / 2, err, errlen);
	}
	snprintf(err, errlen, "could not enable tracing: attaching %d "
	    "uprobe%s in %s: %s", n, n == 1 ? "" : "s", ue[0].prp->pr_upath,
	    strerror(errno));
	return -1;
}

static int
attach_multi(dt_rt_t *rt, dt_bpfprog_t *bp, uent_t *ue, int n, char *err,
    size_t errlen)
{
	int i = 0, j;

	while (i < n) {
		for (j = i + 1; j < n && strcmp(ue[j].prp->pr_upath,
		    ue[i].prp->pr_upath) == 0 && ue[j].prp->pr_upid ==
		    ue[i].prp->pr_upid; j++)
			continue;
		if (attach_run(rt, bp, ue + i, j - i, err, errlen) != 0)
			return -1;
		i = j;
	}
	return 0;
}

/* ---------------------------------------------------- later objects */

/* A process whose dynamic linker is watched. */
typedef struct uwatch {
	int uw_pid;
	int uw_mapfd;		/* u64 count of _dl_debug_state calls */
	uint64_t uw_seen;
} uwatch_t;

/* Per uprobe program: what it serves. */
typedef struct uprog {
	dt_bpfprog_t *up_bp;
	uint32_t up_next;	/* next free dispatch entry */
	unsigned char *up_served;	/* bitmap by probe ID */
	uint32_t up_nserved;	/* bits allocated */
} uprog_t;

struct dt_uprt {
	dt_vec_t ur_watch;	/* uwatch_t */
	dt_vec_t ur_progs;	/* uprog_t */
	dt_vec_t ur_fds;	/* perf events and their links */
	/* processes started later (USDT provider globs), see discover() */
	int ur_known;		/* hash map: tgid -> 1 new, 2 handled;
				   key 0: count of new ones */
	int ur_discprog;
	uint64_t ur_seen;	/* key 0 when last looked */
	dt_vec_t ur_discpaths;	/* char *: objects watched */
};

static struct dt_uprt *
uprt(dt_rt_t *rt)
{
	if (rt->uprt == NULL) {
		rt->uprt = dt_xcalloc(1, sizeof(*rt->uprt));
		dt_vec_init(&rt->uprt->ur_watch, sizeof(uwatch_t));
		dt_vec_init(&rt->uprt->ur_progs, sizeof(uprog_t));
		dt_vec_init(&rt->uprt->ur_fds, sizeof(int));
		dt_vec_init(&rt->uprt->ur_discpaths, sizeof(char *));
		rt->uprt->ur_known = rt->uprt->ur_discprog = -1;
	}
	return rt->uprt;
}

/*
 * Perf-event uprobes cost an RCU grace period or two each to create and
 * to destroy; threads let those grace periods overlap, so that thousands
 * of probes take seconds, not minutes.
 */
#define PERF_THREADS	32

typedef struct pjob {
	dt_bpfprog_t *pj_bp;
	const uent_t *pj_ue;
	int pj_n, pj_t, pj_type;
	int *pj_pfd, *pj_lfd, *pj_err;
	int *pj_close;		/* close: the fds */
} pjob_t;

static void *
perf_open_thread(void *arg)
{
	pjob_t *pj = arg;
	int i;

	for (i = pj->pj_t; i < pj->pj_n; i += PERF_THREADS) {
		const dt_probe_t *prp = pj->pj_ue[i].prp;
		LIBBPF_OPTS(bpf_link_create_opts, lo);
		struct perf_event_attr attr;

		memset(&attr, 0, sizeof(attr));
		attr.size = sizeof(attr);
		attr.type = (uint32_t)pj->pj_type;
		attr.config = (pj->pj_bp->bp_attach == DT_ATTACH_URETPROBE ?
		    1 : 0) | (prp->pr_urefctr << 32);
		attr.config1 = (uint64_t)(uintptr_t)prp->pr_upath;
		attr.config2 = ue_off(&pj->pj_ue[i]);
		pj->pj_pfd[i] = (int)syscall(SYS_perf_event_open, &attr,
		    prp->pr_upid > 0 ? prp->pr_upid : -1,
		    prp->pr_upid > 0 ? -1 : 0, -1, PERF_FLAG_FD_CLOEXEC);
		pj->pj_lfd[i] = -1;
		if (pj->pj_pfd[i] < 0) {
			pj->pj_err[i] = errno;
			continue;
		}
		lo.perf_event.bpf_cookie = ue_cookie(&pj->pj_ue[i]);
		pj->pj_lfd[i] = bpf_link_create(pj->pj_bp->bp_fd,
		    pj->pj_pfd[i], BPF_PERF_EVENT, &lo);
		pj->pj_err[i] = pj->pj_lfd[i] < 0 ? errno : 0;
	}
	return NULL;
}

static void *
perf_close_thread(void *arg)
{
	pjob_t *pj = arg;
	int i;

	for (i = pj->pj_t; i < pj->pj_n; i += PERF_THREADS)
		close(pj->pj_close[i]);
	return NULL;
}

/* Run 'fn' on up to PERF_THREADS threads (inline if one fails). */
static void
run_threads(void *(*fn)(void *), pjob_t *tmpl, int n)
{
	pthread_t tid[PERF_THREADS];
	pjob_t jobs[PERF_THREADS];
	int started[PERF_THREADS], t;

	for (t = 0; t < PERF_THREADS && t < n; t++) {
		jobs[t] = *tmpl;
		jobs[t].pj_t = t;
		started[t] = pthread_create(&tid[t], NULL, fn, &jobs[t]) == 0;
		if (!started[t])
			fn(&jobs[t]);
	}
	for (t = 0; t < PERF_THREADS && t < n; t++)
		if (started[t])
			pthread_join(tid[t], NULL);
}

static int
attach_perf(dt_rt_t *rt, dt_bpfprog_t *bp, uent_t *ue, int n, char *err,
    size_t errlen)
{
	int type = pmu_type(), i, r = 0;
	pjob_t pj;

	if (type < 0) {
		snprintf(err, errlen, "could not enable tracing: this kernel "
		    "has no uprobe PMU (%s)", UPROBE_PMU);
		return -1;
	}
	memset(&pj, 0, sizeof(pj));
	pj.pj_bp = bp;
	pj.pj_ue = ue;
	pj.pj_n = n;
	pj.pj_type = type;
	pj.pj_pfd = dt_xcalloc((size_t)n + 1, sizeof(int));
	pj.pj_lfd = dt_xcalloc((size_t)n + 1, sizeof(int));
	pj.pj_err = dt_xcalloc((size_t)n + 1, sizeof(int));
	run_threads(perf_open_thread, &pj, n);
	for (i = 0; i < n; i++) {
		const dt_probe_t *prp = ue[i].prp;
		int e = pj.pj_err[i];

		if (pj.pj_pfd[i] >= 0)
			DT_VEC_PUSH(&uprt(rt)->ur_fds, int, pj.pj_pfd[i]);
		if (pj.pj_lfd[i] >= 0)
			DT_VEC_PUSH(&uprt(rt)->ur_fds, int, pj.pj_lfd[i]);
		if (e == 0 || r != 0)
			continue;
		if (pj.pj_pfd[i] < 0 && (e == 524 || e == EOPNOTSUPP ||
		    e == EINVAL)) {
			refused(prp, e);
			continue;
		}
		snprintf(err, errlen, "could not enable tracing: %s uprobe at "
		    "%s+0x%llx: %s", pj.pj_pfd[i] < 0 ? "creating the" :
		    "attaching to the", prp->pr_upath,
		    (unsigned long long)prp->pr_uoff, strerror(e));
		r = -1;
	}
	free(pj.pj_pfd);
	free(pj.pj_lfd);
	free(pj.pj_err);
	return r;
}

static void
serve(uprog_t *up, uint32_t id)
{
	if (id >= up->up_nserved) {
		uint32_t n = DT_MAX(id + 1, up->up_nserved * 2);

		up->up_served = dt_xrealloc(up->up_served, n);
		memset(up->up_served + up->up_nserved, 0, n - up->up_nserved);
		up->up_nserved = n;
	}
	up->up_served[id] = 1;
}

static int
served(const uprog_t *up, uint32_t id)
{
	return id < up->up_nserved && up->up_served[id];
}

static int
attach_ents(dt_rt_t *rt, dt_bpfprog_t *bp, uent_t *ue, int n, char *err,
    size_t errlen)
{
	qsort(ue, (size_t)n, sizeof(*ue), uent_cmp);
	if (dt_uprobe_multi_ok())
		return attach_multi(rt, bp, ue, n, err, errlen);
	return attach_perf(rt, bp, ue, n, err, errlen);
}

/*
 * The pid of a "pid<N>" provider field (of a USDT program: "NAME<N>"),
 * else 0.
 */
static int
desc_pid(const dt_bpfprog_t *bp, const char *prov)
{
	size_t len = strlen(prov), k = len;

	while (k > 0 && prov[k - 1] >= '0' && prov[k - 1] <= '9')
		k--;
	if (k == len || k == 0)
		return 0;
	if (bp->bp_usdt ? k == 3 && strncmp(prov, "pid", 3) == 0 :
	    k != 3 || strncmp(prov, "pid", 3) != 0)
		return 0;
	return atoi(prov + k);
}

/*
 * The watch program: for process 'pid', stop it and count the call.
 *	r0 = bpf_get_current_pid_tgid() >> 32; if (r0 != pid) goto out;
 *	bpf_send_signal(SIGSTOP);
 *	key = 0; r0 = map_lookup_elem(map, &key); if (r0) *r0 += 1 (atomic);
 * out:	return 0;
 */
static int
watch_prog(int pid, int mapfd)
{
	struct bpf_insn in[16];
	int n = 0;
	LIBBPF_OPTS(bpf_prog_load_opts, lo);

	memset(in, 0, sizeof(in));
	in[n].code = BPF_JMP | BPF_CALL;
	in[n++].imm = BPF_FUNC_get_current_pid_tgid;
	in[n].code = BPF_ALU64 | BPF_RSH | BPF_K;
	in[n++].imm = 32;
	in[n].code = BPF_JMP | BPF_JNE | BPF_K;	/* r0 != pid: out */
	in[n].off = 11;
	in[n++].imm = pid;
	in[n].code = BPF_ALU64 | BPF_MOV | BPF_K;
	in[n].dst_reg = BPF_REG_1;
	in[n++].imm = SIGSTOP;
	in[n].code = BPF_JMP | BPF_CALL;
	in[n++].imm = BPF_FUNC_send_signal;
	in[n].code = BPF_ST | BPF_MEM | BPF_W;
	in[n].dst_reg = BPF_REG_10;
	in[n++].off = -4;
	in[n].code = BPF_LD | BPF_DW | BPF_IMM;
	in[n].dst_reg = BPF_REG_1;
	in[n].src_reg = BPF_PSEUDO_MAP_FD;
	in[n++].imm = mapfd;
	n++;
	in[n].code = BPF_ALU64 | BPF_MOV | BPF_X;
	in[n].dst_reg = BPF_REG_2;
	in[n++].src_reg = BPF_REG_10;
	in[n].code = BPF_ALU64 | BPF_ADD | BPF_K;
	in[n].dst_reg = BPF_REG_2;
	in[n++].imm = -4;
	in[n].code = BPF_JMP | BPF_CALL;
	in[n++].imm = BPF_FUNC_map_lookup_elem;
	in[n].code = BPF_JMP | BPF_JEQ | BPF_K;	/* NULL: out */
	in[n].off = 2;
	in[n++].imm = 0;
	in[n].code = BPF_ALU64 | BPF_MOV | BPF_K;
	in[n].dst_reg = BPF_REG_1;
	in[n++].imm = 1;
	in[n].code = BPF_STX | BPF_ATOMIC | BPF_DW;
	in[n].dst_reg = BPF_REG_0;
	in[n].src_reg = BPF_REG_1;
	in[n++].imm = BPF_ADD;
	in[n].code = BPF_ALU64 | BPF_MOV | BPF_K;	/* out: */
	in[n++].imm = 0;
	in[n++].code = BPF_JMP | BPF_EXIT;
	lo.expected_attach_type = dt_uprobe_exptype();
	return bpf_prog_load(BPF_PROG_TYPE_KPROBE, "dt_pid_dlopen", "GPL", in,
	    (size_t)n, &lo);
}

/* Watch process 'pid' for objects mapped later (once). */
static int
watch(dt_rt_t *rt, int pid, char *err, size_t errlen)
{
	struct dt_uprt *u = uprt(rt);
	dt_bpfprog_t wbp;
	dt_probe_t prp;
	uent_t ue;
	uwatch_t *uw;
	size_t i;
	int mapfd, progfd;

	for (i = 0; i < u->ur_watch.len; i++)
		if (DT_VEC_AT(&u->ur_watch, uwatch_t, i).uw_pid == pid)
			return 0;
	memset(&prp, 0, sizeof(prp));
	if (dt_pid_rtld(rt->pc, pid, &prp.pr_upath, &prp.pr_uoff) != 0)
		return 0;	/* static: nothing is mapped later */
	prp.pr_upid = pid;
	mapfd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_pid_dlopen", 4, 8, 1,
	    NULL);
	if (mapfd < 0 || (progfd = watch_prog(pid, mapfd)) < 0) {
		snprintf(err, errlen, "could not enable tracing: watching "
		    "process %d for dlopen: %s", pid, strerror(errno));
		if (mapfd >= 0)
			close(mapfd);
		return -1;
	}
	DT_VEC_PUSH(&rt->links, int, mapfd);
	DT_VEC_PUSH(&rt->links, int, progfd);
	memset(&wbp, 0, sizeof(wbp));
	wbp.bp_attach = DT_ATTACH_UPROBE;
	wbp.bp_fd = progfd;
	ue.prp = &prp;
	ue.index = 0;
	ue.site = 0;
	if (attach_ents(rt, &wbp, &ue, 1, err, errlen) != 0)
		return -1;
	uw = dt_vec_push(&u->ur_watch);
	uw->uw_pid = pid;
	uw->uw_mapfd = mapfd;
	return 0;
}

/*
 * Processes started later (USDT provider globs, DTrace's python*:::): the
 * objects whose notes the glob found in running processes get a uprobe
 * for every process (pid -1) where a new process first runs their code
 * (dt_usdt_startoff: a program's entry point, a library's DT_INIT, both
 * before main).  Its program stops a process it has not seen
 * (bpf_send_signal(SIGSTOP)) and enters it in a hash map; dt_uprobe_poll
 * reads the new process's objects, matches the glob descriptions again
 * (their probes are NAME<pid> like those of the processes found at
 * start), attaches them, watches its dynamic linker and continues it.
 *
 *	key = tgid; if (lookup(known, &key)) goto out;
 *	val = 1; if (update(known, &key, &val, BPF_NOEXIST)) goto out;
 *	send_signal(SIGSTOP);
 *	key = 0; r0 = lookup(known, &key); if (r0) *r0 += 1 (atomic);
 * out:	return 0;
 */
static int
disc_prog(int mapfd)
{
	struct bpf_insn in[40];
	int n = 0, jout[4], nj = 0, k;
	LIBBPF_OPTS(bpf_prog_load_opts, lo);

#define I(c, d, sr, o, im) (in[n].code = (c), in[n].dst_reg = (d), \
	in[n].src_reg = (sr), in[n].off = (o), in[n].imm = (im), n++)
#define LDMAP(d) (I(BPF_LD | BPF_DW | BPF_IMM, d, BPF_PSEUDO_MAP_FD, 0, \
	mapfd), I(0, 0, 0, 0, 0))
	memset(in, 0, sizeof(in));
	I(BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_get_current_pid_tgid);
	I(BPF_ALU64 | BPF_RSH | BPF_K, BPF_REG_0, 0, 0, 32);
	I(BPF_STX | BPF_MEM | BPF_W, BPF_REG_10, BPF_REG_0, -4, 0);
	LDMAP(BPF_REG_1);
	I(BPF_ALU64 | BPF_MOV | BPF_X, BPF_REG_2, BPF_REG_10, 0, 0);
	I(BPF_ALU64 | BPF_ADD | BPF_K, BPF_REG_2, 0, 0, -4);
	I(BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_map_lookup_elem);
	jout[nj++] = n;
	I(BPF_JMP | BPF_JNE | BPF_K, BPF_REG_0, 0, 0, 0);
	I(BPF_ST | BPF_MEM | BPF_DW, BPF_REG_10, 0, -16, 1);
	LDMAP(BPF_REG_1);
	I(BPF_ALU64 | BPF_MOV | BPF_X, BPF_REG_2, BPF_REG_10, 0, 0);
	I(BPF_ALU64 | BPF_ADD | BPF_K, BPF_REG_2, 0, 0, -4);
	I(BPF_ALU64 | BPF_MOV | BPF_X, BPF_REG_3, BPF_REG_10, 0, 0);
	I(BPF_ALU64 | BPF_ADD | BPF_K, BPF_REG_3, 0, 0, -16);
	I(BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_4, 0, 0, BPF_NOEXIST);
	I(BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_map_update_elem);
	jout[nj++] = n;
	I(BPF_JMP | BPF_JNE | BPF_K, BPF_REG_0, 0, 0, 0);
	I(BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_1, 0, 0, SIGSTOP);
	I(BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_send_signal);
	I(BPF_ST | BPF_MEM | BPF_W, BPF_REG_10, 0, -4, 0);
	LDMAP(BPF_REG_1);
	I(BPF_ALU64 | BPF_MOV | BPF_X, BPF_REG_2, BPF_REG_10, 0, 0);
	I(BPF_ALU64 | BPF_ADD | BPF_K, BPF_REG_2, 0, 0, -4);
	I(BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_map_lookup_elem);
	jout[nj++] = n;
	I(BPF_JMP | BPF_JEQ | BPF_K, BPF_REG_0, 0, 0, 0);
	I(BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_1, 0, 0, 1);
	I(BPF_STX | BPF_ATOMIC | BPF_DW, BPF_REG_0, BPF_REG_1, 0, BPF_ADD);
	for (k = 0; k < nj; k++)	/* out: */
		in[jout[k]].off = (int16_t)(n - jout[k] - 1);
	I(BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_0, 0, 0, 0);
	I(BPF_JMP | BPF_EXIT, 0, 0, 0, 0);
#undef LDMAP
#undef I
	lo.expected_attach_type = dt_uprobe_exptype();
	return bpf_prog_load(BPF_PROG_TYPE_KPROBE, "dt_usdt_new", "GPL", in,
	    (size_t)n, &lo);
}

/* The discovery uprobe 'dp' as perf events, one per CPU. */
static int
disc_perf(dt_rt_t *rt, const dt_probe_t *dp, char *err, size_t errlen)
{
	int ncpu = libbpf_num_possible_cpus(), c, pfd, lfd;

	for (c = 0; c < ncpu; c++) {
		struct perf_event_attr attr;

		memset(&attr, 0, sizeof(attr));
		attr.size = sizeof(attr);
		attr.type = (uint32_t)pmu_type();
		attr.config1 = (uint64_t)(uintptr_t)dp->pr_upath;
		attr.config2 = dp->pr_uoff;
		pfd = (int)syscall(SYS_perf_event_open, &attr, -1, c, -1,
		    PERF_FLAG_FD_CLOEXEC);
		if (pfd < 0 && errno == ENODEV)
			continue;	/* a CPU that is not online */
		if (pfd < 0 || (lfd = bpf_link_create(rt->uprt->ur_discprog,
		    pfd, BPF_PERF_EVENT, NULL)) < 0) {
			snprintf(err, errlen, "could not enable tracing: "
			    "watching %s for new processes: %s",
			    dp->pr_upath, strerror(errno));
			if (pfd >= 0)
				close(pfd);
			return -1;
		}
		DT_VEC_PUSH(&rt->links, int, pfd);
		DT_VEC_PUSH(&rt->links, int, lfd);
	}
	return 0;
}

/* Watch the objects of USDT program 'bp' for new processes (above). */
static int
discover(dt_rt_t *rt, dt_bpfprog_t *bp, char *err, size_t errlen)
{
	struct dt_uprt *u = uprt(rt);
	int i;

	if (u->ur_known < 0) {
		LIBBPF_OPTS(bpf_map_create_opts, mo);
		DIR *d;
		struct dirent *de;
		uint32_t key = 0;
		uint64_t v = 0;

		mo.map_flags = BPF_F_NO_PREALLOC;
		u->ur_known = bpf_map_create(BPF_MAP_TYPE_HASH, "dt_usdt_new",
		    4, 8, 1 << 16, &mo);
		if (u->ur_known < 0 ||
		    (u->ur_discprog = disc_prog(u->ur_known)) < 0) {
			snprintf(err, errlen, "could not enable tracing: "
			    "watching for new processes: %s",
			    strerror(errno));
			return -1;
		}
		DT_VEC_PUSH(&rt->links, int, u->ur_known);
		DT_VEC_PUSH(&rt->links, int, u->ur_discprog);
		(void)bpf_map_update_elem(u->ur_known, &key, &v, 0);
		/* the processes running now were read already */
		v = 2;
		if ((d = opendir("/proc")) != NULL) {
			while ((de = readdir(d)) != NULL) {
				char *end;
				long p = strtol(de->d_name, &end, 10);

				key = (uint32_t)p;
				if (*end == '\0' && p > 0)
					(void)bpf_map_update_elem(u->ur_known,
					    &key, &v, 0);
			}
			closedir(d);
		}
	}
	for (i = 0; i < bp->bp_nprobes; i++) {
		const dt_probe_t *prp = dt_probecat_lookup_id(rt->pc,
		    bp->bp_probes[i]);
		dt_bpfprog_t wbp;
		dt_probe_t dp;
		uent_t ue;
		size_t k;

		if (prp == NULL || prp->pr_upath == NULL)
			continue;
		for (k = 0; k < u->ur_discpaths.len; k++)
			if (strcmp(DT_VEC_AT(&u->ur_discpaths, char *, k),
			    prp->pr_upath) == 0)
				break;
		if (k < u->ur_discpaths.len)
			continue;
		DT_VEC_PUSH(&u->ur_discpaths, char *,
		    dt_xstrdup(prp->pr_upath));
		memset(&dp, 0, sizeof(dp));
		dp.pr_prov = prp->pr_prov;
		dp.pr_mod = prp->pr_mod;
		dp.pr_func = "";
		dp.pr_name = "(new process)";
		dp.pr_upath = prp->pr_upath;
		dp.pr_upid = -1;
		if (dt_usdt_startoff(prp->pr_upath, &dp.pr_uoff) != 0)
			continue;	/* only what is running now is seen */
		if (!dt_uprobe_multi_ok()) {
			/* a perf event for every process is per CPU */
			if (disc_perf(rt, &dp, err, errlen) != 0)
				return -1;
			continue;
		}
		memset(&wbp, 0, sizeof(wbp));
		wbp.bp_attach = DT_ATTACH_UPROBE;
		wbp.bp_fd = u->ur_discprog;
		memset(&ue, 0, sizeof(ue));
		ue.prp = &dp;
		if (attach_ents(rt, &wbp, &ue, 1, err, errlen) != 0)
			return -1;
	}
	return 0;
}

int
dt_uprobe_attach(dt_rt_t *rt, dt_bpfprog_t *bp, char *err, size_t errlen)
{
	uent_t *ue;
	uprog_t *up = NULL;
	int n = 0, i, r, nent = 1, s;

	for (i = 0; i < bp->bp_nprobes; i++) {
		const dt_probe_t *prp = dt_probecat_lookup_id(rt->pc,
		    bp->bp_probes[i]);

		nent += 1 + (prp != NULL ? prp->pr_nusites : 0);
	}
	ue = dt_xcalloc((size_t)nent, sizeof(*ue));

	if (bp->bp_nudescs > 0) {
		up = dt_vec_push(&uprt(rt)->ur_progs);
		up->up_bp = bp;
		up->up_next = (uint32_t)bp->bp_nprobes;
	}
	for (i = 0; i < bp->bp_nprobes; i++) {
		const dt_probe_t *prp = dt_probecat_lookup_id(rt->pc,
		    bp->bp_probes[i]);

		if (up != NULL)
			serve(up, bp->bp_probes[i]);
		if (prp == NULL || prp->pr_upath == NULL)
			continue;
		for (s = 0; s <= prp->pr_nusites; s++) {
			ue[n].prp = prp;
			ue[n].index = (uint32_t)i;
			ue[n].site = (uint32_t)s;
			n++;
		}
	}
	r = attach_ents(rt, bp, ue, n, err, errlen);
	free(ue);
	for (i = 0; r == 0 && i < bp->bp_nudescs; i++) {
		int pid = desc_pid(bp, bp->bp_udescs[i].ud_desc[0]);

		if (pid > 0)
			r = watch(rt, pid, err, errlen);
		else if (bp->bp_usdt &&
		    dt_glob_has_meta(bp->bp_udescs[i].ud_desc[0]))
			r = discover(rt, bp, err, errlen);
	}
	return r;
}

/* Collect the probes a description names that program 'up' lacks. */
typedef struct newp {
	uprog_t *np_up;
	uint64_t np_mask;
	int np_chunk;		/* the mask word np_mask goes to */
	int np_nch;		/* mask words per probe (bp_nchunks) */
	dt_vec_t *np_ids;	/* uint32_t */
	uint64_t *np_masks;	/* by probe ID * np_nch + word */
	uint32_t np_nmasks;	/* probe IDs np_masks has room for */
} newp_t;

static int
new_probe(const dt_probe_t *prp, void *arg)
{
	newp_t *np = arg;
	dt_bpfprog_t *bp = np->np_up->up_bp;

	if (prp->pr_attach != bp->bp_attach || prp->pr_upath == NULL ||
	    prp->pr_argstyle != (bp->bp_usdt ? DT_ARGS_USDT :
	    bp->bp_attach == DT_ATTACH_UPROBE ?
	    DT_ARGS_UPROBE : DT_ARGS_URETPROBE) ||
	    served(np->np_up, prp->pr_id) || prp->pr_id >= np->np_nmasks)
		return 0;
	{
		uint64_t *m = np->np_masks + (size_t)prp->pr_id *
		    (size_t)np->np_nch;
		int w, seen = 0;

		for (w = 0; w < np->np_nch; w++)
			seen |= m[w] != 0;
		if (!seen)
			DT_VEC_PUSH(np->np_ids, uint32_t, prp->pr_id);
		m[np->np_chunk] |= np->np_mask;
	}
	return 0;
}

static int
no_probe(const dt_probe_t *prp, void *arg)
{
	(void)prp;
	(void)arg;
	return 0;
}

static void wait_stopped(int pid);
static int put_recipe(dt_rt_t *rt, const dt_bpfprog_t *bp, uint32_t di,
    const dt_probe_t *prp, int s);

/* Probes of process 'pid' in objects it mapped since: add and attach. */
static void
rescan(dt_rt_t *rt, int pid)
{
	struct dt_uprt *u = uprt(rt);
	dt_mapspec_t *pm = &rt->dp->dp_maps[DT_MAP_PROBES];
	char err[512];
	size_t i, k;

	dt_pid_refresh(pid);
	dt_usdt_refresh(rt->pc, pid);
	for (i = 0; i < u->ur_progs.len; i++) {
		uprog_t *up = &DT_VEC_AT(&u->ur_progs, uprog_t, i);
		dt_bpfprog_t *bp = up->up_bp;
		dt_vec_t ids;
		newp_t np;
		uent_t *ue;
		int d, n = 0;

		dt_vec_init(&ids, sizeof(uint32_t));
		np.np_up = up;
		np.np_ids = &ids;
		np.np_nmasks = 0;
		np.np_masks = NULL;
		np.np_nch = bp->bp_nchunks > 1 ? bp->bp_nchunks : 1;
		for (d = 0; d < bp->bp_nudescs; d++) {
			const dt_udesc_t *ud = &bp->bp_udescs[d];

			if (desc_pid(bp, ud->ud_desc[0]) != pid &&
			    !(bp->bp_usdt && dt_glob_has_meta(ud->ud_desc[0])))
				continue;
			/* probes are created by the match itself */
			dt_probecat_match(rt->pc, ud->ud_desc[0],
			    ud->ud_desc[1], ud->ud_desc[2], ud->ud_desc[3],
			    no_probe, NULL);
			if (np.np_nmasks < dt_probecat_count(rt->pc) + 1) {
				uint32_t nn = dt_probecat_count(rt->pc) + 1;

				np.np_masks = dt_xrealloc(np.np_masks,
				    nn * (size_t)np.np_nch * sizeof(uint64_t));
				memset(np.np_masks + (size_t)np.np_nmasks *
				    (size_t)np.np_nch, 0, (nn - np.np_nmasks) *
				    (size_t)np.np_nch * sizeof(uint64_t));
				np.np_nmasks = nn;
			}
			np.np_mask = ud->ud_mask;
			np.np_chunk = ud->ud_chunk;
			dt_probecat_match(rt->pc, ud->ud_desc[0],
			    ud->ud_desc[1], ud->ud_desc[2], ud->ud_desc[3],
			    new_probe, &np);
		}
		for (k = 0, n = 0; k < ids.len; k++)
			n += 1 + dt_probecat_lookup_id(rt->pc, DT_VEC_AT(&ids,
			    uint32_t, k))->pr_nusites;
		ue = dt_xcalloc((size_t)n + 1, sizeof(*ue));
		n = 0;
		for (k = 0; k < ids.len; k++) {
			uint32_t id = DT_VEC_AT(&ids, uint32_t, k);
			const dt_probe_t *prp = dt_probecat_lookup_id(rt->pc,
			    id);
			char val[8 + 8 * 64];
			int32_t p = prp->pr_upid > 0 ? prp->pr_upid : 0;
			int s;

			if (up->up_next + (uint32_t)prp->pr_nusites >=
			    bp->bp_ucap) {
				fprintf(stderr, "%s: %s: no room for more "
				    "probes of objects mapped later\n",
				    dt_progname, prp->pr_prov);
				break;
			}
			memcpy(val, &id, 4);
			memcpy(val + 4, &p, 4);
			memcpy(val + 8, np.np_masks + (size_t)id *
			    (size_t)np.np_nch, 8 * (size_t)np.np_nch);
			/* USDT: every site has its own entry (and recipe) */
			for (s = 0; s <= (bp->bp_usdt ? prp->pr_nusites : 0);
			    s++) {
				uint32_t di = up->up_next + (uint32_t)s;

				if (bpf_map_update_elem(
				    rt->mapfds[bp->bp_dispatch], &di, val,
				    0) != 0 || (bp->bp_usdt &&
				    put_recipe(rt, bp, di, prp, s) != 0))
					break;
				ue[n].prp = prp;
				ue[n].index = di;
				ue[n].site = (uint32_t)s;
				ue[n].dyn = bp->bp_usdt;
				n++;
			}
			if (s == 0)
				continue;
			if (pm->ms_maxent > id && pm->ms_init != NULL) {
				char e[320];

				memset(e, 0, sizeof(e));
				strncpy(e, prp->pr_prov, 63);
				strncpy(e + 64, prp->pr_mod, 63);
				strncpy(e + 128, prp->pr_func, 127);
				strncpy(e + 256, prp->pr_name, 63);
				(void)bpf_map_update_elem(
				    rt->mapfds[DT_MAP_PROBES], &id, e, 0);
			}
			serve(up, id);
			up->up_next += (uint32_t)s;
		}
		if (n > 0 && attach_ents(rt, bp, ue, n, err, sizeof(err)) != 0)
			fprintf(stderr, "%s: %s\n", dt_progname, err);
		free(ue);
		free(np.np_masks);
		dt_vec_release(&ids);
	}
}

/*
 * The argument recipe (bpf/uarg.h) of site 's' of USDT probe 'prp' into
 * program 'bp''s map, for every CPU, under dispatch index 'di'.
 */
static int
put_recipe(dt_rt_t *rt, const dt_bpfprog_t *bp, uint32_t di,
    const dt_probe_t *prp, int s)
{
	const dt_uarg_t *ua = s == 0 ? prp->pr_uargs :
	    prp->pr_usites[s - 1].us_args;
	uint64_t va = s == 0 ? prp->pr_uvaddr : prp->pr_usites[s - 1].us_vaddr;
	int ncpu = libbpf_num_possible_cpus(), c, j, r;
	size_t vs = DT_ALIGN(DT_UREC_SIZE, 8);
	char *buf;

	if (bp->bp_uargmap < 0)
		return 0;	/* the program reads no arguments */
	if (ncpu <= 0)
		return -1;
	buf = dt_xcalloc((size_t)ncpu, vs);
	for (c = 0; c < ncpu; c++) {
		char *v = buf + (size_t)c * vs;

		memcpy(v + DT_UREC_VADDR, &va, 8);
		for (j = 0; j < prp->pr_nargs && j < 10; j++) {
			dt_urecarg_t ra;

			memset(&ra, 0, sizeof(ra));
			ra.ur_kind = ua[j].ua_kind;
			ra.ur_size = ua[j].ua_size;
			ra.ur_signed = ua[j].ua_signed && !ua[j].ua_float;
			ra.ur_rsh = ua[j].ua_shift;
			ra.ur_lscale = (uint8_t)(ua[j].ua_scale == 8 ? 3 :
			    ua[j].ua_scale == 4 ? 2 : ua[j].ua_scale == 2 ?
			    1 : 0);
			ra.ur_biased = ua[j].ua_biased;
			ra.ur_cut = (uint8_t)(ua[j].ua_size >= 8 ? 0 :
			    64 - 8 * ua[j].ua_size);
			ra.ur_reg = ua[j].ua_reg >= 0 ?
			    (uint16_t)ua[j].ua_reg : 0xffff;
			ra.ur_index = ua[j].ua_index >= 0 ?
			    (uint16_t)ua[j].ua_index : 0xffff;
			ra.ur_val = ua[j].ua_val;
			memcpy(v + DT_UREC_ARGS + 24 * j, &ra, sizeof(ra));
		}
	}
	r = bpf_map_update_elem(rt->mapfds[bp->bp_uargmap], &di, buf, 0);
	free(buf);
	return r;
}

/* Wait (a little) for process 'pid' to be stopped. */
static void
wait_stopped(int pid)
{
	char path[64], buf[512], *rp;
	int i;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	for (i = 0; i < 2000; i++) {
		struct timespec ts = { 0, 500000 };
		FILE *f = fopen(path, "r");
		size_t n;

		if (f == NULL)
			return;
		n = fread(buf, 1, sizeof(buf) - 1, f);
		fclose(f);
		buf[n] = '\0';
		if ((rp = strrchr(buf, ')')) != NULL && rp[1] == ' ' &&
		    (rp[2] == 'T' || rp[2] == 't' || rp[2] == 'Z' ||
		    rp[2] == 'X'))
			return;
		nanosleep(&ts, NULL);
	}
}

/* New processes the discovery program stopped: add their probes. */
static void
poll_new(dt_rt_t *rt)
{
	struct dt_uprt *u = rt->uprt;
	uint32_t key = 0, next;
	uint64_t v = 0;
	char err[512];
	int first = 1;

	if (bpf_map_lookup_elem(u->ur_known, &key, &v) != 0 ||
	    v == u->ur_seen)
		return;
	u->ur_seen = v;
	/* (a hash map: the first key is asked for with no key) */
	while (bpf_map_get_next_key(u->ur_known, first ? NULL : &key,
	    &next) == 0) {
		first = 0;
		key = next;
		if (key == 0 || bpf_map_lookup_elem(u->ur_known, &key,
		    &v) != 0 || v != 1)
			continue;
		v = 2;
		(void)bpf_map_update_elem(u->ur_known, &key, &v, 0);
		wait_stopped((int)key);
		rescan(rt, (int)key);
		if (watch(rt, (int)key, err, sizeof(err)) != 0)
			fprintf(stderr, "%s: %s\n", dt_progname, err);
		kill((pid_t)key, SIGCONT);
	}
}

void
dt_uprobe_poll(dt_rt_t *rt)
{
	struct dt_uprt *u = rt->uprt;
	size_t i;

	if (u == NULL)
		return;
	if (u->ur_known >= 0)
		poll_new(rt);
	for (i = 0; i < u->ur_watch.len; i++) {
		uwatch_t *uw = &DT_VEC_AT(&u->ur_watch, uwatch_t, i);
		uint32_t key = 0;
		uint64_t v = 0;

		if (bpf_map_lookup_elem(uw->uw_mapfd, &key, &v) != 0 ||
		    v == uw->uw_seen)
			continue;
		uw->uw_seen = v;
		wait_stopped(uw->uw_pid);
		rescan(rt, uw->uw_pid);
		kill(uw->uw_pid, SIGCONT);
	}
}

void
dt_uprobe_free(dt_rt_t *rt)
{
	struct dt_uprt *u = rt->uprt;
	size_t i;

	if (u == NULL)
		return;
	if (u->ur_fds.len > 0) {
		pjob_t pj;

		memset(&pj, 0, sizeof(pj));
		pj.pj_close = u->ur_fds.data;
		pj.pj_n = (int)u->ur_fds.len;
		run_threads(perf_close_thread, &pj, pj.pj_n);
	}
	dt_vec_release(&u->ur_fds);
	/* new processes stopped that we did not get to: let them go */
	if (u->ur_known >= 0) {
		uint32_t key = 0, next;
		uint64_t v;
		int first = 1;

		while (bpf_map_get_next_key(u->ur_known, first ? NULL : &key,
		    &next) == 0) {
			first = 0;
			key = next;
			if (key != 0 && bpf_map_lookup_elem(u->ur_known, &key,
			    &v) == 0 && v == 1)
				kill((pid_t)key, SIGCONT);
		}
	}
	for (i = 0; i < u->ur_discpaths.len; i++)
		free(DT_VEC_AT(&u->ur_discpaths, char *, i));
	dt_vec_release(&u->ur_discpaths);
	/* a process stopped at a dlopen we did not get to: let it go */
	for (i = 0; i < u->ur_watch.len; i++) {
		uwatch_t *uw = &DT_VEC_AT(&u->ur_watch, uwatch_t, i);
		uint32_t key = 0;
		uint64_t v = 0;

		if (bpf_map_lookup_elem(uw->uw_mapfd, &key, &v) == 0 &&
		    v != uw->uw_seen)
			kill(uw->uw_pid, SIGCONT);
	}
	for (i = 0; i < u->ur_progs.len; i++)
		free(DT_VEC_AT(&u->ur_progs, uprog_t, i).up_served);
	dt_vec_release(&u->ur_progs);
	dt_vec_release(&u->ur_watch);
	free(u);
	rt->uprt = NULL;
}

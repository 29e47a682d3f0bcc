/*
 * uprobe.c - attaching the uprobe programs of the pid and usdt providers
 * (bpf/prog.h "Uprobes"): one uprobe_multi link per (file, process) where
 * the kernel has them (Linux 6.6 and later), else one uprobe perf event and
 * one BPF perf-event link per probe.  Either way the BPF cookie of a probe's
 * attachment is its index in the program's probe list.  Every object is an
 * fd in rt->links, so closing them (or dying) detaches everything.
 */
#include <bpf/bpf.h>
#include <errno.h>
#include <linux/perf_event.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "prov.h"
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
} uent_t;

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
	return x->pr_uoff < y->pr_uoff ? -1 : x->pr_uoff > y->pr_uoff;
}

static int
attach_multi(dt_rt_t *rt, dt_bpfprog_t *bp, uent_t *ue, int n, char *err,
    size_t errlen)
{
	int i = 0, j, k;

	while (i < n) {
		struct dt_link_create_umulti a;
		uint64_t *offs, *refs, *cookies;
		int fd, anyref = 0;

		for (j = i + 1; j < n && strcmp(ue[j].prp->pr_upath,
		    ue[i].prp->pr_upath) == 0 && ue[j].prp->pr_upid ==
		    ue[i].prp->pr_upid; j++)
			continue;
		offs = dt_xcalloc((size_t)(j - i), sizeof(uint64_t));
		refs = dt_xcalloc((size_t)(j - i), sizeof(uint64_t));
		cookies = dt_xcalloc((size_t)(j - i), sizeof(uint64_t));
		for (k = i; k < j; k++) {
			offs[k - i] = ue[k].prp->pr_uoff;
			refs[k - i] = ue[k].prp->pr_urefctr;
			anyref |= ue[k].prp->pr_urefctr != 0;
			cookies[k - i] = ue[k].index;
		}
		memset(&a, 0, sizeof(a));
		a.prog_fd = (uint32_t)bp->bp_fd;
		a.attach_type = DT_BPF_TRACE_UPROBE_MULTI;
		a.path = (uint64_t)(uintptr_t)ue[i].prp->pr_upath;
		a.offsets = (uint64_t)(uintptr_t)offs;
		a.ref_ctr_offsets = anyref ? (uint64_t)(uintptr_t)refs : 0;
		a.cookies = (uint64_t)(uintptr_t)cookies;
		a.cnt = (uint32_t)(j - i);
		a.uflags = bp->bp_attach == DT_ATTACH_URETPROBE ?
		    DT_BPF_F_UPROBE_MULTI_RETURN : 0;
		a.pid = ue[i].prp->pr_upid > 0 ? (uint32_t)ue[i].prp->pr_upid :
		    0;
		fd = (int)syscall(__NR_bpf, BPF_LINK_CREATE, &a, sizeof(a));
		free(offs);
		free(refs);
		free(cookies);
		if (fd < 0) {
			snprintf(err, errlen, "could not enable tracing: "
			    "attaching %d uprobe%s in %s: %s", j - i,
			    j - i == 1 ? "" : "s", ue[i].prp->pr_upath,
			    strerror(errno));
			return -1;
		}
		DT_VEC_PUSH(&rt->links, int, fd);
		i = j;
	}
	return 0;
}

static int
attach_perf(dt_rt_t *rt, dt_bpfprog_t *bp, uent_t *ue, int n, char *err,
    size_t errlen)
{
	int type = pmu_type(), i;

	if (type < 0) {
		snprintf(err, errlen, "could not enable tracing: this kernel "
		    "has no uprobe PMU (%s)", UPROBE_PMU);
		return -1;
	}
	for (i = 0; i < n; i++) {
		const dt_probe_t *prp = ue[i].prp;
		LIBBPF_OPTS(bpf_link_create_opts, lo);
		struct perf_event_attr attr;
		int pfd, lfd;

		memset(&attr, 0, sizeof(attr));
		attr.size = sizeof(attr);
		attr.type = (uint32_t)type;
		attr.config = (bp->bp_attach == DT_ATTACH_URETPROBE ? 1 : 0) |
		    (prp->pr_urefctr << 32);
		attr.config1 = (uint64_t)(uintptr_t)prp->pr_upath;
		attr.config2 = prp->pr_uoff;
		pfd = (int)syscall(SYS_perf_event_open, &attr,
		    prp->pr_upid > 0 ? prp->pr_upid : -1,
		    prp->pr_upid > 0 ? -1 : 0, -1, PERF_FLAG_FD_CLOEXEC);
		if (pfd < 0) {
			snprintf(err, errlen, "could not enable tracing: "
			    "uprobe at %s+0x%llx: %s", prp->pr_upath,
			    (unsigned long long)prp->pr_uoff, strerror(errno));
			return -1;
		}
		DT_VEC_PUSH(&rt->links, int, pfd);
		lo.perf_event.bpf_cookie = ue[i].index;
		lfd = bpf_link_create(bp->bp_fd, pfd, BPF_PERF_EVENT, &lo);
		if (lfd < 0) {
			snprintf(err, errlen, "could not enable tracing: "
			    "attaching to the uprobe at %s+0x%llx: %s",
			    prp->pr_upath, (unsigned long long)prp->pr_uoff,
			    strerror(errno));
			return -1;
		}
		DT_VEC_PUSH(&rt->links, int, lfd);
	}
	return 0;
}

int
dt_uprobe_attach(dt_rt_t *rt, dt_bpfprog_t *bp, char *err, size_t errlen)
{
	uent_t *ue = dt_xcalloc((size_t)bp->bp_nprobes + 1, sizeof(*ue));
	int n = 0, i, r;

	for (i = 0; i < bp->bp_nprobes; i++) {
		const dt_probe_t *prp = dt_probecat_lookup_id(rt->pc,
		    bp->bp_probes[i]);

		if (prp == NULL || prp->pr_upath == NULL)
			continue;
		ue[n].prp = prp;
		ue[n].index = (uint32_t)i;
		n++;
	}
	qsort(ue, (size_t)n, sizeof(*ue), uent_cmp);
	if (dt_uprobe_multi_ok())
		r = attach_multi(rt, bp, ue, n, err, errlen);
	else
		r = attach_perf(rt, bp, ue, n, err, errlen);
	free(ue);
	return r;
}

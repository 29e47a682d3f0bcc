/*
 * rt.c - loading and running a compiled program (interface: runtime.h):
 * map creation, program load with verifier diagnostics mapped back to D
 * clauses, attachment (raw tracepoints, perf-event sampling, tick timers
 * run by a consumer thread), BEGIN/END through BPF_PROG_TEST_RUN, and
 * detachment.  Every kernel object is an fd owned by this process, so
 * nothing stays attached when it exits, however it exits.
 */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <linux/perf_event.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

#include "rt_int.h"
#include "uprobe.h"

/* -------------------------------------------------------------- maps */

static int
create_maps(dt_rt_t *rt, char *err, size_t errlen)
{
	dt_prog_t *dp = rt->dp;
	int i;

	rt->mapfds = dt_xcalloc((size_t)dp->dp_nmaps, sizeof(int));
	for (i = 0; i < dp->dp_nmaps; i++)
		rt->mapfds[i] = -1;
	for (i = 0; i < dp->dp_nmaps; i++) {
		dt_mapspec_t *ms = &dp->dp_maps[i];
		LIBBPF_OPTS(bpf_map_create_opts, mo);
		uint32_t maxent = ms->ms_maxent, vsize = ms->ms_vsize;
		int fd;

		mo.map_flags = ms->ms_flags;
		if (i == DT_MAP_RINGBUF) {
			/* the principal buffers, sized from -x bufsize
			   (rbuf.c) */
			fd = dt_rbufs_create(rt, err, errlen);
			if (fd < 0)
				return -1;
			rt->mapfds[i] = fd;
			ms->ms_fd = fd;
			ms->ms_maxent = rt->ringsize;
			continue;
		}
		if (vsize == 0)
			vsize = 8;
		if (ms->ms_type == BPF_MAP_TYPE_TASK_STORAGE &&
		    dt_mapbtf_opts(&mo, ms->ms_ksize, vsize) != 0) {
			snprintf(err, errlen, "could not enable tracing: "
			    "type information for map %s: %s", ms->ms_name,
			    strerror(errno));
			return -1;
		}
		fd = bpf_map_create(ms->ms_type, ms->ms_name, ms->ms_ksize,
		    vsize, maxent, &mo);
		if (fd < 0) {
			snprintf(err, errlen, "could not enable tracing: "
			    "failed to create map %s: %s", ms->ms_name,
			    strerror(errno));
			return -1;
		}
		rt->mapfds[i] = fd;
		ms->ms_fd = fd;
		if (ms->ms_init != NULL) {
			uint32_t k;

			for (k = 0; k < maxent; k++) {
				const char *v = (const char *)ms->ms_init +
				    (size_t)k * vsize;
				uint32_t b;

				if (ms->ms_type != BPF_MAP_TYPE_ARRAY)
					break;
				if (k > 0) {
					for (b = 0; b < vsize && v[b] == 0; b++)
						;
					if (b == vsize)
						continue;
				}
				if (bpf_map_update_elem(fd, &k, v, 0) != 0) {
					snprintf(err, errlen, "could not enable "
					    "tracing: failed to initialise map "
					    "%s: %s", ms->ms_name,
					    strerror(errno));
					return -1;
				}
			}
		}
		if (ms->ms_freeze && bpf_map_freeze(fd) != 0) {
			snprintf(err, errlen, "could not enable tracing: "
			    "failed to freeze map %s: %s", ms->ms_name,
			    strerror(errno));
			return -1;
		}
	}
	rt->globsz = DT_ALIGN(dp->dp_maps[DT_MAP_GLOBALS].ms_vsize,
	    (size_t)sysconf(_SC_PAGESIZE));
	rt->globals = mmap(NULL, rt->globsz, PROT_READ | PROT_WRITE,
	    MAP_SHARED, rt->mapfds[DT_MAP_GLOBALS], 0);
	if (rt->globals == MAP_FAILED) {
		rt->globals = NULL;
		snprintf(err, errlen, "could not enable tracing: failed to "
		    "map global variables: %s", strerror(errno));
		return -1;
	}
	rt->recseq = mmap(NULL, (size_t)sysconf(_SC_PAGESIZE), PROT_READ,
	    MAP_SHARED, rt->mapfds[DT_MAP_RECSEQ], 0);
	if (rt->recseq == MAP_FAILED) {
		rt->recseq = NULL;
		snprintf(err, errlen, "could not enable tracing: failed to "
		    "map the record counter: %s", strerror(errno));
		return -1;
	}
	{
		struct timespec rts, mts;

		clock_gettime(CLOCK_REALTIME, &rts);
		clock_gettime(CLOCK_MONOTONIC, &mts);
		*(int64_t *)((char *)rt->globals + DT_GLOBAL_WALLOFF) =
		    ((int64_t)rts.tv_sec - (int64_t)mts.tv_sec) * 1000000000LL +
		    (rts.tv_nsec - mts.tv_nsec);
	}
	/* records wake the consumer once an eighth of a buffer waits */
	*(uint64_t *)((char *)rt->globals + DT_GLOBAL_WAKEAT) =
	    rt->ringsize / 8;
	return 0;
}

/* ----------------------------------------------------------- programs */

/* Instruction index the verifier stopped at, from its log, or -1. */
static int
log_failed_insn(const char *log)
{
	const char *p = log, *line;
	int last = -1;

	while (*p != '\0') {
		line = p;
		if (*line >= '0' && *line <= '9') {
			int n = atoi(line);
			const char *q = line;

			while (*q >= '0' && *q <= '9')
				q++;
			if (*q == ':')
				last = n;
		}
		p = strchr(p, '\n');
		if (p == NULL)
			break;
		p++;
	}
	return last;
}

/* The last non-empty line of the log that is not a statistics line. */
static void
log_reason(const char *log, char *out, size_t outlen)
{
	const char *end = log + strlen(log), *s, *e;

	*out = '\0';
	while (end > log) {
		e = end;
		while (e > log && (e[-1] == '\n' || e[-1] == ' '))
			e--;
		s = e;
		while (s > log && s[-1] != '\n')
			s--;
		if (e > s && strncmp(s, "processed ", 10) != 0 &&
		    strncmp(s, "verification time", 17) != 0 &&
		    strncmp(s, "stack depth", 11) != 0) {
			size_t n = (size_t)(e - s);

			if (n >= outlen)
				n = outlen - 1;
			memcpy(out, s, n);
			out[n] = '\0';
			return;
		}
		end = s;
	}
}

static int
load_prog(dt_rt_t *rt, dt_bpfprog_t *bp, char *err, size_t errlen)
{
	struct bpf_insn *insns = dt_xmalloc(sizeof(*insns) *
	    (size_t)bp->bp_ninsns);
	LIBBPF_OPTS(bpf_prog_load_opts, lo);
	struct bpf_func_info *fi = NULL;
	int i, fd, btffd = -1;

	if (dt_rt_check_helpers(bp, err, errlen) != 0) {
		free(insns);
		return -1;
	}
	if (bp->bp_nfuncs > 0) {
		/* subprograms: BTF func_info (codegen/subprog.c) */
		btffd = dt_rt_progbtf(bp, &fi, err, errlen);
		if (btffd < 0) {
			free(insns);
			return -1;
		}
		lo.prog_btf_fd = (uint32_t)btffd;
		lo.func_info = fi;
		lo.func_info_cnt = (uint32_t)bp->bp_nfuncs;
		lo.func_info_rec_size = sizeof(*fi);
	}
	memcpy(insns, bp->bp_insns, sizeof(*insns) * (size_t)bp->bp_ninsns);
	for (i = 0; i < bp->bp_ninsns; i++) {
		if (insns[i].code == (BPF_LD | BPF_DW | BPF_IMM) &&
		    (insns[i].src_reg == BPF_PSEUDO_MAP_FD ||
		    insns[i].src_reg == BPF_PSEUDO_MAP_VALUE))
			insns[i].imm = rt->mapfds[insns[i].imm];
		if (insns[i].code == (BPF_LD | BPF_DW | BPF_IMM))
			i++;
	}
	if (bp->bp_attach == DT_ATTACH_UPROBE ||
	    bp->bp_attach == DT_ATTACH_URETPROBE)
		bp->bp_exptype = dt_uprobe_exptype();
	lo.expected_attach_type = bp->bp_exptype;
	lo.attach_btf_id = bp->bp_btfid;
	fd = bpf_prog_load(bp->bp_type, bp->bp_name, "GPL", insns,
	    (size_t)bp->bp_ninsns, &lo);
	if (fd < 0) {
		size_t logsz = 16 * 1024 * 1024;
		char *log = dt_xmalloc(logsz), reason[512];
		int saved = errno, at, cl = -1, line = 0;

		LIBBPF_OPTS(bpf_prog_load_opts, lo2);
		lo2.log_buf = log;
		lo2.log_size = (uint32_t)logsz;
		lo2.log_level = 1;
		lo2.expected_attach_type = bp->bp_exptype;
		lo2.attach_btf_id = bp->bp_btfid;
		lo2.prog_btf_fd = lo.prog_btf_fd;
		lo2.func_info = lo.func_info;
		lo2.func_info_cnt = lo.func_info_cnt;
		lo2.func_info_rec_size = lo.func_info_rec_size;
		log[0] = '\0';
		fd = bpf_prog_load(bp->bp_type, bp->bp_name, "GPL", insns,
		    (size_t)bp->bp_ninsns, &lo2);
		if (fd >= 0) {		/* passed with a log: odd but fine */
			free(log);
			goto loaded;
		}
		if (rt->o.ro_bpflog) {
			char *p = log, *nl;

			while ((nl = strchr(p, '\n')) != NULL) {
				fprintf(stderr, "BPF: %.*s\n", (int)(nl - p), p);
				p = nl + 1;
			}
		}
		at = log_failed_insn(log);
		log_reason(log, reason, sizeof(reason));
		if (at >= 0 && at < bp->bp_ninsns) {
			cl = bp->bp_clauses[at];
			line = bp->bp_lines[at];
		}
		if (strstr(reason, "bpf_probe_write_user") != NULL)
			/* copyout(), copyoutstr(): see codegen/act.c */
			snprintf(err, errlen, "could not enable tracing: "
			    "copyout( ) and copyoutstr( ) are not available: "
			    "this kernel does not let BPF programs of this "
			    "type write user memory (%s; clause %d, line %d)",
			    reason, cl + 1, line);
		else if (cl >= 0 && cl < rt->dp->dp_nclauses)
			snprintf(err, errlen, "could not enable tracing: the "
			    "kernel rejected the BPF program for clause %d "
			    "(%s, line %d) at instruction %d: %s%s", cl + 1,
			    rt->dp->dp_clauses[cl].cl_desc, line, at,
			    reason[0] ? reason : strerror(saved),
			    rt->o.ro_bpflog ? "" :
			    " (-x bpflog shows the verifier log)");
		else
			snprintf(err, errlen, "could not enable tracing: the "
			    "kernel rejected BPF program %s: %s%s", bp->bp_name,
			    reason[0] ? reason : strerror(saved),
			    rt->o.ro_bpflog ? "" :
			    " (-x bpflog shows the verifier log)");
		free(log);
		free(insns);
		free(fi);
		if (btffd >= 0)
			close(btffd);
		return -1;
	}
loaded:
	free(insns);
	free(fi);
	if (btffd >= 0)
		close(btffd);
	bp->bp_fd = fd;
	return 0;
}

dt_rt_t *
dt_rt_load(dt_prog_t *dp, dt_probecat_t *pc, const dt_rtopts_t *o,
    char *err, size_t errlen)
{
	dt_rt_t *rt = dt_xcalloc(1, sizeof(*rt));
	struct rlimit rl;
	int i;

	/*
	 * Every program and attachment is a file descriptor: a glob over
	 * kernel functions can need thousands.  Raise the soft limit.
	 */
	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
		rl.rlim_cur = rl.rlim_max;
		(void)setrlimit(RLIMIT_NOFILE, &rl);
	}
	rt->dp = dp;
	rt->pc = pc;
	rt->o = *o;
	rt->orig_out = o->ro_out;
	rt->exit_status = -1;
	rt->ncpus = libbpf_num_possible_cpus();
	if (rt->ncpus <= 0)
		rt->ncpus = 1;
	dt_vec_init(&rt->links, sizeof(int));
	dt_strbuf_init(&rt->buf);
	rt->syms = dt_syms_create();
	rt->begin_idx = rt->end_idx = -1;
	rt->rb_epfd = -1;
	dt_fmt_hist_setopts(o->ro_aggzoom, o->ro_encoding);
	if (create_maps(rt, err, errlen) != 0)
		goto fail;
	for (i = 0; i < dp->dp_nprogs; i++) {
		if (load_prog(rt, &dp->dp_progs[i], err, errlen) != 0)
			goto fail;
		if (dp->dp_progs[i].bp_chain > 0) {
			/* a chained program: its entry in the prog array */
			uint32_t k = (uint32_t)dp->dp_progs[i].bp_chain;

			if (bpf_map_update_elem(
			    rt->mapfds[dp->dp_progs[i].bp_chainmap], &k,
			    &dp->dp_progs[i].bp_fd, 0) != 0) {
				snprintf(err, errlen, "could not enable "
				    "tracing: chaining program %s: %s",
				    dp->dp_progs[i].bp_name, strerror(errno));
				goto fail;
			}
			continue;
		}
		if (dp->dp_progs[i].bp_attach == DT_ATTACH_BEGIN)
			rt->begin_idx = i;
		if (dp->dp_progs[i].bp_attach == DT_ATTACH_END)
			rt->end_idx = i;
	}
	rt->drops_last = dt_xcalloc((size_t)rt->ncpus * DT_STAT_NSTATS,
	    sizeof(uint64_t));
	rt->agg_printed = dt_xcalloc((size_t)(dp->dp_naggs + 1), 1);
	rt->agg_seen = dt_xcalloc((size_t)(dp->dp_naggs + 1), 1);
	rt->agg_normal = dt_xcalloc((size_t)(dp->dp_naggs + 1),
	    sizeof(uint64_t));
	return rt;
fail:
	dt_rt_free(rt);
	return NULL;
}

/* ------------------------------------------------------------- attach */

int
dt_rt_online_cpus(int **cpusp)
{
	FILE *f = fopen("/sys/devices/system/cpu/online", "r");
	int *cpus = NULL, n = 0, a, b;
	char c;

	if (f == NULL) {
		long nc = sysconf(_SC_NPROCESSORS_ONLN);

		cpus = dt_xcalloc((size_t)nc, sizeof(int));
		for (n = 0; n < nc; n++)
			cpus[n] = n;
		*cpusp = cpus;
		return n;
	}
	while (fscanf(f, "%d", &a) == 1) {
		b = a;
		c = (char)fgetc(f);
		if (c == '-') {
			if (fscanf(f, "%d", &b) != 1)
				break;
			c = (char)fgetc(f);
		}
		for (; a <= b; a++) {
			cpus = dt_xrealloc(cpus, sizeof(int) * (size_t)(n + 1));
			cpus[n++] = a;
		}
		if (c != ',')
			break;
	}
	fclose(f);
	*cpusp = cpus;
	return n;
}

/* One CPU's perf event for a profile or perf-software program. */
static int
attach_profile_cpu(dt_rt_t *rt, dt_bpfprog_t *bp, int cpu, char *err,
    size_t errlen)
{
	/* PERFSW: every occurrence of a software event ("perf/<event>") */
	int sw = bp->bp_attach == DT_ATTACH_PERFSW ?
	    dt_perfsw_config(bp->bp_tpname + 5) : -1;
	struct perf_event_attr attr;
	int fd;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = sw >= 0 ? (uint64_t)sw : PERF_COUNT_SW_CPU_CLOCK;
	attr.sample_period = sw >= 0 ? 1 : bp->bp_period;
	attr.disabled = 1;
	fd = (int)syscall(SYS_perf_event_open, &attr, -1, cpu, -1,
	    PERF_FLAG_FD_CLOEXEC);
	if (fd < 0) {
		snprintf(err, errlen, "could not enable tracing: "
		    "perf_event_open (%s, CPU %d): %s", sw >= 0 ?
		    bp->bp_tpname + 5 : "cpu-clock", cpu, strerror(errno));
		return -1;
	}
	DT_VEC_PUSH(&rt->links, int, fd);
	if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, bp->bp_fd) != 0 ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) != 0) {
		snprintf(err, errlen, "could not enable tracing: "
		    "attaching the profile program on CPU %d: %s",
		    cpu, strerror(errno));
		return -1;
	}
	return 0;
}

static int
attach_profile(dt_rt_t *rt, dt_bpfprog_t *bp, char *err, size_t errlen)
{
	int *cpus, n = dt_rt_online_cpus(&cpus), i;

	for (i = 0; i < n; i++)
		if (attach_profile_cpu(rt, bp, cpus[i], err, errlen) != 0) {
			free(cpus);
			return -1;
		}
	free(cpus);
	return 0;
}

/*
 * CPUs brought online since tracing began (looked for about once a
 * second): each gets its principal buffer and the profile and
 * perf-software programs' perf events, as DTrace's CPU-setup hook gives
 * a new CPU its buffers and cyclics.  Until then its records count as
 * drops on it.  A CPU that goes offline keeps what it has.
 */
static void
cpu_scan(dt_rt_t *rt)
{
	int *cpus, n = dt_rt_online_cpus(&cpus), i, j;
	char err[256];

	for (i = 0; i < n; i++) {
		if (cpus[i] < 0 || cpus[i] >= rt->ncpus ||
		    dt_rbufs_has_cpu(rt, cpus[i]))
			continue;
		if (dt_rbufs_add_cpu(rt, cpus[i]) != 0) {
			if (!rt->cpuscan_warned)
				fprintf(stderr, "%s: failed to create the "
				    "principal buffer of CPU %d, brought "
				    "online: %s\n", dt_progname, cpus[i],
				    strerror(errno));
			rt->cpuscan_warned = 1;
			continue;
		}
		for (j = 0; j < rt->dp->dp_nprogs; j++) {
			dt_bpfprog_t *bp = &rt->dp->dp_progs[j];

			if ((bp->bp_attach == DT_ATTACH_PROFILE ||
			    bp->bp_attach == DT_ATTACH_PERFSW) &&
			    bp->bp_fd >= 0 &&
			    attach_profile_cpu(rt, bp, cpus[i], err,
			    sizeof(err)) != 0 && !rt->cpuscan_warned) {
				fprintf(stderr, "%s: %s\n", dt_progname, err);
				rt->cpuscan_warned = 1;
			}
		}
	}
	free(cpus);
}

/* A tracefs tracepoint: one perf event; the program runs on every CPU. */
static int
attach_tp(dt_rt_t *rt, dt_bpfprog_t *bp, char *err, size_t errlen)
{
	struct perf_event_attr attr;
	int id = dt_tracefs_event_id(bp->bp_tpname), fd;

	if (id < 0) {
		snprintf(err, errlen, "could not enable tracing: no tracepoint "
		    "%s", bp->bp_tpname);
		return -1;
	}
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_TRACEPOINT;
	attr.config = (uint64_t)id;
	attr.sample_period = 1;
	attr.wakeup_events = 1;
	fd = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1,
	    PERF_FLAG_FD_CLOEXEC);
	if (fd < 0 && errno == EPERM) {
		/*
		 * Sampling refused (irq_vectors:irq_work_exit: perf's own
		 * irq_work would recurse); the program runs all the same
		 * on a counting event.
		 */
		attr.sample_period = 0;
		attr.wakeup_events = 0;
		fd = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1,
		    PERF_FLAG_FD_CLOEXEC);
	}
	if (fd < 0) {
		snprintf(err, errlen, "could not enable tracing: "
		    "perf_event_open (tracepoint %s): %s", bp->bp_tpname,
		    strerror(errno));
		return -1;
	}
	DT_VEC_PUSH(&rt->links, int, fd);
	if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, bp->bp_fd) != 0 ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) != 0) {
		snprintf(err, errlen, "could not enable tracing: attaching to "
		    "tracepoint %s: %s", bp->bp_tpname, strerror(errno));
		return -1;
	}
	return 0;
}

/*
 * Many kernel functions on one kprobe.multi link; each function's cookie
 * is its index in the program's probe list (the dispatch map's key).
 */
static int
attach_kmulti(dt_rt_t *rt, dt_bpfprog_t *bp, char *err, size_t errlen)
{
	LIBBPF_OPTS(bpf_link_create_opts, co);
	const char **syms = dt_xcalloc((size_t)bp->bp_nprobes, sizeof(*syms));
	uint64_t *cookies = dt_xcalloc((size_t)bp->bp_nprobes,
	    sizeof(*cookies));
	int i, fd;

	for (i = 0; i < bp->bp_nprobes; i++) {
		const dt_probe_t *prp = dt_probecat_lookup_id(rt->pc,
		    bp->bp_probes[i]);

		syms[i] = prp != NULL ? prp->pr_func : "";
		cookies[i] = (uint64_t)i;
	}
	co.kprobe_multi.syms = syms;
	co.kprobe_multi.cookies = (const __u64 *)cookies;
	co.kprobe_multi.cnt = (uint32_t)bp->bp_nprobes;
	co.kprobe_multi.flags = bp->bp_attach == DT_ATTACH_KRMULTI ?
	    BPF_F_KPROBE_MULTI_RETURN : 0;
	fd = bpf_link_create(bp->bp_fd, 0, BPF_TRACE_KPROBE_MULTI, &co);
	free(syms);
	free(cookies);
	if (fd < 0) {
		snprintf(err, errlen, "could not enable tracing: attaching "
		    "%d fbt probes (kprobe.multi): %s", bp->bp_nprobes,
		    strerror(errno));
		return -1;
	}
	DT_VEC_PUSH(&rt->links, int, fd);
	return 0;
}

int
dt_rt_attach(dt_rt_t *rt, char *err, size_t errlen)
{
	dt_prog_t *dp = rt->dp;
	int i;

	for (i = 0; i < dp->dp_nprogs; i++) {
		dt_bpfprog_t *bp = &dp->dp_progs[i];
		int fd;

		if (bp->bp_chain > 0)
			continue;	/* reached by tail call */
		switch (bp->bp_attach) {
		case DT_ATTACH_RAWTP:
			fd = bpf_raw_tracepoint_open(bp->bp_tpname, bp->bp_fd);
			if (fd < 0) {
				snprintf(err, errlen, "could not enable "
				    "tracing: attaching to raw tracepoint %s: "
				    "%s", bp->bp_tpname, strerror(errno));
				return -1;
			}
			DT_VEC_PUSH(&rt->links, int, fd);
			break;
		case DT_ATTACH_PROFILE:
		case DT_ATTACH_PERFSW:
			if (attach_profile(rt, bp, err, errlen) != 0)
				return -1;
			break;
		case DT_ATTACH_TP:
			if (attach_tp(rt, bp, err, errlen) != 0)
				return -1;
			break;
		case DT_ATTACH_FENTRY:
		case DT_ATTACH_FEXIT:
			fd = bpf_link_create(bp->bp_fd, 0, bp->bp_exptype,
			    NULL);
			if (fd < 0) {
				snprintf(err, errlen, "could not enable "
				    "tracing: attaching fbt probe %s: %s",
				    bp->bp_name, strerror(errno));
				return -1;
			}
			DT_VEC_PUSH(&rt->links, int, fd);
			break;
		case DT_ATTACH_KMULTI:
		case DT_ATTACH_KRMULTI:
			if (attach_kmulti(rt, bp, err, errlen) != 0)
				return -1;
			break;
		case DT_ATTACH_UPROBE:
		case DT_ATTACH_URETPROBE:
			if (dt_uprobe_attach(rt, bp, err, errlen) != 0)
				return -1;
			for (fd = 0; fd < bp->bp_nprobes; fd++) {
				const dt_probe_t *up = dt_probecat_lookup_id(
				    rt->pc, bp->bp_probes[fd]);

				if (up != NULL && up->pr_uauxsem != 0)
					dt_usdt_raise_aux(up);
			}
			break;
		case DT_ATTACH_TICK:
			rt->ticks = dt_xrealloc(rt->ticks, sizeof(*rt->ticks) *
			    (size_t)(rt->nticks + 1));
			rt->ticks[rt->nticks].tk_prog = bp->bp_fd;
			rt->ticks[rt->nticks].tk_period = bp->bp_period;
			rt->ticks[rt->nticks].tk_next = 0;
			rt->nticks++;
			break;
		default:
			break;
		}
	}
	return 0;
}

/* ------------------------------------------------------ BEGIN, END */

/* Run program 'fd' (on 'cpu' through an IPI, or here); its return value. */
static uint32_t
test_run(int fd, int cpu)
{
	LIBBPF_OPTS(bpf_test_run_opts, to);
	uint64_t args[1] = { 0 };

	to.ctx_in = args;
	to.ctx_size_in = sizeof(args);
	if (cpu >= 0) {
		to.flags = BPF_F_TEST_RUN_ON_CPU;
		to.cpu = (uint32_t)cpu;
	}
	if (bpf_prog_test_run_opts(fd, &to) != 0 && cpu >= 0) {
		/* CPU went offline: run here instead */
		to.flags = 0;
		to.cpu = 0;
		(void)bpf_prog_test_run_opts(fd, &to);
	}
	return to.retval;
}

static volatile uint32_t *
state_word(dt_rt_t *rt)
{
	return (volatile uint32_t *)((char *)rt->globals + DT_GLOBAL_STATE);
}

/*
 * The tick thread: fires every tick-N program on time, independently of
 * how busy the consumer is, by running it on one CPU with a test run.
 */
static void *
tick_thread(void *arg)
{
	dt_rt_t *rt = arg;
	int cpu = rt->o.ro_cpu >= 0 ? rt->o.ro_cpu : 0, i;
	long ncpu = sysconf(_SC_NPROCESSORS_CONF);
	cpu_set_t set;

	/*
	 * Never on the tick CPU: the test run then interrupts that CPU
	 * with an IPI, and the program sees the interrupted context (pid,
	 * arg0/arg1, stack()) instead of this thread in bpf().
	 */
	CPU_ZERO(&set);
	for (i = 0; i < ncpu && i < CPU_SETSIZE; i++)
		if (i != cpu)
			CPU_SET(i, &set);
	if (CPU_COUNT(&set) > 0)
		(void)pthread_setaffinity_np(pthread_self(), sizeof(set),
		    &set);

	for (;;) {
		uint64_t now = dt_now_ns(), next = UINT64_MAX;
		struct timespec ts;
		struct pollfd pfd;
		int64_t wait;

		for (i = 0; i < rt->nticks; i++) {
			dt_tick_t *tk = &rt->ticks[i];

			if (now >= tk->tk_next) {
				int try;

				/* 1: it interrupted one of our programs on
				 * that CPU (scratch busy): again, shortly */
				for (try = 0; try < 20 &&
				    *state_word(rt) == DT_STATE_ACTIVE &&
				    test_run(tk->tk_prog, cpu) == 1; try++) {
					struct timespec pause = { 0, 20000 };

					nanosleep(&pause, NULL);
				}
				tk->tk_next += tk->tk_period;
				if (tk->tk_next <= now)
					tk->tk_next = now + tk->tk_period;
			}
			if (tk->tk_next < next)
				next = tk->tk_next;
		}
		now = dt_now_ns();
		wait = next > now ? (int64_t)(next - now) : 0;
		ts.tv_sec = wait / 1000000000;
		ts.tv_nsec = wait % 1000000000;
		pfd.fd = rt->tick_pipe[0];
		pfd.events = POLLIN;
		if (ppoll(&pfd, 1, &ts, NULL) > 0)
			break;		/* told to stop */
	}
	return NULL;
}

int
dt_rt_go(dt_rt_t *rt, char *err, size_t errlen)
{
	int i;

	if (rt->begin_idx >= 0)
		test_run(rt->dp->dp_progs[rt->begin_idx].bp_fd, -1);
	__sync_bool_compare_and_swap(state_word(rt), DT_STATE_INACTIVE,
	    DT_STATE_ACTIVE);
	if (rt->nticks > 0) {
		uint64_t now = dt_now_ns();

		for (i = 0; i < rt->nticks; i++)
			rt->ticks[i].tk_next = now + rt->ticks[i].tk_period;
		if (pipe(rt->tick_pipe) != 0 ||
		    pthread_create(&rt->tick_tid, NULL, tick_thread, rt) != 0) {
			snprintf(err, errlen, "could not enable tracing: tick "
			    "timer thread: %s", strerror(errno));
			return -1;
		}
		rt->tick_running = 1;
	}
	return 0;
}

static void
stop_ticks(dt_rt_t *rt)
{
	if (!rt->tick_running)
		return;
	if (write(rt->tick_pipe[1], "x", 1) != 1)
		DT_BUG("tick pipe");
	pthread_join(rt->tick_tid, NULL);
	close(rt->tick_pipe[0]);
	close(rt->tick_pipe[1]);
	rt->tick_running = 0;
}

/*
 * Consume one batch: at most DT_BATCH records (dt_rt_record ends the
 * batch), so that a flood the consumer only just keeps up with cannot
 * keep it from signals, targets and status reports.
 */
static void
consume_batch(dt_rt_t *rt)
{
	rt->batch = 0;
	(void)dt_rbufs_consume(rt);
	dt_rt_flush(rt);
}

/* Consume everything (tracing has stopped: no new records). */
static void
drain(dt_rt_t *rt)
{
	do
		consume_batch(rt);
	while (rt->batch >= DT_BATCH);
}

void
dt_rt_stop(dt_rt_t *rt)
{
	if (rt->stopped)
		return;
	rt->stopped = 1;
	*state_word(rt) = DT_STATE_DRAINING;
	stop_ticks(rt);
	/* records already in flight are consumed before END's */
	drain(rt);
	if (rt->end_idx >= 0)
		test_run(rt->dp->dp_progs[rt->end_idx].bp_fd, -1);
	*state_word(rt) = DT_STATE_STOPPED;
	drain(rt);
	if (rt->o.ro_bufpolicy == DT_BUFPOLICY_RING)
		dt_rt_ring_replay(rt);
	dt_rt_flush(rt);
}

/* Principal-buffer drops counted so far, all CPUs. */
static uint64_t
total_drops(dt_rt_t *rt)
{
	size_t vsz = 8 * DT_STAT_NSTATS;
	char *vals = dt_xcalloc((size_t)rt->ncpus, vsz);
	uint32_t key = 0;
	uint64_t n = 0;
	int c;

	if (bpf_map_lookup_elem(rt->mapfds[DT_MAP_STATS], &key, vals) == 0)
		for (c = 0; c < rt->ncpus; c++)
			n += *(uint64_t *)(vals + (size_t)c * vsz +
			    8 * DT_STAT_DROPS);
	free(vals);
	return n;
}

/*
 * -x bufpolicy=fill: nothing is consumed while tracing; the first drop
 * means the buffer is full, which stops tracing (END still runs and the
 * whole buffer is printed by dt_rt_stop).
 */
static int
poll_fill(dt_rt_t *rt, int timeout_ms)
{
	struct timespec ts;

	ts.tv_sec = timeout_ms / 1000;
	ts.tv_nsec = (long)(timeout_ms % 1000) * 1000000L;
	nanosleep(&ts, NULL);
	if (*state_word(rt) == DT_STATE_DRAINING || total_drops(rt) > 0)
		return 1;
	return 0;
}

int
dt_rt_poll(dt_rt_t *rt, int timeout_ms)
{
	/* the switch rate: unset, every 10 ms */
	uint64_t period = rt->o.ro_switchrate ? rt->o.ro_switchrate :
	    10000000ull, now;
	int wait = timeout_ms, due = dt_rt_spec_clean(rt, 0);

	/* committed/discarded speculations are freed on time */
	if (due >= 0 && due < wait)
		wait = due;
	now = dt_now_ns();
	if (now >= rt->next_cpuscan) {
		/* CPUs brought online get their buffers and perf events */
		cpu_scan(rt);
		rt->next_cpuscan = now + 1000000000ull;
	}
	if (rt->o.ro_bufpolicy == DT_BUFPOLICY_FILL) {
		dt_uprobe_poll(rt);
		return poll_fill(rt, wait);
	}
	now = dt_now_ns();
	if (rt->next_switch == 0)
		rt->next_switch = now + period;
	if (rt->next_switch > now &&
	    (rt->next_switch - now) / 1000000 < (uint64_t)wait)
		wait = (int)((rt->next_switch - now + 999999) / 1000000);
	/* returns early when a record asks for a wakeup */
	if (dt_rbufs_poll(rt, wait) > 0) {
		consume_batch(rt);
	}
	now = dt_now_ns();
	if (now >= rt->next_switch) {
		consume_batch(rt);
		rt->next_switch = now + period;
	}
	dt_rt_spec_clean(rt, 0);
	dt_rt_agg_tick(rt);	/* -x aggrate snapshots */
	dt_uprobe_poll(rt);
	dt_rt_flush(rt);
	if (rt->globals != NULL && *state_word(rt) == DT_STATE_DRAINING &&
	    !rt->exit_seen) {
		/* exit() ran but its record was dropped: stop anyway */
		consume_batch(rt);
		rt->exit_seen = 1;
	}
	return rt->exit_seen;
}

int
dt_rt_exit_status(dt_rt_t *rt)
{
	return rt->exit_status;
}

int
dt_rt_fd(dt_rt_t *rt)
{
	return rt->rb_epfd;
}

/*
 * The drop messages (docs/output.md §11.3), in DTrace's order: the per-CPU
 * ones (principal and aggregation buffers), then the status ones for all
 * CPUs together.  -x droptags puts the dtrace_dropkind_t name first.
 * Dynamic variable rinsing/dirty drops and ustack() string table
 * overflows have no counter: BPF hash maps have no dirty list to rinse,
 * and there are no ustack helpers.
 */
static const struct {
	int dk_stat;		/* DT_STAT_* */
	int dk_percpu;		/* "... on CPU n" */
	const char *dk_tag;
	const char *dk_what;
	const char *dk_suffix;
} drop_kinds[] = {
	{ DT_STAT_DROPS, 1, "DTRACEDROP_PRINCIPAL", "drop", "" },
	{ DT_STAT_AGGDROPS, 1, "DTRACEDROP_AGGREGATION", "aggregation drop",
	    "" },
	{ DT_STAT_DYNDROPS, 0, "DTRACEDROP_DYNAMIC",
	    "dynamic variable drop", "" },
	{ DT_STAT_SPECDROPS, 0, "DTRACEDROP_SPEC", "speculative drop", "" },
	{ DT_STAT_SPECBUSY, 0, "DTRACEDROP_SPECBUSY", "failed speculation",
	    " (available buffer(s) still busy)" },
	{ DT_STAT_SPECUNAVAIL, 0, "DTRACEDROP_SPECUNAVAIL",
	    "failed speculation", " (no speculative buffer available)" },
	{ DT_STAT_DBLERRORS, 0, "DTRACEDROP_DBLERROR", "error",
	    " in ERROR probe enabling" },
};

static void
drop_message(dt_rt_t *rt, int k, uint64_t n, int cpu)
{
	dt_rt_flush(rt);
	fprintf(stderr, "%s: ", dt_progname);
	if (rt->o.ro_droptags)
		fprintf(stderr, "[%s] ", drop_kinds[k].dk_tag);
	fprintf(stderr, "%llu %s%s%s", (unsigned long long)n,
	    drop_kinds[k].dk_what, n > 1 ? "s" : "", drop_kinds[k].dk_suffix);
	if (cpu >= 0)
		fprintf(stderr, " on CPU %d", cpu);
	fputc('\n', stderr);
}

void
dt_rt_report_drops(dt_rt_t *rt)
{
	size_t vsz = 8 * DT_STAT_NSTATS;
	char *vals = dt_xcalloc((size_t)rt->ncpus, vsz);
	uint32_t key = 0;
	size_t k;
	int c;

	if (bpf_map_lookup_elem(rt->mapfds[DT_MAP_STATS], &key, vals) != 0) {
		free(vals);
		return;
	}
	for (k = 0; k < DT_ARRAY_SIZE(drop_kinds); k++) {
		int s = drop_kinds[k].dk_stat;
		uint64_t total = 0;

		for (c = 0; c < rt->ncpus; c++) {
			uint64_t v = *(uint64_t *)(vals + (size_t)c * vsz +
			    8 * (size_t)s);
			uint64_t *last = &rt->drops_last[(size_t)c *
			    DT_STAT_NSTATS + (size_t)s];
			uint64_t d = v - *last;

			*last = v;
			if (d == 0)
				continue;
			if (drop_kinds[k].dk_percpu)
				drop_message(rt, (int)k, d, c);
			else
				total += d;
		}
		if (total > 0)
			drop_message(rt, (int)k, total, -1);
	}
	free(vals);
}

void
dt_rt_free(dt_rt_t *rt)
{
	size_t i;
	int k;

	if (rt == NULL)
		return;
	stop_ticks(rt);
	/* detach first: links, then programs, then maps */
	dt_uprobe_free(rt);
	for (i = 0; i < rt->links.len; i++)
		close(DT_VEC_AT(&rt->links, int, i));
	dt_usdt_lower_all();
	dt_vec_release(&rt->links);
	dt_rbufs_free(rt);
	for (k = 0; k < rt->dp->dp_nprogs; k++)
		if (rt->dp->dp_progs[k].bp_fd >= 0) {
			close(rt->dp->dp_progs[k].bp_fd);
			rt->dp->dp_progs[k].bp_fd = -1;
		}
	if (rt->globals != NULL)
		munmap(rt->globals, rt->globsz);
	if (rt->recseq != NULL)
		munmap(rt->recseq, (size_t)sysconf(_SC_PAGESIZE));
	if (rt->mapfds != NULL)
		for (k = 0; k < rt->dp->dp_nmaps; k++)
			if (rt->mapfds[k] >= 0)
				close(rt->mapfds[k]);
	free(rt->mapfds);
	free(rt->ticks);
	free(rt->drops_last);
	dt_rt_spec_free(rt);
	free(rt->agg_printed);
	free(rt->agg_seen);
	dt_rt_aggcache_free(rt);
	free(rt->agg_normal);
	free(rt->cl_sym);
	dt_rt_ring_free(rt);
	dt_strbuf_release(&rt->buf);
	dt_syms_free(rt->syms);
	if (rt->o.ro_out != rt->orig_out && rt->o.ro_out != NULL)
		fclose(rt->o.ro_out);	/* opened by freopen() */
	free(rt);
}

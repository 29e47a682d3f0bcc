/*
 * rbuf.c - the principal buffers: one BPF ring buffer per CPU, of bufsize
 * bytes each (docs/options.md §4.1), in the array of maps DT_MAP_RINGBUF
 * indexed by CPU (codegen/ring.c writes to it).  A CPU whose buffer is full
 * loses its own records only, counted on that CPU ("N drops on CPU C").
 *
 * The consumer reads the rings itself (the kernel's ring buffer layout:
 * a consumer-position page it writes, a producer-position page and the
 * data pages; each record behind an 8-byte header of its length and
 * busy/discard bits) so that it can look at the next record of every CPU
 * before taking one: records are merged by their sequence number (dt_rechdr_t
 * dr_seq, from a counter all CPUs share), in the order they were sent,
 * as DTrace's temporal option merges them by time, so the output of a
 * thread that moves between CPUs stays in order.  A record numbered
 * after the drain began is left for the next drain: one numbered before
 * it on another CPU may not be visible yet.  A CPU brought online after
 * the start gets its ring when rt.c's CPU scan next looks (about once a
 * second: dt_rbufs_add_cpu); until then the program finds no ring for it and counts its
 * records as drops on that CPU.  Interface: rt_int.h.
 *
 * The kernel offers the data pages twice in a row, so that a record
 * that wraps around the end reads in one piece; all the pages mapped are
 * resident, so that would cost 2 x bufsize per CPU.  We map them once
 * and copy a record that wraps (rare: one per trip round the ring) into
 * one scratch buffer, reused (docs/pipeline.md, Buffering and wakeups).
 */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <linux/bpf.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <unistd.h>

#include "rt_int.h"

struct dt_rbuf {
	int rb_fd;
	int rb_cpu;
	uint64_t rb_mask;		/* data bytes - 1 */
	uint64_t *rb_cons;		/* consumer position (we write it) */
	const uint64_t *rb_prod;	/* producer position */
	const char *rb_data;		/* data pages, mapped once */
	uint64_t rb_cpos;		/* our consumer position */
	uint64_t rb_ppos;		/* producer position at this drain */
	size_t rb_pgsz;
};

static void
unmap_ring(dt_rbuf_t *r)
{
	if (r->rb_cons != NULL)
		munmap(r->rb_cons, r->rb_pgsz);
	if (r->rb_prod != NULL)
		munmap((void *)r->rb_prod, r->rb_pgsz + r->rb_mask + 1);
	if (r->rb_fd >= 0)
		close(r->rb_fd);
	memset(r, 0, sizeof(*r));
	r->rb_fd = -1;
}

static int
map_ring(dt_rbuf_t *r, uint32_t size)
{
	void *p;

	r->rb_pgsz = (size_t)sysconf(_SC_PAGESIZE);
	r->rb_mask = size - 1;
	p = mmap(NULL, r->rb_pgsz, PROT_READ | PROT_WRITE, MAP_SHARED,
	    r->rb_fd, 0);
	if (p == MAP_FAILED)
		return -1;
	r->rb_cons = p;
	p = mmap(NULL, r->rb_pgsz + (size_t)size, PROT_READ, MAP_SHARED,
	    r->rb_fd, (off_t)r->rb_pgsz);
	if (p == MAP_FAILED)
		return -1;
	r->rb_prod = p;
	r->rb_data = (const char *)p + r->rb_pgsz;
	r->rb_cpos = __atomic_load_n(r->rb_cons, __ATOMIC_ACQUIRE);
	return 0;
}

static void
free_rings(dt_rt_t *rt)
{
	int i;

	for (i = 0; i < rt->nrbufs; i++)
		unmap_ring(&rt->rbufs[i]);
	free(rt->rbufs);
	rt->rbufs = NULL;
	rt->nrbufs = 0;
}

/* One ring of 'size' bytes per online CPU; -1 and errno on failure. */
static int
make_rings(dt_rt_t *rt, const int *cpus, int n, uint32_t size)
{
	int i;

	rt->rbufs = dt_xcalloc((size_t)n, sizeof(dt_rbuf_t));
	rt->nrbufs = n;
	for (i = 0; i < n; i++)
		rt->rbufs[i].rb_fd = -1;
	for (i = 0; i < n; i++) {
		dt_rbuf_t *r = &rt->rbufs[i];

		r->rb_cpu = cpus[i];
		r->rb_fd = bpf_map_create(BPF_MAP_TYPE_RINGBUF, "dt_ring_cpu",
		    0, 0, size, NULL);
		if (r->rb_fd < 0 || map_ring(r, size) != 0) {
			int e = errno;

			free_rings(rt);
			errno = e;
			return -1;
		}
	}
	return 0;
}

/* "2m", "64k": the largest unit that divides it (docs/output.md §11.4). */
static void
size_str(char *buf, size_t len, uint64_t n)
{
	static const char units[] = "kmgtpe";
	int u = -1;

	while (n != 0 && n % 1024 == 0 && u < 5) {
		n /= 1024;
		u++;
	}
	if (u < 0)
		snprintf(buf, len, "%llu bytes", (unsigned long long)n);
	else
		snprintf(buf, len, "%llu%c", (unsigned long long)n, units[u]);
}

/*
 * The bytes asked for each CPU's ring buffer: the bufsize option (at
 * most 1 GiB); under bufpolicy=ring at least 4 MiB, since the consumer
 * keeps the bufsize bytes (ringstore.c) and the kernel buffer only
 * carries them there.
 */
static uint32_t
ring_want(const dt_rtopts_t *o)
{
	uint64_t b = o->ro_bufsize;

	if (o->ro_bufpolicy == DT_BUFPOLICY_RING)
		b = DT_MAX(b, 4u << 20);
	return (uint32_t)DT_MIN(b, 1u << 30);
}

int
dt_rbufs_create(dt_rt_t *rt, char *err, size_t errlen)
{
	LIBBPF_OPTS(bpf_map_create_opts, mo);
	uint32_t size = 4096, want = ring_want(&rt->o);
	int *cpus, n = dt_rt_online_cpus(&cpus), i, fd;
	struct epoll_event ev;

	/* a power of two of pages, as the kernel wants */
	while (size < want && size < (1u << 30))
		size <<= 1;
	while (make_rings(rt, cpus, n, size) != 0) {
		if (errno != ENOMEM || size <= 4096) {
			snprintf(err, errlen, "could not enable tracing: "
			    "failed to create the principal buffers (%u "
			    "bytes on each of %d CPUs): %s", size, n,
			    strerror(errno));
			free(cpus);
			return -1;
		}
		size /= 2;
	}
	if (size < want) {
		char s[32];

		size_str(s, sizeof(s), size);
		fprintf(stderr, "%s: buffer size lowered to %s\n",
		    dt_progname, s);
	}
	free(cpus);
	rt->ringsize = size;
	rt->rb_active = dt_xcalloc((size_t)rt->nrbufs, sizeof(int));
	mo.inner_map_fd = rt->rbufs[0].rb_fd;
	fd = bpf_map_create(BPF_MAP_TYPE_ARRAY_OF_MAPS, "dt_ring", 4, 4,
	    (uint32_t)rt->ncpus, &mo);
	if (fd < 0) {
		snprintf(err, errlen, "could not enable tracing: failed to "
		    "create map dt_ring: %s", strerror(errno));
		return -1;
	}
	rt->rb_epfd = epoll_create1(EPOLL_CLOEXEC);
	for (i = 0; i < rt->nrbufs; i++) {
		uint32_t k = (uint32_t)rt->rbufs[i].rb_cpu;
		uint32_t v = (uint32_t)rt->rbufs[i].rb_fd;

		memset(&ev, 0, sizeof(ev));
		ev.events = EPOLLIN;
		ev.data.u32 = (uint32_t)i;
		if ((int)k >= rt->ncpus ||
		    bpf_map_update_elem(fd, &k, &v, 0) != 0 ||
		    rt->rb_epfd < 0 || epoll_ctl(rt->rb_epfd, EPOLL_CTL_ADD,
		    rt->rbufs[i].rb_fd, &ev) != 0) {
			snprintf(err, errlen, "could not enable tracing: "
			    "principal buffer of CPU %u: %s", k,
			    strerror(errno));
			close(fd);
			return -1;
		}
	}
	return fd;
}

int
dt_rbufs_poll(dt_rt_t *rt, int timeout_ms)
{
	struct epoll_event ev[16];

	if (rt->rb_epfd < 0)
		return 0;
	return epoll_wait(rt->rb_epfd, ev, 16, timeout_ms);
}

/* The data byte at position 'pos' of ring r. */
static const char *
ring_at(const dt_rbuf_t *r, uint64_t pos)
{
	return r->rb_data + (pos & r->rb_mask);
}

/*
 * The sequence number of the record of 'len' bytes at ring r's consumer
 * position, UINT64_MAX if too short to have one.  dr_seq is 8-aligned,
 * as records are, so it is never cut by the end of the ring.
 */
static uint64_t
head_seq(const dt_rbuf_t *r, uint32_t len)
{
	if (len < sizeof(dt_rechdr_t))
		return UINT64_MAX;
	return *(const uint64_t *)ring_at(r, r->rb_cpos + 8 +
	    offsetof(dt_rechdr_t, dr_seq));
}

/*
 * The length of the next record of ring r visible in this drain and
 * numbered before 'limit' (it is at r->rb_cpos), or 0 if there is none;
 * skips discarded ones.
 */
static uint32_t
head(dt_rbuf_t *r, uint64_t limit)
{
	_Static_assert(offsetof(dt_rechdr_t, dr_seq) % 8 == 0,
	    "dr_seq must not straddle the end of a ring");
	while (r->rb_cpos < r->rb_ppos) {
		uint32_t len = __atomic_load_n(
		    (const uint32_t *)ring_at(r, r->rb_cpos), __ATOMIC_ACQUIRE);

		if (len & BPF_RINGBUF_BUSY_BIT)
			break;		/* being written: next drain */
		if (len & BPF_RINGBUF_DISCARD_BIT) {
			r->rb_cpos += DT_ALIGN((len &
			    ~BPF_RINGBUF_DISCARD_BIT) + 8, 8);
			__atomic_store_n(r->rb_cons, r->rb_cpos,
			    __ATOMIC_RELEASE);
			continue;
		}
		if (len >= sizeof(dt_rechdr_t) && head_seq(r, len) >= limit)
			break;		/* after the drain began */
		if (len != 0)
			return len;
		/* an empty record: nothing to pass on */
		r->rb_cpos += 8;
		__atomic_store_n(r->rb_cons, r->rb_cpos, __ATOMIC_RELEASE);
	}
	r->rb_ppos = r->rb_cpos;
	return 0;
}

/*
 * The 'len' bytes of the record at ring r's consumer position in one
 * piece: in place, or, when it wraps around the end of the ring, copied
 * into the scratch buffer (valid until the next record is taken).
 */
static void *
head_body(dt_rt_t *rt, const dt_rbuf_t *r, uint32_t len)
{
	uint64_t off = (r->rb_cpos + 8) & r->rb_mask;
	size_t first = (size_t)(r->rb_mask + 1 - off);

	if (len <= first)
		return (void *)(r->rb_data + off);
	if (rt->rb_wrapsz < len) {
		rt->rb_wrapsz = DT_ALIGN((size_t)len, 4096);
		free(rt->rb_wrap);
		rt->rb_wrap = dt_xmalloc(rt->rb_wrapsz);
	}
	memcpy(rt->rb_wrap, r->rb_data + off, first);
	memcpy(rt->rb_wrap + first, r->rb_data, len - first);
	return rt->rb_wrap;
}

/*
 * One pass: the records visible when it starts, in sequence order.
 * Returns how many were passed, -1 if dt_rt_record ended the batch.
 */
static int
consume_pass(dt_rt_t *rt)
{
	uint64_t limit = __atomic_load_n(rt->recseq, __ATOMIC_ACQUIRE);
	int i, n = 0, *act = rt->rb_active;
	int nact = 0;

	/* positions after the counter: a record numbered below 'limit' was
	   numbered before them, so were all the records sent before it */
	for (i = 0; i < rt->nrbufs; i++) {
		dt_rbuf_t *r = &rt->rbufs[i];

		r->rb_ppos = __atomic_load_n(r->rb_prod, __ATOMIC_ACQUIRE);
		if (r->rb_cpos < r->rb_ppos)
			act[nact++] = i;
	}
	while (nact > 0) {
		dt_rbuf_t *r;
		uint64_t bseq = 0, seq;
		uint32_t blen = 0, len;
		int bi = -1, j, ret;

		for (j = 0; j < nact; ) {
			r = &rt->rbufs[act[j]];
			if ((len = head(r, limit)) == 0) {
				act[j] = act[--nact];
				continue;
			}
			seq = head_seq(r, len);
			/* one too short for a number: taken as it comes */
			if (bi < 0 || (seq != UINT64_MAX && bseq != UINT64_MAX &&
			    seq < bseq)) {
				bseq = seq;
				blen = len;
				bi = j;
			}
			j++;
		}
		if (bi < 0)
			break;
		r = &rt->rbufs[act[bi]];
		ret = dt_rt_record(rt, head_body(rt, r, blen), blen);
		r->rb_cpos += DT_ALIGN(blen + 8, 8);
		__atomic_store_n(r->rb_cons, r->rb_cpos, __ATOMIC_RELEASE);
		n++;
		if (ret < 0)
			return -1;
	}
	return n;
}

int
dt_rbufs_consume(dt_rt_t *rt)
{
	int n = 0, k;

	/* as long as records keep coming (a flood), up to a batch */
	while ((k = consume_pass(rt)) > 0)
		n += k;
	return n;
}

int
dt_rbufs_has_cpu(const dt_rt_t *rt, int cpu)
{
	int i;

	for (i = 0; i < rt->nrbufs; i++)
		if (rt->rbufs[i].rb_cpu == cpu)
			return 1;
	return 0;
}

int
dt_rbufs_add_cpu(dt_rt_t *rt, int cpu)
{
	int mapfd = rt->mapfds[DT_MAP_RINGBUF], e;
	struct epoll_event ev;
	dt_rbuf_t *r;
	uint32_t k = (uint32_t)cpu, v;

	if (mapfd < 0 || rt->rb_epfd < 0) {
		errno = EBADF;
		return -1;
	}
	rt->rbufs = dt_xrealloc(rt->rbufs, sizeof(dt_rbuf_t) *
	    (size_t)(rt->nrbufs + 1));
	rt->rb_active = dt_xrealloc(rt->rb_active, sizeof(int) *
	    (size_t)(rt->nrbufs + 1));
	r = &rt->rbufs[rt->nrbufs];
	memset(r, 0, sizeof(*r));
	r->rb_cpu = cpu;
	r->rb_fd = bpf_map_create(BPF_MAP_TYPE_RINGBUF, "dt_ring_cpu", 0, 0,
	    rt->ringsize, NULL);
	memset(&ev, 0, sizeof(ev));
	ev.events = EPOLLIN;
	ev.data.u32 = (uint32_t)rt->nrbufs;
	v = (uint32_t)r->rb_fd;
	if (r->rb_fd < 0 || map_ring(r, rt->ringsize) != 0 ||
	    epoll_ctl(rt->rb_epfd, EPOLL_CTL_ADD, r->rb_fd, &ev) != 0 ||
	    bpf_map_update_elem(mapfd, &k, &v, 0) != 0) {
		e = errno;
		unmap_ring(r);
		errno = e;
		return -1;
	}
	rt->nrbufs++;
	return 0;
}

void
dt_rbufs_free(dt_rt_t *rt)
{
	free_rings(rt);
	free(rt->rb_active);
	rt->rb_active = NULL;
	free(rt->rb_wrap);
	rt->rb_wrap = NULL;
	rt->rb_wrapsz = 0;
	if (rt->rb_epfd >= 0)
		close(rt->rb_epfd);
	rt->rb_epfd = -1;
}

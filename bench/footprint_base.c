/*
 * footprint_base.c - hand-written libbpf baselines for bench/footprint.sh:
 * what a careful libbpf user writes for the two one-liners whose memory
 * and start-up time the footprint figures compare.
 *
 *   footprint_base begin [BYTES [RINGS]]
 *        like dtrace -q -n 'BEGIN { printf("hello\n"); exit(0); }':
 *        RINGS (default 1) BPF ring buffers of BYTES (default 4 MiB, the
 *        default bufsize of docs/options.md), consumed with libbpf's
 *        ring_buffer (which maps each ring's data pages twice), one
 *        program that sends "hello\n" to ring 0, run once through
 *        BPF_PROG_TEST_RUN as dtrace runs BEGIN (docs/pipeline.md, Run);
 *        the record is printed and the program exits.  RINGS = the
 *        number of online CPUs gives dtrace's layout of one ring per CPU.
 *   footprint_base begin-once [BYTES [RINGS]]
 *        the same, each ring mapped by hand with its data pages once
 *        (libbpf, like dtrace's runtime, maps them twice so that a record
 *        that wraps reads as one piece; a consumer that copies such a
 *        record in two pieces needs one mapping): what the resident size
 *        of the rings becomes.
 *   footprint_base count SECS
 *        like syscall:::entry { @[probefunc] = count(); } tick-SECSs
 *        { exit(0); }: a per-CPU array of 512 counters indexed by syscall
 *        number, one program on raw_syscalls:sys_enter; prints "go" once
 *        attached (the moment dtrace would run BEGIN), sleeps SECS,
 *        prints the non-zero counts by number.
 *
 * The programs are assembled here with the kernel's documented
 * instruction encodings, as in bench/getpid_bench.c: no compiler, no
 * BTF, no object file at run time.
 */
#define _GNU_SOURCE
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <linux/bpf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define INSN(c, d, s, o, i) ((struct bpf_insn){ .code = (c), .dst_reg = (d), \
	.src_reg = (s), .off = (o), .imm = (i) })
#define LDMAP(r, fd) \
	INSN(BPF_LD | BPF_DW | BPF_IMM, r, BPF_PSEUDO_MAP_FD, 0, fd), \
	INSN(0, 0, 0, 0, 0)
#define MOVI(d, i)	INSN(BPF_ALU64 | BPF_MOV | BPF_K, d, 0, 0, i)
#define MOVR(d, s)	INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s, 0, 0)
#define ADDI(d, i)	INSN(BPF_ALU64 | BPF_ADD | BPF_K, d, 0, 0, i)
#define CALL(f)		INSN(BPF_JMP | BPF_CALL, 0, 0, 0, f)
#define EXIT0		MOVI(0, 0), INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)
#define NINSN(p)	(sizeof(p) / sizeof((p)[0]))

static int hello_prog(int ring);

static int
on_record(void *ctx, void *data, size_t size)
{
	(void)ctx;
	fwrite(data, 1, strnlen(data, size), stdout);
	fflush(stdout);
	return 0;
}

static int
begin(long bytes, int nrings)
{
	struct ring_buffer *rb = NULL;
	int ring0 = -1, i, pfd;
	uint64_t ctx[1] = { 0 };
	LIBBPF_OPTS(bpf_test_run_opts, to, .ctx_in = ctx,
	    .ctx_size_in = sizeof(ctx));

	for (i = 0; i < nrings; i++) {
		int fd = bpf_map_create(BPF_MAP_TYPE_RINGBUF, "base_ring", 0, 0,
		    (uint32_t)bytes, NULL);

		if (fd < 0) {
			perror("ring");
			return 1;
		}
		if (i == 0) {
			ring0 = fd;
			rb = ring_buffer__new(fd, on_record, NULL, NULL);
		} else if (rb != NULL &&
		    ring_buffer__add(rb, fd, on_record, NULL) != 0) {
			rb = NULL;
		}
		if (rb == NULL) {
			perror("ring_buffer");
			return 1;
		}
	}
	pfd = hello_prog(ring0);
	if (pfd < 0) {
		perror("prog load");
		return 1;
	}
	if (bpf_prog_test_run_opts(pfd, &to) != 0) {
		perror("test run");
		return 1;
	}
	ring_buffer__consume(rb);
	ring_buffer__free(rb);
	return 0;
}

/* A program sending "hello\n" to 'ring'. */
static int
hello_prog(int ring)
{
	uint64_t s = 0;
	struct bpf_insn prog[] = {
		INSN(BPF_LD | BPF_DW | BPF_IMM, 1, 0, 0, 0),
		INSN(0, 0, 0, 0, 0),
		INSN(BPF_STX | BPF_MEM | BPF_DW, 10, 1, -8, 0),
		LDMAP(1, ring), MOVR(2, 10), ADDI(2, -8), MOVI(3, 8),
		MOVI(4, 0),
		CALL(BPF_FUNC_ringbuf_output),
		EXIT0,
	};

	memcpy(&s, "hello\n", 6);
	prog[0].imm = (int32_t)(uint32_t)s;
	prog[1].imm = (int32_t)(uint32_t)(s >> 32);
	return bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "base_begin", "GPL",
	    prog, NINSN(prog), NULL);
}

/*
 * The kernel's ring buffer layout (include/uapi/linux/bpf.h): the
 * consumer position in the first page, the producer position in the
 * second, then the data; each record an 8-byte header (length with the
 * BUSY and DISCARD bits, page offset) and the data, 8-byte aligned.
 */
static int
begin_once(long bytes, int nrings)
{
	long pg = sysconf(_SC_PAGESIZE);
	volatile unsigned long *cons = NULL, *prod = NULL;
	unsigned char *data = NULL;
	uint64_t ctx[1] = { 0 };
	LIBBPF_OPTS(bpf_test_run_opts, to, .ctx_in = ctx,
	    .ctx_size_in = sizeof(ctx));
	int ring0 = -1, i, pfd;

	for (i = 0; i < nrings; i++) {
		int fd = bpf_map_create(BPF_MAP_TYPE_RINGBUF, "base_ring", 0, 0,
		    (uint32_t)bytes, NULL);
		void *c, *p;

		if (fd < 0) {
			perror("ring");
			return 1;
		}
		c = mmap(NULL, (size_t)pg, PROT_READ | PROT_WRITE, MAP_SHARED,
		    fd, 0);
		p = mmap(NULL, (size_t)(pg + bytes), PROT_READ, MAP_SHARED, fd,
		    pg);
		if (c == MAP_FAILED || p == MAP_FAILED) {
			perror("mmap");
			return 1;
		}
		if (i == 0) {
			ring0 = fd;
			cons = c;
			prod = p;
			data = (unsigned char *)p + pg;
		}
	}
	if ((pfd = hello_prog(ring0)) < 0) {
		perror("prog load");
		return 1;
	}
	if (bpf_prog_test_run_opts(pfd, &to) != 0) {
		perror("test run");
		return 1;
	}
	{
		unsigned long c = *cons, p = __atomic_load_n(prod,
		    __ATOMIC_ACQUIRE);

		while (c < p) {
			uint32_t hdr, len;

			memcpy(&hdr, data + (c & (unsigned long)(bytes - 1)), 4);
			if (hdr & BPF_RINGBUF_BUSY_BIT)
				break;
			len = hdr & ~(uint32_t)(BPF_RINGBUF_BUSY_BIT |
			    BPF_RINGBUF_DISCARD_BIT);
			/* one short record at the start: it cannot wrap */
			if (!(hdr & BPF_RINGBUF_DISCARD_BIT))
				on_record(NULL, data + (c & (unsigned long)
				    (bytes - 1)) + BPF_RINGBUF_HDR_SZ, len);
			c += (len + BPF_RINGBUF_HDR_SZ + 7) & ~7UL;
			__atomic_store_n(cons, c, __ATOMIC_RELEASE);
		}
	}
	return 0;
}

static int
count(int secs)
{
	int map = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "base_sys", 4, 8,
	    512, NULL);
	int ncpu = libbpf_num_possible_cpus(), pfd, lfd, c;
	uint32_t k;
	uint64_t *v;

	if (map < 0 || ncpu <= 0) {
		perror("map");
		return 1;
	}
	{
		struct bpf_insn prog[] = {
			/* r2 = ctx->args[1] (syscall number); < 512 */
			INSN(BPF_LDX | BPF_MEM | BPF_DW, 2, 1, 8, 0),
			INSN(BPF_JMP | BPF_JGE | BPF_K, 2, 0, 9, 512),
			INSN(BPF_STX | BPF_MEM | BPF_W, 10, 2, -4, 0),
			LDMAP(1, map), MOVR(2, 10), ADDI(2, -4),
			CALL(BPF_FUNC_map_lookup_elem),
			INSN(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 2, 0),
			MOVI(1, 1),
			INSN(BPF_STX | BPF_ATOMIC | BPF_DW, 0, 1, 0, BPF_ADD),
			EXIT0,
		};

		pfd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "base_sys",
		    "GPL", prog, NINSN(prog), NULL);
	}
	if (pfd < 0) {
		perror("prog load");
		return 1;
	}
	if ((lfd = bpf_raw_tracepoint_open("sys_enter", pfd)) < 0) {
		perror("attach");
		return 1;
	}
	printf("go\n");
	fflush(stdout);
	sleep((unsigned)secs);
	close(lfd);
	if ((v = calloc((size_t)ncpu, 8)) == NULL)
		return 1;
	for (k = 0; k < 512; k++) {
		uint64_t n = 0;

		if (bpf_map_lookup_elem(map, &k, v) != 0)
			continue;
		for (c = 0; c < ncpu; c++)
			n += v[c];
		if (n != 0)
			printf("%u %llu\n", k, (unsigned long long)n);
	}
	free(v);
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "begin") == 0)
		return begin(argc > 2 ? atol(argv[2]) : 4L << 20,
		    argc > 3 ? atoi(argv[3]) : 1);
	if (argc > 1 && strcmp(argv[1], "begin-once") == 0)
		return begin_once(argc > 2 ? atol(argv[2]) : 4L << 20,
		    argc > 3 ? atoi(argv[3]) : 1);
	if (argc > 1 && strcmp(argv[1], "count") == 0)
		return count(argc > 2 ? atoi(argv[2]) : 1);
	fprintf(stderr, "usage: footprint_base begin|begin-once [BYTES "
	    "[RINGS]] | count SECS\n");
	return 2;
}

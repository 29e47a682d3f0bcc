/*
 * getpid_bench.c - per-event cost benchmark workload and hand-written
 * libbpf baseline.
 *
 *   getpid_bench loop N          time N getpid() calls, print ns per call
 *                                (CPU time of the thread, best of 5)
 *   getpid_bench loopwall N      the same in wall-clock time (event rates)
 *   getpid_bench rate R N        N getpid() calls paced at R per second
 *                                (busy-waiting between batches of 100),
 *                                then print the rate achieved (calls/s)
 *   getpid_bench baseline N      same, with a hand-written BPF program on
 *                                raw_syscalls:sys_enter counting getpid in
 *                                a per-CPU array (what a careful libbpf
 *                                user would write), and print its ns/call
 *   getpid_bench baseline-keyed N     @[execname] = count(): a per-CPU
 *                                hash keyed by the 16-byte comm
 *   getpid_bench baseline-quantize N  /pid == self/ { @ = quantize(arg0); }:
 *                                reads regs->di, a 127-bucket per-CPU
 *                                array, power-of-two bucket by binary
 *                                search
 *   getpid_bench baseline-printf N    printf("%d %s\n", pid, execname): a
 *                                40-byte record (dtrace's layout) sent with
 *                                bpf_ringbuf_output(BPF_RB_NO_WAKEUP) to a
 *                                4 MB ring buffer, a consumer thread
 *                                draining it every 10 ms and formatting
 *                                each record with snprintf to /dev/null;
 *                                also prints records consumed and lost
 *
 * The program for the baseline is assembled here with the same BPF
 * instruction encodings the kernel documents; no compiler at run time.
 */
#define _GNU_SOURCE
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <linux/bpf.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static double loop1(long n);
static clockid_t loop_clock = CLOCK_THREAD_CPUTIME_ID;

/* Best of five runs: the machine's noise only ever adds time. */
static double
loop(long n)
{
	double best = 1e30, t;
	int i;

	for (i = 0; i < 5; i++)
		if ((t = loop1(n)) < best)
			best = t;
	return best;
}

static double
loop1(long n)
{
	struct timespec a, b;
	long i;

	/*
	 * The thread's CPU time, not the wall clock: the BPF programs run
	 * in the caller's syscall, so their cost is in it, while the time
	 * the loop spends preempted on a busy machine is not.
	 */
	clock_gettime(loop_clock, &a);
	for (i = 0; i < n; i++)
		syscall(SYS_getpid);
	clock_gettime(loop_clock, &b);
	return ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / n;
}

#define INSN(c, d, s, o, i) ((struct bpf_insn){ .code = (c), .dst_reg = (d), \
	.src_reg = (s), .off = (o), .imm = (i) })

static int
baseline(long n)
{
	int map = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "base_cnt", 4, 8, 1,
	    NULL);
	struct bpf_insn prog[] = {
		/* r2 = ctx->args[1] (syscall id); if != getpid exit */
		INSN(BPF_LDX | BPF_MEM | BPF_DW, 2, 1, 8, 0),
		INSN(BPF_JMP | BPF_JNE | BPF_K, 2, 0, 9, SYS_getpid),
		INSN(BPF_ST | BPF_MEM | BPF_W, 10, 0, -4, 0),
		INSN(BPF_LD | BPF_DW | BPF_IMM, 1, BPF_PSEUDO_MAP_FD, 0, map),
		INSN(0, 0, 0, 0, 0),
		INSN(BPF_ALU64 | BPF_MOV | BPF_X, 2, 10, 0, 0),
		INSN(BPF_ALU64 | BPF_ADD | BPF_K, 2, 0, 0, -4),
		INSN(BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_map_lookup_elem),
		INSN(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 2, 0),
		INSN(BPF_ALU64 | BPF_MOV | BPF_K, 1, 0, 0, 1),
		INSN(BPF_STX | BPF_ATOMIC | BPF_DW, 0, 1, 0, BPF_ADD),
		INSN(BPF_ALU64 | BPF_MOV | BPF_K, 0, 0, 0, 0),
		INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0),
	};
	int pfd, lfd;
	double untraced, traced;

	if (map < 0) {
		perror("map");
		return 1;
	}
	pfd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "base", "GPL", prog,
	    sizeof(prog) / sizeof(prog[0]), NULL);
	if (pfd < 0) {
		perror("prog load");
		return 1;
	}
	untraced = loop(n);
	lfd = bpf_raw_tracepoint_open("sys_enter", pfd);
	if (lfd < 0) {
		perror("attach");
		return 1;
	}
	traced = loop(n);
	close(lfd);
	printf("untraced %.1f ns/call, libbpf baseline %.1f ns/call, "
	    "cost %.1f ns/event\n", untraced, traced, traced - untraced);
	return 0;
}

/* Load 'prog' on raw_syscalls:sys_enter; time the loop without and with. */
static int
measure(const char *what, struct bpf_insn *prog, size_t ninsns, long n)
{
	char log[65536];
	LIBBPF_OPTS(bpf_prog_load_opts, lo);
	double untraced, traced;
	int pfd, lfd;

	log[0] = '\0';
	lo.log_buf = log;
	lo.log_size = sizeof(log);
	lo.log_level = 0;
	pfd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "base", "GPL", prog,
	    ninsns, &lo);
	if (pfd < 0) {
		lo.log_level = 1;
		pfd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "base",
		    "GPL", prog, ninsns, &lo);
		fprintf(stderr, "%s", log);
		perror("prog load");
		return 1;
	}
	untraced = loop(n);
	lfd = bpf_raw_tracepoint_open("sys_enter", pfd);
	if (lfd < 0) {
		perror("attach");
		return 1;
	}
	traced = loop(n);
	close(lfd);
	close(pfd);
	printf("%s: untraced %.1f ns/call, libbpf baseline %.1f ns/call, "
	    "cost %.1f ns/event\n", what, untraced, traced, traced - untraced);
	return 0;
}

#define LDMAP(r, fd) \
	INSN(BPF_LD | BPF_DW | BPF_IMM, r, BPF_PSEUDO_MAP_FD, 0, fd), \
	INSN(0, 0, 0, 0, 0)
#define MOVI(d, i)	INSN(BPF_ALU64 | BPF_MOV | BPF_K, d, 0, 0, i)
#define MOVR(d, s)	INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s, 0, 0)
#define ADDI(d, i)	INSN(BPF_ALU64 | BPF_ADD | BPF_K, d, 0, 0, i)
#define CALL(f)		INSN(BPF_JMP | BPF_CALL, 0, 0, 0, f)
#define EXIT0		MOVI(0, 0), INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)

/* @[execname] = count() */
static int
baseline_keyed(long n)
{
	int map = bpf_map_create(BPF_MAP_TYPE_PERCPU_HASH, "base_comm", 16, 8,
	    1024, NULL);
	struct bpf_insn prog[] = {
		INSN(BPF_LDX | BPF_MEM | BPF_DW, 2, 1, 8, 0),
		INSN(BPF_JMP | BPF_JNE | BPF_K, 2, 0, 19, SYS_getpid),
		/* comm at fp-16, a new key's value (1) at fp-24 */
		MOVR(1, 10), ADDI(1, -16), MOVI(2, 16),
		CALL(BPF_FUNC_get_current_comm),
		LDMAP(1, map), MOVR(2, 10), ADDI(2, -16),
		CALL(BPF_FUNC_map_lookup_elem),
		INSN(BPF_JMP | BPF_JNE | BPF_K, 0, 0, 11, 0),
		INSN(BPF_ST | BPF_MEM | BPF_DW, 10, 0, -24, 1),
		LDMAP(1, map), MOVR(2, 10), ADDI(2, -16), MOVR(3, 10),
		ADDI(3, -24), MOVI(4, BPF_NOEXIST),
		CALL(BPF_FUNC_map_update_elem),
		EXIT0,
		/* found: count it */
		INSN(BPF_LDX | BPF_MEM | BPF_DW, 1, 0, 0, 0),
		ADDI(1, 1),
		INSN(BPF_STX | BPF_MEM | BPF_DW, 0, 1, 0, 0),
		EXIT0,
	};

	if (map < 0) {
		perror("map");
		return 1;
	}
	return measure("@[execname] = count()", prog,
	    sizeof(prog) / sizeof(prog[0]), n);
}

/* /pid == self/ { @ = quantize(arg0); } */
static int
baseline_quantize(long n)
{
	int map = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "base_quant", 4,
	    8 * 127, 1, NULL);
	int pid = getpid();
	/* floor(log2(r1)) into r3 for r1 > 0, binary search; r2 scratch */
#define LOG2STEP(sh) \
	MOVR(2, 1), INSN(BPF_ALU64 | BPF_RSH | BPF_K, 2, 0, 0, sh), \
	INSN(BPF_JMP | BPF_JEQ | BPF_K, 2, 0, 2, 0), MOVR(1, 2), ADDI(3, sh)
	struct bpf_insn prog[] = {
		INSN(BPF_LDX | BPF_MEM | BPF_DW, 2, 1, 8, 0),
		INSN(BPF_JMP | BPF_JNE | BPF_K, 2, 0, 65, SYS_getpid),
		MOVR(6, 1),
		CALL(BPF_FUNC_get_current_pid_tgid),
		INSN(BPF_ALU64 | BPF_RSH | BPF_K, 0, 0, 0, 32),
		INSN(BPF_JMP | BPF_JNE | BPF_K, 0, 0, 61, pid),
		/* arg0 = ((struct pt_regs *)ctx->args[0])->di */
		INSN(BPF_LDX | BPF_MEM | BPF_DW, 3, 6, 0, 0),
		ADDI(3, 112),
		MOVR(1, 10), ADDI(1, -8), MOVI(2, 8),
		CALL(BPF_FUNC_probe_read_kernel),
		INSN(BPF_ST | BPF_MEM | BPF_W, 10, 0, -12, 0),
		LDMAP(1, map), MOVR(2, 10), ADDI(2, -12),
		CALL(BPF_FUNC_map_lookup_elem),
		INSN(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 48, 0),
		INSN(BPF_LDX | BPF_MEM | BPF_DW, 1, 10, -8, 0),
		MOVI(4, 63),			/* bucket of 0 */
		INSN(BPF_JMP | BPF_JEQ | BPF_K, 1, 0, 40, 0),
		MOVI(5, 1),			/* sign */
		INSN(BPF_JMP | BPF_JSGT | BPF_K, 1, 0, 2, 0),
		INSN(BPF_ALU64 | BPF_NEG, 1, 0, 0, 0),
		MOVI(5, -1),
		MOVI(3, 0),
		LOG2STEP(32), LOG2STEP(16), LOG2STEP(8), LOG2STEP(4),
		LOG2STEP(2), LOG2STEP(1),
		/* r4 = 63 + sign * (log2 + 1), within the 127 buckets */
		ADDI(3, 1),
		INSN(BPF_ALU64 | BPF_MUL | BPF_X, 3, 5, 0, 0),
		ADDI(3, 63), MOVR(4, 3),
		INSN(BPF_JMP | BPF_JGT | BPF_K, 4, 0, 5, 126),
		/* data[r4]++ */
		INSN(BPF_ALU64 | BPF_LSH | BPF_K, 4, 0, 0, 3),
		INSN(BPF_ALU64 | BPF_ADD | BPF_X, 0, 4, 0, 0),
		INSN(BPF_LDX | BPF_MEM | BPF_DW, 1, 0, 0, 0),
		ADDI(1, 1),
		INSN(BPF_STX | BPF_MEM | BPF_DW, 0, 1, 0, 0),
		EXIT0,
	};
#undef LOG2STEP

	if (map < 0) {
		perror("map");
		return 1;
	}
	{
		int r = measure("/pid == $target/ { @ = quantize(arg0); }",
		    prog, sizeof(prog) / sizeof(prog[0]), n), ncpu, c, b;
		uint32_t k = 0;
		uint64_t *v, tot = 0;

		ncpu = libbpf_num_possible_cpus();
		v = calloc((size_t)ncpu, 8 * 127);
		if (v != NULL && bpf_map_lookup_elem(map, &k, v) == 0)
			for (c = 0; c < ncpu; c++)
				for (b = 0; b < 127; b++)
					tot += v[c * 127 + b];
		printf("quantize baseline: %llu values counted\n",
		    (unsigned long long)tot);
		free(v);
		return r;
	}
}

/* printf("%d %s\n", pid, execname): kernel side and a consumer thread */
static struct ring_buffer *rb;
static volatile int consumer_stop;
static long consumed;
static FILE *devnull;

static int
on_record(void *ctx, void *data, size_t size)
{
	static char out[65536];
	static size_t len;
	const char *r = data;
	int32_t pid;

	(void)ctx;
	if (size < 40)
		return 0;
	memcpy(&pid, r + 16, 4);
	len += (size_t)snprintf(out + len, sizeof(out) - len, "%d %.16s\n",
	    pid, r + 24);
	if (len > sizeof(out) - 256) {
		fwrite(out, 1, len, devnull);
		len = 0;
	}
	consumed++;
	return 0;
}

static void *
consumer(void *arg)
{
	cpu_set_t set;

	/* a careful user keeps the consumer off the traced loop's CPU */
	(void)arg;
	CPU_ZERO(&set);
	CPU_SET(1, &set);
	(void)pthread_setaffinity_np(pthread_self(), sizeof(set), &set);
	while (!consumer_stop) {
		ring_buffer__poll(rb, 10);
		ring_buffer__consume(rb);
	}
	ring_buffer__consume(rb);
	return NULL;
}

static int
baseline_printf(long n)
{
	int pid = getpid();
	int ring = bpf_map_create(BPF_MAP_TYPE_RINGBUF, "base_ring", 0, 0,
	    4 << 20, NULL);
	int stats = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "base_drops", 4,
	    8, 1, NULL);
	struct bpf_insn prog[] = {
		INSN(BPF_LDX | BPF_MEM | BPF_DW, 2, 1, 8, 0),
		INSN(BPF_JMP | BPF_JNE | BPF_K, 2, 0, 31, SYS_getpid),
		/* /pid == self/ */
		CALL(BPF_FUNC_get_current_pid_tgid),
		INSN(BPF_ALU64 | BPF_RSH | BPF_K, 0, 0, 0, 32),
		INSN(BPF_JMP | BPF_JNE | BPF_K, 0, 0, 28, pid),
		/* record at fp-40: kind, cpu, clause, probe, pad, pid, comm */
		INSN(BPF_STX | BPF_MEM | BPF_DW, 10, 0, -24, 0),
		INSN(BPF_ST | BPF_MEM | BPF_H, 10, 0, -40, 1),
		CALL(BPF_FUNC_get_smp_processor_id),
		INSN(BPF_STX | BPF_MEM | BPF_H, 10, 0, -38, 0),
		INSN(BPF_ST | BPF_MEM | BPF_W, 10, 0, -36, 0),
		INSN(BPF_ST | BPF_MEM | BPF_W, 10, 0, -32, 82),
		INSN(BPF_ST | BPF_MEM | BPF_W, 10, 0, -28, 0),
		MOVR(1, 10), ADDI(1, -16), MOVI(2, 16),
		CALL(BPF_FUNC_get_current_comm),
		LDMAP(1, ring), MOVR(2, 10), ADDI(2, -40), MOVI(3, 40),
		MOVI(4, BPF_RB_NO_WAKEUP),
		CALL(BPF_FUNC_ringbuf_output),
		INSN(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 9, 0),
		/* lost: count it */
		INSN(BPF_ST | BPF_MEM | BPF_W, 10, 0, -44, 0),
		LDMAP(1, stats), MOVR(2, 10), ADDI(2, -44),
		CALL(BPF_FUNC_map_lookup_elem),
		INSN(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 2, 0),
		MOVI(1, 1),
		INSN(BPF_STX | BPF_ATOMIC | BPF_DW, 0, 1, 0, BPF_ADD),
		EXIT0,
	};
	pthread_t tid;
	uint64_t lost[256];
	uint32_t k = 0;
	long dropped = 0;
	int r, c, ncpu = libbpf_num_possible_cpus();

	if (ring < 0 || stats < 0) {
		perror("map");
		return 1;
	}
	devnull = fopen("/dev/null", "w");
	rb = ring_buffer__new(ring, on_record, NULL, NULL);
	if (rb == NULL || devnull == NULL) {
		perror("ring buffer");
		return 1;
	}
	{
		cpu_set_t set;

		CPU_ZERO(&set);
		CPU_SET(0, &set);
		(void)sched_setaffinity(0, sizeof(set), &set);
	}
	pthread_create(&tid, NULL, consumer, NULL);
	r = measure("printf(\"%d %s\\n\", pid, execname)", prog,
	    sizeof(prog) / sizeof(prog[0]), n);
	consumer_stop = 1;
	pthread_join(tid, NULL);
	memset(lost, 0, sizeof(lost));
	if (ncpu > 0 && ncpu <= 256 &&
	    bpf_map_lookup_elem(stats, &k, lost) == 0)
		for (c = 0; c < ncpu; c++)
			dropped += (long)lost[c];
	printf("printf baseline: %ld records consumed, %ld lost\n", consumed,
	    dropped);
	return r;
}

/* N getpid() calls at 'rate' per second, on schedule, batches of 100. */
static int
paced(double rate, long n)
{
	struct timespec a, b;
	double el;
	long i, j;

	clock_gettime(CLOCK_MONOTONIC, &a);
	for (i = 0; i < n; i += 100) {
		for (j = 0; j < 100 && i + j < n; j++)
			syscall(SYS_getpid);
		do {
			clock_gettime(CLOCK_MONOTONIC, &b);
			el = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) *
			    1e-9;
		} while (el < (double)(i + j) / rate);
	}
	printf("%.0f\n", (double)n / el);
	return 0;
}

int
main(int argc, char **argv)
{
	long n = argc > 2 ? atol(argv[2]) : 1000000;

	if (argc > 3 && strcmp(argv[1], "rate") == 0)
		return paced(atof(argv[2]), atol(argv[3]));
	if (argc > 1 && strcmp(argv[1], "loopwall") == 0)
		loop_clock = CLOCK_MONOTONIC;
	if (argc > 1 && strcmp(argv[1], "baseline") == 0)
		return baseline(n);
	if (argc > 1 && strcmp(argv[1], "baseline-keyed") == 0)
		return baseline_keyed(n);
	if (argc > 1 && strcmp(argv[1], "baseline-quantize") == 0)
		return baseline_quantize(n);
	if (argc > 1 && strcmp(argv[1], "baseline-printf") == 0)
		return baseline_printf(n);
	printf("%.1f\n", loop(n));
	return 0;
}

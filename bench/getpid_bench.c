/*
 * getpid_bench.c - per-event cost benchmark workload and hand-written
 * libbpf baseline.
 *
 *   getpid_bench loop N          time N getpid() calls, print ns per call
 *   getpid_bench baseline N      same, with a hand-written BPF program on
 *                                raw_syscalls:sys_enter counting getpid in
 *                                a per-CPU array (what a careful libbpf
 *                                user would write), and print its ns/call
 *
 * The program for the baseline is assembled here with the same BPF
 * instruction encodings the kernel documents; no compiler at run time.
 */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <linux/bpf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static double loop1(long n);

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

	clock_gettime(CLOCK_MONOTONIC, &a);
	for (i = 0; i < n; i++)
		syscall(SYS_getpid);
	clock_gettime(CLOCK_MONOTONIC, &b);
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

int
main(int argc, char **argv)
{
	long n = argc > 2 ? atol(argv[2]) : 1000000;

	if (argc > 1 && strcmp(argv[1], "baseline") == 0)
		return baseline(n);
	printf("%.1f\n", loop(n));
	return 0;
}

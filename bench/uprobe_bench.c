/*
 * uprobe_bench.c - per-event cost of a uprobe: workload and hand-written
 * libbpf baseline (bench/run.sh (d), (e)).
 *
 *   uprobe_bench loop N        time N calls of bench_func(), print ns per
 *                              call (best of five runs)
 *   uprobe_bench baseline N    the same untraced, then with a hand-written
 *                              BPF program counting the calls in a per-CPU
 *                              array on a uprobe on bench_func (one perf
 *                              event for this process, as a careful libbpf
 *                              user would write it), and print both
 */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <linux/bpf.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

__attribute__((noinline)) long
bench_func(long i)
{
	__asm__ volatile("" : : : "memory");
	return i + 1;
}

static double
loop1(long n)
{
	struct timespec a, b;
	volatile long s = 0;
	long i;

	clock_gettime(CLOCK_MONOTONIC, &a);
	for (i = 0; i < n; i++)
		s += bench_func(i);
	clock_gettime(CLOCK_MONOTONIC, &b);
	return ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / n;
}

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

/* File offset of bench_func in our executable, from /proc/self/maps. */
static unsigned long long
func_offset(char *path, size_t len)
{
	unsigned long long s, e, off, a = (unsigned long long)(uintptr_t)
	    bench_func;
	char line[4096], perms[8];
	FILE *f = fopen("/proc/self/maps", "r");
	int used;

	while (f != NULL && fgets(line, sizeof(line), f) != NULL) {
		if (sscanf(line, "%llx-%llx %7s %llx %*s %*s %n", &s, &e, perms,
		    &off, &used) < 4 || a < s || a >= e)
			continue;
		snprintf(path, len, "%s", line + used);
		path[strcspn(path, "\n")] = '\0';
		fclose(f);
		return a - s + off;
	}
	if (f != NULL)
		fclose(f);
	return 0;
}

#define INSN(c, d, s, o, i) ((struct bpf_insn){ .code = (c), .dst_reg = (d), \
	.src_reg = (s), .off = (o), .imm = (i) })

static int
baseline(long n)
{
	int map = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "ubase_cnt", 4, 8,
	    1, NULL);
	struct bpf_insn prog[] = {
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
	struct perf_event_attr attr;
	char path[4096];
	unsigned long long off = func_offset(path, sizeof(path));
	int pfd, efd, type;
	double untraced, traced;
	FILE *f = fopen("/sys/bus/event_source/devices/uprobe/type", "r");

	if (f == NULL || fscanf(f, "%d", &type) != 1 || map < 0 || off == 0) {
		fprintf(stderr, "no uprobe PMU or map or offset\n");
		return 1;
	}
	fclose(f);
	pfd = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "ubase", "GPL", prog,
	    sizeof(prog) / sizeof(prog[0]), NULL);
	if (pfd < 0) {
		perror("prog load");
		return 1;
	}
	untraced = loop(n);
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = (unsigned)type;
	attr.config1 = (unsigned long long)(uintptr_t)path;
	attr.config2 = off;
	efd = (int)syscall(SYS_perf_event_open, &attr, getpid(), -1, -1,
	    PERF_FLAG_FD_CLOEXEC);
	if (efd < 0 || ioctl(efd, PERF_EVENT_IOC_SET_BPF, pfd) != 0 ||
	    ioctl(efd, PERF_EVENT_IOC_ENABLE, 0) != 0) {
		perror("attach");
		return 1;
	}
	traced = loop(n);
	close(efd);
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

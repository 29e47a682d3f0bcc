/*
 * usdt_bench.c - per-event cost of a USDT probe: workload and hand-written
 * libbpf baseline.
 *
 *   usdt_bench loop N       fire the USDT site usdtbench:::tick N times,
 *                           print ns per iteration (best of five)
 *   usdt_bench baseline N   the same untraced, then with a hand-written
 *                           BPF program (per-CPU counter) attached as a
 *                           uprobe perf event on that site of this
 *                           process, and print both
 *
 * The site's file offset comes from this executable's .note.stapsdt
 * (libelf); the program is assembled here, no compiler at run time.
 */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <linux/bpf.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sdt.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static double
loop1(long n)
{
	struct timespec a, b;
	long i;

	clock_gettime(CLOCK_MONOTONIC, &a);
	for (i = 0; i < n; i++)
		DTRACE_PROBE1(usdtbench, tick, i);
	clock_gettime(CLOCK_MONOTONIC, &b);
	return ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / n;
}

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

/* File offset of the usdtbench:::tick site in 'path', 0 if none. */
static unsigned long
site_offset(const char *path)
{
	int fd = open(path, O_RDONLY);
	Elf *e;
	Elf_Scn *scn = NULL;
	size_t shstr, nph, i;
	unsigned long pc = 0, off = 0;

	elf_version(EV_CURRENT);
	if (fd < 0 || (e = elf_begin(fd, ELF_C_READ, NULL)) == NULL ||
	    elf_getshdrstrndx(e, &shstr) != 0 || elf_getphdrnum(e, &nph) != 0)
		return 0;
	while ((scn = elf_nextscn(e, scn)) != NULL && pc == 0) {
		GElf_Shdr sh;
		Elf_Data *d;
		GElf_Nhdr nh;
		size_t o = 0, no, dof;

		if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_NOTE ||
		    strcmp(elf_strptr(e, shstr, sh.sh_name), ".note.stapsdt"))
			continue;
		d = elf_getdata(scn, NULL);
		while ((o = gelf_getnote(d, o, &nh, &no, &dof)) > 0) {
			const char *desc = (const char *)d->d_buf + dof;

			if (nh.n_type == 3 && strcmp(desc + 24, "usdtbench") ==
			    0) {
				memcpy(&pc, desc, 8);
				break;
			}
		}
	}
	for (i = 0; i < nph && pc != 0; i++) {
		GElf_Phdr ph;

		if (gelf_getphdr(e, (int)i, &ph) != NULL &&
		    ph.p_type == PT_LOAD && pc >= ph.p_vaddr &&
		    pc < ph.p_vaddr + ph.p_memsz)
			off = pc - ph.p_vaddr + ph.p_offset;
	}
	elf_end(e);
	close(fd);
	return off;
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
	char exe[4096];
	ssize_t len;
	unsigned long off;
	int pfd, efd, type = -1;
	double untraced, traced;
	FILE *f;

	if ((len = readlink("/proc/self/exe", exe, sizeof(exe) - 1)) <= 0)
		return 1;
	exe[len] = '\0';
	if ((off = site_offset(exe)) == 0) {
		fprintf(stderr, "no usdtbench:::tick note in %s\n", exe);
		return 1;
	}
	if ((f = fopen("/sys/bus/event_source/devices/uprobe/type", "r"))) {
		if (fscanf(f, "%d", &type) != 1)
			type = -1;
		fclose(f);
	}
	if (map < 0 || type < 0) {
		perror("map/uprobe pmu");
		return 1;
	}
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
	attr.config1 = (unsigned long)exe;
	attr.config2 = off;
	efd = (int)syscall(SYS_perf_event_open, &attr, getpid(), -1, -1,
	    PERF_FLAG_FD_CLOEXEC);
	if (efd < 0 || bpf_link_create(pfd, efd, BPF_PERF_EVENT, NULL) < 0) {
		perror("attach");
		return 1;
	}
	traced = loop(n);
	printf("untraced %.1f ns/iteration, libbpf baseline %.1f ns/iteration, "
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

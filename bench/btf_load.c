/*
 * btf_load.c - the cost of reading the kernel's BTF two ways, for the
 * analysis in bench/README.md (run under bench/launch.c for the peak RSS
 * and page faults):
 *
 *   btf_load parse   btf__load_vmlinux_btf(), as the compiler and the
 *                    rawtp and fbt providers do: libbpf reads
 *                    /sys/kernel/btf/vmlinux into a buffer and copies it
 *   btf_load mmap    mmap() of /sys/kernel/btf/vmlinux and btf__new() on
 *                    it (one copy, no reads), the mapping dropped after
 *
 * Both look a type up by name (as the compiler does for a struct tag)
 * and print the time taken and the number of types.
 */
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define VMLINUX "/sys/kernel/btf/vmlinux"

int
main(int argc, char **argv)
{
	struct timespec a, b;
	struct btf *btf = NULL;
	int id;

	clock_gettime(CLOCK_MONOTONIC, &a);
	if (argc > 1 && strcmp(argv[1], "parse") == 0) {
		btf = btf__load_vmlinux_btf();
	} else if (argc > 1 && strcmp(argv[1], "mmap") == 0) {
		struct stat st;
		void *p;
		int fd = open(VMLINUX, O_RDONLY);

		if (fd < 0 || fstat(fd, &st) != 0)
			return 1;
		p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd,
		    0);
		close(fd);
		if (p == MAP_FAILED) {
			perror("mmap " VMLINUX);
			return 1;
		}
		btf = btf__new(p, (uint32_t)st.st_size);
		munmap(p, (size_t)st.st_size);
	} else {
		fprintf(stderr, "usage: btf_load parse|mmap\n");
		return 2;
	}
	if (btf == NULL || libbpf_get_error(btf) != 0) {
		fprintf(stderr, "no BTF\n");
		return 1;
	}
	id = btf__find_by_name_kind(btf, "in6_addr", BTF_KIND_STRUCT);
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("%s: %.1f ms, %u types, struct in6_addr id %d\n", argv[1],
	    (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6,
	    btf__type_cnt(btf), id);
	btf__free(btf);
	return 0;
}

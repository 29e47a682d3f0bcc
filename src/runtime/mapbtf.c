/*
 * mapbtf.c - the BTF that local-storage maps (BPF_MAP_TYPE_TASK_STORAGE,
 * e.g. vtimestamp's per-thread last value, codegen/vtime.c) must be
 * created with: the kernel wants type ids for their key (an int) and
 * value.  One small BTF object with two integer types, loaded on first
 * use and kept for the life of the process.
 */
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <errno.h>

#include "rt_int.h"

int
dt_mapbtf_opts(struct bpf_map_create_opts *mo, uint32_t ksize, uint32_t vsize)
{
	static struct btf *btf;
	static int kid, vid;

	if (ksize != 4 || vsize != 8) {
		errno = EINVAL;
		return -1;
	}
	if (btf == NULL) {
		struct btf *b = btf__new_empty();

		if (b == NULL)
			return -1;
		kid = btf__add_int(b, "int", 4, BTF_INT_SIGNED);
		vid = btf__add_int(b, "long long unsigned int", 8, 0);
		if (kid < 0 || vid < 0 || btf__load_into_kernel(b) != 0) {
			btf__free(b);
			return -1;
		}
		btf = b;
	}
	mo->btf_fd = (uint32_t)btf__fd(btf);
	mo->btf_key_type_id = (uint32_t)kid;
	mo->btf_value_type_id = (uint32_t)vid;
	return 0;
}

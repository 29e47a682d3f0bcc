/*
 * btf.c - kernel BTF lookups for codegen (interface: btf.h), using
 * libbpf's BTF parser.
 */
#include <bpf/btf.h>
#include <string.h>

#include "../base/base.h"
#include "btf.h"

static struct btf *vmlinux_btf;
static int vmlinux_tried;

static struct btf *
kernel_btf(void)
{
	if (!vmlinux_tried) {
		vmlinux_tried = 1;
		vmlinux_btf = btf__load_vmlinux_btf();
		if (vmlinux_btf == NULL || libbpf_get_error(vmlinux_btf))
			vmlinux_btf = NULL;
	}
	return vmlinux_btf;
}

/* Search 'id' (a struct/union) for 'member', descending into anonymous
 * members; returns the bit offset or -1. */
static long
find_member(const struct btf *btf, int id, const char *member)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const struct btf_member *m;
	int i;

	while (t != NULL && (btf_is_typedef(t) || btf_is_mod(t))) {
		id = (int)t->type;
		t = btf__type_by_id(btf, id);
	}
	if (t == NULL || !btf_is_composite(t))
		return -1;
	m = btf_members(t);
	for (i = 0; i < btf_vlen(t); i++, m++) {
		const char *n = btf__name_by_offset(btf, m->name_off);
		long off = (long)btf_member_bit_offset(t, (uint32_t)i);

		if (n != NULL && *n != '\0') {
			if (strcmp(n, member) == 0)
				return off;
			continue;
		}
		{
			long sub = find_member(btf, (int)m->type, member);

			if (sub >= 0)
				return off + sub;
		}
	}
	return -1;
}

int
dt_btf_member_offset(const char *sname, const char *member)
{
	struct btf *btf = kernel_btf();
	int id;
	long bits;

	if (btf == NULL)
		return -1;
	id = btf__find_by_name_kind(btf, sname, BTF_KIND_STRUCT);
	if (id < 0)
		return -1;
	bits = find_member(btf, id, member);
	return bits < 0 ? -1 : (int)(bits / 8);
}

void
dt_btf_release(void)
{
	if (vmlinux_btf != NULL)
		btf__free(vmlinux_btf);
	vmlinux_btf = NULL;
	vmlinux_tried = 0;
}

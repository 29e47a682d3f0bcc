/*
 * btf.c - the running kernel's BTF (/sys/kernel/btf/vmlinux), parsed
 * once per process and only when something first asks for it (about
 * 40 ms here): the compiler's kernel types (compiler/btf.c), the fbt and
 * rawtp providers and the catalogue's tracepoint checks all share this
 * handle.  Interface: probes.h (dt_kbtf).
 */
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "probes.h"

static struct btf *kbtf;
static int kbtf_tried;

struct btf *
dt_kbtf(void)
{
	if (!kbtf_tried) {
		kbtf_tried = 1;
		kbtf = btf__load_vmlinux_btf();
		if (kbtf != NULL && libbpf_get_error(kbtf) != 0)
			kbtf = NULL;
	}
	return kbtf;
}

void
dt_kbtf_release(void)
{
	btf__free(kbtf);
	kbtf = NULL;
	kbtf_tried = 0;
}

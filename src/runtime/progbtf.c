/*
 * progbtf.c - what a generated program with subprograms (codegen/
 * subprog.c) needs from the kernel beyond its instructions: the BTF
 * func_info that the verifier requires of a program that passes a
 * callback (bpf_loop), and the helpers it calls that older kernels lack
 * (interface: rt_int.h; used by rt.c when it loads programs).
 *
 * The BTF is built with libbpf: one 64-bit integer type, one pointer to
 * void, and per function a prototype returning int and the function
 * itself (the main program global, the subprograms static, as the
 * verifier wants of callbacks).
 */
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "../bpf/bpf.h"
#include "rt_int.h"

int
dt_rt_progbtf(const dt_bpfprog_t *bp, struct bpf_func_info **fip,
    char *err, size_t errlen)
{
	struct btf *btf = btf__new_empty();
	struct bpf_func_info *fi;
	int u64, ptr, i, k, fd;

	*fip = NULL;
	if (btf == NULL)
		goto fail;
	u64 = btf__add_int(btf, "unsigned long", 8, 0);
	ptr = btf__add_ptr(btf, 0);
	if (u64 < 0 || ptr < 0)
		goto fail;
	fi = dt_xcalloc((size_t)bp->bp_nfuncs, sizeof(*fi));
	for (i = 0; i < bp->bp_nfuncs; i++) {
		const dt_bpffunc_t *f = &bp->bp_funcs[i];
		int proto = btf__add_func_proto(btf, u64), fn;

		if (proto < 0)
			goto fail_fi;
		for (k = 0; k < f->bf_nargs; k++) {
			char name[16];

			snprintf(name, sizeof(name), "a%d", k + 1);
			if (btf__add_func_param(btf, name,
			    (f->bf_ptrargs >> k) & 1 ? ptr : u64) < 0)
				goto fail_fi;
		}
		fn = btf__add_func(btf, f->bf_name, i == 0 ? BTF_FUNC_GLOBAL :
		    BTF_FUNC_STATIC, proto);
		if (fn < 0)
			goto fail_fi;
		fi[i].insn_off = (uint32_t)f->bf_insn;
		fi[i].type_id = (uint32_t)fn;
	}
	if (btf__load_into_kernel(btf) != 0)
		goto fail_fi;
	fd = dup(btf__fd(btf));
	btf__free(btf);
	if (fd < 0) {
		free(fi);
		goto fail;
	}
	*fip = fi;
	return fd;
fail_fi:
	free(fi);
fail:
	snprintf(err, errlen, "could not enable tracing: BTF of BPF program "
	    "%s: %s", bp->bp_name, strerror(errno ? errno : EINVAL));
	btf__free(btf);
	return -1;
}

/* Known answers of libbpf_probe_bpf_helper(), by program type. */
typedef struct helper_probe {
	uint32_t hp_type;
	int hp_helper;
	int hp_have;
} helper_probe_t;

static helper_probe_t probed[16];
static int nprobed;

static int
have_helper(uint32_t type, int helper)
{
	int i, r;

	for (i = 0; i < nprobed; i++)
		if (probed[i].hp_type == type && probed[i].hp_helper == helper)
			return probed[i].hp_have;
	r = libbpf_probe_bpf_helper((enum bpf_prog_type)type,
	    (enum bpf_func_id)helper, NULL);
	if (r < 0 && type == BPF_PROG_TYPE_TRACING)
		/* libbpf cannot probe fentry/fexit programs (they need an
		   attach target); their helpers include raw tracepoints' */
		r = libbpf_probe_bpf_helper(BPF_PROG_TYPE_RAW_TRACEPOINT,
		    (enum bpf_func_id)helper, NULL);
	/* an error (not a verdict) is left to the program load to report */
	r = r != 0;
	if (nprobed < (int)DT_ARRAY_SIZE(probed)) {
		probed[nprobed].hp_type = type;
		probed[nprobed].hp_helper = helper;
		probed[nprobed].hp_have = r;
		nprobed++;
	}
	return r;
}

int
dt_rt_check_helpers(const dt_bpfprog_t *bp, char *err, size_t errlen)
{
	struct utsname u;
	int i;

	for (i = 0; i < bp->bp_nreqs; i++) {
		const dt_bpfreq_t *r = &bp->bp_reqs[i];

		if (have_helper(bp->bp_type, r->br_helper))
			continue;
		if (uname(&u) != 0)
			strcpy(u.release, "?");
		snprintf(err, errlen, "could not enable tracing: %s needs "
		    "Linux %s or later (BPF helper %s); this kernel is %s",
		    r->br_what, r->br_linux,
		    dt_bpf_helper_name(r->br_helper) ?
		    dt_bpf_helper_name(r->br_helper) : "?", u.release);
		return -1;
	}
	return 0;
}

/*
 * prov_rawtp.c - the rawtp provider (docs/providers.md, sdt and rawtp): every
 * kernel tracepoint as a raw tracepoint, rawtp:<group>::<event> for tracefs
 * events and rawtp:vmlinux::<event> for bare tracepoints (BTF typedefs
 * btf_trace_<event> without a tracefs entry).  Arguments are the tracepoint's
 * C parameters from the btf_trace_<event> prototype (first void * dropped),
 * typed by their BTF ids (pr_argbtf: sema types args[] from them); the recipe
 * copies exactly that many context slots (the kernel refuses raw tracepoint
 * programs that read past the last argument).  One pass over the kernel BTF
 * finds every prototype.
 */
#include <bpf/btf.h>
#include <string.h>

#include "prov.h"

#define TRACEFS		"/sys/kernel/tracing"
#define RAWTP_MAXARGS	10

static int
skip_group(const char *g)
{
	return strcmp(g, "syscalls") == 0 || strcmp(g, "kprobes") == 0 ||
	    strcmp(g, "uprobes") == 0 || strncmp(g, "dt_", 3) == 0 ||
	    strcmp(g, "ftrace") == 0;
}

/* Arguments and recipe of 'prp' from the typedef btf_trace_<event>. */
static void
rawtp_args(dt_probecat_t *pc, const struct btf *btf, uint32_t tdid,
    dt_probe_t *prp)
{
	const struct btf_type *t = btf__type_by_id(btf, tdid);
	const struct btf_param *pa;
	dt_fetchalt_t *alt;
	dt_fetch_t *fo;
	int i, n;

	prp->pr_attach = DT_ATTACH_RAWTP;
	prp->pr_argstyle = DT_ARGS_FETCH;
	prp->pr_tpname = prp->pr_name;
	prp->pr_nargs = -1;
	t = t != NULL ? btf__type_by_id(btf, t->type) : NULL;	/* pointer */
	t = t != NULL && btf_is_ptr(t) ? btf__type_by_id(btf, t->type) : NULL;
	if (t == NULL || !btf_is_func_proto(t)) {
		prp->pr_attach = DT_ATTACH_NONE;	/* cannot be typed */
		return;
	}
	n = btf_vlen(t) - 1;
	n = n < 0 ? 0 : n > RAWTP_MAXARGS ? RAWTP_MAXARGS : n;
	pa = btf_params(t);
	prp->pr_argbtf = dt_probecat_alloc(pc, sizeof(int32_t) *
	    RAWTP_MAXARGS);
	for (i = 0; i < n; i++)
		prp->pr_argbtf[i] = (int32_t)pa[i + 1].type;
	fo = dt_probecat_alloc(pc, sizeof(dt_fetch_t) * (size_t)(2 * n + 1));
	for (i = 0; i < n; i++) {
		fo[2 * i].fo_op = DT_FO_CTX;
		fo[2 * i].fo_k = (uint8_t)i;
		fo[2 * i + 1].fo_op = DT_FO_SET;
		fo[2 * i + 1].fo_k = (uint8_t)i;
	}
	fo[2 * n].fo_op = DT_FO_END;
	alt = dt_probecat_alloc(pc, sizeof(*alt));
	alt->fa_tpname = prp->pr_tpname;
	alt->fa_fetch = fo;
	prp->pr_alts = alt;
	prp->pr_nalts = 1;
	prp->pr_nargs = n > 0 ? n : -2;
}

static void
rawtp_enumerate(dt_probecat_t *pc)
{
	char err[256], line[512];
	struct btf *btf = dt_kbtf();
	dt_htab_t protos;	/* event -> typedef id */
	uint32_t id, n;
	FILE *f;

	if (btf == NULL)
		return;		/* no BTF: no typed raw tracepoints */
	dt_htab_init(&protos);
	n = btf__type_cnt(btf);
	for (id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		const char *name;

		if (!btf_is_typedef(t))
			continue;
		name = btf__name_by_offset(btf, t->name_off);
		if (name != NULL && strncmp(name, "btf_trace_", 10) == 0)
			dt_htab_put(&protos, name + 10, (void *)(uintptr_t)id);
	}
	if (dt_tracefs_ensure(err, sizeof(err)) == 0 &&
	    (f = fopen(TRACEFS "/available_events", "r")) != NULL) {
		while (fgets(line, sizeof(line), f) != NULL) {
			char *colon = strchr(line, ':'), *nl;
			uintptr_t tdid;
			dt_probe_t *prp;

			if (colon == NULL)
				continue;
			if ((nl = strchr(line, '\n')) != NULL)
				*nl = '\0';
			*colon = '\0';
			if (skip_group(line) || (tdid = (uintptr_t)dt_htab_get(
			    &protos, colon + 1)) == 0)
				continue;
			prp = dt_probecat_add(pc, "rawtp",
			    dt_probecat_strdup(pc, line), "",
			    dt_probecat_strdup(pc, colon + 1));
			rawtp_args(pc, btf, (uint32_t)tdid, prp);
			/* listed once: the bare pass skips it */
			dt_htab_put(&protos, prp->pr_name, (void *)0);
		}
		fclose(f);
	}
	/* bare tracepoints: in BTF only */
	for (id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		const char *name;
		dt_probe_t *prp;

		if (!btf_is_typedef(t))
			continue;
		name = btf__name_by_offset(btf, t->name_off);
		if (name == NULL || strncmp(name, "btf_trace_", 10) != 0 ||
		    dt_htab_get(&protos, name + 10) == NULL)
			continue;
		prp = dt_probecat_add(pc, "rawtp", "vmlinux", "",
		    dt_probecat_strdup(pc, name + 10));
		rawtp_args(pc, btf, id, prp);
	}
	dt_htab_release(&protos);
}

const dt_provider_t dt_prov_rawtp = { "rawtp", rawtp_enumerate };

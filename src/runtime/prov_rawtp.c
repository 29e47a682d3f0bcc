/*
 * prov_rawtp.c - the rawtp provider (providers.md §13): every kernel
 * tracepoint as a raw tracepoint, rawtp:<group>::<event> for tracefs
 * events and rawtp:vmlinux::<event> for bare tracepoints (BTF typedefs
 * btf_trace_<event> without a tracefs entry).  Arguments are the
 * tracepoint's C parameters, typed from the btf_trace_<event> prototype
 * (first void * dropped); they are resolved when first needed, and the
 * fetch recipe copies exactly that many context slots (the kernel refuses
 * raw tracepoint programs that read past the last argument).
 */
#include <bpf/btf.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "prov.h"

#define TRACEFS		"/sys/kernel/tracing"

static struct btf *rt_btf;
static int rt_btf_tried;

static struct btf *
kbtf(void)
{
	if (!rt_btf_tried) {
		rt_btf_tried = 1;
		rt_btf = btf__load_vmlinux_btf();
	}
	return rt_btf;
}

static int
skip_group(const char *g)
{
	return strcmp(g, "syscalls") == 0 || strcmp(g, "kprobes") == 0 ||
	    strcmp(g, "uprobes") == 0 || strncmp(g, "dt_", 3) == 0 ||
	    strcmp(g, "ftrace") == 0;
}

static void
rawtp_enumerate(dt_probecat_t *pc)
{
	dt_arena_t *ap = dt_probecat_arena(pc);
	char err[256], line[512];
	struct btf *btf;
	dt_htab_t seen;
	FILE *f;
	uint32_t id, n;

	dt_htab_init(&seen);
	if (dt_tracefs_ensure(err, sizeof(err)) == 0 &&
	    (f = fopen(TRACEFS "/available_events", "r")) != NULL) {
		while (fgets(line, sizeof(line), f) != NULL) {
			char *colon = strchr(line, ':'), *nl;
			dt_probe_t *prp;

			if (colon == NULL)
				continue;
			if ((nl = strchr(line, '\n')) != NULL)
				*nl = '\0';
			*colon = '\0';
			if (skip_group(line))
				continue;
			prp = dt_probecat_add(pc, "rawtp",
			    dt_arena_strdup(ap, line), "",
			    dt_arena_strdup(ap, colon + 1));
			prp->pr_attach = DT_ATTACH_RAWTP;
			prp->pr_argstyle = DT_ARGS_FETCH;
			prp->pr_tpname = prp->pr_name;
			dt_htab_put(&seen, prp->pr_name, (void *)1);
		}
		fclose(f);
	}
	/* bare tracepoints: in BTF only */
	if ((btf = kbtf()) != NULL) {
		n = btf__type_cnt(btf);
		for (id = 1; id < n; id++) {
			const struct btf_type *t = btf__type_by_id(btf, id);
			const char *name;
			dt_probe_t *prp;

			if (!btf_is_typedef(t))
				continue;
			name = btf__name_by_offset(btf, t->name_off);
			if (name == NULL || strncmp(name, "btf_trace_", 10) != 0 ||
			    dt_htab_get(&seen, name + 10) != NULL)
				continue;
			prp = dt_probecat_add(pc, "rawtp", "vmlinux", "",
			    dt_arena_strdup(ap, name + 10));
			prp->pr_attach = DT_ATTACH_RAWTP;
			prp->pr_argstyle = DT_ARGS_FETCH;
			prp->pr_tpname = prp->pr_name;
		}
	}
	dt_htab_release(&seen);
}

static void
dump_printf(void *ctx, const char *fmt, va_list ap)
{
	dt_strbuf_t *sb = ctx;
	char buf[512];

	vsnprintf(buf, sizeof(buf), fmt, ap);
	dt_strbuf_adds(sb, buf);
}

/*
 * Resolve the arguments of rawtp probe 'prp' from its BTF prototype and
 * build the recipe copying them.  Returns the count, -1 unknown.
 */
int
dt_rawtp_resolve(dt_probecat_t *pc, dt_probe_t *prp)
{
	dt_arena_t *ap = dt_probecat_arena(pc);
	struct btf *btf = kbtf();
	const struct btf_type *t;
	const struct btf_param *pa;
	struct btf_dump *d;
	dt_strbuf_t sb;
	dt_fetchalt_t *alt;
	dt_fetch_t *fo;
	char name[256];
	int id, i, n;

	if (prp->pr_alts != NULL)
		return prp->pr_nargs < 0 ? 0 : prp->pr_nargs;
	if (btf == NULL)
		return -1;
	snprintf(name, sizeof(name), "btf_trace_%s", prp->pr_tpname);
	if ((id = btf__find_by_name_kind(btf, name, BTF_KIND_TYPEDEF)) < 0)
		return -1;
	t = btf__type_by_id(btf, (uint32_t)id);
	t = btf__type_by_id(btf, t->type);		/* pointer */
	if (t == NULL || !btf_is_ptr(t))
		return -1;
	t = btf__type_by_id(btf, t->type);		/* func proto */
	if (t == NULL || !btf_is_func_proto(t))
		return -1;
	n = btf_vlen(t) - 1;
	if (n < 0)
		n = 0;
	if (n > 10)
		n = 10;
	prp->pr_argtypes = dt_arena_alloc(ap, sizeof(char *) * 10);
	dt_strbuf_init(&sb);
	d = btf_dump__new(btf, dump_printf, &sb, NULL);
	pa = btf_params(t);
	for (i = 0; i < n; i++) {
		LIBBPF_OPTS(btf_dump_emit_type_decl_opts, o);

		dt_strbuf_clear(&sb);
		o.field_name = "";
		if (d != NULL)
			btf_dump__emit_type_decl(d, pa[i + 1].type, &o);
		prp->pr_argtypes[i] = dt_arena_strdup(ap, sb.len ? sb.s :
		    "uint64_t");
	}
	if (d != NULL)
		btf_dump__free(d);
	dt_strbuf_release(&sb);
	fo = dt_arena_alloc(ap, sizeof(dt_fetch_t) * (size_t)(2 * n + 1));
	for (i = 0; i < n; i++) {
		fo[2 * i].fo_op = DT_FO_CTX;
		fo[2 * i].fo_k = (uint8_t)i;
		fo[2 * i + 1].fo_op = DT_FO_SET;
		fo[2 * i + 1].fo_k = (uint8_t)i;
	}
	fo[2 * n].fo_op = DT_FO_END;
	alt = dt_arena_alloc(ap, sizeof(*alt));
	alt->fa_tpname = prp->pr_tpname;
	alt->fa_fetch = fo;
	prp->pr_alts = alt;
	prp->pr_nalts = 1;
	prp->pr_nargs = n > 0 ? n : -2;
	return n;
}

const dt_provider_t dt_prov_rawtp = { "rawtp", rawtp_enumerate };

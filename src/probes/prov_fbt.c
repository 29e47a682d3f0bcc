/*
 * prov_fbt.c - the fbt provider: kernel function entry and return, on
 * fentry/fexit BPF programs with arguments typed from kernel BTF
 * (docs/providers.md, fbt).
 *
 * Probes exist for the BTF functions of vmlinux that ftrace can patch
 * (available_filter_functions, else kallsyms text symbols) and whose
 * prototype a BPF trampoline accepts (no varargs, no struct returns, at
 * most 6 or 12 register arguments), minus compiler clones and tracing
 * stubs.  They are created only when a description could name
 * them, and only for the functions its patterns match.  Whether the kernel
 * lets us trace functions at all is found out once, by loading (not
 * attaching) a trivial fentry program; this machine's kernel refuses it
 * and has no kprobes, and then fbt is absent with one clear reason.
 */
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "prov.h"

#define KPROBE_PMU	"/sys/bus/event_source/devices/kprobe/type"

typedef struct fbt_func {
	const char *ff_name;	/* in the BTF string section */
	uint32_t ff_id;		/* BTF_KIND_FUNC id */
	unsigned char ff_text;	/* times seen as a traceable text symbol
				   (2: ambiguous, not traced) */
	unsigned char ff_made;	/* probes created */
} fbt_func_t;

static struct {
	int checked;		/* availability decided */
	char why[256];		/* reason fbt cannot work, "" if it can */
	fbt_func_t *funcs;
	size_t nfuncs;
	int indexed;		/* funcs[] built */
	int modes;		/* DT_FBT_FENTRY | DT_FBT_KMULTI */
} fbt;

/* The kernel's BTF, shared with the compiler (dt_kbtf, btf.c). */
static struct btf *
fbt_btf(void)
{
	return dt_kbtf();
}

/* Names fbt leaves out: compiler clones and tracing machinery. */
static int
fbt_skip(const char *name)
{
	return strchr(name, '.') != NULL ||
	    strncmp(name, "__ftrace_invalid_address__", 26) == 0 ||
	    strncmp(name, "__probestub_", 12) == 0 ||
	    strncmp(name, "__traceiter_", 12) == 0 ||
	    strncmp(name, "__bpf_trace_", 12) == 0;
}

/* Skip typedefs and qualifiers. */
static const struct btf_type *
fbt_resolve(const struct btf *btf, uint32_t id)
{
	const struct btf_type *t = btf__type_by_id(btf, id);

	while (t != NULL && (btf_is_typedef(t) || btf_is_mod(t)))
		t = btf__type_by_id(btf, t->type);
	return t;
}

/* Can a BPF trampoline pass a value of this type (argument/return)? */
static int
fbt_typeok(const struct btf *btf, uint32_t id, int is_ret)
{
	const struct btf_type *t;

	if (id == 0)
		return is_ret;		/* void: only as the return type */
	if ((t = fbt_resolve(btf, id)) == NULL)
		return 0;
	if (btf_is_int(t) || btf_is_ptr(t) || btf_is_enum(t) ||
	    btf_is_enum64(t))
		return 1;
	/*
	 * Structs by value: the kernel passes up to 16 bytes, but one of
	 * more than 8 takes two ctx[] slots and shifts every later
	 * argument, and kprobes cannot find it at all: left out.
	 */
	return !is_ret && (btf_is_struct(t) || btf_is_union(t)) &&
	    t->size <= 8;
}

/* Most register arguments a trampoline takes: 6 before Linux 6.6. */
static int
fbt_maxargs(void)
{
	static int max;
	struct utsname u;
	int a = 0, b = 0;

	if (max == 0) {
		max = 12;
		if (uname(&u) == 0 && sscanf(u.release, "%d.%d", &a, &b) == 2 &&
		    (a < 6 || (a == 6 && b < 6)))
			max = 6;
	}
	return max;
}

/* Does fentry/fexit accept function 'id' (libbpf/kernel rules)? */
static int
fbt_traceable(const struct btf *btf, uint32_t id)
{
	const struct btf_type *fn = btf__type_by_id(btf, id);
	const struct btf_type *proto = btf__type_by_id(btf, fn->type);
	const struct btf_param *pp;
	int np, i;

	if (proto == NULL || !btf_is_func_proto(proto))
		return 0;
	pp = btf_params(proto);
	np = btf_vlen(proto);
	if (np > 0 && pp[np - 1].type == 0)
		return 0;	/* variadic */
	if (np > fbt_maxargs() || !fbt_typeok(btf, proto->type, 1))
		return 0;
	for (i = 0; i < np; i++)
		if (!fbt_typeok(btf, pp[i].type, 0))
			return 0;
	return 1;
}

/* A traceable name seen once more (twice: ambiguous, a static
   function defined in two files). */
static void
fbt_mark(dt_htab_t *byname, const char *name)
{
	uintptr_t ix = (uintptr_t)dt_htab_get(byname, name);

	if (ix != 0 && fbt.funcs[ix - 1].ff_text < 2)
		fbt.funcs[ix - 1].ff_text++;
}

/* kallsyms: text symbols of the kernel proper (no [module]) */
static int
fbt_mark_ksym(const dt_ksym_t *ks, void *arg)
{
	if ((ks->ks_type == 't' || ks->ks_type == 'T') && ks->ks_mod == NULL)
		fbt_mark(arg, ks->ks_name);
	return 0;
}

/*
 * Mark the functions ftrace can patch: available_filter_functions when
 * readable (lockdown makes it unreadable here), else kallsyms text symbols.
 */
static void
fbt_mark_text(dt_htab_t *byname)
{
	char line[512];
	FILE *f;

	f = fopen("/sys/kernel/tracing/available_filter_functions", "r");
	if (f != NULL && fgets(line, sizeof(line), f) == NULL) {
		fclose(f);
		f = NULL;
	}
	if (f == NULL) {
		(void)dt_ksym_walk(fbt_mark_ksym, byname);
		return;
	}
	rewind(f);
	while (fgets(line, sizeof(line), f) != NULL) {
		char *end = line + strcspn(line, " \t\n");

		if (*end != '\n' && *end != '\0')
			continue;	/* module function: "name [mod]" */
		*end = '\0';
		fbt_mark(byname, line);
	}
	fclose(f);
}

/* funcs[]: BTF functions that are kallsyms text symbols. */
static void
fbt_index(void)
{
	struct btf *btf = fbt_btf();
	dt_htab_t byname;
	uint32_t id, n;
	size_t cap = 0;

	if (fbt.indexed || btf == NULL)
		return;
	fbt.indexed = 1;
	dt_htab_init(&byname);
	n = btf__type_cnt(btf);
	for (id = 1; id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		const char *name;

		if (!btf_is_func(t))
			continue;
		name = btf__name_by_offset(btf, t->name_off);
		if (name == NULL || *name == '\0' || fbt_skip(name) ||
		    dt_htab_get(&byname, name) != NULL ||
		    !fbt_traceable(btf, id))
			continue;
		if (fbt.nfuncs == cap) {
			cap = cap ? cap * 2 : 4096;
			fbt.funcs = dt_xrealloc(fbt.funcs,
			    cap * sizeof(*fbt.funcs));
		}
		memset(&fbt.funcs[fbt.nfuncs], 0, sizeof(*fbt.funcs));
		fbt.funcs[fbt.nfuncs].ff_name = name;
		fbt.funcs[fbt.nfuncs].ff_id = id;
		fbt.nfuncs++;
		dt_htab_put(&byname, name, (void *)(uintptr_t)fbt.nfuncs);
	}
	fbt_mark_text(&byname);
	dt_htab_release(&byname);
}

/*
 * kprobe.multi: load a do-nothing kprobe program and link it to one
 * function for a moment.  0 if that works, else the errno.
 */
static int
fbt_try_kmulti(const char *fn)
{
	struct bpf_insn insns[2];
	const char *syms[1] = { fn };
	int fd, lfd, err;

	memset(insns, 0, sizeof(insns));
	insns[0].code = BPF_ALU64 | BPF_MOV | BPF_K;	/* r0 = 0 */
	insns[1].code = BPF_JMP | BPF_EXIT;
	{
		LIBBPF_OPTS(bpf_prog_load_opts, lo);

		lo.expected_attach_type = BPF_TRACE_KPROBE_MULTI;
		fd = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "dt_fbt_check",
		    "GPL", insns, 2, &lo);
	}
	if (fd < 0)
		return errno;
	{
		LIBBPF_OPTS(bpf_link_create_opts, co);

		co.kprobe_multi.syms = syms;
		co.kprobe_multi.cnt = 1;
		lfd = bpf_link_create(fd, 0, BPF_TRACE_KPROBE_MULTI, &co);
	}
	err = lfd < 0 ? errno : 0;
	if (lfd >= 0)
		close(lfd);
	close(fd);
	return err;
}

static void
fbt_decide(void)
{
	struct bpf_insn insns[2];
	char kp[96];
	int32_t id;
	int fd, err = 0, kerr;

	if (fbt.checked)
		return;
	fbt.checked = 1;
	if (fbt_btf() == NULL) {
		snprintf(fbt.why, sizeof(fbt.why), "fbt provider is not "
		    "available on this kernel (no kernel BTF at "
		    "/sys/kernel/btf/vmlinux)");
		return;
	}
	id = btf__find_by_name_kind(fbt_btf(), "vfs_read", BTF_KIND_FUNC);
	if (id < 0) {
		fbt_index();
		id = fbt.nfuncs > 0 ? (int32_t)fbt.funcs[0].ff_id : -1;
	}
	memset(insns, 0, sizeof(insns));
	insns[0].code = BPF_ALU64 | BPF_MOV | BPF_K;	/* r0 = 0 */
	insns[1].code = BPF_JMP | BPF_EXIT;
	{
		LIBBPF_OPTS(bpf_prog_load_opts, lo);

		lo.expected_attach_type = BPF_TRACE_FENTRY;
		lo.attach_btf_id = id < 0 ? 0 : (uint32_t)id;
		fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_fbt_check",
		    "GPL", insns, 2, &lo);
	}
	if (fd >= 0) {
		close(fd);
		fbt.modes |= DT_FBT_FENTRY;
	} else {
		err = errno;
	}
	if (access(KPROBE_PMU, F_OK) != 0) {
		snprintf(kp, sizeof(kp), "not configured");
	} else if ((kerr = fbt_try_kmulti(id < 0 ? "vfs_read" :
	    btf__name_by_offset(fbt_btf(),
	    btf__type_by_id(fbt_btf(), (uint32_t)id)->name_off))) == 0) {
		fbt.modes |= DT_FBT_KMULTI;
	} else {
		/*
		 * No fprobe (Debian's 6.1 kernel): kprobes remain, but one
		 * perf kprobe per function, on globs that reach the code the
		 * BPF helpers run, crashed that kernel in testing.  fentry
		 * trampolines guard against that recursion: only they are
		 * used.
		 */
		snprintf(kp, sizeof(kp), "kprobe.multi: %s", strerror(kerr));
	}
	if (fbt.modes != 0) {
		fbt.why[0] = '\0';
		return;
	}
	snprintf(fbt.why, sizeof(fbt.why), "fbt provider is not available on "
	    "this kernel (fentry/fexit: %s; kprobes: %s)", strerror(err), kp);
}

const char *
dt_fbt_unavailable(void)
{
	fbt_decide();
	return fbt.why[0] != '\0' ? fbt.why : NULL;
}

int
dt_fbt_modes(void)
{
	fbt_decide();
	return fbt.modes;
}

/* Skip typedefs and qualifiers: is BTF type 'id' void? */
static int
is_void(const struct btf *btf, uint32_t id)
{
	const struct btf_type *t;

	while (id != 0) {
		t = btf__type_by_id(btf, id);
		if (t == NULL)
			return 1;
		if (!btf_is_typedef(t) && !btf_is_mod(t))
			return 0;
		id = t->type;
	}
	return 1;
}

static void
fbt_make(dt_probecat_t *pc, fbt_func_t *ff)
{
	const struct btf_type *fn = btf__type_by_id(fbt_btf(), ff->ff_id);
	const struct btf_type *proto = btf__type_by_id(fbt_btf(), fn->type);
	const struct btf_param *pp = btf_params(proto);
	int np = btf_vlen(proto), i;
	dt_probe_t *prp;

	/* a trailing void parameter marks varargs: not an argument */
	if (np > 0 && pp[np - 1].type == 0)
		np--;
	if (np > 12)
		np = 12;	/* fentry passes at most 12 (x86-64) */
	prp = dt_probecat_add(pc, "fbt", "vmlinux", ff->ff_name, "entry");
	prp->pr_attach = DT_ATTACH_FENTRY;
	prp->pr_argstyle = DT_ARGS_CTXARRAY;
	prp->pr_btfid = ff->ff_id;
	prp->pr_nargs = np;
	if (np > 0) {
		prp->pr_argbtf = dt_probecat_alloc(pc, sizeof(int32_t) *
		    (size_t)np);
		for (i = 0; i < np; i++)
			prp->pr_argbtf[i] = (int32_t)pp[i].type;
	}

	prp = dt_probecat_add(pc, "fbt", "vmlinux", ff->ff_name, "return");
	prp->pr_attach = DT_ATTACH_FEXIT;
	prp->pr_argstyle = DT_ARGS_FEXIT;
	prp->pr_btfid = ff->ff_id;
	/* ctx[] of fexit: the parameters, then the return value */
	prp->pr_retslot = np;
	if (is_void(fbt_btf(), proto->type)) {
		prp->pr_nargs = 1;
		prp->pr_argbtf = dt_probecat_alloc(pc, sizeof(int32_t));
		prp->pr_argbtf[0] = 0;
	} else {
		prp->pr_nargs = 2;
		prp->pr_argbtf = dt_probecat_alloc(pc, 2 * sizeof(int32_t));
		prp->pr_argbtf[0] = 0;
		prp->pr_argbtf[1] = (int32_t)proto->type;
	}
	ff->ff_made = 1;
}

void
dt_fbt_enumerate(dt_probecat_t *pc, const char *mod, const char *func)
{
	size_t i;

	if (*mod != '\0' && !dt_glob_match(mod, "vmlinux"))
		return;
	if (dt_fbt_unavailable() != NULL)
		return;
	fbt_index();
	for (i = 0; i < fbt.nfuncs; i++) {
		fbt_func_t *ff = &fbt.funcs[i];

		if (ff->ff_made || ff->ff_text != 1)
			continue;
		if (*func != '\0' && !dt_glob_match(func, ff->ff_name))
			continue;
		fbt_make(pc, ff);
	}
}

/* C spelling of BTF type 'id' ("struct file *"), for -lv. */
static void
dump_printf(void *ctx, const char *fmt, va_list ap)
{
	dt_strbuf_vaddf(ctx, fmt, ap);
}

const char *
dt_fbt_typename(dt_probecat_t *pc, int32_t id)
{
	LIBBPF_OPTS(btf_dump_emit_type_decl_opts, eo);
	struct btf_dump *d;
	dt_strbuf_t sb;
	const char *s;

	if (id <= 0 || fbt_btf() == NULL)
		return "int";
	dt_strbuf_init(&sb);
	d = btf_dump__new(fbt_btf(), dump_printf, &sb, NULL);
	if (d == NULL || libbpf_get_error(d) != 0)
		return "(unknown)";
	eo.field_name = "";
	if (btf_dump__emit_type_decl(d, (uint32_t)id, &eo) != 0 ||
	    sb.s == NULL)
		s = "(unknown)";
	else
		s = dt_probecat_strdup(pc, sb.s);
	btf_dump__free(d);
	dt_strbuf_release(&sb);
	return s;
}

void
dt_fbt_release(void)
{
	free(fbt.funcs);
	memset(&fbt, 0, sizeof(fbt));
}

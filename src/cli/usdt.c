/*
 * usdt.c - `dtrace -h` and `dtrace -G` (docs/options.md §9; interface:
 * usdt.h).
 *
 *   dtrace -h -s app.d [-o app.h]          header of <sys/sdt.h> probes
 *   dtrace -G -s app.d [-o app.o] [obj...] object defining the semaphores
 *
 * Output names without -o: <script basename without its extension>.h /
 * .o in the current directory; -G with several programs and no -o writes
 * one object per program (d.out.N for those that are not scripts, d.out
 * for a lone -n/-P... program).  The object operands of -G are checked
 * (readable ELF relocatable objects of one class) but not modified: with
 * stapsdt notes the probe sites need no link-time rewriting, unlike
 * DTrace's DOF.  Clauses in the programs are parsed but, as with
 * systemtap's script, not embedded in the object.
 */
#include <elf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../codegen/codegen.h"
#include "usdt.h"

static void DT_NORETURN
usage_error(const char *fmt, int mode)
{
	fprintf(stderr, "%s: ", dt_progname);
	fprintf(stderr, fmt, mode);
	fputc('\n', stderr);
	exit(2);
}

static void DT_NORETURN
link_failed(const dt_ctext_t *ct, const char *msg)
{
	fprintf(stderr, "%s: failed to link %s %s: %s\n", dt_progname,
	    ct->ct_pctx == DT_PCTX_SCRIPT ? "script" : "description",
	    ct->ct_filename != NULL ? ct->ct_filename : ct->ct_text, msg);
	exit(1);
}

/*
 * "dir/app.d" -> "app" + suffix, in the current directory; NULL if 'ct'
 * is not a script.  DTrace derives names only from .d scripts; like
 * systemtap's script (Python's splitext), any last extension is dropped
 * here, so "probes.dtrace" gives "probes.h".
 */
static char *
derived_name(const dt_ctext_t *ct, const char *suffix)
{
	const char *base, *dot, *p;
	size_t n;

	if (ct->ct_pctx != DT_PCTX_SCRIPT || ct->ct_filename == NULL)
		return NULL;
	base = strrchr(ct->ct_filename, '/');
	base = base != NULL ? base + 1 : ct->ct_filename;
	n = strlen(base);
	dot = strrchr(base, '.');
	for (p = base; p < dot && *p == '.'; p++)
		;
	if (dot != NULL && p < dot)	/* not only leading dots */
		n = (size_t)(dot - base);
	return dt_xasprintf("%.*s%s", (int)n, base, suffix);
}

/* Parse texts [from, to) into 'pd'; -1 with 'ce' on an error. */
static int
collect(dt_provdefs_t *pd, const dt_ctext_t *texts, int from, int to,
    dt_macros_t *macros, dt_comperr_t *ce)
{
	int i;

	for (i = from; i < to; i++) {
		if (dt_provdefs_add(pd, texts[i].ct_text, texts[i].ct_len,
		    texts[i].ct_pctx, texts[i].ct_filename, macros,
		    &ce->ce_err) != 0) {
			ce->ce_text = i;
			return -1;
		}
	}
	return 0;
}

static int
do_header(const dt_options_t *op, const dt_ctext_t *texts, int ntexts,
    dt_macros_t *macros, dt_comperr_t *ce)
{
	dt_provdefs_t pd;
	dt_strbuf_t sb;
	char *name;
	FILE *f;

	if (op->op_outfile != NULL) {
		name = dt_xstrdup(op->op_outfile);
	} else if (ntexts > 1) {
		usage_error("-%c requires an output file if multiple scripts "
		    "are specified", 'h');
	} else if ((name = derived_name(&texts[0], ".h")) == NULL) {
		usage_error("-%c requires an output file if no scripts are "
		    "specified", 'h');
	}
	dt_provdefs_init(&pd);
	if (collect(&pd, texts, 0, ntexts, macros, ce) != 0) {
		dt_provdefs_release(&pd);
		free(name);
		return -1;
	}
	dt_strbuf_init(&sb);
	dt_usdt_header(&sb, &pd, name);
	if ((f = fopen(name, "w")) == NULL) {
		fprintf(stderr, "%s: failed to open header file '%s': %s\n",
		    dt_progname, name, strerror(errno));
		exit(1);
	}
	if (fwrite(sb.s, 1, sb.len, f) != sb.len || fclose(f) != 0) {
		fprintf(stderr, "%s: failed to write header file '%s': %s\n",
		    dt_progname, name, strerror(errno));
		exit(1);
	}
	dt_strbuf_release(&sb);
	dt_provdefs_release(&pd);
	free(name);
	return 0;
}

/* 1 or 2 if 'arg' (a cpp or CFLAGS word) defines STAP_SDT_V1 / _V2 */
static int
sdt_version(const char *arg)
{
	if (strncmp(arg, "-DSTAP_SDT_V", 12) != 0 ||
	    (arg[12] != '1' && arg[12] != '2') ||
	    (arg[13] != '\0' && arg[13] != '='))
		return 0;
	return arg[12] - '0';
}

/*
 * The semaphore flavour systemtap's script would get from gcc: -D options
 * of the command line, then the words of $CFLAGS.  V1 wins over V2.
 */
static int
sdt_flavour(const dt_options_t *op)
{
	const char *cf = getenv("CFLAGS");
	int v = 0, w;
	size_t i;

	for (i = 0; i < op->op_cppargs.len; i++)
		if ((w = sdt_version(DT_VEC_AT(&op->op_cppargs, const char *,
		    i))) != 0 && (v == 0 || w < v))
			v = w;
	while (cf != NULL && *cf != '\0') {
		char word[64];
		size_t n;

		cf += strspn(cf, " \t\n");
		n = strcspn(cf, " \t\n");
		if (n > 0 && n < sizeof(word)) {
			memcpy(word, cf, n);
			word[n] = '\0';
			if ((w = sdt_version(word)) != 0 && (v == 0 || w < v))
				v = w;
		}
		cf += n;
	}
	return v;
}

#if defined(__x86_64__) || defined(__i386__)
#define NATIVE_MACHINE(c)	((c) == ELFCLASS64 ? EM_X86_64 : EM_386)
#elif defined(__aarch64__)
#define NATIVE_MACHINE(c)	((c) == ELFCLASS64 ? EM_AARCH64 : EM_ARM)
#else
#error "dtrace -G: unknown native ELF machine"
#endif

static int
do_link(const dt_options_t *op, const dt_ctext_t *texts, int ntexts,
    dt_macros_t *macros, char *const *objs, int nobjs, int model,
    dt_comperr_t *ce)
{
	dt_usdtobj_t uo;
	char err[1024];
	int i, cls = 0, mach = 0;

	/* the class from -32/-64, else from the objects, else native */
	if (model != 0)
		cls = model == 32 ? ELFCLASS32 : ELFCLASS64;
	for (i = 0; i < nobjs; i++) {
		int c, m;

		if (dt_usdt_objinfo(objs[i], &c, &m, err, sizeof(err)) != 0)
			link_failed(&texts[0], err);
		if (cls != 0 && c != cls)
			link_failed(&texts[0], "can't mix 32-bit and 64-bit "
			    "object files");
		cls = c;
		if (mach == 0)
			mach = m;
	}
	if (cls == 0)
		cls = sizeof(void *) == 8 ? ELFCLASS64 : ELFCLASS32;
	if (mach == 0)
		mach = NATIVE_MACHINE(cls);
	memset(&uo, 0, sizeof(uo));
	uo.uo_class = cls;
	uo.uo_machine = mach;
	uo.uo_sdtver = sdt_flavour(op);

	if (op->op_outfile != NULL || ntexts == 1) {
		dt_provdefs_t pd;
		char *name = op->op_outfile != NULL ?
		    dt_xstrdup(op->op_outfile) : derived_name(&texts[0], ".o");

		if (name == NULL)
			name = dt_xstrdup("d.out");
		dt_provdefs_init(&pd);
		if (collect(&pd, texts, 0, ntexts, macros, ce) != 0) {
			dt_provdefs_release(&pd);
			free(name);
			return -1;
		}
		uo.uo_srcname = texts[0].ct_filename;
		if (dt_usdt_object(&pd, name, &uo, err, sizeof(err)) != 0)
			link_failed(&texts[0], err);
		dt_provdefs_release(&pd);
		free(name);
		return 0;
	}
	for (i = 0; i < ntexts; i++) {
		dt_provdefs_t pd;
		char *name = derived_name(&texts[i], ".o");

		if (name == NULL)
			name = dt_xasprintf("d.out.%d", i);
		dt_provdefs_init(&pd);
		if (collect(&pd, texts, i, i + 1, macros, ce) != 0) {
			dt_provdefs_release(&pd);
			free(name);
			return -1;
		}
		uo.uo_srcname = texts[i].ct_filename;
		if (dt_usdt_object(&pd, name, &uo, err, sizeof(err)) != 0)
			link_failed(&texts[i], err);
		dt_provdefs_release(&pd);
		free(name);
	}
	return 0;
}

/*
 * Build systems written for systemtap's script pass -fpic / -fPIC, which
 * it ignores; getopt reads them as `-f pic`, a function probe description.
 * Those are dropped here (any other -f description stays a program).
 */
static int
is_fpic(const dt_ctext_t *ct)
{
	return ct->ct_pctx == DT_PCTX_FUNC &&
	    (strcmp(ct->ct_text, "pic") == 0 ||
	    strcmp(ct->ct_text, "PIC") == 0);
}

int
dt_cli_usdt(int mode, const dt_options_t *op, const dt_ctext_t *texts,
    int ntexts, dt_macros_t *macros, char *const *objs, int nobjs,
    int model, dt_comperr_t *ce)
{
	dt_ctext_t *kept = dt_xcalloc((size_t)ntexts + 1, sizeof(*kept));
	int *index = dt_xcalloc((size_t)ntexts + 1, sizeof(int));
	int i, n = 0, rc;

	memset(ce, 0, sizeof(*ce));
	for (i = 0; i < ntexts; i++)
		if (!is_fpic(&texts[i])) {
			index[n] = i;
			kept[n++] = texts[i];
		}
	if (n == 0)
		usage_error("-%c requires one or more scripts or enabling "
		    "options", mode);
	if (mode == 'h')
		rc = do_header(op, kept, n, macros, ce);
	else
		rc = do_link(op, kept, n, macros, objs, nobjs, model, ce);
	if (rc < 0)
		ce->ce_text = index[ce->ce_text];
	free(kept);
	free(index);
	return rc;
}

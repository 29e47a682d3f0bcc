/*
 * main.c - dtrace(1): command-line processing (docs/options.md), the run loop
 * (signals, -c/-p targets, exit()), listing (-l), compile-only (-e), BPF
 * dumps (-S) and exit statuses.  The only main() of the project; it drives
 * the compile driver (driver.h) and the runtime (runtime.h).  main() is
 * parse_args(), prepare() and one mode_*() function per mode, then
 * cli_release(); options are set through the table of options.c.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../bpf/bpf.h"
#include "../driver/driver.h"
#include "../probes/probes.h"
#include "../runtime/runtime.h"
#include "options.h"
#include "stability.h"
#include "usdt.h"

#define DT_VERSION	"Oracle D 2.0"

typedef struct prog_arg {
	dt_pctx_t pa_ctx;
	const char *pa_arg;	/* -n/-P/... argument or -s file name */
	char *pa_text;		/* program text (file contents) */
	size_t pa_len;
} prog_arg_t;

typedef struct target {
	pid_t tg_pid;
	int tg_created;		/* -c (else -p) */
	int tg_pidfd;
	int tg_done;
} target_t;

static volatile sig_atomic_t g_intr;	/* SIGINT/SIGTERM count */
static volatile sig_atomic_t g_chld;

static void
on_intr(int sig)
{
	(void)sig;
	g_intr++;
}

static void
on_chld(int sig)
{
	(void)sig;
	g_chld = 1;
}

static void DT_NORETURN
usage(void)
{
	const char *p = dt_progname;

	fprintf(stderr, "Usage: %s [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] "
	    "[-c cmd] [-D name[=def]]\n"
	    "\t[-I path] [-L path] [-o output] [-p pid] [-s script] "
	    "[-U name]\n"
	    "\t[-x opt[=val]] [-X a|c|s|t]\n\n"
	    "\t[-P provider [[ predicate ] action ]]\n"
	    "\t[-m [ provider: ] module [[ predicate ] action ]]\n"
	    "\t[-f [[ provider: ] module: ] func [[ predicate ] action ]]\n"
	    "\t[-n [[[ provider: ] module: ] func: ] name [[ predicate ] "
	    "action ]]\n"
	    "\t[-i probe-id [[ predicate ] action ]] [ args ... ]\n\n"
	    "\tpredicate -> '/' D-expression '/'\n"
	    "\t   action -> '{' D-statements '}'\n\n"
	    "\t-32 generate 32-bit D programs and ELF files\n"
	    "\t-64 generate 64-bit D programs and ELF files\n\n"
	    "\t-b  set trace buffer size\n"
	    "\t-c  run specified command and exit upon its completion\n"
	    "\t-C  run cpp(1) preprocessor on script files\n"
	    "\t-D  define symbol when invoking preprocessor\n"
	    "\t-e  exit after compiling request but prior to enabling "
	    "probes\n"
	    "\t-f  enable or list probes matching the specified function "
	    "name\n"
	    "\t-F  coalesce trace output by function\n"
	    "\t-G  generate an ELF file containing embedded dtrace program\n"
	    "\t-h  generate a header file with definitions for static "
	    "probes\n"
	    "\t-H  print included files when invoking preprocessor\n"
	    "\t-i  enable or list probes matching the specified probe id\n"
	    "\t-I  add include directory to preprocessor search path\n"
	    "\t-l  list probes matching specified criteria\n"
	    "\t-L  add library directory to library search path\n"
	    "\t-m  enable or list probes matching the specified module name\n"
	    "\t-n  enable or list probes matching the specified probe name\n"
	    "\t-o  set output file\n"
	    "\t-p  grab specified process-ID and cache its symbol tables\n"
	    "\t-P  enable or list probes matching the specified provider "
	    "name\n"
	    "\t-q  set quiet mode (only output explicitly traced data)\n"
	    "\t-s  enable or list probes according to the specified D "
	    "script\n"
	    "\t-S  print D compiler intermediate code\n"
	    "\t-U  undefine symbol when invoking preprocessor\n"
	    "\t-v  set verbose mode (report stability attributes, "
	    "arguments)\n"
	    "\t-V  report DTrace API version\n"
	    "\t-w  permit destructive actions\n"
	    "\t-x  enable or modify compiler and tracing options\n"
	    "\t-X  specify ISO C conformance settings for preprocessor\n"
	    "\t-Z  permit probe descriptions that match zero probes\n", p);
	exit(2);
}

static void DT_NORETURN
fatal(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fprintf(stderr, "%s: ", dt_progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

static char *
read_file(const char *path, size_t *lenp)
{
	FILE *f = fopen(path, "r");
	dt_strbuf_t sb;
	char buf[8192];
	size_t n;

	if (f == NULL)
		return NULL;
	dt_strbuf_init(&sb);
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		dt_strbuf_add(&sb, buf, n);
	fclose(f);
	*lenp = sb.len;
	return sb.s ? sb.s : dt_xstrdup("");
}

/* Run cpp on 'path' (-C); returns its output or NULL. */
static char *
run_cpp(const dt_options_t *op, const char *path, size_t *lenp)
{
	dt_strbuf_t cmd, out;
	FILE *p;
	char buf[8192], tmp[64] = "";
	char *text;
	const char *slash;
	size_t n, i, tlen;
	int st, tfd;

	dt_strbuf_init(&cmd);
	dt_strbuf_init(&out);
	dt_strbuf_addf(&cmd, "%s -x c -undef -D__linux -D__unix -D__SVR4 "
	    "-D__SUNW_D=1 -D__SUNW_D_64 -D__Linux -D__amd64 -D__x86_64 "
	    "-D__SUNW_D_VERSION=0x02000000", op->op_cpppath);
	for (i = 0; i < op->op_cppargs.len; i++) {
		const char *a = DT_VEC_AT(&op->op_cppargs, const char *, i);
		const char *c;

		dt_strbuf_adds(&cmd, " '");
		for (c = a; *c; c++) {
			if (*c == '\'')
				dt_strbuf_adds(&cmd, "'\\''");
			else
				dt_strbuf_addc(&cmd, *c);
		}
		dt_strbuf_addc(&cmd, '\'');
	}
	/*
	 * An interpreter line ("#!/usr/sbin/dtrace -qCs") is not a directive
	 * cpp knows: as DTrace does, hide it from cpp, keeping the newline so
	 * that line numbers stay right.
	 */
	if ((text = read_file(path, &tlen)) == NULL)
		goto fail;
	if (tlen >= 2 && text[0] == '#' && text[1] == '!') {
		for (i = 0; i < tlen && text[i] != '\n'; i++)
			text[i] = ' ';
		snprintf(tmp, sizeof(tmp), "/tmp/dtrace-cpp.XXXXXX");
		if ((tfd = mkstemp(tmp)) < 0)
			goto fail;
		if (write(tfd, text, tlen) != (ssize_t)tlen) {
			close(tfd);
			unlink(tmp);
			goto fail;
		}
		close(tfd);
		/* #include "x.h" still looks beside the script */
		slash = strrchr(path, '/');
		dt_strbuf_addf(&cmd, " -iquote '%.*s'", slash == NULL ? 1 :
		    slash == path ? 1 : (int)(slash - path),
		    slash == NULL ? "." : path);
		path = tmp;
	}
	dt_strbuf_addf(&cmd, " '%s'", path);
	p = popen(cmd.s, "r");
	if (p == NULL)
		goto fail;
	while ((n = fread(buf, 1, sizeof(buf), p)) > 0)
		dt_strbuf_add(&out, buf, n);
	st = pclose(p);
	if (tmp[0] != '\0')
		unlink(tmp);
	dt_strbuf_release(&cmd);
	free(text);
	if (st != 0) {
		dt_strbuf_release(&out);
		return NULL;
	}
	*lenp = out.len;
	return out.s ? out.s : dt_xstrdup("");
fail:
	if (tmp[0] != '\0')
		unlink(tmp);
	dt_strbuf_release(&cmd);
	dt_strbuf_release(&out);
	free(text);
	return NULL;
}

/* The description part of -n/-P/... text: up to the first { / or ;. */
static char *
desc_of(const char *arg)
{
	size_t n = strcspn(arg, "{/;");

	return dt_xstrndup(arg, n);
}

/* ----------------------------------------------------- compile errors */

static void DT_NORETURN
compile_failed(const dt_options_t *op, const prog_arg_t *pa,
    const dt_comperr_t *ce)
{
	const dt_ccerr_t *e = &ce->ce_err;
	dt_strbuf_t sb;

	dt_strbuf_init(&sb);
	if (op->op_errtags && e->ce_tag != NULL)
		dt_strbuf_addf(&sb, "[%s] ", e->ce_tag);
	if (pa->pa_ctx == DT_PCTX_SCRIPT) {
		if (e->ce_line > 0)
			dt_strbuf_addf(&sb, "line %d: ", e->ce_line);
	} else if (e->ce_where == DT_ERR_PRED) {
		dt_strbuf_adds(&sb, "in predicate: ");
	} else if (e->ce_where == DT_ERR_ACTION) {
		dt_strbuf_adds(&sb, "in action list: ");
	}
	dt_strbuf_adds(&sb, e->ce_msg ? e->ce_msg : "unknown error");
	fflush(stdout);
	if (pa->pa_ctx == DT_PCTX_SCRIPT)
		fprintf(stderr, "%s: failed to compile script %s: %s\n",
		    dt_progname, pa->pa_arg, sb.s);
	else
		fprintf(stderr, "%s: invalid probe specifier %s: %s\n",
		    dt_progname, pa->pa_arg, sb.s);
	exit(1);
}

/* ------------------------------------------------------------ listing */

typedef struct list_ctx {
	FILE *out;
	int n;
	int verbose;		/* -lv: attributes and argument types */
	dt_probecat_t *pc;
} list_ctx_t;

/*
 * Stability attributes by provider (docs/providers.md, Stability
 * attributes): name, data and dependency class of the probe
 * description, then of the arguments.
 */
static const char *const list_attrs[][7] = {
	{ "dtrace", "Stable", "Stable", "Common", "Stable", "Stable",
	    "Common" },
	{ "proc", "Evolving", "Evolving", "ISA", "Evolving", "Evolving",
	    "ISA" },
	{ "sched", "Evolving", "Evolving", "ISA", "Evolving", "Evolving",
	    "ISA" },
	{ "io", "Evolving", "Evolving", "ISA", "Evolving", "Evolving", "ISA" },
	{ "ip", "Evolving", "Evolving", "ISA", "Evolving", "Evolving", "ISA" },
	{ "tcp", "Evolving", "Evolving", "ISA", "Evolving", "Evolving",
	    "ISA" },
	{ "udp", "Evolving", "Evolving", "ISA", "Evolving", "Evolving",
	    "ISA" },
	{ "sdt", "Evolving", "Evolving", "Common", "Private", "Private",
	    "Unknown" },
	{ "rawtp", "Evolving", "Evolving", "Common", "Private", "Private",
	    "Unknown" },
	{ NULL, "Evolving", "Evolving", "Common", "Evolving", "Evolving",
	    "ISA" }
};

/* The -lv block after a probe line (docs/output.md §12.2). */
static void
list_verbose(list_ctx_t *lc, const dt_probe_t *prp)
{
	const char *const *at;
	int na = dt_probecat_nargs(lc->pc, prp), i;

	for (i = 0; list_attrs[i][0] != NULL &&
	    strcmp(list_attrs[i][0], prp->pr_prov) != 0; i++)
		continue;
	at = list_attrs[i];
	fprintf(lc->out, "\n\tProbe Description Attributes\n"
	    "\t\tIdentifier Names: %s\n\t\tData Semantics:   %s\n"
	    "\t\tDependency Class: %s\n\n"
	    "\tArgument Attributes\n"
	    "\t\tIdentifier Names: %s\n\t\tData Semantics:   %s\n"
	    "\t\tDependency Class: %s\n\n\tArgument Types\n",
	    at[1], at[2], at[3], at[4], at[5], at[6]);
	if (prp->pr_argstyle == DT_ARGS_FETCH && na > 0) {
		for (i = 0; i < na; i++) {
			const char *t = prp->pr_xargtypes != NULL &&
			    prp->pr_xargtypes[i] != NULL ?
			    prp->pr_xargtypes[i] : prp->pr_argtypes[i];

			fprintf(lc->out, "\t\targs[%d]: %s\n", i,
			    t != NULL ? t : "(unknown)");
		}
	} else if (prp->pr_argstyle == DT_ARGS_TP && na > 0) {
		for (i = 0; i < na; i++) {
			const dt_probearg_t *pa = &prp->pr_args[i];

			if (pa->pa_kind == DT_PA_DLARRAY)
				fprintf(lc->out, "\t\targs[%d]: %s[]\n", i,
				    pa->pa_elem);
			else
				fprintf(lc->out, "\t\targs[%d]: %s\n", i,
				    pa->pa_kind == DT_PA_CHARS ||
				    pa->pa_kind == DT_PA_DATALOC ? "string" :
				    pa->pa_type);
		}
	} else if (prp->pr_argmap != NULL) {
		/* USDT output arguments of a provider definition */
		for (i = 0; i < prp->pr_nxargs; i++)
			fprintf(lc->out, "\t\targs[%d]: %s\n", i,
			    prp->pr_xargtypes[i]);
	} else if (prp->pr_argtypes != NULL && na > 0) {
		for (i = 0; i < na; i++)
			fprintf(lc->out, "\t\targs[%d]: %s\n", i,
			    prp->pr_argtypes[i]);
	} else if (prp->pr_sysnr >= 0 && strcmp(prp->pr_name, "entry") == 0 &&
	    na < 0) {
		/* ia32 calls laid out unlike the native one: untyped */
		for (i = 0; i < 6; i++)
			fprintf(lc->out, "\t\targs[%d]: uint64_t\n", i);
	} else if (prp->pr_sysnr >= 0 && strcmp(prp->pr_name, "entry") == 0) {
		fprintf(lc->out, "\t\tNone\n");
	} else if (prp->pr_sysnr >= 0) {
		fprintf(lc->out, "\t\targs[0]: int64_t\n"
		    "\t\targs[1]: int64_t\n");
	} else {
		fprintf(lc->out, "\t\tNone\n");
	}
	fputc('\n', lc->out);
}

/* For the -v stability report (stability.c). */
static const char *const *
provider_attrs(const char *prov)
{
	int i;

	for (i = 0; list_attrs[i][0] != NULL &&
	    strcmp(list_attrs[i][0], prov) != 0; i++)
		continue;
	return &list_attrs[i][1];
}

static void
stab_info(void *arg, const dt_probe_t *prp)
{
	list_verbose(arg, prp);
}

/* -v: the stability report of each program text. */
static void
print_stability(const dt_options_t *op, dt_probecat_t *pc,
    const prog_arg_t *pa, int npa, const dt_prog_t *dp, int compile_only)
{
	list_ctx_t lc = { op->op_out, 0, 1, pc };
	int i;

	for (i = 0; i < npa && i < dp->dp_ntexts; i++) {
		char *d = pa[i].pa_ctx == DT_PCTX_SCRIPT ? NULL :
		    desc_of(pa[i].pa_arg);

		dt_stability_report(op->op_out, pc, dp, i, d == NULL ?
		    "script" : "description", d == NULL ? pa[i].pa_arg : d,
		    compile_only, provider_attrs, stab_info, &lc);
		free(d);
	}
}

static int
list_one(const dt_probe_t *prp, void *arg)
{
	list_ctx_t *lc = arg;

	fprintf(lc->out, "%5u %10s %17s %33s %s\n", prp->pr_id, prp->pr_prov,
	    prp->pr_mod, prp->pr_func, prp->pr_name);
	if (lc->verbose)
		list_verbose(lc, prp);
	lc->n++;
	return 0;
}

/* 'desc' with $target replaced by the target's pid. */
static char *
expand_target(const char *desc, int64_t target)
{
	dt_strbuf_t sb;
	const char *p;

	dt_strbuf_init(&sb);
	for (p = desc; *p != '\0'; p++) {
		if (strncmp(p, "$target", 7) == 0 &&
		    !isalnum((unsigned char)p[7]) && p[7] != '_') {
			dt_strbuf_addf(&sb, "%lld", (long long)target);
			p += 6;
		} else {
			dt_strbuf_addc(&sb, *p);
		}
	}
	return sb.s != NULL ? sb.s : dt_xstrdup("");
}

static int
do_list(dt_options_t *op, dt_probecat_t *pc, prog_arg_t *pa, int npa,
    int64_t target)
{
	list_ctx_t lc = { op->op_out, 0, op->op_verbose, pc };
	dt_arena_t ap;
	int i;

	dt_arena_init(&ap);
	fprintf(op->op_out, "%5s %10s %17s %33s %s\n", "ID", "PROVIDER",
	    "MODULE", "FUNCTION", "NAME");
	if (npa == 0)
		dt_probecat_all(pc, list_one, &lc);
	for (i = 0; i < npa; i++) {
		const char *f[4];
		char *d, *s, *e;

		if (pa[i].pa_ctx == DT_PCTX_SCRIPT)
			continue;	/* handled through compilation */
		s = desc_of(pa[i].pa_arg);
		d = expand_target(s, target);
		free(s);
		for (s = d; isspace((unsigned char)*s); s++)
			;
		e = s + strlen(s);
		while (e > s && isspace((unsigned char)e[-1]))
			*--e = '\0';
		lc.n = 0;
		if (pa[i].pa_ctx == DT_PCTX_ID) {
			const dt_probe_t *prp = dt_probecat_lookup_id(pc,
			    (uint32_t)strtoul(s, NULL, 10));

			if (prp != NULL)
				list_one(prp, &lc);
			f[0] = f[1] = f[2] = "";
			f[3] = s;
		} else if (dt_probedesc_split(&ap, s, pa[i].pa_ctx, f) == 0) {
			dt_probecat_match(pc, f[0], f[1], f[2], f[3], list_one,
			    &lc);
		} else {
			fflush(op->op_out);
			fprintf(stderr, "%s: invalid probe specifier %s: "
			    "Overspecified probe description\n", dt_progname,
			    pa[i].pa_arg);
			free(d);
			continue;
		}
		if (lc.n == 0) {
			const char *why = dt_probecat_unavailable(pc, f);

			fflush(op->op_out);
			fprintf(stderr, "%s: failed to match %s:%s:%s:%s: %s\n",
			    dt_progname, f[0], f[1], f[2], f[3], why ? why :
			    "No probe matches description");
		}
		free(d);
	}
	fflush(op->op_out);
	dt_arena_release(&ap);
	return 0;
}

/* ------------------------------------------------------------ targets */

/* Can 'name' be executed (searching PATH as execvp does)?  Sets errno. */
static int
find_program(const char *name)
{
	const char *path = getenv("PATH"), *p;
	char buf[4096];

	if (strchr(name, '/') != NULL)
		return access(name, X_OK) == 0;
	if (path == NULL)
		path = "/usr/local/bin:/usr/bin:/bin";
	for (p = path; *p != '\0';) {
		size_t n = strcspn(p, ":");

		snprintf(buf, sizeof(buf), "%.*s/%s", (int)n, n ? p : ".",
		    name);
		if (access(buf, X_OK) == 0)
			return 1;
		p += n;
		if (*p == ':')
			p++;
	}
	errno = ENOENT;
	return 0;
}

static pid_t
create_target(const char *cmd)
{
	char **argv = NULL, *copy = dt_xstrdup(cmd), *tok, *save = NULL;
	int argc = 0, pfd[2];
	pid_t pid;

	for (tok = strtok_r(copy, " \t\n", &save); tok != NULL;
	    tok = strtok_r(NULL, " \t\n", &save)) {
		argv = dt_xrealloc(argv, sizeof(char *) * (size_t)(argc + 2));
		argv[argc++] = tok;
	}
	if (argc == 0)
		fatal("failed to execute %s: no command", cmd);
	argv[argc] = NULL;
	if (!find_program(argv[0]))
		fatal("failed to execute %s: %s", argv[0], strerror(errno));
	if (pipe2(pfd, O_CLOEXEC) != 0)
		fatal("failed to execute %s: %s", cmd, strerror(errno));
	pid = fork();
	if (pid < 0)
		fatal("failed to execute %s: %s", cmd, strerror(errno));
	if (pid == 0) {
		char c;

		/* stopped until every probe is live */
		close(pfd[1]);
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		signal(SIGINT, SIG_DFL);
		if (read(pfd[0], &c, 1) != 1)
			_exit(127);
		execvp(argv[0], argv);
		fprintf(stderr, "%s: failed to execute %s: %s\n", dt_progname,
		    argv[0], strerror(errno));
		_exit(127);
	}
	close(pfd[0]);
	dt_proc_register(pid, pfd[1]);
	free(argv);
	free(copy);
	return pid;
}

/* ---------------------------------------------------------- main loop */

static int
dump_bpf(dt_prog_t *dp)
{
	int i;

	for (i = 0; i < dp->dp_nprogs; i++) {
		dt_bpfprog_t *bp = &dp->dp_progs[i];
		dt_strbuf_t sb;
		char **notes = dt_xcalloc((size_t)bp->bp_ninsns, sizeof(char *));
		int k, lastcl = -2;

		for (k = 0; k < bp->bp_ninsns; k++)
			if (bp->bp_clauses[k] != lastcl) {
				lastcl = bp->bp_clauses[k];
				if (lastcl >= 0)
					notes[k] = dt_xasprintf("clause %d "
					    "(%s), line %d", lastcl + 1,
					    dp->dp_clauses[lastcl].cl_desc,
					    bp->bp_lines[k]);
			}
		for (k = 1; k < bp->bp_nfuncs; k++) {
			int at = bp->bp_funcs[k].bf_insn;

			if (at >= 0 && at < bp->bp_ninsns) {
				free(notes[at]);
				notes[at] = dt_xasprintf("subprogram %s",
				    bp->bp_funcs[k].bf_name);
			}
		}
		dt_strbuf_init(&sb);
		dt_bpf_disasm(&sb, bp->bp_insns, bp->bp_ninsns, notes);
		fprintf(stderr, "\nBPF program %s (%d instructions, %d "
		    "probe%s):\n%s", bp->bp_name, bp->bp_ninsns,
		    bp->bp_nprobes, bp->bp_nprobes == 1 ? "" : "s",
		    sb.s ? sb.s : "");
		dt_strbuf_release(&sb);
		for (k = 0; k < bp->bp_ninsns; k++)
			free(notes[k]);
		free(notes);
	}
	return 0;
}

static void
print_matched(const dt_options_t *op, const prog_arg_t *pa, int npa,
    const dt_prog_t *dp)
{
	int i;

	if (op->op_quiet)
		return;
	for (i = 0; i < npa && i < dp->dp_ntexts; i++) {
		int n = dp->dp_textmatched[i];

		if (pa[i].pa_ctx == DT_PCTX_SCRIPT) {
			fprintf(stderr, "%s: script '%s' matched %d probe%s\n",
			    dt_progname, pa[i].pa_arg, n, n == 1 ? "" : "s");
		} else {
			char *d = desc_of(pa[i].pa_arg);

			fprintf(stderr, "%s: description '%s' matched %d "
			    "probe%s\n", dt_progname, d, n, n == 1 ? "" : "s");
			free(d);
		}
	}
}

/*
 * glibc opens files with openat(2): a program that enables
 * syscall::open but no openat probe is told so, once
 * (docs/providers.md, syscall).
 */
static void
warn_open(const dt_options_t *op, const dt_prog_t *dp, dt_probecat_t *pc)
{
	const dt_probe_t *open = NULL;
	int i, j;

	if (op->op_quiet)
		return;
	for (i = 0; i < dp->dp_nclauses; i++)
		for (j = 0; j < dp->dp_clauses[i].cl_nprobes; j++) {
			const dt_probe_t *prp = dt_probecat_lookup_id(pc,
			    dp->dp_clauses[i].cl_probes[j]);

			if (prp == NULL || prp->pr_sysnr < 0)
				continue;
			if (strncmp(prp->pr_func, "openat", 6) == 0)
				return;
			if (open == NULL && strcmp(prp->pr_func, "open") == 0 &&
			    strcmp(prp->pr_mod, "vmlinux") == 0)
				open = prp;
		}
	if (open != NULL)
		fprintf(stderr, "%s: syscall::open:%s: glibc issues openat(2) "
		    "on this platform; consider syscall::openat:%s\n",
		    dt_progname, open->pr_name, open->pr_name);
}

/* Has target 'tg' exited?  Prints the notice when it has. */
static int
reap_target(const dt_options_t *op, target_t *tg)
{
	int st;

	if (tg->tg_done)
		return 1;
	if (tg->tg_created) {
		pid_t r = dt_proc_reaped(tg->tg_pid, &st) ? tg->tg_pid :
		    waitpid(tg->tg_pid, &st, WNOHANG);

		if (r != tg->tg_pid)
			return 0;
		tg->tg_done = 1;
		if (op->op_quiet)
			return 1;
		if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
			fprintf(stderr, "%s: pid %d has exited\n", dt_progname,
			    (int)tg->tg_pid);
		else if (WIFEXITED(st))
			fprintf(stderr, "%s: pid %d exited with status %d\n",
			    dt_progname, (int)tg->tg_pid, WEXITSTATUS(st));
		else if (WIFSIGNALED(st))
			fprintf(stderr, "%s: pid %d terminated by SIG%s\n",
			    dt_progname, (int)tg->tg_pid,
			    sigabbrev_np(WTERMSIG(st)) ? sigabbrev_np(
			    WTERMSIG(st)) : "UNKNOWN");
		return 1;
	}
	if (kill(tg->tg_pid, 0) != 0 && errno == ESRCH) {
		tg->tg_done = 1;
		if (!op->op_quiet)
			fprintf(stderr, "%s: pid %d has exited\n", dt_progname,
			    (int)tg->tg_pid);
		return 1;
	}
	return 0;
}

/* -------------------------------------------------- the command line */

/* Everything the command line asked for, and what the modes make of it. */
typedef struct cli {
	dt_options_t c_opts;
	prog_arg_t *c_pa;	/* -n/-P/-m/-f/-i/-s, in order */
	int c_npa;
	target_t *c_tg;		/* -c/-p, in order */
	int c_ntg;
	int c_list;		/* -l */
	int c_compile_only;	/* -e */
	int c_dump;		/* -S */
	int c_version;		/* -V, --version */
	int c_hG;		/* 'h', 'G' or 0 */
	int c_model;		/* -32/-64, 0 unset */
	int c_nmodes;		/* of -G -h -l -V */
	char **c_operands;	/* after the options: $1..$n, -G objects */
	int c_noperands;
	dt_macros_t c_macros;
	dt_probecat_t *c_pc;
	dt_ctext_t *c_texts;
	dt_prog_t *c_dp;
} cli_t;

/* A short flag that is an option of the table: -b, -q, -w, -Z, ... */
static void
flag_option(cli_t *c, int flag, const char *name, const char *val)
{
	char err[128];

	if (dt_option_set(&c->c_opts, name, val, err, sizeof(err)) != 0)
		fatal("failed to set -%c %s: %s", flag, val ? val : "", err);
}

/* -x name[=value] */
static void
x_option(cli_t *c, const char *arg)
{
	char *name = dt_xstrdup(arg), *eq, err[128];

	eq = strchr(name, '=');
	if (eq != NULL)
		*eq++ = '\0';
	if (dt_option_set(&c->c_opts, name, eq, err, sizeof(err)) != 0)
		fatal("failed to set -x %s: %s", name, err);
	free(name);
}

/* -c 'cmd' or -p 'pid': a target process. */
static void
add_target(cli_t *c, int flag, const char *arg)
{
	target_t *tg;

	c->c_tg = dt_xrealloc(c->c_tg, sizeof(*tg) * (size_t)(c->c_ntg + 1));
	tg = &c->c_tg[c->c_ntg++];
	memset(tg, 0, sizeof(*tg));
	tg->tg_created = flag == 'c';
	tg->tg_pidfd = -1;
	if (flag == 'p') {
		char *end;
		long v = strtol(arg, &end, 10);

		if (*arg == '\0' || *end != '\0' || v <= 0)
			fatal("invalid pid: %s", arg);
		tg->tg_pid = (pid_t)v;
	} else {
		tg->tg_pid = -1;
		DT_VEC_PUSH(&c->c_opts.op_cmds, const char *, arg);
	}
}

/* -n/-P/-m/-f/-i/-s 'arg': a program text. */
static void
add_text(cli_t *c, int flag, const char *arg)
{
	prog_arg_t *pa;

	c->c_pa = dt_xrealloc(c->c_pa, sizeof(*pa) * (size_t)(c->c_npa + 1));
	pa = &c->c_pa[c->c_npa++];
	memset(pa, 0, sizeof(*pa));
	pa->pa_arg = arg;
	pa->pa_ctx = flag == 'f' ? DT_PCTX_FUNC : flag == 'i' ? DT_PCTX_ID :
	    flag == 'm' ? DT_PCTX_MODULE : flag == 'n' ? DT_PCTX_NAME :
	    flag == 'P' ? DT_PCTX_PROVIDER : DT_PCTX_SCRIPT;
}

/* The flags that set an option of the table (options.c), and which. */
static const struct flagopt {
	char fo_flag;
	const char *fo_name;
} flagopts[] = {
	{ 'b', "bufsize" }, { 'C', "cpp" }, { 'D', "define" },
	{ 'F', "flowindent" }, { 'H', "cpphdrs" },	/* cpp -H */
	{ 'I', "incdir" }, { 'L', "libdir" }, { 'q', "quiet" },
	{ 'U', "undef" }, { 'w', "destructive" }, { 'X', "stdc" },
	{ 'Z', "zdefs" }, { 0, NULL }
};

#define OPTSTRING	"3:6:aAb:Bc:CD:ef:FGhHi:I:lL:m:n:o:p:P:qs:SU:vVwx:X:Z"

/* One option letter of the command line (and its argument). */
static void
one_flag(cli_t *c, int flag, const char *arg)
{
	dt_options_t *op = &c->c_opts;
	const struct flagopt *fo;

	for (fo = flagopts; fo->fo_flag != 0; fo++)
		if (fo->fo_flag == flag) {
			flag_option(c, flag, fo->fo_name, arg);
			return;
		}
	switch (flag) {
	case '3':
	case '6':
		if (strcmp(arg, flag == '3' ? "2" : "4") != 0) {
			fprintf(stderr, "%s: illegal option -- %c%s\n",
			    dt_progname, flag, arg);
			usage();
		}
		c->c_model = flag == '3' ? 32 : 64;
		break;
	case 'a':
	case 'A':
		fprintf(stderr, "%s: -%c: anonymous tracing is not "
		    "supported on Linux\n", dt_progname, flag);
		exit(2);
	case 'B':
		break;
	case 'c':
	case 'p':
		add_target(c, flag, arg);
		break;
	case 'e':
		c->c_compile_only = 1;
		break;
	case 'G':
	case 'h':
		/* usdt.c: -h and -G (docs/options.md §9) */
		c->c_nmodes++;
		c->c_hG = flag;
		flag_option(c, flag, "zdefs", NULL);
		break;
	case 'l':
		c->c_list = 1;
		c->c_nmodes++;
		break;
	case 'f':
	case 'i':
	case 'm':
	case 'n':
	case 'P':
	case 's':
		add_text(c, flag, arg);
		break;
	case 'o':
		op->op_outfile = arg;
		break;
	case 'S':
		c->c_dump = 1;
		break;
	case 'v':
		op->op_verbose = 1;
		break;
	case 'V':
		c->c_version = 1;
		c->c_nmodes++;
		break;
	case 'x':
		x_option(c, arg);
		break;
	default:
		if (optopt != 0 && strchr("3:6:bcDfiIlLmnopPsUxX", optopt) !=
		    NULL)
			fprintf(stderr, "%s: option requires an argument -- "
			    "%c\n", dt_progname, optopt);
		else
			fprintf(stderr, "%s: illegal option -- %c\n",
			    dt_progname, optopt);
		usage();
	}
}

/*
 * Parse the command line into 'c' (usage errors exit 2).  "--version"
 * as the first argument is -V, as DTrace for Linux has it.
 */
static void
parse_args(cli_t *c, int argc, char **argv)
{
	int flag;

	if (argc <= 1)
		usage();
	opterr = 0;
	if (strcmp(argv[1], "--version") == 0) {
		c->c_version = 1;
		c->c_nmodes++;
		optind = 2;
	}
	while ((flag = getopt(argc, argv, OPTSTRING)) != -1) {
		const char *f = strchr(OPTSTRING, flag);

		/* optarg is left over from the last flag that had one */
		one_flag(c, flag, f != NULL && f[1] == ':' ? optarg : NULL);
	}
	if (c->c_nmodes > 1) {
		fprintf(stderr, "%s: only one of the [-AGhlV] options can be "
		    "specified at a time\n", dt_progname);
		exit(2);
	}
	c->c_operands = argv + optind;
	c->c_noperands = argc - optind;
}

/* The macro variables: operands as $1..$n ($0: the script or our name). */
static void
set_macros(cli_t *c, char *argv0)
{
	dt_macros_t *m = &c->c_macros;
	static char cwdbuf[4096];
	int i;

	/* -G: the operands are object files */
	m->ma_argc = c->c_hG == 'G' ? 1 : c->c_noperands + 1;
	m->ma_argv = dt_xcalloc((size_t)m->ma_argc + 1, sizeof(char *));
	m->ma_used = dt_xcalloc((size_t)m->ma_argc + 1, 1);
	m->ma_argv[0] = argv0;
	for (i = 0; i < c->c_npa; i++)
		if (c->c_pa[i].pa_ctx == DT_PCTX_SCRIPT) {
			m->ma_argv[0] = (char *)c->c_pa[i].pa_arg;
			break;
		}
	for (i = 1; i < m->ma_argc; i++)
		m->ma_argv[i] = c->c_operands[i - 1];
	m->ma_defaultargs = c->c_opts.op_defaultargs;
	m->ma_pid = getpid();
	m->ma_ppid = getppid();
	m->ma_pgid = getpgid(0);
	m->ma_sid = getsid(0);
	m->ma_uid = getuid();
	m->ma_gid = getgid();
	m->ma_euid = geteuid();
	m->ma_egid = getegid();
	m->ma_cwd = getcwd(cwdbuf, sizeof(cwdbuf));
}

/*
 * Targets are created (or grabbed) before compiling or listing, so that
 * $target is known.
 */
static void
start_targets(cli_t *c)
{
	size_t ci = 0;
	int i;

	for (i = 0; i < c->c_ntg; i++) {
		target_t *tg = &c->c_tg[i];

		if (tg->tg_created)
			tg->tg_pid = create_target(DT_VEC_AT(
			    &c->c_opts.op_cmds, const char *, ci++));
		else if (kill(tg->tg_pid, 0) != 0 && errno == ESRCH)
			fatal("failed to grab pid %d: No such process",
			    (int)tg->tg_pid);
		else
			dt_proc_register(tg->tg_pid, -1);
		if (i == 0)
			c->c_macros.ma_target = tg->tg_pid;
	}
}

/* The text of each -s script (through cpp under -C) or description. */
static void
read_texts(cli_t *c)
{
	const dt_options_t *op = &c->c_opts;
	int i;

	c->c_texts = dt_xcalloc((size_t)c->c_npa, sizeof(*c->c_texts));
	for (i = 0; i < c->c_npa; i++) {
		prog_arg_t *pa = &c->c_pa[i];

		c->c_texts[i].ct_pctx = pa->pa_ctx;
		if (pa->pa_ctx != DT_PCTX_SCRIPT) {
			pa->pa_text = dt_xstrdup(pa->pa_arg);
			pa->pa_len = strlen(pa->pa_text);
		} else if (op->op_cpp) {
			if (access(pa->pa_arg, R_OK) != 0)
				fatal("failed to open %s: %s", pa->pa_arg,
				    strerror(errno));
			pa->pa_text = run_cpp(op, pa->pa_arg, &pa->pa_len);
			if (pa->pa_text == NULL)
				fatal("failed to compile script %s: "
				    "Preprocessor failed to process input "
				    "program", pa->pa_arg);
		} else {
			pa->pa_text = read_file(pa->pa_arg, &pa->pa_len);
			if (pa->pa_text == NULL)
				fatal("failed to open %s: %s", pa->pa_arg,
				    strerror(errno));
		}
		if (pa->pa_ctx == DT_PCTX_SCRIPT)
			c->c_texts[i].ct_filename = pa->pa_arg;
		c->c_texts[i].ct_text = pa->pa_text;
		c->c_texts[i].ct_len = pa->pa_len;
	}
}

static int
has_script(const cli_t *c)
{
	int i;

	for (i = 0; i < c->c_npa; i++)
		if (c->c_pa[i].pa_ctx == DT_PCTX_SCRIPT)
			return 1;
	return 0;
}

/* ------------------------------------------------------------- modes */

/* -V, --version */
static int
mode_version(cli_t *c)
{
	(void)c;
	printf("%s: %s\n", dt_progname, DT_VERSION);
	return 0;
}

/* -h, -G: a header or an object from the provider definitions. */
static int
mode_usdt(cli_t *c)
{
	dt_comperr_t ce;
	int status;

	if (c->c_npa == 0)	/* a usage error (usdt.c) */
		dt_cli_usdt(c->c_hG, &c->c_opts, NULL, 0, &c->c_macros, NULL,
		    0, c->c_model, &ce);
	read_texts(c);
	status = dt_cli_usdt(c->c_hG, &c->c_opts, c->c_texts, c->c_npa,
	    &c->c_macros, c->c_operands, c->c_noperands, c->c_model, &ce);
	if (status < 0)
		compile_failed(&c->c_opts, &c->c_pa[ce.ce_text], &ce);
	return status;
}

/*
 * Compile every program text into c->c_dp (errors exit 1), check that
 * the last operand is referenced and print the BPF under -S.
 */
static void
compile(cli_t *c)
{
	const dt_options_t *op = &c->c_opts;
	dt_macros_t *m = &c->c_macros;
	dt_compopts_t co;
	dt_comperr_t ce;

	if (c->c_npa == 0) {
		fprintf(stderr, "%s: no probes specified\n", dt_progname);
		exit(1);
	}
	read_texts(c);
	dt_option_compopts(&c->c_opts, &co);
	c->c_dp = dt_compile(c->c_texts, c->c_npa, c->c_pc, m, &co, &ce);
	if (c->c_dp == NULL)
		compile_failed(op, &c->c_pa[ce.ce_text], &ce);
	/* the last operand must be referenced, unless -x argref */
	if (m->ma_argc > 1 && !op->op_argref && !m->ma_used[m->ma_argc - 1]) {
		const prog_arg_t *last = &c->c_pa[c->c_npa - 1];

		if (last->pa_ctx == DT_PCTX_SCRIPT)
			fprintf(stderr, "%s: failed to compile script %s: ",
			    dt_progname, last->pa_arg);
		else
			fprintf(stderr, "%s: invalid probe specifier %s: ",
			    dt_progname, last->pa_arg);
		fprintf(stderr, "%sextraneous argument '%s' ($%d is not "
		    "referenced)\n", op->op_errtags ? "[D_MACRO_UNUSED] " : "",
		    m->ma_argv[m->ma_argc - 1], m->ma_argc - 1);
		exit(1);
	}
	if (c->c_dump)
		dump_bpf(c->c_dp);
}

/* -l: the probes matching the descriptions, or every probe. */
static int
mode_list(cli_t *c)
{
	return do_list(&c->c_opts, c->c_pc, c->c_pa, c->c_npa,
	    c->c_macros.ma_target);
}

/*
 * -l -s script, -l -e: the probes the compiled clauses enable (-l -s
 * lists a clause that matches nothing as none, not as an error).
 */
static int
mode_list_compiled(cli_t *c)
{
	dt_options_t *op = &c->c_opts;
	list_ctx_t lc = { op->op_out, 0, op->op_verbose, c->c_pc };
	const dt_prog_t *dp;
	int i, k;

	if (!c->c_compile_only)
		flag_option(c, 'l', "zdefs", NULL);
	compile(c);
	dp = c->c_dp;
	fprintf(op->op_out, "%5s %10s %17s %33s %s\n", "ID", "PROVIDER",
	    "MODULE", "FUNCTION", "NAME");
	for (i = 0; i < dp->dp_nclauses; i++)
		for (k = 0; k < dp->dp_clauses[i].cl_nprobes; k++)
			list_one(dt_probecat_lookup_id(c->c_pc,
			    dp->dp_clauses[i].cl_probes[k]), &lc);
	return 0;
}

/* -e (and -S without tracing): compile, report under -v, stop. */
static int
mode_compile_only(cli_t *c)
{
	compile(c);
	if (c->c_opts.op_verbose)
		print_stability(&c->c_opts, c->c_pc, c->c_pa, c->c_npa,
		    c->c_dp, 1);
	return 0;
}

/* Poll the buffers until exit(), a signal or the targets' end. */
static void
trace_loop(cli_t *c, dt_rt_t *rt, uint64_t statusrate)
{
	uint64_t next_status = 0;
	int intr_newline = 0, i;

	for (;;) {
		int done = dt_rt_poll(rt, 50), all_gone = c->c_ntg > 0;

		if (g_intr) {
			if (!intr_newline) {
				fputc('\n', dt_rt_out(rt));
				fflush(dt_rt_out(rt));
				intr_newline = 1;
			}
			done = 1;
		}
		for (i = 0; i < c->c_ntg; i++)
			if (!reap_target(&c->c_opts, &c->c_tg[i]))
				all_gone = 0;
		g_chld = 0;
		if (all_gone)
			done = 1;
		if (dt_now_ns() >= next_status) {
			/* -x statusrate, default 1 Hz */
			dt_rt_report_drops(rt);
			next_status = dt_now_ns() + statusrate;
		}
		if (done)
			break;
	}
}

/* Tracing: compile, load, attach, BEGIN, consume, END, aggregations. */
static int
mode_trace(cli_t *c)
{
	dt_options_t *op = &c->c_opts;
	char ratenote[80], statusnote[80], err[1024];
	uint64_t statusrate;
	dt_rtopts_t ro;
	dt_rt_t *rt;
	int status, i;

	compile(c);
	if (c->c_dp->dp_nprobes == 0 && !op->op_zdefs) {
		fprintf(stderr, "%s: no probes matched\n", dt_progname);
		exit(1);
	}
	/* destructive actions need -w or #pragma D option destructive */
	if (c->c_dp->dp_destructive && !op->op_destructive) {
		/* DTrace matches the probes, then refuses to start */
		print_matched(op, c->c_pa, c->c_npa, c->c_dp);
		fatal("could not enable tracing: Destructive actions not "
		    "allowed");
	}
	signal(SIGINT, on_intr);
	signal(SIGTERM, on_intr);
	signal(SIGCHLD, on_chld);
	signal(SIGPIPE, SIG_IGN);

	memset(&ro, 0, sizeof(ro));
	dt_option_rtopts(op, &ro, ratenote, sizeof(ratenote));
	ro.ro_target = c->c_macros.ma_target;
	statusrate = dt_option_statusrate(op, statusnote, sizeof(statusnote));
	rt = dt_rt_load(c->c_dp, c->c_pc, &ro, err, sizeof(err));
	if (rt == NULL)
		fatal("%s", err);
	if (dt_rt_attach(rt, err, sizeof(err)) != 0)
		fatal("%s", err);
	print_matched(op, c->c_pa, c->c_npa, c->c_dp);
	warn_open(op, c->c_dp, c->c_pc);
	/* dtrace(1) prints these with error(): -q leaves them, only
	   -x quietresize hides them */
	if (ratenote[0] != '\0' && !op->op_quietresize)
		fprintf(stderr, "%s: %s\n", dt_progname, ratenote);
	if (statusnote[0] != '\0' && !op->op_quietresize)
		fprintf(stderr, "%s: %s\n", dt_progname, statusnote);
	if (op->op_verbose)
		print_stability(op, c->c_pc, c->c_pa, c->c_npa, c->c_dp, 0);
	if (dt_rt_go(rt, err, sizeof(err)) != 0)
		fatal("%s", err);
	if (op->op_destructive && !op->op_quiet)
		fprintf(stderr, "%s: allowing destructive actions\n",
		    dt_progname);
	/* every probe is live: let the -c commands run, -p ones go on */
	dt_proc_release();

	trace_loop(c, rt, statusrate);
	dt_rt_stop(rt);
	dt_rt_report_drops(rt);
	if (g_intr < 2) {
		fputc('\n', dt_rt_out(rt));
		fflush(dt_rt_out(rt));
		dt_rt_print_aggs(rt);
	}
	status = dt_rt_exit_status(rt);
	fflush(dt_rt_out(rt));
	/* -c commands still running are killed */
	for (i = 0; i < c->c_ntg; i++)
		if (c->c_tg[i].tg_created && !c->c_tg[i].tg_done) {
			kill(c->c_tg[i].tg_pid, SIGKILL);
			waitpid(c->c_tg[i].tg_pid, NULL, 0);
		}
	dt_rt_free(rt);
	return status < 0 ? 0 : status;
}

/* What every mode needs before it starts: root, -o, targets, probes. */
static void
prepare(cli_t *c, char *argv0)
{
	dt_options_t *op = &c->c_opts;

	set_macros(c, argv0);
	if (!c->c_compile_only && !c->c_hG && geteuid() != 0) {
		fprintf(stderr, "%s: run as root for tracing and listing "
		    "probes\n", dt_progname);
		exit(2);
	}
	if (op->op_outfile != NULL && !c->c_hG) {
		op->op_out = fopen(op->op_outfile, "a");
		if (op->op_out == NULL)
			fatal("failed to open output file '%s': %s",
			    op->op_outfile, strerror(errno));
	}
	if (!c->c_hG)
		start_targets(c);
	c->c_pc = dt_probecat_create();
}

/* The one cleanup path of every mode. */
static void
cli_release(cli_t *c)
{
	int i;

	if (c->c_dp != NULL)
		dt_prog_free(c->c_dp);
	if (c->c_pc != NULL)
		dt_probecat_free(c->c_pc);
	for (i = 0; i < c->c_npa; i++)
		free(c->c_pa[i].pa_text);
	free(c->c_pa);
	free(c->c_texts);
	free(c->c_tg);
	free(c->c_macros.ma_argv);
	free(c->c_macros.ma_used);
	dt_options_release(&c->c_opts);
}

int
main(int argc, char **argv)
{
	cli_t c;
	int status;
	const char *slash = strrchr(argv[0], '/');

	dt_progname = slash ? slash + 1 : argv[0];
	memset(&c, 0, sizeof(c));
	dt_options_init(&c.c_opts);
	parse_args(&c, argc, argv);
	if (c.c_version) {
		status = mode_version(&c);
		cli_release(&c);
		return status;
	}
	prepare(&c, argv[0]);
	if (c.c_hG)
		status = mode_usdt(&c);
	else if (c.c_list && !c.c_compile_only && !has_script(&c))
		status = mode_list(&c);
	else if (c.c_list)
		status = mode_list_compiled(&c);
	else if (c.c_compile_only)
		status = mode_compile_only(&c);
	else
		status = mode_trace(&c);
	cli_release(&c);
	return status;
}

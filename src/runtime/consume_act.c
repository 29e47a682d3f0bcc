/*
 * consume_act.c - the consumer's side of tracemem(), print(), setopt(),
 * freopen(), ftruncate() and system(), and the flowindent record prefix
 * (docs/output.md §8-10, docs/builtins.md §3).  Everything happens when the
 * record is consumed, in order with the other output: the pending output is
 * flushed before the stream changes (freopen, ftruncate) or a command runs
 * (system), so the command's output lands where it belongs.  Failures are
 * DTrace's library-level errors on the enabled probe.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rt_int.h"

/* Column of the data after the record prefix ("%3d %6d %32s "). */
#define PRINT_INDENT	44

FILE *
dt_rt_out(dt_rt_t *rt)
{
	return rt->o.ro_out;
}

static int
ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && strcmp(s + n - k, suffix) == 0;
}

void
dt_rt_flow_prefix(dt_rt_t *rt, const dt_rechdr_t *h, const dt_probe_t *prp)
{
	const char *name = prp ? prp->pr_name : "";
	const char *func = prp ? prp->pr_func : "";
	int sc = prp != NULL && strcmp(prp->pr_prov, "syscall") == 0;
	dt_strbuf_t text;
	int again;

	if (!rt->header_done) {
		dt_strbuf_addf(&rt->buf, "%3s %-41s\n", "CPU", "FUNCTION");
		rt->header_done = 1;
	}
	/*
	 * Several clauses of one firing are records of the same probe one
	 * after another: only the first of them moves the indentation.
	 */
	again = rt->flow_nrec > 0 && h->dr_probe == rt->flow_lastprobe &&
	    h->dr_clause != rt->flow_lastclause;
	rt->flow_nrec++;
	rt->flow_lastprobe = h->dr_probe;
	rt->flow_lastclause = h->dr_clause;
	dt_strbuf_init(&text);
	if (strcmp(name, "entry") == 0 || ends_with(name, "-entry")) {
		if (again && rt->flow_indent >= 2)
			rt->flow_indent -= 2;
		dt_strbuf_addpad(&text, ' ', (size_t)rt->flow_indent);
		dt_strbuf_addf(&text, " %s %s", sc ? "=>" : "->", func);
		rt->flow_indent += 2;
	} else if (strcmp(name, "return") == 0 ||
	    ends_with(name, "-return")) {
		if (!again)
			rt->flow_indent = rt->flow_indent >= 2 ?
			    rt->flow_indent - 2 : 0;
		dt_strbuf_addpad(&text, ' ', (size_t)rt->flow_indent);
		dt_strbuf_addf(&text, " %s %s", sc ? "<=" : "<-", func);
	} else {
		dt_strbuf_addpad(&text, ' ', (size_t)rt->flow_indent);
		dt_strbuf_addf(&text, "| %s:%s", func, name);
	}
	dt_strbuf_addf(&rt->buf, "%3d %-41s ", h->dr_cpu,
	    text.s != NULL ? text.s : "");
	dt_strbuf_release(&text);
}

/* "error on enabled probe ID E (ID I: p:m:f:n): msg" */
static void
lib_error(dt_rt_t *rt, const dt_rechdr_t *h, const char *msg)
{
	const dt_probe_t *prp = dt_probecat_lookup_id(rt->pc, h->dr_probe);

	dt_rt_flush(rt);
	fprintf(stderr, "%s: error on enabled probe ID %u (ID %u: "
	    "%s:%s:%s:%s): %s\n", dt_progname, h->dr_clause + 1, h->dr_probe,
	    prp ? prp->pr_prov : "?", prp ? prp->pr_mod : "?",
	    prp ? prp->pr_func : "?", prp ? prp->pr_name : "?", msg);
}

static uint64_t
field_u64(const char *rec, const dt_recfield_t *rf)
{
	uint64_t v = 0;

	memcpy(&v, rec + rf->rf_off, rf->rf_size < 8 ? rf->rf_size : 8);
	return v;
}

/* ------------------------------------------------------------ setopt */

/* Options that can change while tracing (docs/options.md §4.2). */
static const char *const dynamic_opts[] = {
	"aggrate", "aggsortkey", "aggsortkeypos", "aggsortpos", "aggsortrev",
	"flowindent", "quiet", "rawbytes", "stackindent", "switchrate",
	"quietresize", "printsize", NULL
};

/* Options that exist but are fixed once tracing has started. */
static const char *const static_opts[] = {
	"aggsize", "bpflog", "bufpolicy", "bufresize", "bufsize", "cleanrate",
	"core", "cpp", "cpphdrs", "cpppath", "cpu", "ctypes", "debug",
	"defaultargs", "define", "destructive", "droptags", "dtypes",
	"dynvarsize", "empty", "encoding", "errtags", "evaltime", "grabanon",
	"incdir", "iregs", "jstackframes", "jstackstrsize", "kdefs",
	"knodefs", "late", "lazyload", "libdir", "linkmode", "linktype",
	"lockmem", "maxframes", "noresolve", "nolibs", "nspec", "pgmax",
	"preallocate", "pspec", "scratchsize", "specsize", "stackframes",
	"statusrate", "stdc", "strip", "strsize", "syslibdir", "temporal",
	"tregs", "tree", "udefs", "undef", "unodefs", "ustackframes",
	"verbose", "version", "zdefs", "agghist", "aggpack", "aggzoom",
	"aggpercpu", "amin", NULL
};

static int
in_list(const char *const *l, const char *name)
{
	for (; *l != NULL; l++)
		if (strcmp(*l, name) == 0)
			return 1;
	return 0;
}

/* DTrace's booleans: no value, a yes-word or any integer set them. */
static int
opt_bool(const char *v, int *out)
{
	static const char *const yes[] = { "set", "yes", "true", "on",
	    "enable", "enabled", NULL };
	static const char *const no[] = { "unset", "no", "false", "off",
	    "disable", "disabled", NULL };
	const char *p;

	if (v == NULL || *v == '\0' || in_list(yes, v)) {
		*out = 1;
		return 0;
	}
	if (in_list(no, v)) {
		*out = 0;
		return 0;
	}
	for (p = v; *p != '\0'; p++)
		if (*p < '0' || *p > '9')
			return -1;
	*out = 1;
	return 0;
}

/* A size: digits with an optional k, m or g. */
static int
opt_size(const char *v, uint64_t *out)
{
	char *end;
	unsigned long long n;
	int shift = 0;

	if (v == NULL || *v < '0' || *v > '9')
		return -1;
	n = strtoull(v, &end, 0);
	switch (*end) {
	case 'g': case 'G': shift += 10; /* FALLTHROUGH */
	case 'm': case 'M': shift += 10; /* FALLTHROUGH */
	case 'k': case 'K': shift += 10; end++; break;
	default: break;
	}
	if (*end != '\0')
		return -1;
	*out = (uint64_t)n << shift;
	return 0;
}

static int
opt_uint(const char *v, int *out)
{
	char *end;
	long n;

	if (v == NULL || *v == '\0')
		return -1;
	n = strtol(v, &end, 0);
	if (*end != '\0' || n < 0 || n > 1000000)
		return -1;
	*out = (int)n;
	return 0;
}

static void
do_setopt(dt_rt_t *rt, const char *rec, const dt_action_t *ap,
    const dt_rechdr_t *h)
{
	const dt_recfield_t *nf = &ap->ac_fields[0];
	char name[256], val[256], msg[700];
	const char *err = NULL;
	int has_val = ap->ac_nfields > 1, r = 0, dummy;

	snprintf(name, sizeof(name), "%.*s", (int)strnlen(rec + nf->rf_off,
	    nf->rf_size), rec + nf->rf_off);
	val[0] = '\0';
	if (has_val)
		snprintf(val, sizeof(val), "%.*s", (int)strnlen(rec +
		    ap->ac_fields[1].rf_off, ap->ac_fields[1].rf_size),
		    rec + ap->ac_fields[1].rf_off);
	if (!in_list(dynamic_opts, name)) {
		err = in_list(static_opts, name) ?
		    "Operation illegal when tracing is active" :
		    "Invalid option name";
	} else {
		const char *v = has_val ? val : NULL;

		if (strcmp(name, "quiet") == 0)
			r = opt_bool(v, &rt->o.ro_quiet);
		else if (strcmp(name, "flowindent") == 0)
			r = opt_bool(v, &rt->o.ro_flowindent);
		else if (strcmp(name, "rawbytes") == 0)
			r = opt_bool(v, &rt->o.ro_rawbytes);
		else if (strcmp(name, "aggsortkey") == 0)
			r = opt_bool(v, &rt->o.ro_aggsortkey);
		else if (strcmp(name, "aggsortrev") == 0)
			r = opt_bool(v, &rt->o.ro_aggsortrev);
		else if (strcmp(name, "aggsortpos") == 0)
			r = opt_uint(v, &rt->o.ro_aggsortpos);
		else if (strcmp(name, "aggsortkeypos") == 0)
			r = opt_uint(v, &rt->o.ro_aggsortkeypos);
		else if (strcmp(name, "stackindent") == 0)
			r = opt_uint(v, &rt->o.ro_stackindent);
		else if (strcmp(name, "quietresize") == 0)
			r = opt_bool(v, &dummy);
		else if (strcmp(name, "printsize") == 0)
			r = opt_size(v, &rt->o.ro_printsize);
		else if (strcmp(name, "aggrate") == 0)
			r = dt_parse_time(v, &rt->o.ro_aggrate);
		else if (strcmp(name, "switchrate") == 0)
			r = dt_parse_time(v, &rt->o.ro_switchrate);
		if (r != 0)
			err = "Invalid value for specified option";
	}
	if (err == NULL)
		return;
	if (has_val)
		snprintf(msg, sizeof(msg), "couldn't set option \"%s\" to "
		    "\"%s\": %s", name, val, err);
	else
		snprintf(msg, sizeof(msg), "couldn't set option \"%s\": %s",
		    name, err);
	lib_error(rt, h, msg);
}

/* ------------------------------------------------- freopen, system ... */

static void
do_freopen(dt_rt_t *rt, const char *rec, const dt_action_t *ap,
    const dt_rechdr_t *h)
{
	dt_strbuf_t path;
	FILE *nf;

	dt_strbuf_init(&path);
	dt_rt_format(rt, &path, rec, ap);
	dt_rt_flush(rt);
	if (path.len == 0) {
		/* freopen(""): back to the original output */
		if (rt->o.ro_out != rt->orig_out)
			fclose(rt->o.ro_out);
		rt->o.ro_out = rt->orig_out;
		dt_strbuf_release(&path);
		return;
	}
	nf = fopen(path.s, "a");
	if (nf == NULL) {
		char msg[600];

		snprintf(msg, sizeof(msg), "couldn't freopen() \"%s\": %s",
		    path.s, strerror(errno));
		lib_error(rt, h, msg);
	} else {
		if (rt->o.ro_out != rt->orig_out)
			fclose(rt->o.ro_out);
		rt->o.ro_out = nf;
	}
	dt_strbuf_release(&path);
}

static void
do_ftruncate(dt_rt_t *rt)
{
	struct stat st;
	int fd;

	dt_rt_flush(rt);
	fflush(rt->o.ro_out);
	fd = fileno(rt->o.ro_out);
	/* only a regular file can be truncated (not a terminal or pipe) */
	if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
		return;
	if (ftruncate(fd, 0) == 0)
		rewind(rt->o.ro_out);
}

/*
 * system(3) without its one drawback here: dtrace ignores SIGPIPE, and an
 * ignored signal stays ignored across exec, so the command gets SIGPIPE's
 * default back.  'outfd' >= 0 becomes the command's standard output.
 * Returns the wait status, -1 if it could not run.
 */
static int
run_shell(const char *cmd, int outfd)
{
	pid_t pid = fork();
	int st;

	if (pid < 0)
		return -1;
	if (pid == 0) {
		signal(SIGPIPE, SIG_DFL);
		if (outfd >= 0 && outfd != STDOUT_FILENO &&
		    dup2(outfd, STDOUT_FILENO) < 0)
			_exit(127);
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	return st;
}

static void
do_system(dt_rt_t *rt, const char *rec, const dt_action_t *ap,
    const dt_rechdr_t *h)
{
	dt_strbuf_t cmd;
	int st;

	dt_strbuf_init(&cmd);
	dt_rt_format(rt, &cmd, rec, ap);
	/* what was printed so far comes first */
	dt_rt_flush(rt);
	fflush(rt->o.ro_out);
	fflush(stdout);
	/*
	 * The command writes to dtrace's standard output, as system(3)
	 * does in DTrace.  Without -o that is the traced output, which
	 * freopen() moves (DTrace freopen()s stdout itself, keeping fd 1):
	 * the command follows it.  With -o the traced output is another
	 * stream and the command's output stays on dtrace's stdout.
	 */
	st = run_shell(cmd.s != NULL ? cmd.s : "", rt->orig_out == stdout ?
	    fileno(rt->o.ro_out) : -1);
	if (st == -1) {
		char msg[128];

		snprintf(msg, sizeof(msg), "couldn't run system() command: %s",
		    strerror(errno));
		lib_error(rt, h, msg);
	}
	dt_strbuf_release(&cmd);
}

/* ---------------------------------------------------------- tracemem */

static void
do_tracemem(dt_rt_t *rt, const char *rec, const dt_action_t *ap)
{
	const dt_recfield_t *bf = &ap->ac_fields[0];
	size_t n = bf->rf_size;

	if (ap->ac_nfields > 1) {
		/* dynamic size: used when 0 < size <= nbytes */
		int64_t d = (int64_t)field_u64(rec, &ap->ac_fields[1]);

		if (d > 0 && (uint64_t)d <= n)
			n = (size_t)d;
	}
	dt_fmt_hexdump(&rt->buf, rec + bf->rf_off, n);
}

static void
do_print(dt_rt_t *rt, const char *rec, const dt_action_t *ap)
{
	const dt_recfield_t *of = &ap->ac_fields[1];

	dt_strbuf_addf(&rt->buf, "0x%llx = *\n",
	    (unsigned long long)field_u64(rec, &ap->ac_fields[0]));
	dt_fmt_print_limit(&rt->buf, ap->ac_ptype, rec + of->rf_off,
	    of->rf_size, PRINT_INDENT, (size_t)rt->o.ro_printsize);
}

void
dt_rt_act(dt_rt_t *rt, const char *rec, const dt_action_t *ap,
    const dt_rechdr_t *h)
{
	switch (ap->ac_kind) {
	case DT_ACT_TRACEMEM:
		do_tracemem(rt, rec, ap);
		break;
	case DT_ACT_PRINT:
		do_print(rt, rec, ap);
		break;
	case DT_ACT_SETOPT:
		do_setopt(rt, rec, ap, h);
		break;
	case DT_ACT_FREOPEN:
		do_freopen(rt, rec, ap, h);
		break;
	case DT_ACT_FTRUNCATE:
		do_ftruncate(rt);
		break;
	case DT_ACT_SYSTEM:
		do_system(rt, rec, ap, h);
		break;
	default:
		break;
	}
}

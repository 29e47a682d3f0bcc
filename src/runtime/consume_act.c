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

static void
do_setopt(dt_rt_t *rt, const char *rec, const dt_action_t *ap,
    const dt_rechdr_t *h)
{
	const dt_recfield_t *nf = &ap->ac_fields[0];
	char name[256], val[256], msg[700];
	const char *err;
	int has_val = ap->ac_nfields > 1;

	snprintf(name, sizeof(name), "%.*s", (int)strnlen(rec + nf->rf_off,
	    nf->rf_size), rec + nf->rf_off);
	val[0] = '\0';
	if (has_val)
		snprintf(val, sizeof(val), "%.*s", (int)strnlen(rec +
		    ap->ac_fields[1].rf_off, ap->ac_fields[1].rf_size),
		    rec + ap->ac_fields[1].rf_off);
	/* the option table is the CLI's (cli/options.c) */
	err = rt->o.ro_setopt != NULL ? rt->o.ro_setopt(rt->o.ro_setoptarg,
	    &rt->o, name, has_val ? val : NULL) : "Invalid option name";
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

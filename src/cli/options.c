/*
 * options.c - option table and value parsing for -x and pragmas
 * (interface: options.h).  Unknown names: "Invalid option name"; bad
 * values: "Invalid value for specified option" (docs/options.md §4).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../codegen/codegen.h"
#include "options.h"

void
dt_options_init(dt_options_t *op)
{
	memset(op, 0, sizeof(*op));
	op->op_out = stdout;
	op->op_cpppath = "cpp";
	dt_vec_init(&op->op_cppargs, sizeof(const char *));
	dt_vec_init(&op->op_cmds, sizeof(const char *));
	dt_vec_init(&op->op_libdirs, sizeof(const char *));
	DT_VEC_PUSH(&op->op_libdirs, const char *, dt_compile_libdir());
	op->op_bufsize = 4 << 20;
	op->op_aggsize = 4 << 20;
	op->op_dynvarsize = 1 << 20;
	op->op_strsize = 256;
	op->op_stackframes = 20;
	op->op_ustackframes = 100;
	op->op_stackindent = 14;
	op->op_switchrate = 0;		/* unset: drain every 10 ms */
	op->op_nspec = 1;
	op->op_specsize = 4 << 20;	/* Oracle's default */
	op->op_cleanrate = 1000000000ull / 101;
	op->op_cpu = -1;
	op->op_aggrate = 0;		/* Oracle: printa() always current */
	op->op_statusrate = 1000000000ull;
	op->op_bufpolicy = DT_BUFPOLICY_SWITCH;
	op->op_encoding = DT_ENC_DEFAULT;
}

void
dt_options_release(dt_options_t *op)
{
	size_t i;

	for (i = 0; i < op->op_cppargs.len; i++)
		free((void *)DT_VEC_AT(&op->op_cppargs, const char *, i));
	dt_vec_release(&op->op_cppargs);
	dt_vec_release(&op->op_cmds);
	dt_vec_release(&op->op_libdirs);
	if (op->op_out != NULL && op->op_out != stdout)
		fclose(op->op_out);
}

static int
parse_size(const char *v, uint64_t *out)
{
	char *end;
	unsigned long long n;
	int shift = 0;

	if (v == NULL || *v == '\0' || *v == '-')
		return -1;
	n = strtoull(v, &end, 0);
	switch (tolower((unsigned char)*end)) {
	case 't': shift += 10; /* FALLTHROUGH */
	case 'g': shift += 10; /* FALLTHROUGH */
	case 'm': shift += 10; /* FALLTHROUGH */
	case 'k': shift += 10; end++; break;
	case '\0': break;
	default: return -1;
	}
	if (*end != '\0')
		return -1;
	*out = (uint64_t)n << shift;
	return 0;
}

/* DTrace's time values: a number with a unit (ns ... day) or hz. */
static int
parse_time(const char *v, uint64_t *out)
{
	return dt_parse_time(v, out);
}

static int
parse_bool(const char *v, int *out)
{
	static const char *const yes[] = { "yes", "enable", "enabled", "true",
	    "on", "set", NULL };
	static const char *const no[] = { "no", "disable", "disabled", "false",
	    "off", "unset", NULL };
	int i;

	if (v == NULL) {
		*out = 1;
		return 0;
	}
	if (*v == '\0') {
		*out = 0;
		return 0;
	}
	for (i = 0; yes[i]; i++)
		if (strcasecmp(v, yes[i]) == 0) {
			*out = 1;
			return 0;
		}
	for (i = 0; no[i]; i++)
		if (strcasecmp(v, no[i]) == 0) {
			*out = 0;
			return 0;
		}
	for (i = 0; v[i]; i++)
		if (!isdigit((unsigned char)v[i]))
			return -1;
	*out = 1;		/* any integer, 0 included, sets it */
	return 0;
}

static int
parse_int(const char *v, int *out)
{
	char *end;
	long n;

	if (v == NULL || *v == '\0')
		return -1;
	n = strtol(v, &end, 0);
	if (*end != '\0' || n < 0 || n > 1000000000)
		return -1;
	*out = (int)n;
	return 0;
}

/* Options accepted and ignored (no effect on Linux, or not yet). */
static const char *const ignored[] = {
	"amin", "bufresize", "ctypes", "debug",
	"dtypes", "empty", "evaltime", "iregs",
	"jstackstrsize", "kdefs", "knodefs", "late", "lazyload", "libdir",
	"linkmode", "linktype", "lockmem", "maxframes", "nolibs",
	"pgmax", "preallocate", "pspec",
	"strip", "syslibdir", "temporal",
	"tregs", "udefs", "unodefs", "verbose", "version",
	"core", "noresolve",
	"scratchsize", NULL
};

int
dt_option_set(dt_options_t *op, const char *name, const char *val,
    char *err, size_t errlen)
{
	int b = 0, r = 0, i;
	uint64_t u = 0;

	if (strcmp(name, "bufsize") == 0 || strcmp(name, "aggsize") == 0 ||
	    strcmp(name, "dynvarsize") == 0 || strcmp(name, "strsize") == 0) {
		r = parse_size(val, &u);
		if (r == 0 && u == 0)
			r = -1;
		if (r == 0) {
			if (name[0] == 'b')
				op->op_bufsize = u;
			else if (name[0] == 'a')
				op->op_aggsize = u;
			else if (name[0] == 'd')
				op->op_dynvarsize = u;
			else if (u > 8192 || u < 1)
				r = -1;
			else
				op->op_strsize = u;
		}
	} else if (strcmp(name, "stackframes") == 0 ||
	    strcmp(name, "ustackframes") == 0 ||
	    strcmp(name, "jstackframes") == 0) {
		r = parse_size(val, &u);
		if (r == 0 && u == 0)
			r = -1;
		if (r == 0 && name[0] == 'j')
			op->op_jstackframes = u;
		else if (r == 0 && name[0] == 's')
			op->op_stackframes = u;
		else if (r == 0)
			op->op_ustackframes = u;
	} else if (strcmp(name, "printsize") == 0) {
		r = parse_size(val, &op->op_printsize);
	} else if (strcmp(name, "ustackmode") == 0) {
		/* ustack() records: frame pointers or DWARF (codegen/stack.c) */
		if (val != NULL && strcmp(val, "fp") == 0)
			op->op_ustackdwarf = 0;
		else if (val != NULL && strcmp(val, "dwarf") == 0)
			op->op_ustackdwarf = 1;
		else
			r = -1;
	} else if (strcmp(name, "nspec") == 0) {
		r = parse_size(val, &u);
		if (r == 0 && u > DT_SPEC_MAXN)
			r = -1;
		if (r == 0)
			op->op_nspec = u;
	} else if (strcmp(name, "specsize") == 0) {
		r = parse_size(val, &u);
		if (r == 0 && u == 0)
			r = -1;
		if (r == 0)
			op->op_specsize = u;
	} else if (strcmp(name, "cleanrate") == 0) {
		r = parse_time(val, &u);
		if (r == 0 && u == 0)
			r = -1;
		if (r == 0)
			op->op_cleanrate = u;
	} else if (strcmp(name, "stackindent") == 0) {
		r = parse_size(val, &u);
		if (r == 0)
			op->op_stackindent = u;
	} else if (strcmp(name, "switchrate") == 0) {
		r = parse_time(val, &u);
		if (r == 0)
			op->op_switchrate = u;
	} else if (strcmp(name, "aggrate") == 0 ||
	    strcmp(name, "statusrate") == 0) {
		r = parse_time(val, &u);
		if (r == 0 && name[0] == 'a')
			op->op_aggrate = u;
		else if (r == 0)
			op->op_statusrate = u;
	} else if (strcmp(name, "agghist") == 0) {
		r = parse_bool(val, &op->op_agghist);
	} else if (strcmp(name, "aggpack") == 0) {
		r = parse_bool(val, &op->op_aggpack);
	} else if (strcmp(name, "aggzoom") == 0) {
		r = parse_bool(val, &op->op_aggzoom);
	} else if (strcmp(name, "aggpercpu") == 0) {
		r = parse_bool(val, &op->op_aggpercpu);
	} else if (strcmp(name, "droptags") == 0) {
		r = parse_bool(val, &op->op_droptags);
	} else if (strcmp(name, "quietresize") == 0) {
		r = parse_bool(val, &op->op_quietresize);
	} else if (strcmp(name, "bufpolicy") == 0) {
		if (val != NULL && strcmp(val, "switch") == 0)
			op->op_bufpolicy = DT_BUFPOLICY_SWITCH;
		else if (val != NULL && strcmp(val, "fill") == 0)
			op->op_bufpolicy = DT_BUFPOLICY_FILL;
		else if (val != NULL && strcmp(val, "ring") == 0)
			op->op_bufpolicy = DT_BUFPOLICY_RING;
		else
			r = -1;
	} else if (strcmp(name, "encoding") == 0) {
		if (val != NULL && strcmp(val, "ascii") == 0)
			op->op_encoding = DT_ENC_ASCII;
		else if (val != NULL && strcmp(val, "utf8") == 0)
			op->op_encoding = DT_ENC_UTF8;
		else
			r = -1;
	} else if (strcmp(name, "quiet") == 0) {
		r = parse_bool(val, &op->op_quiet);
	} else if (strcmp(name, "flowindent") == 0) {
		r = parse_bool(val, &op->op_flowindent);
	} else if (strcmp(name, "destructive") == 0) {
		r = parse_bool(val, &op->op_destructive);
	} else if (strcmp(name, "zdefs") == 0) {
		r = parse_bool(val, &op->op_zdefs);
	} else if (strcmp(name, "defaultargs") == 0) {
		r = parse_bool(val, &op->op_defaultargs);
	} else if (strcmp(name, "argref") == 0) {
		r = parse_bool(val, &op->op_argref);
	} else if (strcmp(name, "errtags") == 0) {
		r = parse_bool(val, &op->op_errtags);
	} else if (strcmp(name, "cpp") == 0) {
		r = parse_bool(val, &op->op_cpp);
	} else if (strcmp(name, "cpppath") == 0) {
		if (val == NULL || *val == '\0')
			r = -1;
		else
			op->op_cpppath = dt_xstrdup(val);
	} else if (strcmp(name, "cppargs") == 0) {
		/* [Oracle] more cpp arguments, blank-separated */
		const char *p = val != NULL ? val : "";

		while (*(p += strspn(p, " \t")) != '\0') {
			size_t l = strcspn(p, " \t");

			DT_VEC_PUSH(&op->op_cppargs, const char *,
			    dt_xstrndup(p, l));
			p += l;
		}
	} else if (strcmp(name, "define") == 0 || strcmp(name, "undef") == 0 ||
	    strcmp(name, "incdir") == 0) {
		/* -D/-U/-I spelled as options */
		if (val == NULL || *val == '\0')
			r = -1;
		else
			DT_VEC_PUSH(&op->op_cppargs, const char *,
			    dt_xasprintf("-%c%s", name[0] == 'd' ? 'D' :
			    name[0] == 'u' ? 'U' : 'I', val));
	} else if (strcmp(name, "cpphdrs") == 0) {
		r = parse_bool(val, &b);
		if (r == 0 && b)
			DT_VEC_PUSH(&op->op_cppargs, const char *,
			    dt_xstrdup("-H"));
	} else if (strcmp(name, "stdc") == 0) {
		/* GNU cpp: a, c and t all define __STDC__ 1; s is K&R */
		if (val == NULL || strlen(val) != 1 ||
		    strchr("acst", val[0]) == NULL)
			r = -1;
		else if (val[0] == 's')
			DT_VEC_PUSH(&op->op_cppargs, const char *,
			    dt_xstrdup("-traditional-cpp"));
	} else if (strcmp(name, "rawbytes") == 0) {
		r = parse_bool(val, &op->op_rawbytes);
	} else if (strcmp(name, "aggsortkey") == 0) {
		r = parse_bool(val, &op->op_aggsortkey);
	} else if (strcmp(name, "aggsortrev") == 0) {
		r = parse_bool(val, &op->op_aggsortrev);
	} else if (strcmp(name, "aggsortpos") == 0) {
		r = parse_int(val, &op->op_aggsortpos);
	} else if (strcmp(name, "aggsortkeypos") == 0) {
		r = parse_int(val, &op->op_aggsortkeypos);
	} else if (strcmp(name, "cpu") == 0) {
		r = parse_int(val, &op->op_cpu);
	} else if (strcmp(name, "bpflog") == 0) {
		r = parse_bool(val, &op->op_bpflog);
	} else if (strcmp(name, "libdir") == 0) {
		if (val == NULL || *val == '\0')
			r = -1;
		else
			DT_VEC_PUSH(&op->op_libdirs, const char *,
			    dt_xstrdup(val));
	} else if (strcmp(name, "syslibdir") == 0) {
		if (val == NULL || *val == '\0')
			r = -1;
		else
			DT_VEC_AT(&op->op_libdirs, const char *, 0) =
			    dt_xstrdup(val);
	} else if (strcmp(name, "nolibs") == 0) {
		r = parse_bool(val, &op->op_nolibs);
	} else if (strcmp(name, "tree") == 0) {
		r = parse_int(val, &op->op_tree);
	} else {
		for (i = 0; ignored[i] != NULL; i++)
			if (strcmp(ignored[i], name) == 0)
				return 0;
		snprintf(err, errlen, "Invalid option name");
		return -1;
	}
	(void)b;
	if (r != 0) {
		snprintf(err, errlen, "Invalid value for specified option");
		return -1;
	}
	return 0;
}

void
dt_option_pragma(void *arg, const char *name, const char *val, dt_cc_t *cc,
    int line)
{
	dt_options_t *op = arg;
	char err[128];

	if (dt_option_set(op, name, val, err, sizeof(err)) != 0) {
		if (val != NULL)
			dt_cc_error(cc, "D_PRAGMA_OPTSET", line,
			    "failed to set option '%s' to '%s': %s", name, val,
			    err);
		dt_cc_error(cc, "D_PRAGMA_OPTSET", line,
		    "failed to set option '%s': %s", name, err);
	}
}

/*
 * dtrace(1)'s notice when the kernel changed a rate option: 'v' asked
 * for, 'nv' used ("" if the same; docs/output.md §11.4).
 */
static void
rate_note(const char *what, uint64_t v, uint64_t nv, char *note, size_t len)
{
	const char *dir = nv > v ? "reduced" : "increased";

	note[0] = '\0';
	if (nv == v || nv == 0)
		return;
	if (nv <= 1000000000ull && 1000000000ull % nv == 0)
		snprintf(note, len, "%s %s to %llu hz", what, dir,
		    1000000000ull / nv);
	else if (nv % 1000000000ull == 0)
		snprintf(note, len, "%s %s to once every %llu seconds", what,
		    dir, nv / 1000000000ull);
	else
		snprintf(note, len, "%s %s to once every %llu nanoseconds",
		    what, dir, (unsigned long long)nv);
}

/*
 * cleanrate clamped to [5000 Hz, once a minute]; 'note' gets dtrace(1)'s
 * notice saying how it changed ("" if it did not; docs/options.md
 * §4.1, docs/output.md §11.4).
 */
uint64_t
dt_option_cleanrate(const dt_options_t *op, char *note, size_t len)
{
	uint64_t v = op->op_cleanrate, nv = v;

	if (nv < 200000)
		nv = 200000;
	if (nv > 60000000000ull)
		nv = 60000000000ull;
	rate_note("cleaning rate", v, nv, note, len);
	return nv;
}

/*
 * statusrate: at most every 10 s (the DTrace kernel's statusrate_max),
 * with the same kind of notice.
 */
uint64_t
dt_option_statusrate(const dt_options_t *op, char *note, size_t len)
{
	uint64_t v = op->op_statusrate, nv = DT_MIN(v, 10000000000ull);

	rate_note("status rate", v, nv, note, len);
	return nv;
}

/* The code generator's options that pragmas may have changed. */
void
dt_option_cgrefresh(void *arg, dt_cgopts_t *cg)
{
	const dt_options_t *op = arg;

	cg->co_nspec = (uint32_t)op->op_nspec;
	cg->co_specsize = op->op_specsize;
	cg->co_dynvarsize = op->op_dynvarsize;
}

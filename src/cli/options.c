/*
 * options.c - the option table of dtrace(1) and its value parsers
 * (interface: options.h).  One row per option: its name, kind of value,
 * default, when it may be set (command line, pragma, setopt() while
 * tracing), who reads it and where the value is stored.  -x, the short
 * flags, #pragma D option (through cp_option) and setopt() (through
 * ro_setopt) all find the option here; docs/recipes.md ("Add an option")
 * says how to add one.  Unknown names: "Invalid option name"; bad values: "Invalid
 * value for specified option".
 */
#include <ctype.h>
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../driver/driver.h"
#include "options.h"

/* The kind of value an option takes, which says how it is parsed. */
typedef enum optkind {
	OK_BOOL,	/* int: DTrace's yes/no words, or any integer: set */
	OK_INT,		/* int: 0 .. 10^9 */
	OK_SIZE,	/* uint64_t: bytes, optional k/m/g/t */
	OK_TIME,	/* uint64_t: ns; a number with a unit, or hz */
	OK_ENUM,	/* int: the value of one of od_enum's names */
	OK_STR,		/* const char *: non-empty, copied */
	OK_FUNC,	/* od_func parses and stores */
	OK_IGNORED	/* accepted, no effect on Linux (or not yet) */
} optkind_t;

/* od_flags: when the option may be set ... */
#define OPT_CMD		0x01	/* -x name=value and the short flags */
#define OPT_PRAGMA	0x02	/* #pragma D option */
#define OPT_RUN		0x04	/* setopt() while tracing */
#define OPT_STATIC	(OPT_CMD | OPT_PRAGMA)
#define OPT_DYN		(OPT_CMD | OPT_PRAGMA | OPT_RUN)
/* ... which stages read it ... */
#define OPT_R_CLI	0x10	/* main.c, usdt.c */
#define OPT_R_SEMA	0x20	/* dt_compopts_t, dt_semaopts_t */
#define OPT_R_CG	0x40	/* dt_cgopts_t */
#define OPT_R_RT	0x80	/* dt_rtopts_t (od_rtoff) */
/* ... and how */
#define OPT_CLAMP	0x100	/* above od_max: od_max, not an error */
#define OPT_RTINT	0x200	/* a size whose dt_rtopts_t field is an int */

typedef struct optenum {
	const char *oe_name;
	int oe_value;
} optenum_t;

typedef struct optdesc optdesc_t;

struct optdesc {
	const char *od_name;
	optkind_t od_kind;
	unsigned od_flags;	/* OPT_* */
	size_t od_off;		/* field of dt_options_t (not IGNORED) */
	int64_t od_def;		/* default of numeric kinds */
	uint64_t od_min, od_max;	/* accepted range of numeric kinds */
	const optenum_t *od_enum;	/* OK_ENUM: the names, NULL-ended */
	int (*od_func)(dt_options_t *, const optdesc_t *, const char *);
	long od_rtoff;		/* field of dt_rtopts_t (OPT_R_RT), or -1 */
};

#define OP(f)		offsetof(dt_options_t, f)
#define RO(f)		(long)offsetof(dt_rtopts_t, f)
#define U64MAX		UINT64_MAX
#define INTMAX		1000000000

static const optenum_t bufpolicies[] = {
	{ "switch", DT_BUFPOLICY_SWITCH }, { "fill", DT_BUFPOLICY_FILL },
	{ "ring", DT_BUFPOLICY_RING }, { NULL, 0 }
};
static const optenum_t encodings[] = {
	{ "ascii", DT_ENC_ASCII }, { "utf8", DT_ENC_UTF8 }, { NULL, 0 }
};
/* ustack() records: frame pointers or DWARF (codegen/stack.c) */
static const optenum_t ustackmodes[] = {
	{ "fp", 0 }, { "dwarf", 1 }, { NULL, 0 }
};

static int set_cppargs(dt_options_t *, const optdesc_t *, const char *);
static int set_cppflag(dt_options_t *, const optdesc_t *, const char *);
static int set_cpphdrs(dt_options_t *, const optdesc_t *, const char *);
static int set_stdc(dt_options_t *, const optdesc_t *, const char *);
static int set_libdir(dt_options_t *, const optdesc_t *, const char *);
static int set_syslibdir(dt_options_t *, const optdesc_t *, const char *);

#define BOOL(n, fl, f, rt) \
	{ n, OK_BOOL, fl, OP(f), 0, 0, 1, NULL, NULL, rt }
#define INT(n, fl, f, def, rt) \
	{ n, OK_INT, fl, OP(f), def, 0, INTMAX, NULL, NULL, rt }
#define SIZE(n, fl, f, def, lo, hi, rt) \
	{ n, OK_SIZE, fl, OP(f), def, lo, hi, NULL, NULL, rt }
#define TIME(n, fl, f, def, lo, rt) \
	{ n, OK_TIME, fl, OP(f), def, lo, U64MAX, NULL, NULL, rt }
#define ENUM(n, fl, f, def, e, rt) \
	{ n, OK_ENUM, fl, OP(f), def, 0, 0, e, NULL, rt }
#define FUNC(n, fl, fn, arg) \
	{ n, OK_FUNC, fl, 0, 0, arg, 0, NULL, fn, -1 }
#define IGNORED(n) \
	{ n, OK_IGNORED, OPT_STATIC, 0, 0, 0, 0, NULL, NULL, -1 }

/*
 * Every option, sorted by name (docs/options.md §4 describes them).
 * Defaults not DTrace's say why; the
 * compiler's and code generator's copies are made in
 * dt_option_compopts/dt_option_cgrefresh, the runtime's through od_rtoff.
 */
static const optdesc_t opttab[] = {
	BOOL("agghist", OPT_STATIC | OPT_R_RT, op_agghist, RO(ro_agghist)),
	BOOL("aggpack", OPT_STATIC | OPT_R_RT, op_aggpack, RO(ro_aggpack)),
	BOOL("aggpercpu", OPT_STATIC | OPT_R_RT, op_aggpercpu,
	    RO(ro_aggpercpu)),
	/* 0: Oracle's default, printa() always current */
	TIME("aggrate", OPT_DYN | OPT_R_RT, op_aggrate, 0, 0, RO(ro_aggrate)),
	SIZE("aggsize", OPT_STATIC | OPT_R_CG, op_aggsize, 4 << 20, 1, U64MAX,
	    -1),
	BOOL("aggsortkey", OPT_DYN | OPT_R_RT, op_aggsortkey,
	    RO(ro_aggsortkey)),
	INT("aggsortkeypos", OPT_DYN | OPT_R_RT, op_aggsortkeypos, 0,
	    RO(ro_aggsortkeypos)),
	INT("aggsortpos", OPT_DYN | OPT_R_RT, op_aggsortpos, 0,
	    RO(ro_aggsortpos)),
	BOOL("aggsortrev", OPT_DYN | OPT_R_RT, op_aggsortrev,
	    RO(ro_aggsortrev)),
	BOOL("aggzoom", OPT_STATIC | OPT_R_RT, op_aggzoom, RO(ro_aggzoom)),
	IGNORED("amin"),
	BOOL("argref", OPT_STATIC | OPT_R_CLI, op_argref, -1),
	BOOL("bpflog", OPT_STATIC | OPT_R_RT, op_bpflog, RO(ro_bpflog)),
	ENUM("bufpolicy", OPT_STATIC | OPT_R_RT, op_bufpolicy,
	    DT_BUFPOLICY_SWITCH, bufpolicies, RO(ro_bufpolicy)),
	IGNORED("bufresize"),
	/* the runtime sizes each CPU's ring buffer from it (rbuf.c) */
	SIZE("bufsize", OPT_STATIC | OPT_R_RT, op_bufsize, 4 << 20, 1, U64MAX,
	    RO(ro_bufsize)),
	/* 1/101 s; clamped when used (dt_option_rtopts) */
	TIME("cleanrate", OPT_STATIC | OPT_R_RT, op_cleanrate,
	    1000000000 / 101, 1, -1),
	IGNORED("core"),
	BOOL("cpp", OPT_STATIC | OPT_R_CLI, op_cpp, -1),
	FUNC("cppargs", OPT_STATIC | OPT_R_CLI, set_cppargs, 0),
	FUNC("cpphdrs", OPT_STATIC | OPT_R_CLI, set_cpphdrs, 0),
	{ "cpppath", OK_STR, OPT_STATIC | OPT_R_CLI, OP(op_cpppath), 0, 0, 0,
	    NULL, NULL, -1 },
	/* -1: any CPU */
	INT("cpu", OPT_STATIC | OPT_R_RT, op_cpu, -1, RO(ro_cpu)),
	IGNORED("ctypes"),
	IGNORED("debug"),
	BOOL("defaultargs", OPT_STATIC | OPT_R_CLI, op_defaultargs, -1),
	FUNC("define", OPT_STATIC | OPT_R_CLI, set_cppflag, 'D'),
	BOOL("destructive", OPT_STATIC | OPT_R_CLI, op_destructive, -1),
	BOOL("droptags", OPT_STATIC | OPT_R_RT, op_droptags, RO(ro_droptags)),
	IGNORED("dtypes"),
	SIZE("dynvarsize", OPT_STATIC | OPT_R_CG, op_dynvarsize, 1 << 20, 1,
	    U64MAX, -1),
	IGNORED("empty"),
	ENUM("encoding", OPT_STATIC | OPT_R_RT, op_encoding, DT_ENC_DEFAULT,
	    encodings, RO(ro_encoding)),
	BOOL("errtags", OPT_STATIC | OPT_R_CLI, op_errtags, -1),
	IGNORED("evaltime"),
	BOOL("flowindent", OPT_DYN | OPT_R_RT, op_flowindent,
	    RO(ro_flowindent)),
	/* known to DTrace (anonymous tracing, -a): settable nowhere here */
	{ "grabanon", OK_IGNORED, 0, 0, 0, 0, 0, NULL, NULL, -1 },
	FUNC("incdir", OPT_STATIC | OPT_R_CLI, set_cppflag, 'I'),
	IGNORED("iregs"),
	/* 0: sema's default (50) */
	SIZE("jstackframes", OPT_STATIC | OPT_R_SEMA, op_jstackframes, 0, 1,
	    U64MAX, -1),
	IGNORED("jstackstrsize"),
	IGNORED("kdefs"),
	IGNORED("knodefs"),
	IGNORED("late"),
	IGNORED("lazyload"),
	FUNC("libdir", OPT_STATIC | OPT_R_SEMA, set_libdir, 0),
	IGNORED("linkmode"),
	IGNORED("linktype"),
	IGNORED("lockmem"),
	IGNORED("maxframes"),
	BOOL("nolibs", OPT_STATIC | OPT_R_SEMA, op_nolibs, -1),
	IGNORED("noresolve"),
	SIZE("nspec", OPT_STATIC | OPT_R_CG, op_nspec, 1, 0, DT_SPEC_MAXN, -1),
	IGNORED("pgmax"),
	IGNORED("preallocate"),
	/* 0: all of it (Oracle) */
	SIZE("printsize", OPT_DYN | OPT_R_RT, op_printsize, 0, 0, U64MAX,
	    RO(ro_printsize)),
	IGNORED("pspec"),
	BOOL("quiet", OPT_DYN | OPT_R_CLI | OPT_R_RT, op_quiet, RO(ro_quiet)),
	BOOL("quietresize", OPT_DYN | OPT_R_CLI, op_quietresize, -1),
	BOOL("rawbytes", OPT_DYN | OPT_R_RT, op_rawbytes, RO(ro_rawbytes)),
	IGNORED("scratchsize"),
	/* 4 MiB: Oracle's default */
	SIZE("specsize", OPT_STATIC | OPT_R_CG, op_specsize, 4 << 20, 1,
	    U64MAX, -1),
	SIZE("stackframes", OPT_STATIC | OPT_R_SEMA, op_stackframes, 20, 1,
	    U64MAX, -1),
	SIZE("stackindent", OPT_DYN | OPT_R_RT | OPT_CLAMP | OPT_RTINT,
	    op_stackindent, 14, 0, 1024, RO(ro_stackindent)),
	/* at most every 10 s, when used (dt_option_statusrate) */
	TIME("statusrate", OPT_STATIC | OPT_R_CLI, op_statusrate, 1000000000,
	    0, -1),
	FUNC("stdc", OPT_STATIC | OPT_R_CLI, set_stdc, 0),
	IGNORED("strip"),
	SIZE("strsize", OPT_STATIC | OPT_R_SEMA, op_strsize, 256, 1, 8192,
	    -1),
	/* 0: unset, the consumer drains every 10 ms */
	TIME("switchrate", OPT_DYN | OPT_R_RT, op_switchrate, 0, 0,
	    RO(ro_switchrate)),
	FUNC("syslibdir", OPT_STATIC | OPT_R_SEMA, set_syslibdir, 0),
	IGNORED("temporal"),
	INT("tree", OPT_STATIC | OPT_R_SEMA, op_tree, 0, -1),
	IGNORED("tregs"),
	IGNORED("udefs"),
	FUNC("undef", OPT_STATIC | OPT_R_CLI, set_cppflag, 'U'),
	IGNORED("unodefs"),
	SIZE("ustackframes", OPT_STATIC | OPT_R_SEMA, op_ustackframes, 100, 1,
	    U64MAX, -1),
	ENUM("ustackmode", OPT_STATIC | OPT_R_SEMA, op_ustackdwarf, 0,
	    ustackmodes, -1),
	IGNORED("verbose"),
	IGNORED("version"),
	BOOL("zdefs", OPT_STATIC | OPT_R_SEMA | OPT_R_CLI, op_zdefs, -1),
};

#define NOPTS	(sizeof(opttab) / sizeof(opttab[0]))

static const optdesc_t *
lookup(const char *name)
{
	size_t i;

	for (i = 0; i < NOPTS; i++)
		if (strcmp(opttab[i].od_name, name) == 0)
			return &opttab[i];
	return NULL;
}

#define FIELD(op, od, type)	((type *)((char *)(op) + (od)->od_off))

void
dt_options_init(dt_options_t *op)
{
	size_t i;

	memset(op, 0, sizeof(*op));
	for (i = 0; i < NOPTS; i++) {
		const optdesc_t *od = &opttab[i];

		if (od->od_kind == OK_SIZE || od->od_kind == OK_TIME)
			*FIELD(op, od, uint64_t) = (uint64_t)od->od_def;
		else if (od->od_kind == OK_BOOL || od->od_kind == OK_INT ||
		    od->od_kind == OK_ENUM)
			*FIELD(op, od, int) = (int)od->od_def;
	}
	op->op_out = stdout;
	op->op_cpppath = "cpp";
	dt_vec_init(&op->op_cppargs, sizeof(const char *));
	dt_vec_init(&op->op_cmds, sizeof(const char *));
	dt_vec_init(&op->op_libdirs, sizeof(const char *));
	DT_VEC_PUSH(&op->op_libdirs, const char *, dt_compile_libdir());
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

/* ------------------------------------------------------------ parsers */

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

/* DTrace's booleans: no value, a yes-word or any integer set them. */
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
	if (*end != '\0' || n < 0 || n > INTMAX)
		return -1;
	*out = (int)n;
	return 0;
}

/* A size or a time within the row's range (clamped under OPT_CLAMP). */
static int
set_number(dt_options_t *op, const optdesc_t *od, const char *v)
{
	uint64_t u;

	if ((od->od_kind == OK_SIZE ? parse_size(v, &u) :
	    dt_parse_time(v, &u)) != 0 || u < od->od_min)
		return -1;
	if (u > od->od_max && !(od->od_flags & OPT_CLAMP))
		return -1;
	*FIELD(op, od, uint64_t) = DT_MIN(u, od->od_max);
	return 0;
}

static int
set_enum(dt_options_t *op, const optdesc_t *od, const char *v)
{
	const optenum_t *oe;

	for (oe = od->od_enum; v != NULL && oe->oe_name != NULL; oe++)
		if (strcmp(oe->oe_name, v) == 0) {
			*FIELD(op, od, int) = oe->oe_value;
			return 0;
		}
	return -1;
}

/* Parse 'v' as row 'od' says and store it in 'op'. */
static int
set_value(dt_options_t *op, const optdesc_t *od, const char *v)
{
	switch (od->od_kind) {
	case OK_BOOL:
		return parse_bool(v, FIELD(op, od, int));
	case OK_INT:
		return parse_int(v, FIELD(op, od, int));
	case OK_SIZE:
	case OK_TIME:
		return set_number(op, od, v);
	case OK_ENUM:
		return set_enum(op, od, v);
	case OK_STR:
		if (v == NULL || *v == '\0')
			return -1;
		*FIELD(op, od, const char *) = dt_xstrdup(v);
		return 0;
	case OK_FUNC:
		return od->od_func(op, od, v);
	case OK_IGNORED:
		return 0;
	}
	DT_BUG("option kind %d", (int)od->od_kind);
}

/* [Oracle] more cpp arguments, blank-separated */
static int
set_cppargs(dt_options_t *op, const optdesc_t *od, const char *v)
{
	const char *p = v != NULL ? v : "";

	(void)od;
	while (*(p += strspn(p, " \t")) != '\0') {
		size_t l = strcspn(p, " \t");

		DT_VEC_PUSH(&op->op_cppargs, const char *, dt_xstrndup(p, l));
		p += l;
	}
	return 0;
}

/* -D/-U/-I spelled as options: the letter is od_min */
static int
set_cppflag(dt_options_t *op, const optdesc_t *od, const char *v)
{
	if (v == NULL || *v == '\0')
		return -1;
	DT_VEC_PUSH(&op->op_cppargs, const char *, dt_xasprintf("-%c%s",
	    (int)od->od_min, v));
	return 0;
}

static int
set_cpphdrs(dt_options_t *op, const optdesc_t *od, const char *v)
{
	int b;

	(void)od;
	if (parse_bool(v, &b) != 0)
		return -1;
	if (b)
		DT_VEC_PUSH(&op->op_cppargs, const char *, dt_xstrdup("-H"));
	return 0;
}

/* GNU cpp: a, c and t all define __STDC__ 1; s is K&R */
static int
set_stdc(dt_options_t *op, const optdesc_t *od, const char *v)
{
	(void)od;
	if (v == NULL || strlen(v) != 1 || strchr("acst", v[0]) == NULL)
		return -1;
	if (v[0] == 's')
		DT_VEC_PUSH(&op->op_cppargs, const char *,
		    dt_xstrdup("-traditional-cpp"));
	return 0;
}

static int
set_libdir(dt_options_t *op, const optdesc_t *od, const char *v)
{
	(void)od;
	if (v == NULL || *v == '\0')
		return -1;
	DT_VEC_PUSH(&op->op_libdirs, const char *, dt_xstrdup(v));
	return 0;
}

static int
set_syslibdir(dt_options_t *op, const optdesc_t *od, const char *v)
{
	(void)od;
	if (v == NULL || *v == '\0')
		return -1;
	DT_VEC_AT(&op->op_libdirs, const char *, 0) = dt_xstrdup(v);
	return 0;
}

/* ------------------------------------------------------------ setting */

int
dt_option_set(dt_options_t *op, const char *name, const char *val,
    char *err, size_t errlen)
{
	const optdesc_t *od = lookup(name);

	if (od == NULL || !(od->od_flags & OPT_STATIC)) {
		snprintf(err, errlen, "Invalid option name");
		return -1;
	}
	if (set_value(op, od, val) != 0) {
		snprintf(err, errlen, "Invalid value for specified option");
		return -1;
	}
	return 0;
}

/*
 * The options sema reads, from 'op': after the command line and after
 * each pragma.  Stack depths are capped at 2^16.
 */
static void
sema_opts(const dt_options_t *op, dt_semaopts_t *so)
{
	so->so_strsize = (uint32_t)op->op_strsize;
	so->so_stackframes = (uint32_t)DT_MIN(op->op_stackframes, 1u << 16);
	so->so_ustackframes = (uint32_t)DT_MIN(op->op_ustackframes, 1u << 16);
	so->so_jstackframes = (uint32_t)DT_MIN(op->op_jstackframes, 1u << 16);
	so->so_ustackdwarf = op->op_ustackdwarf;
}

/* cp_option: #pragma D option, then sema's options anew in 'so'. */
static void
pragma_option(void *arg, const char *name, const char *val, dt_cc_t *cc,
    int line, dt_semaopts_t *so)
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
	sema_opts(op, so);
}

/* cp_cgrefresh: the code generator's options after the last pragma. */
static void
cg_opts(void *arg, dt_cgopts_t *cg)
{
	const dt_options_t *op = arg;

	cg->co_nspec = (uint32_t)op->op_nspec;
	cg->co_specsize = op->op_specsize;
	cg->co_dynvarsize = op->op_dynvarsize;
	cg->co_aggsize = op->op_aggsize;
}

void
dt_option_compopts(dt_options_t *op, dt_compopts_t *co)
{
	dt_semaopts_t so;

	memset(co, 0, sizeof(*co));
	sema_opts(op, &so);
	co->cp_strsize = so.so_strsize;
	co->cp_stackframes = so.so_stackframes;
	co->cp_ustackframes = so.so_ustackframes;
	co->cp_jstackframes = so.so_jstackframes;
	co->cp_ustackdwarf = so.so_ustackdwarf;
	co->cp_zdefs = op->op_zdefs;
	cg_opts(op, &co->cp_cg);
	co->cp_option = pragma_option;
	co->cp_optarg = op;
	co->cp_cgrefresh = cg_opts;
	co->cp_tree = op->op_tree;
	co->cp_libdirs = op->op_libdirs.data;
	co->cp_nlibdirs = op->op_nolibs ? 0 : (int)op->op_libdirs.len;
}

/* Copy row 'od''s value from 'op' to its field of 'ro'. */
static void
rt_copy(const dt_options_t *op, const optdesc_t *od, dt_rtopts_t *ro)
{
	char *dst = (char *)ro + od->od_rtoff;

	if (od->od_kind == OK_SIZE || od->od_kind == OK_TIME) {
		uint64_t v = *FIELD(op, od, uint64_t);

		if (od->od_flags & OPT_RTINT)
			*(int *)dst = (int)DT_MIN(v, (uint64_t)INT_MAX);
		else
			*(uint64_t *)dst = v;
	} else {
		*(int *)dst = *FIELD(op, od, int);
	}
}

/*
 * ro_setopt: setopt() while tracing.  Sets the option in the runtime's
 * 'ro' only (the CLI keeps the values tracing started with); NULL, or
 * DTrace's reason why not.
 */
static const char *
run_setopt(void *arg, dt_rtopts_t *ro, const char *name, const char *val)
{
	const optdesc_t *od = lookup(name);
	dt_options_t tmp;

	if (od == NULL)
		return "Invalid option name";
	if (!(od->od_flags & OPT_RUN))
		return "Operation illegal when tracing is active";
	/* run-time options are scalars: a shallow copy is enough */
	tmp = *(const dt_options_t *)arg;
	if (set_value(&tmp, od, val) != 0)
		return "Invalid value for specified option";
	if (od->od_rtoff >= 0)
		rt_copy(&tmp, od, ro);
	return NULL;
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
static uint64_t
cleanrate(const dt_options_t *op, char *note, size_t len)
{
	uint64_t v = op->op_cleanrate, nv = v;

	if (nv < 200000)
		nv = 200000;
	if (nv > 60000000000ull)
		nv = 60000000000ull;
	rate_note("cleaning rate", v, nv, note, len);
	return nv;
}

void
dt_option_rtopts(dt_options_t *op, dt_rtopts_t *ro, char *cleannote,
    size_t len)
{
	size_t i;

	for (i = 0; i < NOPTS; i++)
		if (opttab[i].od_rtoff >= 0)
			rt_copy(op, &opttab[i], ro);
	ro->ro_out = op->op_out;
	ro->ro_cleanrate = cleanrate(op, cleannote, len);
	ro->ro_setopt = run_setopt;
	ro->ro_setoptarg = op;
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

/*
 * probes.c - the probe catalogue (interface: probes.h dt_probecat_*; the
 * providers' side in prov.h).  Providers are enumerated lazily: the syscall
 * provider reads tracefs only when a description could name it, profile
 * and tick probes are created when a description names one.  Probe IDs
 * are stable: dtrace 1-3, then two per entry of the syscall table, then
 * profile probes in creation order.
 */
#include <bpf/btf.h>
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

#include "prov.h"
#include "syscalls.h"
#include "usdt.h"

#define TRACEFS		"/sys/kernel/tracing"
#define TRACEFS_MAGIC	0x74726163

struct dt_probecat {
	dt_vec_t pc_probes;	/* dt_probe_t *, index = id - 1 */
	int pc_syscalls;	/* syscall provider enumerated */
	unsigned char *pc_syspresent;	/* per table entry: has tracefs events */
	uint32_t pc_sysbase;	/* first syscall probe id */
	int pc_profile_defaults;	/* default profile probes created */
	int pc_sdt;		/* sdt provider enumerated */
	unsigned pc_provdone;	/* bit per providers[] entry enumerated */
	dt_arena_t pc_arena;
};

/* Providers in their own files (prov_*.c), enumerated on demand. */
static const dt_provider_t *const providers[] = {
	&dt_prov_proc, &dt_prov_sched, &dt_prov_io, &dt_prov_ip,
	&dt_prov_tcp, &dt_prov_udp, &dt_prov_vminfo, &dt_prov_sysinfo,
	&dt_prov_lockstat, &dt_prov_rawtp, NULL
};

static const char *const profile_defaults[] = {
	"profile-97", "profile-199", "profile-499", "profile-997",
	"profile-1999", "profile-4001", "profile-4999", "tick-1", "tick-10",
	"tick-100", "tick-500", "tick-1000", "tick-5000", NULL
};

/* The tracepoint id of "group/event", or -1. */
int
dt_tracefs_event_id(const char *tpname)
{
	char path[512];
	FILE *f;
	int id = -1;

	snprintf(path, sizeof(path), TRACEFS "/events/%s/id", tpname);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	if (fscanf(f, "%d", &id) != 1)
		id = -1;
	fclose(f);
	return id;
}

int
dt_tracefs_ensure(char *err, size_t errlen)
{
	struct statfs sf;

	if (statfs(TRACEFS, &sf) == 0 && (unsigned long)sf.f_type ==
	    TRACEFS_MAGIC)
		return 0;
	if (mount("nodev", TRACEFS, "tracefs", 0, NULL) != 0 &&
	    errno != EBUSY) {
		snprintf(err, errlen, "failed to mount tracefs on %s: %s",
		    TRACEFS, strerror(errno));
		return -1;
	}
	return 0;
}

dt_probe_t *
dt_probecat_add(dt_probecat_t *pc, const char *prov, const char *mod,
    const char *func, const char *name)
{
	dt_probe_t *prp = dt_arena_alloc(&pc->pc_arena, sizeof(*prp));

	prp->pr_id = (uint32_t)pc->pc_probes.len + 1;
	prp->pr_prov = prov;
	prp->pr_mod = mod;
	prp->pr_func = func;
	prp->pr_name = name;
	prp->pr_sysnr = -1;
	prp->pr_nargs = 0;
	DT_VEC_PUSH(&pc->pc_probes, dt_probe_t *, prp);
	return prp;
}

void *
dt_probecat_alloc(dt_probecat_t *pc, size_t size)
{
	return dt_arena_alloc(&pc->pc_arena, size);
}

char *
dt_probecat_strdup(dt_probecat_t *pc, const char *s)
{
	return dt_arena_strdup(&pc->pc_arena, s);
}

dt_probecat_t *
dt_probecat_create(void)
{
	dt_probecat_t *pc = dt_xcalloc(1, sizeof(*pc));
	dt_probe_t *prp;
	int i;

	dt_arena_init(&pc->pc_arena);
	dt_vec_init(&pc->pc_probes, sizeof(dt_probe_t *));
	prp = dt_probecat_add(pc, "dtrace", "", "", "BEGIN");
	prp->pr_attach = DT_ATTACH_BEGIN;
	prp = dt_probecat_add(pc, "dtrace", "", "", "END");
	prp->pr_attach = DT_ATTACH_END;
	prp = dt_probecat_add(pc, "dtrace", "", "", "ERROR");
	prp->pr_attach = DT_ATTACH_ERROR;
	/* syscall probes: placeholders until enumerated, IDs reserved */
	pc->pc_sysbase = (uint32_t)pc->pc_probes.len + 1;
	for (i = 0; i < dt_syscalls_x64_n; i++) {
		const char *fn = dt_syscalls_x64[i].se_name;

		prp = dt_probecat_add(pc, "syscall", "vmlinux", fn, "entry");
		prp->pr_attach = DT_ATTACH_RAWTP;
		prp->pr_tpname = "sys_enter";
		prp->pr_argstyle = DT_ARGS_SYSCALL_ENTRY;
		prp->pr_sysnr = dt_syscalls_x64[i].se_nr;
		prp = dt_probecat_add(pc, "syscall", "vmlinux", fn, "return");
		prp->pr_attach = DT_ATTACH_RAWTP;
		prp->pr_tpname = "sys_exit";
		prp->pr_argstyle = DT_ARGS_SYSCALL_RETURN;
		prp->pr_sysnr = dt_syscalls_x64[i].se_nr;
	}
	/* the ia32 (int $0x80) table: every number is a probe */
	for (i = 0; i < dt_syscalls_i386_n; i++) {
		const char *fn = dt_syscalls_i386[i].se_name;

		prp = dt_probecat_add(pc, "syscall", "ia32", fn, "entry");
		prp->pr_attach = DT_ATTACH_RAWTP;
		prp->pr_tpname = "sys_enter";
		prp->pr_argstyle = DT_ARGS_SYSCALL_ENTRY;
		prp->pr_sysnr = DT_SYS_IA32 + dt_syscalls_i386[i].se_nr;
		prp = dt_probecat_add(pc, "syscall", "ia32", fn, "return");
		prp->pr_attach = DT_ATTACH_RAWTP;
		prp->pr_tpname = "sys_exit";
		prp->pr_argstyle = DT_ARGS_SYSCALL_RETURN;
		prp->pr_sysnr = DT_SYS_IA32 + dt_syscalls_i386[i].se_nr;
	}
	return pc;
}

void
dt_probecat_free(dt_probecat_t *pc)
{
	if (pc == NULL)
		return;
	dt_vec_release(&pc->pc_probes);
	free(pc->pc_syspresent);
	dt_fbt_release();
	dt_pid_release();
	dt_kbtf_release();
	dt_arena_release(&pc->pc_arena);
	free(pc);
}

/* Which syscalls exist on this kernel: syscalls/sys_enter_<name>. */
static void
syscalls_enumerate(dt_probecat_t *pc)
{
	char err[256], path[512];
	int i;

	if (pc->pc_syscalls)
		return;
	pc->pc_syscalls = 1;
	pc->pc_syspresent = dt_xcalloc((size_t)dt_syscalls_x64_n, 1);
	if (dt_tracefs_ensure(err, sizeof(err)) != 0 ||
	    access(TRACEFS "/events/syscalls", F_OK) != 0) {
		/* no tracefs: trust the table */
		memset(pc->pc_syspresent, 1, (size_t)dt_syscalls_x64_n);
		return;
	}
	for (i = 0; i < dt_syscalls_x64_n; i++) {
		snprintf(path, sizeof(path),
		    TRACEFS "/events/syscalls/sys_enter_%s",
		    dt_syscalls_x64[i].se_name);
		pc->pc_syspresent[i] = access(path, F_OK) == 0;
	}
}

/* Parse "profile-N[unit]" / "tick-N[unit]"; period in ns, or 0. */
static uint64_t
profile_period(const char *name, int *is_tick)
{
	const char *p;
	uint64_t n = 0;
	char unit[8];
	size_t ul;

	if (strncmp(name, "profile-", 8) == 0) {
		*is_tick = 0;
		p = name + 8;
	} else if (strncmp(name, "tick-", 5) == 0) {
		*is_tick = 1;
		p = name + 5;
	} else {
		return 0;
	}
	if (!isdigit((unsigned char)*p))
		return 0;
	while (isdigit((unsigned char)*p)) {
		n = n * 10 + (uint64_t)(*p++ - '0');
		if (n > 1000000000000ull)
			return 0;
	}
	ul = strlen(p);
	if (n == 0 || ul >= sizeof(unit))
		return 0;
	for (ul = 0; p[ul] != '\0'; ul++)
		unit[ul] = (char)tolower((unsigned char)p[ul]);
	unit[ul] = '\0';
	if (ul == 0 || strcmp(unit, "hz") == 0)
		return 1000000000ull / n;
	if (strcmp(unit, "ns") == 0 || strcmp(unit, "nsec") == 0)
		return n;
	if (strcmp(unit, "us") == 0 || strcmp(unit, "usec") == 0)
		return n * 1000ull;
	if (strcmp(unit, "ms") == 0 || strcmp(unit, "msec") == 0)
		return n * 1000000ull;
	if (strcmp(unit, "s") == 0 || strcmp(unit, "sec") == 0)
		return n * 1000000000ull;
	if (strcmp(unit, "m") == 0 || strcmp(unit, "min") == 0)
		return n * 60000000000ull;
	if (strcmp(unit, "h") == 0 || strcmp(unit, "hour") == 0)
		return n * 3600000000000ull;
	if (strcmp(unit, "d") == 0 || strcmp(unit, "day") == 0)
		return n * 86400000000000ull;
	return 0;
}

static dt_probe_t *
profile_find(dt_probecat_t *pc, const char *name)
{
	size_t i;

	for (i = pc->pc_sysbase - 1 + 2 * (size_t)(dt_syscalls_x64_n +
	    dt_syscalls_i386_n);
	    i < pc->pc_probes.len; i++) {
		dt_probe_t *prp = DT_VEC_AT(&pc->pc_probes, dt_probe_t *, i);

		if (strcmp(prp->pr_prov, "profile") == 0 &&
		    strcmp(prp->pr_name, name) == 0)
			return prp;
	}
	return NULL;
}

static dt_probe_t *
profile_create(dt_probecat_t *pc, const char *name)
{
	dt_probe_t *prp;
	uint64_t period;
	int tick;

	if ((prp = profile_find(pc, name)) != NULL)
		return prp;
	period = profile_period(name, &tick);
	if (period < 200000)		/* below 200us: not created */
		return NULL;
	prp = dt_probecat_add(pc, "profile", "", "",
	    dt_arena_strdup(&pc->pc_arena, name));
	prp->pr_attach = tick ? DT_ATTACH_TICK : DT_ATTACH_PROFILE;
	prp->pr_argstyle = DT_ARGS_PROFILE;
	prp->pr_period = period;
	if (tick)
		prp->pr_argstyle = DT_ARGS_TICK;
	return prp;
}

static void
profile_defaults_create(dt_probecat_t *pc)
{
	int i;

	if (pc->pc_profile_defaults)
		return;
	pc->pc_profile_defaults = 1;
	for (i = 0; profile_defaults[i] != NULL; i++)
		profile_create(pc, profile_defaults[i]);
}

/*
 * The sdt provider: every tracefs event but the syscall, kprobe and
 * uprobe groups (docs/providers.md, sdt and rawtp).  One read of
 * available_events.
 */
static void
sdt_enumerate(dt_probecat_t *pc)
{
	char err[256], line[512];
	FILE *f;

	if (pc->pc_sdt)
		return;
	pc->pc_sdt = 1;
	if (dt_tracefs_ensure(err, sizeof(err)) != 0 ||
	    (f = fopen(TRACEFS "/available_events", "r")) == NULL)
		return;
	while (fgets(line, sizeof(line), f) != NULL) {
		char *colon = strchr(line, ':'), *nl = strchr(line, '\n');
		dt_probe_t *prp;

		if (colon == NULL)
			continue;
		if (nl != NULL)
			*nl = '\0';
		*colon = '\0';
		if (strcmp(line, "syscalls") == 0 ||
		    strcmp(line, "kprobes") == 0 ||
		    strcmp(line, "uprobes") == 0 ||
		    strncmp(line, "dt_", 3) == 0 ||
		    strcmp(line, "ftrace") == 0)
			continue;
		prp = dt_probecat_add(pc, "sdt", dt_arena_strdup(&pc->pc_arena,
		    line), "", dt_arena_strdup(&pc->pc_arena, colon + 1));
		prp->pr_attach = DT_ATTACH_TP;
		prp->pr_argstyle = DT_ARGS_TP;
		prp->pr_tpname = dt_arena_printf(&pc->pc_arena, "%s/%s", line,
		    colon + 1);
	}
	fclose(f);
}

/* Parse one "field:TYPE NAME;\toffset:N;\tsize:N;\tsigned:N;" line. */
static int
parse_field(dt_probecat_t *pc, const char *line, dt_probearg_t *pa)
{
	const char *f = strstr(line, "field:"), *semi, *name, *br;
	char decl[256];
	int off, size, sgn;
	const char *o = strstr(line, "offset:"), *z = strstr(line, "size:");
	const char *g = strstr(line, "signed:");

	if (f == NULL || o == NULL || z == NULL || g == NULL)
		return -1;
	f += 6;
	semi = strchr(f, ';');
	if (semi == NULL || (size_t)(semi - f) >= sizeof(decl))
		return -1;
	memcpy(decl, f, (size_t)(semi - f));
	decl[semi - f] = '\0';
	off = atoi(o + 7);
	size = atoi(z + 5);
	sgn = atoi(g + 7);
	/* the name is the last word, before any [N] */
	br = strchr(decl, '[');
	name = strrchr(decl, ' ');
	if (name == NULL)
		return -1;
	if (br != NULL && strncmp(decl, "__data_loc", 10) != 0) {
		/* "char comm[16]": the name is before '[' */
		const char *sp = br;

		while (sp > decl && sp[-1] != ' ')
			sp--;
		pa->pa_name = dt_arena_strndup(&pc->pc_arena, sp,
		    (size_t)(br - sp));
		pa->pa_type = dt_arena_printf(&pc->pc_arena, "%.*s%s",
		    (int)(sp - decl - 1), decl, br);
		pa->pa_kind = strncmp(decl, "char ", 5) == 0 ||
		    strncmp(decl, "unsigned char ", 14) == 0 ||
		    strncmp(decl, "const char ", 11) == 0 ?
		    DT_PA_CHARS : DT_PA_ARRAY;
		pa->pa_elem = dt_arena_strndup(&pc->pc_arena, decl,
		    (size_t)(sp - decl - 1));
	} else {
		pa->pa_name = dt_arena_strdup(&pc->pc_arena, name + 1);
		pa->pa_type = dt_arena_strndup(&pc->pc_arena, decl,
		    (size_t)(name - decl));
		if (strncmp(decl, "__data_loc", 10) == 0) {
			/* "__data_loc u64[] name": element "u64" */
			const char *e = decl + 10, *ee;

			while (*e == ' ')
				e++;
			ee = strchr(e, '[');
			if (ee == NULL || ee > name)
				ee = name;
			pa->pa_kind = strstr(decl, "char") != NULL ?
			    DT_PA_DATALOC : DT_PA_DLARRAY;
			pa->pa_elem = dt_arena_strndup(&pc->pc_arena, e,
			    (size_t)(ee - e));
		}
		else
			pa->pa_kind = size == 1 || size == 2 || size == 4 ||
			    size == 8 ? DT_PA_INT : DT_PA_OTHER;
	}
	pa->pa_off = (uint16_t)off;
	pa->pa_size = (uint16_t)size;
	pa->pa_signed = sgn;
	return 0;
}

/* Record fields of tracepoint 'prp' (after the common_* ones). */
static int
tp_args(dt_probecat_t *pc, dt_probe_t *prp)
{
	char path[512], line[1024];
	dt_vec_t v;
	FILE *f;

	if (prp->pr_args != NULL || prp->pr_nargs < 0)
		return prp->pr_nargs;
	snprintf(path, sizeof(path), TRACEFS "/events/%s/format",
	    prp->pr_tpname);
	if ((f = fopen(path, "r")) == NULL) {
		prp->pr_nargs = -1;
		return -1;
	}
	dt_vec_init(&v, sizeof(dt_probearg_t));
	while (fgets(line, sizeof(line), f) != NULL) {
		dt_probearg_t pa;

		memset(&pa, 0, sizeof(pa));
		if (strstr(line, "field:") == NULL ||
		    strstr(line, " common_") != NULL)
			continue;
		if (parse_field(pc, line, &pa) == 0)
			DT_VEC_PUSH(&v, dt_probearg_t, pa);
	}
	fclose(f);
	prp->pr_nargs = (int)v.len;
	prp->pr_args = dt_arena_alloc(&pc->pc_arena,
	    sizeof(dt_probearg_t) * (v.len ? v.len : 1));
	if (v.len)
		memcpy(prp->pr_args, v.data, sizeof(dt_probearg_t) * v.len);
	prp->pr_argtypes = dt_arena_alloc(&pc->pc_arena,
	    sizeof(char *) * (v.len ? v.len : 1));
	{
		size_t i;

		for (i = 0; i < v.len; i++)
			prp->pr_argtypes[i] = prp->pr_args[i].pa_type;
	}
	dt_vec_release(&v);
	return prp->pr_nargs;
}

/* Could a provider pattern name provider 'prov'? */
static int
prov_may_match(const char *pat, const char *prov)
{
	return *pat == '\0' || dt_glob_match(pat, prov);
}

static int
field_match(const char *pat, const char *s)
{
	return *pat == '\0' || dt_glob_match(pat, s);
}

/*
 * Enumeration only for what a description could name: a literal probe
 * name (no glob) rules out the providers that cannot have it, so that
 * `BEGIN` or `tick-1s` read nothing of the kernel.
 */
static const char *const sys_names[] = { "entry", "return", NULL };

static int
name_may_match(const char *name, const char *const *names)
{
	if (*name == '\0' || dt_glob_has_meta(name))
		return 1;
	for (; *names != NULL; names++)
		if (strcmp(*names, name) == 0)
			return 1;
	return 0;
}

static int
kprov_may_match(const char *name, const dt_kprobedef_t *defs)
{
	if (defs == NULL || *name == '\0' || dt_glob_has_meta(name))
		return 1;
	for (; defs->kd_name != NULL; defs++)
		if (strcmp(defs->kd_name, name) == 0)
			return 1;
	return 0;
}

/* Linux names of Solaris/FreeBSD system calls (docs/providers.md, syscall). */
static const char *const sys_aliases[][2] = {
	{ "open64", "open" }, { "creat64", "creat" }, { "stat", "newstat" },
	{ "stat64", "newstat" }, { "lstat", "newlstat" },
	{ "lstat64", "newlstat" }, { "fstat", "newfstat" },
	{ "fstat64", "newfstat" }, { "fstatat", "newfstatat" },
	{ "fstatat64", "newfstatat" }, { "pread", "pread64" },
	{ "pwrite", "pwrite64" }, { "exec", "execve" }, { "exece", "execve" },
	{ "rexit", "exit_group" }, { "sigaction", "rt_sigaction" },
	{ "sigprocmask", "rt_sigprocmask" }, { "sigsuspend", "rt_sigsuspend" },
	{ "sigpending", "rt_sigpending" },
	{ "sigtimedwait", "rt_sigtimedwait" }, { "so_socket", "socket" },
	{ "uname", "newuname" }, { "llseek", "lseek" },
	{ "sendfile", "sendfile64" }, { "mmap64", "mmap" },
	{ "forksys", "fork" }, { "fork1", "fork" }, { "forkall", "fork" },
	{ "lwp_exit", "exit" }, { "pollsys", "poll" }, { "waitsys", "wait4" },
	{ NULL, NULL }
};

int
dt_probecat_match(dt_probecat_t *pc, const char *prov, const char *mod,
    const char *func, const char *name, dt_probe_f *fn, void *arg)
{
	size_t i;
	int nmatch = 0, r;

	/* create what the description names before iterating */
	if (prov_may_match(prov, "profile") && field_match(mod, "") &&
	    field_match(func, "")) {
		if (*name != '\0' && !dt_glob_has_meta(name))
			profile_create(pc, name);
		else
			profile_defaults_create(pc);
	}
	if (prov_may_match(prov, "syscall") && name_may_match(name, sys_names))
		syscalls_enumerate(pc);
	if (strcmp(prov, "tracepoint") == 0)
		prov = "sdt";		/* alias, never listed */
	if (prov_may_match(prov, "sdt"))
		sdt_enumerate(pc);
	for (i = 0; providers[i] != NULL; i++)
		if (!(pc->pc_provdone & (1u << i)) &&
		    prov_may_match(prov, providers[i]->pv_name) &&
		    kprov_may_match(name, providers[i]->pv_defs)) {
			pc->pc_provdone |= 1u << i;
			providers[i]->pv_enumerate(pc);
		}
	if (strcmp(prov, "syscall") == 0 && strcmp(mod, "freebsd") == 0)
		mod = "vmlinux";	/* FreeBSD's names for the tables */
	if (strcmp(prov, "syscall") == 0 && strcmp(mod, "freebsd32") == 0)
		mod = "ia32";
	if (strcmp(prov, "fbt") == 0 && (strcmp(mod, "kernel") == 0 ||
	    strcmp(mod, "genunix") == 0 || strcmp(mod, "unix") == 0))
		mod = "vmlinux";	/* other systems' names for the core */
	if (prov_may_match(prov, "fbt") && name_may_match(name, sys_names))
		dt_fbt_enumerate(pc, mod, func);
	dt_pid_enumerate(pc, prov, mod, func, name);
	dt_usdt_enumerate(pc, prov);

	for (i = 0; i < pc->pc_probes.len; i++) {
		dt_probe_t *prp = DT_VEC_AT(&pc->pc_probes, dt_probe_t *, i);

		if (prp->pr_sysnr >= 0 && (!pc->pc_syscalls ||
		    (prp->pr_sysnr < DT_SYS_IA32 &&
		    !pc->pc_syspresent[(prp->pr_id - pc->pc_sysbase) / 2])))
			continue;
		if (!field_match(prov, prp->pr_prov) ||
		    !(prp->pr_upath != NULL ? dt_pid_mod_match(mod, prp) :
		    field_match(mod, prp->pr_mod)) ||
		    !field_match(func, prp->pr_func) ||
		    !field_match(name, prp->pr_name))
			continue;
		nmatch++;
		if ((r = fn(prp, arg)) != 0)
			return r;
	}
	if (nmatch == 0 && strstr(name, "__") != NULL) {
		/* USDT probes may be named as in their notes: a__b = a-b */
		char *dn = dt_usdt_dname(name);

		r = dt_probecat_match(pc, prov, mod, func, dn, fn, arg);
		free(dn);
		return r;
	}
	if (nmatch == 0 && *func != '\0' && !dt_glob_has_meta(func) &&
	    prov_may_match(prov, "syscall")) {
		for (i = 0; sys_aliases[i][0] != NULL; i++)
			if (strcmp(sys_aliases[i][0], func) == 0)
				return dt_probecat_match(pc, prov, mod,
				    sys_aliases[i][1], name, fn, arg);
	}
	return 0;
}

const dt_probe_t *
dt_probecat_lookup_id(dt_probecat_t *pc, uint32_t id)
{
	if (id == 0 || id > pc->pc_probes.len)
		return NULL;
	return DT_VEC_AT(&pc->pc_probes, dt_probe_t *, id - 1);
}

/*
 * i386 system calls whose arguments are not laid out as the native call
 * of the same name (a struct of arguments, 64-bit values split in two
 * registers, another order): args[] are untyped, six uint64_t.
 */
static int
ia32_untyped(const char *name)
{
	static const char *const names[] = {
		"mmap", "select", "clone", "pread64", "pwrite64",
		"fadvise64", "readahead", "sync_file_range", "fallocate",
		"fanotify_mark", NULL
	};
	int i;

	for (i = 0; names[i] != NULL; i++)
		if (strcmp(names[i], name) == 0)
			return 1;
	return 0;
}

int
dt_probecat_nargs(dt_probecat_t *pc, const dt_probe_t *prp)
{
	dt_probe_t *p = (dt_probe_t *)prp;
	const char *types[6];
	char path[512], line[512];
	FILE *f;
	int n = 0, seen_nr = 0;

	if (p->pr_attach == DT_ATTACH_TP)
		return tp_args(pc, p);
	if (p->pr_argbtf != NULL && p->pr_argtypes == NULL && p->pr_nargs > 0) {
		int i;

		/* BTF-typed arguments: C spellings made on demand (-lv) */
		p->pr_argtypes = dt_probecat_alloc(pc, sizeof(char *) *
		    (size_t)p->pr_nargs);
		for (i = 0; i < p->pr_nargs; i++)
			p->pr_argtypes[i] = dt_fbt_typename(pc,
			    p->pr_argbtf[i]);
	}
	if (p->pr_argstyle == DT_ARGS_FETCH)
		return p->pr_nargs < 0 ? 0 : p->pr_nargs;
	if (p->pr_nargs > 0 || p->pr_sysnr < 0)
		return p->pr_nargs > 0 ? p->pr_nargs : -1;
	if (p->pr_nargs == -2)
		return 0;
	if (strcmp(p->pr_name, "return") == 0)
		return 2;
	if (p->pr_sysnr >= DT_SYS_IA32 && ia32_untyped(p->pr_func))
		return -1;
	/* args[] typed from the native tracepoint's record (ia32: the
	 * syscall of the same name, when its layout is the same) */
	snprintf(path, sizeof(path), TRACEFS "/events/syscalls/sys_enter_%s/"
	    "format", p->pr_func);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	while (fgets(line, sizeof(line), f) != NULL) {
		dt_probearg_t pa;

		if (strstr(line, "field:") == NULL)
			continue;
		if (strstr(line, "__syscall_nr") != NULL) {
			seen_nr = 1;
			continue;
		}
		memset(&pa, 0, sizeof(pa));
		if (seen_nr && n < 6 && parse_field(pc, line, &pa) == 0)
			types[n++] = pa.pa_type;
	}
	fclose(f);
	if (n > 0) {
		p->pr_argtypes = dt_arena_alloc(&pc->pc_arena,
		    sizeof(char *) * (size_t)n);
		memcpy(p->pr_argtypes, types, sizeof(char *) * (size_t)n);
	}
	/* 0 arguments is recorded as -1 - 1 = "known, none" */
	p->pr_nargs = n > 0 ? n : -2;
	return n;
}

int
dt_probecat_fbt_modes(dt_probecat_t *pc)
{
	(void)pc;
	return dt_fbt_modes();
}

dt_arena_t *
dt_probecat_arena(dt_probecat_t *pc)
{
	return &pc->pc_arena;
}

int
dt_kernel_has_tp(const char *tpname)
{
	char err[256], path[512];

	if (*tpname == '/') {
		struct btf *btf = dt_kbtf();

		/* the typedef btf_trace_<event> of every raw tracepoint */
		snprintf(path, sizeof(path), "btf_trace_%s", tpname + 1);
		return btf != NULL && (btf__find_by_name_kind(btf, path,
		    BTF_KIND_TYPEDEF) > 0 || btf__find_by_name_kind(btf, path,
		    BTF_KIND_INT) > 0);
	}
	if (strncmp(tpname, "perf/", 5) == 0)	/* perf software events */
		return dt_perfsw_config(tpname + 5) >= 0 && access(
		    "/sys/bus/event_source/devices/software", F_OK) == 0;
	if (dt_tracefs_ensure(err, sizeof(err)) != 0)
		return 0;
	snprintf(path, sizeof(path), TRACEFS "/events/%s", tpname);
	return access(path, F_OK) == 0;
}

void
dt_kprov_add(dt_probecat_t *pc, const char *prov, const char *mod,
    const dt_kprobedef_t *defs)
{
	const dt_kprobedef_t *kd;
	int i, n;

	for (kd = defs; kd->kd_name != NULL; kd++) {
		dt_fetchalt_t *alts;
		dt_probe_t *prp;

		for (n = 0; n < DT_KPD_MAXALTS &&
		    kd->kd_alts[n].fa_tpname != NULL; n++)
			if (!dt_kernel_has_tp(kd->kd_alts[n].fa_tpname))
				break;
		if (n < DT_KPD_MAXALTS && kd->kd_alts[n].fa_tpname != NULL)
			continue;	/* a tracepoint is missing here */
		prp = dt_probecat_add(pc, prov, mod, "", kd->kd_name);
		prp->pr_nargs = kd->kd_nargs > 0 ? kd->kd_nargs : -2;
		prp->pr_argtypes = dt_arena_alloc(&pc->pc_arena,
		    sizeof(char *) * DT_KPD_MAXARGS);
		prp->pr_xargtypes = dt_arena_alloc(&pc->pc_arena,
		    sizeof(char *) * DT_KPD_MAXARGS);
		for (i = 0; i < kd->kd_nargs; i++) {
			prp->pr_argtypes[i] = kd->kd_argtypes[i];
			prp->pr_xargtypes[i] = kd->kd_xargtypes[i];
		}
		prp->pr_argstyle = DT_ARGS_FETCH;	/* typed as the others */
		if (n == 0) {		/* listed, never fires */
			prp->pr_attach = DT_ATTACH_NONE;
			continue;
		}
		alts = dt_arena_alloc(&pc->pc_arena, sizeof(*alts) *
		    (size_t)n);
		for (i = 0; i < n; i++) {
			alts[i].fa_tpname = strchr(kd->kd_alts[i].fa_tpname,
			    '/') + 1;
			alts[i].fa_fetch = kd->kd_alts[i].fa_fetch;
		}
		/* "perf/<event>" alternatives keep their prefix */
		prp->pr_attach = strncmp(kd->kd_alts[0].fa_tpname, "perf/",
		    5) == 0 ? DT_ATTACH_PERFSW : DT_ATTACH_RAWTP;
		if (prp->pr_attach == DT_ATTACH_PERFSW)
			for (i = 0; i < n; i++)
				alts[i].fa_tpname = kd->kd_alts[i].fa_tpname;
		prp->pr_argstyle = DT_ARGS_FETCH;
		prp->pr_tpname = alts[0].fa_tpname;
		prp->pr_nalts = n;
		prp->pr_alts = alts;
	}
}

/* perf software event names (as perf(1) spells them) and their configs */
int
dt_perfsw_config(const char *name)
{
	static const struct { const char *n; int c; } ev[] = {
		{ "major-faults", 6 },		/* PERF_COUNT_SW_PAGE_FAULTS_MAJ */
		{ "minor-faults", 5 },		/* PERF_COUNT_SW_PAGE_FAULTS_MIN */
		{ "cpu-migrations", 4 },
		{ "context-switches", 3 },
		{ NULL, 0 }
	};
	int i;

	for (i = 0; ev[i].n != NULL; i++)
		if (strcmp(ev[i].n, name) == 0)
			return ev[i].c;
	return -1;
}

uint32_t
dt_probecat_count(dt_probecat_t *pc)
{
	return (uint32_t)pc->pc_probes.len;
}

/* -l without descriptions: every probe of every provider, in ID order. */
int
dt_probecat_all(dt_probecat_t *pc, dt_probe_f *fn, void *arg)
{
	/* listing everything: the USDT probes of every process too */
	dt_usdt_enumerate(pc, "*");
	return dt_probecat_match(pc, "", "", "", "", fn, arg);
}

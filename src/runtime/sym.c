/*
 * sym.c - kernel and user symbols for the consumer (see sym.h).
 *
 * Kernel: /proc/kallsyms, read at the first kernel lookup (after our
 * programs are loaded, so their bpf_prog_* symbols are there too), sorted
 * by address.  kallsyms gives no sizes: a symbol extends to the next one
 * of its module.  The core kernel is the module "vmlinux", as Oracle
 * DTrace for Linux names it.
 *
 * User: one libdwfl session per process, reported from /proc/PID/maps
 * the first time the process is seen and kept after it exits (the ELF
 * files are opened by path when a symbol is needed).  libdwfl reads
 * .symtab, else the separate debug file found through the build ID or
 * .gnu_debuglink under /usr/lib/debug, else .dynsym and
 * .gnu_debugdata.  An address outside every known mapping makes us
 * re-read the mappings (dlopen), at most once a second per process.
 */
#include <elfutils/libdwfl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../probes/probes.h"
#include "sym.h"

#define USYM_MAXPROCS	4096	/* processes kept; the oldest go first */
#define KSYM_MAXGAP	(1u << 20)	/* last symbol of a module: extent */

typedef struct ksym {
	uint64_t ks_addr;
	const char *ks_name;
	int ks_mod;		/* index in sy_kmods */
	int ks_rank;		/* preference among symbols at one address */
} ksym_t;

typedef struct kmod {
	char *km_name;
	uint64_t km_base;	/* lowest symbol address */
} kmod_t;

typedef struct uproc {
	int up_pid;
	Dwfl *up_dwfl;		/* NULL: the process could not be read */
	uint64_t up_refresh;	/* last report, monotonic ns */
	int up_ok;		/* a report succeeded */
	struct ucache *up_cache;	/* USYM_CACHE entries, or NULL */
} uproc_t;

/*
 * Resolved user addresses, per process, direct-mapped by address:
 * libdwfl searches a module's symbol table linearly, which with a
 * separate debug file (libc's has some 10,000 symbols) costs tens of
 * microseconds per frame; stacks repeat the same return addresses.
 * The texts point into libdwfl's data, which lives with the Dwfl.
 */
#define USYM_CACHE	1024
typedef struct ucache {
	uint64_t uc_pc;		/* 0: empty */
	const char *uc_obj;	/* module file name, NULL: no module */
	const char *uc_name;	/* symbol, NULL: none */
	uint64_t uc_off;	/* pc - symbol start */
	uint64_t uc_low;	/* module start */
} ucache_t;

struct dt_syms {
	int sy_kloaded;
	ksym_t *sy_ksyms;
	size_t sy_nksyms;
	char *sy_kstrings;	/* names, one buffer */
	kmod_t *sy_kmods;
	int sy_nkmods;

	uproc_t *sy_procs;	/* in order of first sight */
	int sy_nprocs;
	char *sy_debugpath;	/* libdwfl's debuginfo search path (NULL) */
	Dwfl_Callbacks sy_cb;
};

dt_syms_t *
dt_syms_create(void)
{
	dt_syms_t *sy = dt_xcalloc(1, sizeof(*sy));

	sy->sy_cb.find_elf = dwfl_linux_proc_find_elf;
	sy->sy_cb.find_debuginfo = dwfl_standard_find_debuginfo;
	sy->sy_cb.debuginfo_path = &sy->sy_debugpath;
	return sy;
}

void
dt_syms_free(dt_syms_t *sy)
{
	int i;

	if (sy == NULL)
		return;
	for (i = 0; i < sy->sy_nprocs; i++)
		if (sy->sy_procs[i].up_dwfl != NULL) {
			dwfl_end(sy->sy_procs[i].up_dwfl);
			free(sy->sy_procs[i].up_cache);
		}
	for (i = 0; i < sy->sy_nkmods; i++)
		free(sy->sy_kmods[i].km_name);
	free(sy->sy_procs);
	free(sy->sy_kmods);
	free(sy->sy_ksyms);
	free(sy->sy_kstrings);
	free(sy);
}

/* ------------------------------------------------------------- kernel */

static int
kmod_index(dt_syms_t *sy, const char *name, size_t len)
{
	int i;

	for (i = sy->sy_nkmods - 1; i >= 0; i--)
		if (strlen(sy->sy_kmods[i].km_name) == len &&
		    memcmp(sy->sy_kmods[i].km_name, name, len) == 0)
			return i;
	sy->sy_kmods = dt_xrealloc(sy->sy_kmods, sizeof(kmod_t) *
	    (size_t)(sy->sy_nkmods + 1));
	sy->sy_kmods[sy->sy_nkmods].km_name = dt_xstrndup(name, len);
	sy->sy_kmods[sy->sy_nkmods].km_base = UINT64_MAX;
	return sy->sy_nkmods++;
}

static int
ksym_cmp(const void *pa, const void *pb)
{
	const ksym_t *a = pa, *b = pb;

	if (a->ks_addr != b->ks_addr)
		return a->ks_addr < b->ks_addr ? -1 : 1;
	if (a->ks_rank != b->ks_rank)
		return a->ks_rank < b->ks_rank ? -1 : 1;
	return strcmp(a->ks_name, b->ks_name);
}

/* A kallsyms symbol into the table (names kept as offsets into 'names'
   until it has stopped growing). */
typedef struct kload {
	dt_syms_t *kl_sy;
	dt_strbuf_t kl_names;
	size_t kl_cap;
} kload_t;

static int
kload_one(const dt_ksym_t *k, void *arg)
{
	kload_t *kl = arg;
	dt_syms_t *sy = kl->kl_sy;
	char type = k->ks_type;
	ksym_t *ks;

	if (k->ks_addr == 0 || type == 'a' || type == 'A' || type == 'U' ||
	    type == 'u')
		return 0;
	if (sy->sy_nksyms == kl->kl_cap) {
		kl->kl_cap = kl->kl_cap ? kl->kl_cap * 2 : 65536;
		sy->sy_ksyms = dt_xrealloc(sy->sy_ksyms,
		    kl->kl_cap * sizeof(ksym_t));
	}
	ks = &sy->sy_ksyms[sy->sy_nksyms++];
	ks->ks_addr = k->ks_addr;
	/* offset into 'names' for now: it moves as it grows */
	ks->ks_name = (const char *)(uintptr_t)kl->kl_names.len;
	dt_strbuf_add(&kl->kl_names, k->ks_name, strlen(k->ks_name));
	dt_strbuf_addc(&kl->kl_names, '\0');
	ks->ks_rank = type == 'T' ? 0 : type == 't' ? 1 :
	    type == 'W' || type == 'w' ? 2 : 3;
	ks->ks_mod = k->ks_mod == NULL ? 0 :
	    kmod_index(sy, k->ks_mod, strlen(k->ks_mod));
	return 0;
}

/*
 * Read /proc/kallsyms (probes/ksym.c).  Absolute symbols (a/A: per-CPU
 * offsets and the like) are not addresses and are left out; at one
 * address global text wins over local text, which wins over data.
 */
static void
kload(dt_syms_t *sy)
{
	kload_t kl;
	size_t i, j;

	sy->sy_kloaded = 1;
	kmod_index(sy, "vmlinux", 7);
	kl.kl_sy = sy;
	kl.kl_cap = 0;
	dt_strbuf_init(&kl.kl_names);
	if (dt_ksym_walk(kload_one, &kl) != 0)
		return;
	sy->sy_kstrings = kl.kl_names.s;
	for (i = 0; i < sy->sy_nksyms; i++) {
		ksym_t *ks = &sy->sy_ksyms[i];
		kmod_t *km = &sy->sy_kmods[ks->ks_mod];

		ks->ks_name = sy->sy_kstrings + (uintptr_t)ks->ks_name;
		if (ks->ks_addr < km->km_base)
			km->km_base = ks->ks_addr;
	}
	qsort(sy->sy_ksyms, sy->sy_nksyms, sizeof(ksym_t), ksym_cmp);
	/* keep the preferred symbol of each address */
	for (i = j = 0; i < sy->sy_nksyms; i++)
		if (j == 0 || sy->sy_ksyms[j - 1].ks_addr !=
		    sy->sy_ksyms[i].ks_addr)
			sy->sy_ksyms[j++] = sy->sy_ksyms[i];
	sy->sy_nksyms = j;
}

/*
 * The symbol containing kernel address 'pc', or NULL; '*mod' gets the
 * module when it is known even without a symbol, else -1.
 */
static const ksym_t *
klookup(dt_syms_t *sy, uint64_t pc, int *mod)
{
	size_t lo = 0, hi, mid;
	const ksym_t *ks, *next;

	if (!sy->sy_kloaded)
		kload(sy);
	*mod = -1;
	hi = sy->sy_nksyms;
	if (hi == 0 || pc < sy->sy_ksyms[0].ks_addr)
		return NULL;
	while (hi - lo > 1) {
		mid = lo + (hi - lo) / 2;
		if (sy->sy_ksyms[mid].ks_addr <= pc)
			lo = mid;
		else
			hi = mid;
	}
	ks = &sy->sy_ksyms[lo];
	next = lo + 1 < sy->sy_nksyms ? &sy->sy_ksyms[lo + 1] : NULL;
	if (next != NULL && next->ks_mod == ks->ks_mod) {
		*mod = ks->ks_mod;
		return ks;
	}
	/* the last symbol of its module: extent unknown, take a bound */
	if (pc - ks->ks_addr < KSYM_MAXGAP) {
		*mod = ks->ks_mod;
		return ks;
	}
	return NULL;
}

static void
ktext(dt_syms_t *sy, dt_strbuf_t *sb, uint64_t pc, dt_symhow_t how)
{
	int mod;
	const ksym_t *ks = klookup(sy, pc, &mod);
	const char *mname = mod >= 0 ? sy->sy_kmods[mod].km_name : NULL;

	if (how == DT_SYM_MOD && mname != NULL)
		dt_strbuf_adds(sb, mname);
	else if (how == DT_SYM_MOD)
		dt_strbuf_addf(sb, "0x%llx", (unsigned long long)pc);
	else if (ks != NULL && how == DT_SYM_ADDR && pc > ks->ks_addr)
		dt_strbuf_addf(sb, "%s`%s+0x%llx", mname, ks->ks_name,
		    (unsigned long long)(pc - ks->ks_addr));
	else if (ks != NULL)
		dt_strbuf_addf(sb, "%s`%s", mname, ks->ks_name);
	else if (mname != NULL)
		dt_strbuf_addf(sb, "%s`0x%llx", mname, (unsigned long long)pc);
	else
		dt_strbuf_addf(sb, "0x%llx", (unsigned long long)pc);
}

/* --------------------------------------------------------------- user */

static void
ureport(dt_syms_t *sy, uproc_t *up)
{
	up->up_refresh = dt_now_ns();
	if (up->up_dwfl == NULL) {
		up->up_dwfl = dwfl_begin(&sy->sy_cb);
		if (up->up_dwfl == NULL)
			return;
	}
	dwfl_report_begin_add(up->up_dwfl);
	if (dwfl_linux_proc_report(up->up_dwfl, up->up_pid) != 0) {
		dwfl_report_end(up->up_dwfl, NULL, NULL);
		/* gone before we looked: keep what we had, if anything */
		if (!up->up_ok) {
			dwfl_end(up->up_dwfl);
			up->up_dwfl = NULL;
			free(up->up_cache);
			up->up_cache = NULL;
		}
		return;
	}
	dwfl_report_end(up->up_dwfl, NULL, NULL);
	up->up_ok = 1;
}

static uproc_t *
uproc(dt_syms_t *sy, int pid)
{
	uproc_t *up;
	int i;

	for (i = sy->sy_nprocs - 1; i >= 0; i--)
		if (sy->sy_procs[i].up_pid == pid)
			return &sy->sy_procs[i];
	if (sy->sy_nprocs == USYM_MAXPROCS) {
		if (sy->sy_procs[0].up_dwfl != NULL)
			dwfl_end(sy->sy_procs[0].up_dwfl);
		free(sy->sy_procs[0].up_cache);
		memmove(&sy->sy_procs[0], &sy->sy_procs[1],
		    sizeof(uproc_t) * (USYM_MAXPROCS - 1));
		sy->sy_nprocs--;
	}
	sy->sy_procs = dt_xrealloc(sy->sy_procs, sizeof(uproc_t) *
	    (size_t)(sy->sy_nprocs + 1));
	up = &sy->sy_procs[sy->sy_nprocs++];
	memset(up, 0, sizeof(*up));
	up->up_pid = pid;
	ureport(sy, up);
	return up;
}

void
dt_syms_pid(dt_syms_t *sy, int pid)
{
	if (pid > 0)
		(void) uproc(sy, pid);
}

/* The module of 'pc' in process 'pid', re-reading the maps on a miss. */
static Dwfl_Module *
umodule(dt_syms_t *sy, int pid, uint64_t pc)
{
	uproc_t *up;
	Dwfl_Module *m = NULL;

	if (pid <= 0)
		return NULL;
	up = uproc(sy, pid);
	if (up->up_dwfl != NULL)
		m = dwfl_addrmodule(up->up_dwfl, pc);
	if (m == NULL && dt_now_ns() - up->up_refresh > 1000000000ull) {
		ureport(sy, up);
		if (up->up_dwfl != NULL)
			m = dwfl_addrmodule(up->up_dwfl, pc);
	}
	return m;
}

struct Dwfl *
dt_syms_udwfl(dt_syms_t *sy, int pid, uint64_t pc)
{
	(void) umodule(sy, pid, pc);
	return pid > 0 ? uproc(sy, pid)->up_dwfl : NULL;
}

static const char *
base_name(const char *path)
{
	const char *s = strrchr(path, '/');

	return s != NULL ? s + 1 : path;
}

/*
 * What is known of user address 'pc' of process 'pid' (through the
 * cache): its module's file name and start, its symbol and offset.
 * NULL: unknown; a miss of every module is not cached (maybe a later
 * dlopen: umodule re-reads the mappings).
 */
static const ucache_t *
ulookup(dt_syms_t *sy, int pid, uint64_t pc)
{
	static ucache_t none;
	Dwfl_Module *m = umodule(sy, pid, pc);
	uproc_t *up;
	ucache_t *uc;
	GElf_Off off = 0;
	GElf_Sym sym;
	Dwarf_Addr low = 0;

	if (m == NULL || pc == 0)
		return &none;
	up = uproc(sy, pid);
	if (up->up_cache == NULL)
		up->up_cache = dt_xcalloc(USYM_CACHE, sizeof(ucache_t));
	uc = &up->up_cache[((pc >> 2) ^ (pc >> 13)) % USYM_CACHE];
	if (uc->uc_pc == pc)
		return uc;
	uc->uc_pc = pc;
	uc->uc_obj = dwfl_module_info(m, NULL, &low, NULL, NULL, NULL, NULL,
	    NULL);
	if (uc->uc_obj != NULL)
		uc->uc_obj = base_name(uc->uc_obj);
	uc->uc_low = low;
	uc->uc_name = dwfl_module_addrinfo(m, pc, &off, &sym, NULL, NULL,
	    NULL);
	uc->uc_off = off;
	return uc;
}

static void
utext(dt_syms_t *sy, dt_strbuf_t *sb, int pid, uint64_t pc, dt_symhow_t how)
{
	const ucache_t *uc = ulookup(sy, pid, pc);
	const char *obj = uc->uc_obj, *name = NULL;
	int nlen;
	uint64_t off = uc->uc_off;

	if (obj != NULL && how != DT_SYM_MOD)
		name = uc->uc_name;
	/* "__libc_start_main@@GLIBC_2.34" (.dynsym versions): the name */
	nlen = name != NULL ? (int)strcspn(name, "@") : 0;
	if (how == DT_SYM_MOD && obj != NULL)
		dt_strbuf_adds(sb, obj);
	else if (how == DT_SYM_MOD)
		dt_strbuf_addf(sb, "0x%llx", (unsigned long long)pc);
	else if (obj != NULL && name != NULL && how == DT_SYM_ADDR && off > 0)
		dt_strbuf_addf(sb, "%s`%.*s+0x%llx", obj, nlen, name,
		    (unsigned long long)off);
	else if (obj != NULL && name != NULL)
		dt_strbuf_addf(sb, "%s`%.*s", obj, nlen, name);
	else if (obj != NULL)
		dt_strbuf_addf(sb, "%s`0x%llx", obj, (unsigned long long)pc);
	else
		dt_strbuf_addf(sb, "0x%llx", (unsigned long long)pc);
}

/* ---------------------------------------------------------- interface */

void
dt_syms_text(dt_syms_t *sy, dt_strbuf_t *sb, int pid, uint64_t pc,
    dt_symhow_t how)
{
	if (pid < 0)
		ktext(sy, sb, pc, how);
	else
		utext(sy, sb, pid, pc, how);
}

uint64_t
dt_syms_fold(dt_syms_t *sy, int pid, uint64_t pc, dt_symhow_t how)
{
	if (pid < 0) {
		int mod;
		const ksym_t *ks = klookup(sy, pc, &mod);

		if (how == DT_SYM_MOD)
			return mod >= 0 ? sy->sy_kmods[mod].km_base : pc;
		return ks != NULL ? ks->ks_addr : pc;
	} else {
		const ucache_t *uc = ulookup(sy, pid, pc);

		if (uc->uc_obj == NULL && uc->uc_pc == 0)
			return pc;
		if (how == DT_SYM_MOD)
			return uc->uc_low;
		return uc->uc_name != NULL ? pc - uc->uc_off : pc;
	}
}

void
dt_syms_stack(dt_syms_t *sy, dt_strbuf_t *sb, int pid, const uint64_t *pcs,
    int n, int indent)
{
	int i;

	dt_strbuf_addc(sb, '\n');
	for (i = 0; i < n && pcs[i] != 0; i++) {
		dt_strbuf_addpad(sb, ' ', (size_t)(indent > 0 ? indent : 0));
		dt_syms_text(sy, sb, pid, pcs[i], DT_SYM_ADDR);
		dt_strbuf_addc(sb, '\n');
	}
}

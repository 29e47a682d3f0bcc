/*
 * prov.h - private to probes/: what the provider files (prov_*.c) use of
 * the probe catalogue (probes.c), and the entry points probes.c calls in
 * them (the rest of the catalogue's interface is probes.h).  A provider
 * creates its probes with dt_probecat_add() when a description could name
 * them, never before: enumeration stays lazy.
 *
 * A kernel provider on tracepoints describes its probes with
 * dt_kprobedef_t: name, argument types, and one or more (raw tracepoint,
 * fetch recipe) attachments (bpf/prog.h dt_fetch_t).  dt_kprov_add()
 * turns a table of them into catalogue probes, skipping the ones whose
 * tracepoints this kernel lacks.
 */
#ifndef DT_PROV_H
#define DT_PROV_H

#include "probes.h"

/* A new probe with the next ID; strings must outlive the catalogue. */
dt_probe_t *dt_probecat_add(dt_probecat_t *pc, const char *prov,
    const char *mod, const char *func, const char *name);
/* Memory that lives as long as the catalogue. */
void *dt_probecat_alloc(dt_probecat_t *pc, size_t size);
char *dt_probecat_strdup(dt_probecat_t *pc, const char *s);

/*
 * fbt (prov_fbt.c): create the entry/return probes of the kernel
 * functions matching the module and function patterns ("" = all), once
 * each.  Does nothing when the kernel cannot trace functions.
 */
void dt_fbt_enumerate(dt_probecat_t *pc, const char *mod, const char *func);
/* Why fbt cannot work here, or NULL when it can (result cached). */
const char *dt_fbt_unavailable(void);
/* DT_FBT_FENTRY | DT_FBT_KMULTI: the mechanisms that work here. */
int dt_fbt_modes(void);
void dt_fbt_release(void);
/* C spelling of a vmlinux BTF type id ("struct file *"), kept in 'pc'. */
const char *dt_fbt_typename(dt_probecat_t *pc, int32_t id);

#define DT_KPD_MAXARGS	8
#define DT_KPD_MAXALTS	4

typedef struct dt_kprobedef {
	const char *kd_name;
	int kd_nargs;
	const char *kd_argtypes[DT_KPD_MAXARGS];	/* native */
	const char *kd_xargtypes[DT_KPD_MAXARGS];	/* translated or NULL */
	dt_fetchalt_t kd_alts[DT_KPD_MAXALTS];	/* fa_tpname "group/event"
						   ("/event": a bare
						   tracepoint), NULL: end;
						   none at all: listed,
						   never fires */
} dt_kprobedef_t;

dt_arena_t *dt_probecat_arena(dt_probecat_t *pc);
/*
 * Does this kernel have tracepoint "group/event"?  Tracepoints with a
 * tracefs event are found there (cheap); bare ones ("/event") through BTF
 * btf_trace_<event>.
 */
int dt_kernel_has_tp(const char *tpname);
/* Add the probes of 'defs' (ending with kd_name NULL) as prov:mod::name. */
void dt_kprov_add(dt_probecat_t *pc, const char *prov, const char *mod,
    const dt_kprobedef_t *defs);

/*
 * pid (prov_pid.c): create the probes of process N that a description
 * with provider "pid<N>" names (nothing for other providers).
 */
void dt_pid_enumerate(dt_probecat_t *pc, const char *prov, const char *mod,
    const char *func, const char *name);
/* Does module pattern 'pat' name the object of uprobe probe 'prp' (a.out,
 * basename, path, "libc" for libc.so.6...)? */
int dt_pid_mod_match(const char *pat, const dt_probe_t *prp);
void dt_pid_release(void);
/* Why the last pid description matched nothing, when not simply because
 * nothing has that name (an offset inside an instruction), else NULL. */
const char *dt_pid_unavailable(const char *prov);

/*
 * usdt (prov_usdt.c): create the USDT probes a provider pattern could
 * name: "NAME<pid>" reads that process's objects, a glob every process's.
 */
void dt_usdt_enumerate(dt_probecat_t *pc, const char *prov);

/* Providers: each enumerates its probes once, when a description could
 * name it. */
typedef struct dt_provider {
	const char *pv_name;
	void (*pv_enumerate)(dt_probecat_t *pc);
	/* its probes, when a table says them all (NULL: ask the kernel):
	 * a description naming no probe of the table needs no enumeration */
	const struct dt_kprobedef *pv_defs;
} dt_provider_t;

extern const dt_provider_t dt_prov_proc;
extern const dt_provider_t dt_prov_sched;
extern const dt_provider_t dt_prov_rawtp;
extern const dt_provider_t dt_prov_io;
extern const dt_provider_t dt_prov_ip;
extern const dt_provider_t dt_prov_tcp;
extern const dt_provider_t dt_prov_udp;
extern const dt_provider_t dt_prov_vminfo;
extern const dt_provider_t dt_prov_sysinfo;
extern const dt_provider_t dt_prov_lockstat;

/* Recipe-building shorthands for the provider tables. */
#define FO_END		{ DT_FO_END, 0, 0, NULL, 0, NULL }
#define FO_CTX(k)	{ DT_FO_CTX, (k), 0, NULL, 0, NULL }
#define FO_CUR		{ DT_FO_CUR, 0, 0, NULL, 0, NULL }
#define FO_PIDTGID	{ DT_FO_PIDTGID, 0, 0, NULL, 0, NULL }
#define FO_CPU		{ DT_FO_CPU, 0, 0, NULL, 0, NULL }
#define FO_IMM(v)	{ DT_FO_IMM, 0, 0, NULL, (v), NULL }
#define FO_READ(m, sz)	{ DT_FO_READ, 0, (sz), (m), 0, NULL }
#define FO_READS(m, sz)	{ DT_FO_READ, 1, (sz), (m), 0, NULL }
#define FO_ADDR(m)	{ DT_FO_ADDR, 0, 0, (m), 0, NULL }
#define FO_AND(v)	{ DT_FO_AND, 0, 0, NULL, (v), NULL }
#define FO_RSH(v)	{ DT_FO_RSH, 0, 0, NULL, (v), NULL }
#define FO_LSH(v)	{ DT_FO_LSH, 0, 0, NULL, (v), NULL }
#define FO_ADD(v)	{ DT_FO_ADD, 0, 0, NULL, (v), NULL }
#define FO_NEG		{ DT_FO_NEG, 0, 0, NULL, 0, NULL }
#define FO_SET(k)	{ DT_FO_SET, (k), 0, NULL, 0, NULL }
#define FO_GET(k)	{ DT_FO_GET, (k), 0, NULL, 0, NULL }
#define FO_REQ(c, v)	{ DT_FO_REQ, DT_FC_##c, 0, NULL, (v), NULL }
#define FO_REQARG(c, k)	{ DT_FO_REQARG, DT_FC_##c, 0, NULL, (k), NULL }
#define FO_SYSNR	{ DT_FO_SYSNR, 0, 0, NULL, 0, NULL }
#define FO_NOCOMPAT	{ DT_FO_NOCOMPAT, 0, 0, NULL, 0, NULL }
#define FO_CLD		{ DT_FO_CLD, 0, 0, NULL, 0, NULL }
#define FO_REQIN(set)	{ DT_FO_REQIN, sizeof(set) / sizeof((set)[0]), 0, \
			    NULL, 0, (set) }
#define FO_UNLESS(c, v, n) { DT_FO_UNLESS, DT_FC_##c, (n), NULL, (v), NULL }
#define FO_ONCE		{ DT_FO_ONCE, 0, 0, NULL, 0, NULL }
#define FO_HASARG(k, n) { DT_FO_HASARG, (k), (n), NULL, 0, NULL }
#define FO_ADDARG(k)	{ DT_FO_ADDARG, (k), 0, NULL, 0, NULL }
#define FO_KSYM(s)	{ DT_FO_KSYM, 0, 0, (s), 0, NULL }
#define FO_BSWAP16	{ DT_FO_BSWAP16, 0, 0, NULL, 0, NULL }
#define FO_TIME		{ DT_FO_TIME, 0, 0, NULL, 0, NULL }
#define FO_TSAVE(k)	{ DT_FO_TSAVE, (k), 0, NULL, 0, NULL }
#define FO_TTAKE(k)	{ DT_FO_TTAKE, (k), 0, NULL, 0, NULL }
#define FO_NEVER	{ DT_FO_NEVER, 0, 0, NULL, 0, NULL }
#define FO_BIT(m)	{ DT_FO_BIT, 0, 0, (m), 0, NULL }
#define FO_COMPAT	{ DT_FO_COMPAT, 0, 0, NULL, 0, NULL }

#endif /* DT_PROV_H */

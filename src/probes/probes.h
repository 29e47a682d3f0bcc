/*
 * probes.h - interface of src/probes/: what can be traced.  The probe
 * catalogue (probes.c) and the providers that fill it (prov_*.c: which
 * probes exist, their names, argument types and fetch recipes), the
 * kernel's types (BTF, loaded once: btf.c) and symbols (kallsyms:
 * ksym.c), and the target processes whose user probes are read (proc.c).
 * Used by the compiler, codegen, runtime and CLI; sees only base/ and the
 * program object (bpf/bpf.h, which has prog.h: dt_probe_t, dt_fetch_t).  Its other
 * headers are private.
 */
#ifndef DT_PROBES_H
#define DT_PROBES_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "../bpf/bpf.h"

struct btf;

/* ------------------------------------------------------ probe catalogue */

/*
 * The probe catalogue: every probe that can be named, created lazily per
 * provider (probes.c).
 */
typedef struct dt_probecat dt_probecat_t;

/* Callback for matches; return non-zero to stop the iteration. */
typedef int dt_probe_f(const dt_probe_t *prp, void *arg);

dt_probecat_t *dt_probecat_create(void);
/* Frees the catalogue and what its providers cached (kernel BTF too). */
void dt_probecat_free(dt_probecat_t *pc);
/* -l without descriptions: every probe of every provider, in ID order. */
int dt_probecat_all(dt_probecat_t *pc, dt_probe_f *fn, void *arg);
/* Iterate over probes matching the four glob fields ("" matches all). */
int dt_probecat_match(dt_probecat_t *pcat, const char *prov, const char *mod,
    const char *func, const char *name, dt_probe_f *fn, void *arg);
const dt_probe_t *dt_probecat_lookup_id(dt_probecat_t *pcat, uint32_t id);
/*
 * Why the description f[0..3] (provider, module, function, name) has no
 * probes on this system: a provider or probe DTrace scripts name that
 * cannot work here (fbt without fentry/kprobes, lockstat's uncontended
 * probes...), or NULL when that is not the reason (prov_unavail.c).
 */
const char *dt_probecat_unavailable(dt_probecat_t *pcat,
    const char *const *f);
/* Number of arguments of a probe (syscalls: from the tracepoint format),
 * or -1 when unknown. */
int dt_probecat_nargs(dt_probecat_t *pcat, const dt_probe_t *prp);
/*
 * How kernel functions can be traced here: DT_FBT_FENTRY (one trampoline
 * per function: exact BTF arguments, slow to attach in bulk) and/or
 * DT_FBT_KMULTI (kprobe.multi: any number of functions in one link).
 */
#define DT_FBT_FENTRY	0x1
#define DT_FBT_KMULTI	0x2
int dt_probecat_fbt_modes(dt_probecat_t *pcat);
/* Address of kernel text symbol 'name' (kallsyms), 0 if unknown. */
uint64_t dt_probecat_ksym(dt_probecat_t *pcat, const char *name);
/*
 * Start and end (the next symbol's address) of the kernel text symbols
 * names[0..n-1] in one pass over kallsyms; 0, 0 for the unknown ones.
 */
void dt_probecat_ksym_ranges(dt_probecat_t *pcat, const char *const *names,
    int n, uint64_t *start, uint64_t *end);
/* Number of probe IDs assigned so far (IDs are 1..n). */
uint32_t dt_probecat_count(dt_probecat_t *pcat);
/*
 * A D provider definition's probe (provider "myprov", probe "query__start"
 * with 'nargs' C argument types): the usdt probes of that provider and
 * name, made or to be made, get these argument types (args[], -lv).
 */
/* ... with output arguments (nxargs >= 0; xtypes and map as pr_xargtypes
   and pr_argmap), or nxargs -1 for none */
void dt_probecat_usdt_define(dt_probecat_t *pcat, const char *prov,
    const char *name, int nargs, const char *const *types, int nxargs,
    const char *const *xtypes, const uint8_t *map);

/* ------------------------------------------- kernel event sources */

/* Mount tracefs if it is not; -1 with a message in 'err' on failure. */
int dt_tracefs_ensure(char *err, size_t errlen);
/* The tracepoint id of "group/event", or -1. */
int dt_tracefs_event_id(const char *tpname);
/* The perf software event config of "major-faults" etc., or -1.  A
 * fa_tpname "perf/<event>" attaches there (DT_ATTACH_PERFSW). */
int dt_perfsw_config(const char *name);

/* ------------------------------------------------ kernel types, symbols */

/*
 * The kernel's BTF (/sys/kernel/btf/vmlinux), parsed on first use and
 * shared by every user in the process; NULL when the kernel has none.
 * dt_kbtf_release() frees it (the next dt_kbtf() parses it again).
 */
struct btf *dt_kbtf(void);
void dt_kbtf_release(void);

/* One symbol of /proc/kallsyms. */
typedef struct dt_ksym {
	uint64_t ks_addr;	/* 0 when kallsyms hides addresses */
	char ks_type;		/* nm(1) letter: T/t text, D/d data, ... */
	const char *ks_name;
	const char *ks_mod;	/* module, NULL for the kernel proper */
} dt_ksym_t;

/* Called per symbol; return non-zero to stop. */
typedef int dt_ksym_f(const dt_ksym_t *ks, void *arg);
/*
 * Call 'fn' for each symbol of /proc/kallsyms in file order (the strings
 * last only for the call).  -1 when the file cannot be read, else 0.
 */
int dt_ksym_walk(dt_ksym_f *fn, void *arg);
/*
 * Address of data or function symbol 'name' in module 'mod' ("vmlinux" or
 * NULL for the kernel proper, else a module name), for `sym references.
 * Returns 0 when found (*addrp may be 0 when kallsyms hides addresses
 * from this user), -1 when there is no such symbol.
 */
int dt_ksym_lookup(const char *mod, const char *name, uint64_t *addrp);
/*
 * Does /proc/kallsyms list the kernel's data symbols (object symbols of
 * types d/D/b/B other than section bounds)?  Only kernels built with
 * CONFIG_KALLSYMS_ALL list them; without it `name resolves functions
 * only.  1 yes, 0 no, -1 unreadable.
 */
int dt_ksym_has_data(void);

/* ------------------------------------------- user-space probe sources */

/* Read the mappings of process 'pid' again (objects mapped since). */
void dt_pid_refresh(int pid);
/*
 * The dynamic linker's breakpoint function (_dl_debug_state, called
 * whenever it has mapped or unmapped objects) in process 'pid': its
 * file and file offset.  -1 if the process has none (static).
 */
int dt_pid_rtld(dt_probecat_t *pc, int pid, const char **path,
    uint64_t *off);
/* Process 'pid' mapped more objects since it was read (or was not read:
 * started later): add their usdt probes. */
void dt_usdt_refresh(dt_probecat_t *pc, int pid);
/*
 * Where a new process of ELF object 'path' first runs code of it: the
 * file offset of a program's entry point or a library's DT_INIT
 * function.  -1 when there is none.
 */
int dt_usdt_startoff(const char *path, uint64_t *off);

/*
 * Target processes (-c, -p, pid<N> probes): registration, stopping them
 * while their probes are read and attached, releasing them (proc.c).
 *
 * A -c process waits on a pipe before it calls exec.  It is released by
 * writing to the pipe, unless a pid provider description named it first:
 * then dt_proc_prepare() lets it exec under ptrace and runs it to its
 * entry point (AT_ENTRY: the dynamic linker has mapped and relocated its
 * libraries), where it stays stopped until dt_proc_release().  A -p (or
 * otherwise named) process is stopped with PTRACE_SEIZE + PTRACE_INTERRUPT
 * while its probes are made.  Releasing detaches: the process runs on.
 */
/* A -c process (fork()ed, waiting for a byte on 'gofd') or a -p one
 * (gofd -1). */
void dt_proc_register(pid_t pid, int gofd);
/*
 * Make 'pid' ready for reading its mappings and symbols: see above.
 * Returns 0, or -1 when the process is gone (a -c command that failed to
 * exec: *status has its wait status).
 */
int dt_proc_prepare(pid_t pid);
/* Is 'pid' a -c or -p target (registered)? */
int dt_proc_registered(pid_t pid);
/* Has dt_proc_prepare() reaped 'pid'?  Then *status is its wait status. */
int dt_proc_reaped(pid_t pid, int *status);
/* Call function 'fn' (no arguments) in a process stopped by
 * dt_proc_prepare(); its result in *ret.  -1 if that cannot be done. */
int dt_proc_call(pid_t pid, uint64_t fn, uint64_t *ret);
/* Let every registered process run (every probe is live). */
void dt_proc_release(void);

#endif /* DT_PROBES_H */

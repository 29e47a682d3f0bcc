/*
 * uprobe.h - attaching uprobe programs (runtime/uprobe.c) and raising the
 * semaphores they need (usdtsem.c); the probe side of the interface is in
 * bpf/prog.h ("Uprobes").
 */
#ifndef DT_UPROBE_H
#define DT_UPROBE_H

#include "runtime.h"

/* Does this kernel have uprobe_multi links (used unless
 * DTRACE_NO_UPROBE_MULTI is set)? */
int dt_uprobe_multi_ok(void);
/* The expected attach type to load a UPROBE/URETPROBE program with. */
uint32_t dt_uprobe_exptype(void);
/* Attach program 'bp' to every probe it serves (fds into rt->links). */
int dt_uprobe_attach(dt_rt_t *rt, dt_bpfprog_t *bp, char *err,
    size_t errlen);

/* Objects mapped since by watched processes: add their probes. */
void dt_uprobe_poll(dt_rt_t *rt);
void dt_uprobe_free(dt_rt_t *rt);

/* usdtsem.c: raise the extra semaphore (pr_uauxsem) of an attached usdt
 * probe in its process; dt_usdt_lower_all() undoes every raise (at
 * detach). */
void dt_usdt_raise_aux(const dt_probe_t *prp);
void dt_usdt_lower_all(void);

#endif /* DT_UPROBE_H */

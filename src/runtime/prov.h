/*
 * prov.h - what the provider files (prov_*.c) use of the probe catalogue
 * (probes.c), and the entry points probes.c calls in them.  A provider
 * creates its probes with dt_probecat_add() when a description could name
 * them, never before: enumeration stays lazy.
 */
#ifndef DT_PROV_H
#define DT_PROV_H

#include "runtime.h"

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
void dt_fbt_release(void);
/* C spelling of a vmlinux BTF type id ("struct file *"), kept in 'pc'. */
const char *dt_fbt_typename(dt_probecat_t *pc, int32_t id);

#endif /* DT_PROV_H */

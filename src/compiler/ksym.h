/*
 * ksym.h - kernel symbol addresses for `sym and mod`sym references
 * (private to compiler/), from /proc/kallsyms.  The file is read only when
 * a program names a kernel symbol.  Implemented in ksym.c.
 */
#ifndef DT_KSYM_H
#define DT_KSYM_H

#include <stdint.h>

/*
 * Address of data or function symbol 'name' in module 'mod' ("vmlinux" or
 * NULL for the kernel proper, else a module name).  Returns 0 when found
 * (*addrp may be 0 when kallsyms hides addresses from this user), -1 when
 * there is no such symbol.
 */
int dt_ksym_lookup(const char *mod, const char *name, uint64_t *addrp);

/*
 * Does /proc/kallsyms list the kernel's data symbols (object symbols of
 * types d/D/b/B other than section bounds)?  Only kernels built with
 * CONFIG_KALLSYMS_ALL list them; without it `name resolves functions
 * only.  1 yes, 0 no, -1 unreadable.
 */
int dt_ksym_has_data(void);

#endif /* DT_KSYM_H */

/*
 * stability.h - the -v stability report of dtrace(1) (docs/output.md §12.3),
 * private to cli/.
 */
#ifndef DT_STABILITY_H
#define DT_STABILITY_H

#include <stdio.h>

#include "../bpf/bpf.h"
#include "../probes/probes.h"

/* Attributes of a provider: name, data, class of the probe description,
   then of the arguments (names as printed). */
typedef const char *const *dt_stab_attrs_f(const char *prov);
/* Prints the -lv block of one probe. */
typedef void dt_stab_info_f(void *arg, const dt_probe_t *prp);

/*
 * Report for program text 'text' ("script NAME" or "description NAME"
 * as 'kind' and 'name'); with 'compile_only' (-e) each description's
 * probe information follows, else a blank line.
 */
void dt_stability_report(FILE *out, dt_probecat_t *pc, const dt_prog_t *dp,
    int text, const char *kind, const char *name, int compile_only,
    dt_stab_attrs_f *attrs, dt_stab_info_f *info, void *arg);

#endif /* DT_STABILITY_H */

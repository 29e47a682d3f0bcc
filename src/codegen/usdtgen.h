/*
 * usdtgen.h - the two USDT artefacts of a provider definition, as
 * systemtap's `dtrace` script makes them (docs/options.md §9.4), so that
 * programs build against either: `dtrace -h` writes a C header of <sys/sdt.h>
 * probe macros with semaphores, `dtrace -G` writes a relocatable ELF
 * object defining the semaphores.  Implemented in codegen/usdtgen.c;
 * included by codegen.h, through which the CLI (cli/usdt.c) uses it.
 */
#ifndef DT_USDTGEN_H
#define DT_USDTGEN_H

#include <stddef.h>
#include <stdio.h>

#include "../base/base.h"
#include "../compiler/compiler.h"

/*
 * Append the header text for 'pd' to 'sb'.  'outname' is the header's
 * file name; its basename gives the include guard (_APP_PROVIDER_H).
 */
void dt_usdt_header(dt_strbuf_t *sb, const dt_provdefs_t *pd,
    const char *outname);

/* Macro name of a probe: MYAPP_QUERY_START for myapp, query__start. */
char *dt_usdt_macro(const char *prov, const char *probe);

typedef struct dt_usdtobj {
	int uo_class;		/* ELFCLASS32 or ELFCLASS64 */
	int uo_machine;		/* EM_* */
	const char *uo_srcname;	/* the FILE symbol (script name) or NULL */
	int uo_sdtver;		/* 1, 2: objects built with -DSTAP_SDT_V1/V2
				   (default-visibility semaphores; V1 names
				   them PROBE_semaphore); 0: current (3) */
} dt_usdtobj_t;

/*
 * Write to 'path' a relocatable ELF object defining, for each probe, the
 * 2-byte semaphore PROVIDER_PROBE_semaphore (hidden, in section .probes,
 * zero; see uo_sdtver).  0, or -1 with a message in 'err'.
 */
int dt_usdt_object(const dt_provdefs_t *pd, const char *path,
    const dt_usdtobj_t *uo, char *err, size_t errlen);

/*
 * Inspect an object file operand of -G: 0 and its class and machine, or
 * -1 with a message in 'err'.
 */
int dt_usdt_objinfo(const char *path, int *classp, int *machinep,
    char *err, size_t errlen);

#endif /* DT_USDTGEN_H */

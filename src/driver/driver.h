/*
 * driver.h - interface of src/driver/: the compile driver, from the D
 * program texts of the command line (and the D library) to one dt_prog_t,
 * through the compiler (compiler/compiler.h) and the code generator
 * (codegen/codegen.h).  Used by the CLI; the pass map is atop driver.c.
 */
#ifndef DT_DRIVER_H
#define DT_DRIVER_H

#include <stddef.h>
#include <stdint.h>

#include "../bpf/bpf.h"
#include "../codegen/codegen.h"
#include "../compiler/compiler.h"

/* One program text to compile. */
typedef struct dt_ctext {
	const char *ct_text;
	size_t ct_len;
	dt_pctx_t ct_pctx;
	const char *ct_filename;	/* -s file name, else NULL */
} dt_ctext_t;

typedef struct dt_compopts {
	uint32_t cp_strsize;
	uint32_t cp_stackframes;	/* -x stackframes (0: default) */
	uint32_t cp_ustackframes;	/* -x ustackframes (0: default) */
	uint32_t cp_jstackframes;	/* -x jstackframes (0: default) */
	int cp_ustackdwarf;		/* -x ustackmode=dwarf */
	int cp_zdefs;
	dt_cgopts_t cp_cg;
	/* applies "#pragma D option name[=val]"; errors via dt_cc_error;
	   fills 'so' with sema's options as they are now */
	void (*cp_option)(void *arg, const char *name, const char *val,
	    dt_cc_t *cc, int line, dt_semaopts_t *so);
	void *cp_optarg;
	/* when set: updates the code generator's options from what the
	   pragmas changed, after the last text and before codegen */
	void (*cp_cgrefresh)(void *arg, dt_cgopts_t *cg);
	int cp_tree;		/* -x tree=N: dump parse trees to stderr */
	/* D library directories, searched in order; every *.d file in
	   them is compiled before the program texts (see driver.c) */
	const char *const *cp_libdirs;
	int cp_nlibdirs;
} dt_compopts_t;

/*
 * The default D library directory: lib/dtrace next to the directory of
 * the running binary's directory (build/dtrace -> lib/dtrace of the
 * source tree; PREFIX/sbin/dtrace -> PREFIX/lib/dtrace), else the
 * configured DT_LIBDIR.  Returns a static string.
 */
const char *dt_compile_libdir(void);

typedef struct dt_comperr {
	int ce_text;		/* index of the text that failed */
	dt_ccerr_t ce_err;	/* message (heap), tag, line, where */
} dt_comperr_t;

/*
 * Compile 'n' texts into one program.  Returns NULL on error with the
 * details in 'err' (free err->ce_err.ce_msg).
 */
dt_prog_t *dt_compile(const dt_ctext_t *texts, int n, dt_probecat_t *pcat,
    dt_macros_t *macros, const dt_compopts_t *opts, dt_comperr_t *err);

#endif /* DT_DRIVER_H */

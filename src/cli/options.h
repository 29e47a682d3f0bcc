/*
 * options.h - dtrace(1) options: -x name[=value] and #pragma D option,
 * with DTrace's value syntax (sizes with k/m/g/t, times with units,
 * booleans).  Private to cli/.
 */
#ifndef DT_OPTIONS_H
#define DT_OPTIONS_H

#include <stdint.h>
#include <stdio.h>

#include "../base/base.h"
#include "../compiler/cc.h"
#include "../codegen/codegen.h"
#include "../output/output.h"
#include "../runtime/runtime.h"

typedef struct dt_options {
	FILE *op_out;
	const char *op_outfile;
	int op_quiet;
	int op_flowindent;
	int op_destructive;
	int op_zdefs;
	int op_defaultargs;
	int op_argref;
	int op_errtags;
	int op_cpp;
	const char *op_cpppath;
	dt_vec_t op_cppargs;	/* const char *: -D -U -I arguments */
	dt_vec_t op_cmds;	/* const char *: -c commands */
	uint64_t op_bufsize;
	uint64_t op_aggsize;
	uint64_t op_dynvarsize;
	uint64_t op_strsize;
	uint64_t op_switchrate;
	uint64_t op_nspec;	/* speculations */
	uint64_t op_specsize;	/* bytes per speculation */
	uint64_t op_cleanrate;	/* ns between speculation cleanings */
	uint64_t op_stackframes;	/* stack() default depth */
	uint64_t op_ustackframes;	/* ustack() default depth */
	uint64_t op_jstackframes;	/* jstack() default depth (0: 50) */
	uint64_t op_stackindent;	/* blanks before each stack frame */
	int op_ustackdwarf;	/* -x ustackmode=dwarf (codegen/stack.c) */
	int op_rawbytes;
	int op_aggsortkey, op_aggsortrev, op_aggsortpos, op_aggsortkeypos;
	int op_cpu;
	int op_bpflog;
	int op_tree;
	int op_verbose;		/* -v */
	dt_vec_t op_libdirs;	/* const char *: D library directories
				   (the default, then -L / -x libdir) */
	int op_nolibs;		/* -x nolibs */
	uint64_t op_printsize;	/* print(): bytes shown, 0 all */
	/* aggregation display and buffer options (docs/options.md §4) */
	int op_agghist, op_aggpack, op_aggzoom, op_aggpercpu;
	int op_encoding;	/* DT_ENC_*: -x encoding */
	uint64_t op_aggrate;	/* ns */
	uint64_t op_statusrate;	/* ns */
	int op_bufpolicy;	/* DT_BUFPOLICY_* */
	int op_droptags;	/* -x droptags */
	int op_quietresize;	/* -x quietresize: no lowered/rate notices */
} dt_options_t;

void dt_options_init(dt_options_t *op);
void dt_options_release(dt_options_t *op);
/* Set option 'name' to 'val' (NULL: no value).  -1 with 'err' set. */
int dt_option_set(dt_options_t *op, const char *name, const char *val,
    char *err, size_t errlen);
/* #pragma D option callback for the compiler. */
void dt_option_pragma(void *arg, const char *name, const char *val,
    dt_cc_t *cc, int line);

/* cleanrate as used (clamped), and the notice if it was changed. */
uint64_t dt_option_cleanrate(const dt_options_t *op, char *note,
    size_t len);
/* statusrate as used (at most 10 s), and the notice if it was changed. */
uint64_t dt_option_statusrate(const dt_options_t *op, char *note,
    size_t len);
/* cp_cgrefresh of dt_compopts_t: nspec, specsize, dynvarsize. */
void dt_option_cgrefresh(void *arg, dt_cgopts_t *cg);

#endif /* DT_OPTIONS_H */

/*
 * options.h - dtrace(1) options: the one table of every option
 * (options.c), set by -x name[=value], the short flags, #pragma D option
 * and setopt() at run time, with DTrace's value syntax (sizes with
 * k/m/g/t, times with units, booleans).  The compiler reaches the table
 * through cp_option, the runtime through ro_setopt.  Private to cli/.
 */
#ifndef DT_OPTIONS_H
#define DT_OPTIONS_H

#include <stdint.h>
#include <stdio.h>

#include "../base/base.h"
#include "../driver/driver.h"
#include "../output/output.h"
#include "../runtime/runtime.h"

/*
 * The values of every option, as the command line and the pragmas left
 * them.  The table row of an option names its field here; the compiler,
 * the code generator and the runtime get copies (dt_option_compopts,
 * dt_option_cgrefresh, dt_option_rtopts), never their own parse.
 */
typedef struct dt_options {
	FILE *op_out;
	const char *op_outfile;	/* -o */
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
	int op_agghist, op_aggpack, op_aggzoom, op_aggpercpu;
	int op_encoding;	/* DT_ENC_*: -x encoding */
	uint64_t op_aggrate;	/* ns */
	uint64_t op_statusrate;	/* ns */
	int op_bufpolicy;	/* DT_BUFPOLICY_* */
	int op_droptags;	/* -x droptags */
	int op_quietresize;	/* -x quietresize: no lowered/rate notices */
} dt_options_t;

/* Fills 'op' with every option's default (from the table). */
void dt_options_init(dt_options_t *op);
void dt_options_release(dt_options_t *op);
/*
 * Set option 'name' to 'val' (NULL: no value) before tracing starts:
 * -x, the short flags and pragmas.  -1 with DTrace's reason in 'err'.
 */
int dt_option_set(dt_options_t *op, const char *name, const char *val,
    char *err, size_t errlen);

/*
 * The compiler's options in 'co' (strsize, stack depths, zdefs, library
 * directories, code generator sizes) and the callbacks through which
 * pragmas reach the table.
 */
void dt_option_compopts(dt_options_t *op, dt_compopts_t *co);
/*
 * The runtime's options in 'ro' (ro_target is the caller's), with
 * ro_setopt for setopt(); 'cleannote' gets the notice if cleanrate had
 * to be clamped ("" if not).
 */
void dt_option_rtopts(dt_options_t *op, dt_rtopts_t *ro, char *cleannote,
    size_t len);
/* statusrate as used (at most 10 s), and the notice if it was changed. */
uint64_t dt_option_statusrate(const dt_options_t *op, char *note,
    size_t len);

#endif /* DT_OPTIONS_H */

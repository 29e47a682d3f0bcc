/*
 * driver.c - the compile driver (interface: driver.h).  The pass map:
 *
 *   for each program text (in command-line order), dt_cc_text:
 *       dt_lex_init + dt_parse_program   text -> AST        (compiler/)
 *       dt_sema_program                  AST -> typed AST   (compiler/)
 *   dt_codegen                           typed AST -> dt_prog_t (codegen/)
 *
 * All texts share one sema state, so they share globals, aggregations and
 * clause numbering, as DTrace's programs do.  Errors longjmp back here.
 *
 * The D library (every *.d file of the library directories, in name
 * order) is compiled first, as texts whose declarations every program
 * sees.  It is cheap: parsing a few hundred lines takes well under a
 * millisecond, and what would be costly (kernel types, needed by the
 * translators and inlines such as curpsinfo) is resolved only when a
 * program uses it (sema's library mode, decl.c and xlate.c).
 */
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "driver.h"

#ifndef DT_LIBDIR
#define DT_LIBDIR	"/usr/local/lib/dtrace"
#endif

const char *
dt_compile_libdir(void)
{
	static char dir[PATH_MAX + 32];
	char exe[PATH_MAX], *slash;
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	struct stat st;

	if (n > 0) {
		exe[n] = '\0';
		if ((slash = strrchr(exe, '/')) != NULL) {
			*slash = '\0';
			snprintf(dir, sizeof(dir), "%s/../lib/dtrace", exe);
			if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode))
				return dir;
		}
	}
	return DT_LIBDIR;
}

static int
is_dfile(const struct dirent *de)
{
	size_t n = strlen(de->d_name);

	return n > 2 && de->d_name[0] != '.' &&
	    strcmp(de->d_name + n - 2, ".d") == 0;
}

/* Read 'path' into the arena; NULL if it cannot be read. */
static char *
slurp(dt_arena_t *ap, const char *path, size_t *lenp)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL;
	long n;

	if (f == NULL)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
	    n < (1L << 24) && fseek(f, 0, SEEK_SET) == 0) {
		buf = dt_arena_alloc(ap, (size_t)n + 1);
		if (fread(buf, 1, (size_t)n, f) != (size_t)n)
			buf = NULL;
		else
			buf[n] = '\0';
		*lenp = (size_t)n;
	}
	fclose(f);
	return buf;
}

dt_prog_t *
dt_compile(const dt_ctext_t *texts, int n, dt_probecat_t *pcat,
    dt_macros_t *macros, const dt_compopts_t *opts, dt_comperr_t *err)
{
	dt_arena_t arena;
	dt_sema_t sm;
	dt_cc_t *cc;
	dt_prog_t *volatile dp = NULL;
	dt_cgopts_t cgo;
	volatile int i = 0, d;
	const char *volatile libfile = NULL;

	memset(err, 0, sizeof(*err));
	dt_arena_init(&arena);
	dt_sema_init(&sm, &arena, pcat, opts->cp_strsize);
	sm.sm_zdefs = opts->cp_zdefs;
	if (opts->cp_stackframes != 0)
		sm.sm_stackframes = opts->cp_stackframes;
	if (opts->cp_ustackframes != 0)
		sm.sm_ustackframes = opts->cp_ustackframes;
	if (opts->cp_jstackframes != 0)
		sm.sm_jstackframes = opts->cp_jstackframes;
	sm.sm_ustackdwarf = opts->cp_ustackdwarf;
	sm.sm_option = opts->cp_option;
	sm.sm_option_arg = opts->cp_optarg;
	cc = dt_cc_create(&arena, macros);

	if (setjmp(*dt_cc_jmpbuf(cc)) != 0) {
		const dt_ccerr_t *ce = dt_cc_lasterr(cc);

		/* errors from codegen (after every text) blame the last one */
		err->ce_text = i < n ? i : n - 1;
		err->ce_err = *ce;
		if (libfile != NULL) {
			/* a broken library file: name it */
			char *m = dt_xasprintf("\"%s\", line %d: %s", libfile,
			    ce->ce_line, ce->ce_msg);

			free(err->ce_err.ce_msg);
			err->ce_err.ce_msg = m;
			err->ce_err.ce_line = 0;
			err->ce_text = 0;
		}
		goto out;
	}
	for (d = 0; d < opts->cp_nlibdirs; d++) {
		struct dirent **ents;
		int ne = scandir(opts->cp_libdirs[d], &ents, is_dfile,
		    alphasort), k;

		for (k = 0; k < ne; k++) {
			char *path = dt_arena_printf(&arena, "%s/%s",
			    opts->cp_libdirs[d], ents[k]->d_name);
			const char *text;
			size_t len;

			free(ents[k]);
			if ((text = slurp(&arena, path, &len)) == NULL)
				continue;
			libfile = path;
			sm.sm_library = 1;
			dt_cc_text(cc, &sm, text, len, DT_PCTX_SCRIPT, path, 0);
			sm.sm_library = 0;
			libfile = NULL;
		}
		if (ne >= 0)
			free(ents);
	}
	for (; i < n; i++)
		dt_cc_text(cc, &sm, texts[i].ct_text, texts[i].ct_len,
		    texts[i].ct_pctx, texts[i].ct_filename, opts->cp_tree);
	i = n;
	cgo = opts->cp_cg;
	if (opts->cp_cgrefresh != NULL)
		opts->cp_cgrefresh(opts->cp_optarg, &cgo);
	dp = dt_codegen(&sm, cc, pcat, &cgo, &arena);
	/* the program keeps the arena: formats, names and types live there */
	dp->dp_nformats = (int)sm.sm_formats.len;
	dp->dp_formats = sm.sm_formats.data;
	dt_vec_init(&sm.sm_formats, sizeof(dt_pfmt_t *));
	dp->dp_arena = arena;
	dt_arena_init(&arena);
out:
	dt_cc_release(cc);
	dt_sema_release(&sm);
	dt_arena_release(&arena);
	return dp;
}

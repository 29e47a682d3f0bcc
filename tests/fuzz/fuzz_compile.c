/*
 * fuzz_compile.c - libFuzzer harness for the compile driver (dt_compile in
 * src/driver/driver.h): lexer, parser, sema and codegen, no kernel.
 * Built by `make fuzz` as build-fuzz/fuzz_compile; the same entry is
 * replayed without libFuzzer by tests/fuzz/replay.c and by
 * tests/unit/test_fuzz_replay.c (which define DT_FUZZ_NO_ENTRY and call
 * dt_fuzz_compile directly).
 *
 * Input: a byte 0x01-0x06 first selects "multi-text" mode, where the input
 * is a list of program texts separated by NUL bytes, each starting with
 * its own selector byte (0x01 -s script, 0x02 -n, 0x03 -P, 0x04 -m, 0x05
 * -f, 0x06 -i; other values: script).  Anything else is one D script,
 * NULs included, as `dtrace -s` would read it from a file.  Bits of the
 * last byte also select: 0x1 -x defaultargs, 0x2 a parse-only pass that
 * dumps the trees as -x tree does.  With DT_FUZZ_VERBOSE set in the
 * environment, each compile's result is printed.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/cc.h"
#include "driver/driver.h"
#include "compiler/btf.h"
#include "runtime/runtime.h"

#define FZC_MAXTEXTS	4	/* texts compiled together at most */
#define FZC_CATGROWTH	256	/* catalogue probes created before reset */

static dt_probecat_t *fzc_pcat;
static int fzc_verbose = -1;	/* $DT_FUZZ_VERBOSE: print each result */
static uint32_t fzc_pcat_base;

/* The selector byte of a text -> its kind; -1 when 'b' selects none. */
static int
fzc_pctx(uint8_t b)
{
	static const dt_pctx_t ctx[] = {
		DT_PCTX_SCRIPT, DT_PCTX_NAME, DT_PCTX_PROVIDER,
		DT_PCTX_MODULE, DT_PCTX_FUNC, DT_PCTX_ID
	};

	if (b < 1 || b > 6)
		return -1;
	return (int)ctx[b - 1];
}

/*
 * Stand-in for the CLI's option table (cli/options.c): "#pragma D option
 * NAME" accepts a few real option names and fails like the CLI for the
 * rest, so both the accepted and the error path run; sema's options stay
 * as they were.
 */
static void
fzc_option(void *arg, const char *name, const char *val, dt_cc_t *cc,
    int line, dt_semaopts_t *so)
{
	static const char *const known[] = {
		"bufsize", "aggsize", "strsize", "quiet", "switchrate",
		"destructive", "flowindent", "defaultargs", "rawbytes",
		"aggsortkey", "aggsortrev", "dynvarsize", "zdefs", NULL
	};
	int i;

	(void)arg;
	memset(so, 0, sizeof(*so));
	so->so_strsize = 256;
	for (i = 0; known[i] != NULL; i++)
		if (strcmp(known[i], name) == 0)
			return;
	if (val != NULL)
		dt_cc_error(cc, "D_PRAGMA_OPTSET", line,
		    "failed to set option '%s' to '%s': %s", name, val,
		    "Invalid option name");
	dt_cc_error(cc, "D_PRAGMA_OPTSET", line, "failed to set option '%s': "
	    "%s", name, "Invalid option name");
}

/*
 * One catalogue for the process: creating it and reading tracefs for each
 * input would dominate.  Compiles add profile/tick probes to it, so start
 * over once it has grown by FZC_CATGROWTH probes.
 */
static dt_probecat_t *
fzc_catalogue(void)
{
	if (fzc_pcat != NULL &&
	    dt_probecat_count(fzc_pcat) > fzc_pcat_base + FZC_CATGROWTH) {
		dt_probecat_free(fzc_pcat);
		fzc_pcat = NULL;
	}
	if (fzc_pcat == NULL) {
		fzc_pcat = dt_probecat_create();
		fzc_pcat_base = dt_probecat_count(fzc_pcat);
	}
	return fzc_pcat;
}

/* Free the process-wide state: catalogue and BTF (for replay tools). */
void
dt_fuzz_compile_cleanup(void)
{
	dt_probecat_free(fzc_pcat);
	fzc_pcat = NULL;
	dt_btf_release();
}

/*
 * Split 'data' into at most FZC_MAXTEXTS texts as described at the top;
 * each text is copied to its own heap block of exactly its length so that
 * reading past ct_len is an ASan error.  Returns the number of texts.
 */
static int
fzc_split(const uint8_t *data, size_t size, dt_ctext_t *texts)
{
	size_t pos = 0;
	int n = 0;

	if (size == 0 || fzc_pctx(data[0]) < 0) {
		char *t = malloc(size ? size : 1);

		memcpy(t, data, size);
		texts[0].ct_text = t;
		texts[0].ct_len = size;
		texts[0].ct_pctx = DT_PCTX_SCRIPT;
		texts[0].ct_filename = "fuzz.d";
		return 1;
	}
	while (pos < size && n < FZC_MAXTEXTS) {
		int ctx = fzc_pctx(data[pos]);
		const uint8_t *nul;
		size_t len;
		char *t;

		pos++;
		nul = memchr(data + pos, 0, size - pos);
		len = nul ? (size_t)(nul - (data + pos)) : size - pos;
		t = malloc(len ? len : 1);
		memcpy(t, data + pos, len);
		texts[n].ct_text = t;
		texts[n].ct_len = len;
		texts[n].ct_pctx = ctx < 0 ? DT_PCTX_SCRIPT : (dt_pctx_t)ctx;
		texts[n].ct_filename = texts[n].ct_pctx == DT_PCTX_SCRIPT ?
		    "fuzz.d" : NULL;
		n++;
		pos += len + 1;
	}
	return n;
}

/*
 * Parse 'texts' on their own and dump each tree as -x tree does (ast.c),
 * into a buffer that is thrown away.  Mirrors the front half of
 * dt_compile(); a parse error just ends it.
 */
static void
fzc_dump(const dt_ctext_t *texts, int n, dt_macros_t *macros)
{
	dt_arena_t arena;
	dt_strbuf_t sb;
	dt_cc_t cc;
	volatile int i = 0;

	dt_arena_init(&arena);
	dt_strbuf_init(&sb);
	memset(&cc, 0, sizeof(cc));
	cc.cc_arena = &arena;
	cc.cc_macros = macros;
	dt_htab_init(&cc.cc_typenames);
	if (setjmp(cc.cc_jmp) == 0) {
		for (; i < n; i++) {
			dt_node_t *prog, *dnp;

			cc.cc_pctx = texts[i].ct_pctx;
			cc.cc_filename = texts[i].ct_filename;
			cc.cc_havepeek = 0;
			dt_lex_init(&cc, texts[i].ct_text, texts[i].ct_len);
			cc.cc_parsing = 1;
			prog = dt_parse_program(&cc);
			for (dnp = prog; dnp != NULL; dnp = dnp->dn_next)
				dt_node_dump(&sb, dnp, 0);
		}
	}
	free(cc.cc_err.ce_msg);
	dt_strbuf_release(&sb);
	dt_htab_release(&cc.cc_typenames);
	dt_arena_release(&arena);
}

/* Compile one fuzz input; always returns 0 (libFuzzer's convention). */
int
dt_fuzz_compile(const uint8_t *data, size_t size)
{
	static char *argv[] = { "fuzz.d", "1", "hello", NULL };
	dt_ctext_t texts[FZC_MAXTEXTS];
	unsigned char used[4];
	dt_macros_t macros;
	dt_compopts_t co;
	dt_comperr_t ce;
	dt_prog_t *dp;
	int n, i;

	if (size > 1 << 16)	/* not what we are after; keeps runs short */
		return 0;
	memset(texts, 0, sizeof(texts));
	n = fzc_split(data, size, texts);

	memset(&macros, 0, sizeof(macros));
	memset(used, 0, sizeof(used));
	macros.ma_argc = 3;
	macros.ma_argv = argv;
	macros.ma_used = used;
	macros.ma_defaultargs = size > 0 && (data[size - 1] & 1);
	macros.ma_target = 4242;
	macros.ma_pid = 1000;
	macros.ma_ppid = 999;
	macros.ma_pgid = 1000;
	macros.ma_sid = 998;

	memset(&co, 0, sizeof(co));
	co.cp_strsize = 256;
	co.cp_cg.co_aggsize = 4 << 20;
	co.cp_option = fzc_option;

	if (size > 0 && (data[size - 1] & 2))
		fzc_dump(texts, n, &macros);
	dp = dt_compile(texts, n, fzc_catalogue(), &macros, &co, &ce);
	if (fzc_verbose < 0)
		fzc_verbose = getenv("DT_FUZZ_VERBOSE") != NULL;
	if (fzc_verbose && dp == NULL)
		fprintf(stderr, "fuzz_compile: text %d/%d: [%s] line %d: %s\n",
		    ce.ce_text, n, ce.ce_err.ce_tag ? ce.ce_err.ce_tag : "",
		    ce.ce_err.ce_line, ce.ce_err.ce_msg ? ce.ce_err.ce_msg :
		    "(no message)");
	else if (fzc_verbose)
		fprintf(stderr, "fuzz_compile: compiled, %d probes\n",
		    (int)dp->dp_nprobes);
	/*
	 * The failing text's index must name a text.  FIXME: 'n' itself is
	 * allowed for now: errors raised inside dt_codegen() report
	 * ce_text == n (driver/driver.c), which the CLI then uses to index
	 * its argument array.  crashes/compile/codegen-error-leak-and-text-
	 * index; make this 'ce.ce_text >= n' once fixed.
	 */
	if (dp == NULL && (ce.ce_text < 0 || ce.ce_text > n))
		abort();
	if (dp != NULL)
		dt_prog_free(dp);
	else
		free(ce.ce_err.ce_msg);
	for (i = 0; i < n; i++)
		free((void *)texts[i].ct_text);
	return 0;
}

#ifndef DT_FUZZ_NO_ENTRY
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return dt_fuzz_compile(data, size);
}
#endif

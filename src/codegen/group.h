/*
 * group.h - private to codegen/: a group of enabled probes that share one
 * BPF program (one attachment), as program.c builds them, and the two
 * steps program.c asks of other files for a group: the prologue
 * (prologue.c: which probe fired, scratch, arguments) and a probe's fetch
 * recipe (program.c).
 */
#ifndef DT_GROUP_H
#define DT_GROUP_H

#include "cg.h"

typedef struct group {
	dt_attach_t g_attach;
	const char *g_tpname;
	const dt_fetch_t *g_fetch;	/* FETCH: recipe of this attachment */
	uint64_t g_period;
	dt_argstyle_t g_argstyle;
	dt_vec_t g_probes;	/* const dt_probe_t * */
	int g_dispatch;		/* dispatch map index, -1 none yet */
	dt_vec_t g_udescs;	/* dt_udesc_t: pid descriptions (dlopen) */
	int g_uargmap;		/* USDT recipes of later sites, -1 none */
	int g_nchunks;		/* programs chained by tail calls, >= 1 */
	int g_chainmap;		/* their prog array map, -1 none */
} group_t;

/*
 * The prologue of the first program of group 'g': state check, which
 * probe fired (SLOT_PRID, and SLOT_MASK from 'masks', masks[probe *
 * g_nchunks]), the scratch level when 'uses_scratch', arg0..arg9 when
 * 'uses_args'.  Firings that run no clause go to 'lbl_out_nobusy'.
 */
void dt_cg_prologue(dt_cg_t *cg, group_t *g, const uint64_t *masks,
    int uses_scratch, int uses_args, int lbl_out_nobusy);

/*
 * Run the fetch recipe 'recipe' of probe 'prp' attached at 'tpname'
 * (prog.h dt_fetch_t) into the argN slots; a failed requirement goes
 * to 'lbl_out'.
 */
void dt_cg_fetch_recipe(dt_cg_t *cg, const dt_probe_t *prp,
    const char *tpname, const dt_fetch_t *recipe, int lbl_out);

#endif /* DT_GROUP_H */

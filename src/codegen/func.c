/*
 * func.c - the code generators of D functions and built-in variables,
 * found by id in tables expanded from the rows of compiler/func.h
 * (DT_FUNCTIONS, DT_BVARS).  Interface: cg.h.  The semantic checks of
 * the same rows are compiler/func.c's and sema.c's.
 */
#include "cg.h"

#define FUNC(name, id, kind, min, max, flags, ret, kinds, protos, check, \
    gen, rec)	[DT_F_##id] = gen,
#define BVAR(name, id, type, strcap, gen)	[DT_BI_##id] = gen,

static dt_cg_func_f *const functab[DT_F_NFUNCS] = {
	DT_FUNCTIONS(FUNC, DT_FUNC_NONE)
};

static dt_cg_bvar_f *const bvartab[DT_BI_NBUILTINS] = {
	DT_BVARS(BVAR)
};

int
dt_cg_func(dt_cg_t *cg, dt_node_t *dnp, int cond)
{
	dt_node_t *call = dnp->dn_kind == DT_NODE_CALL ? dnp : dnp->dn_right;

	return functab[call->dn_ident->id_func](cg, dnp, cond);
}

int
dt_cg_bvar(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	if (idp->id_builtin < 0 || idp->id_builtin >= DT_BI_NBUILTINS ||
	    bvartab[idp->id_builtin] == NULL)
		DT_BUG("built-in variable %s", idp->id_name);
	return bvartab[idp->id_builtin](cg, idp, v, r);
}

/* panic() and breakpoint(): refused by sema. */
int
dt_cg_fn_none(dt_cg_t *cg, dt_node_t *dnp, int cond)
{
	DT_BUG("%s( ) has no code", dnp->dn_name);
}

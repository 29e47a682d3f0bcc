/*
 * bvar.c - code generation for the string built-in variables about the
 * current process: cwd, root, execargs and zonename (rows of
 * compiler/func.h DT_BVARS; the code is in bvar_path.c).  The other
 * variables' generators are in expr.c, stack.c and vtime.c; the table
 * that finds them is codegen/func.c's.  Interface: cg.h.
 */
#include "cg.h"

/* cwd, root */
int
dt_cg_bv_path(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	dt_cg_bvar_path(cg, idp->id_builtin == DT_BI_ROOT);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_0);
	return 0;
}

int
dt_cg_bv_execargs(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	dt_cg_bvar_execargs(cg);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_0);
	return 0;
}

int
dt_cg_bv_zonename(dt_cg_t *cg, dt_ident_t *idp, int v, int r)
{
	dt_cg_bvar_zonename(cg);
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_0);
	return 0;
}

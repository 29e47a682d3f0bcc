/*
 * bvar.c - code generation for the string built-in variables about the
 * current process: cwd, root, execargs and zonename (the code is in
 * bvar_path.c).  expr.c's builtin() calls dt_cg_builtin_ext() for the
 * variables it does not handle itself.  (stackdepth, ustackdepth,
 * caller, ucaller and ipl are in expr.c / stack.c, vtimestamp in
 * vtime.c.)
 */
#include "cg.h"

int
dt_cg_builtin_ext(dt_cg_t *cg, dt_ident_t *idp, int r)
{
	switch (idp->id_builtin) {
	case DT_BI_CWD:
	case DT_BI_ROOT:
		dt_cg_bvar_path(cg, idp->id_builtin == DT_BI_ROOT);
		break;
	case DT_BI_EXECARGS:
		dt_cg_bvar_execargs(cg);
		break;
	case DT_BI_ZONENAME:
		dt_cg_bvar_zonename(cg);
		break;
	default:
		return 0;
	}
	dt_cg_alu_reg(cg, BPF_MOV, r, BPF_REG_0);
	return 1;
}

/*
 * subr.c - code generation for D subroutines (see compiler/subr.h and
 * cg.h): each takes the call node and returns a virtual register holding
 * the result (an integer, or a pointer to a string in scratch).
 */
#include "../compiler/subr.h"
#include "cg.h"

int
dt_cg_subr(dt_cg_t *cg, dt_node_t *call)
{
	int v, r;

	switch ((dt_subr_id_t)call->dn_ident->id_value) {
	case DT_SUBR_RAND:
		v = dt_cg_vreg_alloc(cg);
		dt_cg_call(cg, BPF_FUNC_get_prandom_u32);
		/* int: the low 32 bits, sign-extended */
		dt_cg_normalize(cg, BPF_REG_0, cg->sm->sm_types.tt_int);
		r = dt_cg_vreg_phys(cg, v);
		dt_cg_vreg_set(cg, v, BPF_REG_0);
		(void)r;
		return v;
	default:
		dt_cg_error(cg, "subroutine %s( ) has no code generator",
		    call->dn_name);
	}
}

/*
 * subr.c - the table of D subroutines and their semantic checks
 * (interface: subr.h).  Code generation is in codegen/subr.c.
 */
#include <string.h>

#include "subr.h"

static const dt_subr_t subr_tab[] = {
	{ "rand", DT_SUBR_RAND, 0, 0 },
};

const dt_subr_t *
dt_subr_lookup(const char *name)
{
	size_t i;

	for (i = 0; i < DT_ARRAY_SIZE(subr_tab); i++)
		if (strcmp(subr_tab[i].sb_name, name) == 0)
			return &subr_tab[i];
	return NULL;
}

dt_type_t *
dt_subr_cook(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call, const dt_subr_t *sb)
{
	dt_typetab_t *tt = &sm->sm_types;

	(void)cc;
	(void)call;
	switch (sb->sb_id) {
	case DT_SUBR_RAND:
		return tt->tt_int;
	default:
		DT_BUG("subroutine %d", sb->sb_id);
	}
}

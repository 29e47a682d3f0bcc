/*
 * prog.c - the life of the compiled program object (interface: prog.h,
 * through bpf.h): dt_prog_free() releases what the code generator
 * allocated for it, the heap arrays and the arena holding everything else.
 */
#include <stdlib.h>

#include "prog.h"

void
dt_prog_free(dt_prog_t *dp)
{
	int i;

	if (dp == NULL)
		return;
	for (i = 0; i < dp->dp_nmaps; i++)
		free(dp->dp_maps[i].ms_init);
	for (i = 0; i < dp->dp_nformats; i++)
		dt_printf_release(dp->dp_formats[i]);
	free(dp->dp_formats);
	free(dp->dp_maps);
	free(dp->dp_progs);
	dt_arena_release(&dp->dp_arena);
	free(dp);
}

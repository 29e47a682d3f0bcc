/*
 * codegen.h - interface of src/codegen/: the typed program of every text
 * (compiler.h's dt_sema_t) in, dt_prog_t (BPF programs, maps, record
 * layouts) out, for the compile driver (driver/driver.c); and the USDT
 * artefacts of dtrace -h/-G (usdtgen.h, included here) for the CLI.
 * Stage: typed AST -codegen-> insns -> dt_prog_t.
 */
#ifndef DT_CODEGEN_H
#define DT_CODEGEN_H

#include "../bpf/bpf.h"
#include "../probes/probes.h"
#include "../compiler/compiler.h"
#include "usdtgen.h"

typedef struct dt_cgopts {
	uint64_t co_aggsize;	/* aggregation memory per aggregation */
	uint64_t co_dynvarsize;
	uint32_t co_nspec;	/* speculations (option nspec) */
	uint64_t co_specsize;	/* bytes per speculation (option specsize) */
} dt_cgopts_t;

/* Allocates from 'ap', which the caller hands to the result's dp_arena. */
dt_prog_t *dt_codegen(dt_sema_t *sm, dt_cc_t *cc, dt_probecat_t *pcat,
    const dt_cgopts_t *opts, dt_arena_t *ap);

#endif /* DT_CODEGEN_H */

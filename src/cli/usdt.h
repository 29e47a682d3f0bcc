/*
 * usdt.h - dtrace(1)'s header mode (-h) and link mode (-G) for USDT
 * provider definitions (docs/options.md §9).  Private to cli/;
 * implemented in cli/usdt.c on top of compiler.h (provider definitions)
 * and codegen.h.
 */
#ifndef DT_CLI_USDT_H
#define DT_CLI_USDT_H

#include "../driver/driver.h"
#include "options.h"

/*
 * Run mode 'h' or 'G' over the program texts.  'objs' are the -G object
 * operands, 'model' 0 (default), 32 or 64 (-32/-64).  Returns the exit
 * status, or -1 with 'ce' filled for a compile error (the caller reports
 * it as compile errors are reported).  Usage errors exit(2) here.
 */
int dt_cli_usdt(int mode, const dt_options_t *op, const dt_ctext_t *texts,
    int ntexts, dt_macros_t *macros, char *const *objs, int nobjs,
    int model, dt_comperr_t *ce);

#endif /* DT_CLI_USDT_H */

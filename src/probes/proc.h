/*
 * proc.h - private to probes/: x86-64 instruction boundaries for pid
 * offset probes (insn.c).  The target-process functions of proc.c are
 * declared in probes.h, which the CLI uses too.
 */
#ifndef DT_PROC_H
#define DT_PROC_H

#include "probes.h"

/* insn.c: why offset probes cannot be made (capstone cannot be loaded),
 * NULL if they can. */
const char *dt_pid_insn_unavailable(void);

/* insn.c: is 'off' the start of an instruction of the function of
 * 'size' bytes at file offset 'fileoff' of 'path'? */
int dt_pid_insn_boundary(const char *path, uint64_t fileoff, uint64_t size,
    uint64_t off);

/* insn.c: the start offsets of every instruction of that function (a
 * heap array of *np entries; decoding stops at anything undecodable). */
uint64_t *dt_pid_insn_starts(const char *path, uint64_t fileoff,
    uint64_t size, size_t *np);

#endif /* DT_PROC_H */

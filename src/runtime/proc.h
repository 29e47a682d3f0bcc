/*
 * proc.h - target processes (-c, -p, pid<N> probes): registration,
 * stopping them while probes are created and attached, releasing them
 * (proc.c); x86-64 instruction boundaries for offset probes (insn.c).
 *
 * A -c process waits on a pipe before it calls exec.  It is released by
 * writing to the pipe, unless a pid provider description named it first:
 * then dt_proc_prepare() lets it exec under ptrace and runs it to its
 * entry point (AT_ENTRY: the dynamic linker has mapped and relocated its
 * libraries), where it stays stopped until dt_proc_release().  A -p (or
 * otherwise named) process is stopped with PTRACE_SEIZE + PTRACE_INTERRUPT
 * while its probes are made.  Releasing detaches: the process runs on.
 */
#ifndef DT_PROC_H
#define DT_PROC_H

#include <stdint.h>
#include <sys/types.h>

#include "../base/base.h"

/* A -c process (fork()ed, waiting for a byte on 'gofd') or a -p one
 * (gofd -1). */
void dt_proc_register(pid_t pid, int gofd);
/*
 * Make 'pid' ready for reading its mappings and symbols: see above.
 * Returns 0, or -1 when the process is gone (a -c command that failed to
 * exec: *status has its wait status).
 */
int dt_proc_prepare(pid_t pid);
/* Is 'pid' a -c or -p target (registered)? */
int dt_proc_registered(pid_t pid);
/* Has dt_proc_prepare() reaped 'pid'?  Then *status is its wait status. */
int dt_proc_reaped(pid_t pid, int *status);
/* Call function 'fn' (no arguments) in a process stopped by
 * dt_proc_prepare(); its result in *ret.  -1 if that cannot be done. */
int dt_proc_call(pid_t pid, uint64_t fn, uint64_t *ret);
/* Let every registered process run (every probe is live). */
void dt_proc_release(void);

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

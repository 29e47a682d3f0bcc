/*
 * sym.h - symbols for the consumer (private to runtime/): kernel
 * addresses through /proc/kallsyms, user addresses through libdwfl
 * (elfutils) over each process's mappings, read when the process is
 * first seen and kept, so that addresses still resolve after it exits.
 * Texts are DTrace's (docs/output.md §7): "module`func+0x1f", "module`func",
 * "module`0x..." or "0x...".
 */
#ifndef DT_SYM_H
#define DT_SYM_H

#include <stdint.h>

#include "../base/base.h"

typedef struct dt_syms dt_syms_t;

/* What a text says about an address. */
typedef enum dt_symhow {
	DT_SYM_ADDR,		/* module`func+0xoff (stack frames, %a, uaddr) */
	DT_SYM_FUNC,		/* module`func (sym, func, usym, ufunc) */
	DT_SYM_MOD		/* module (mod, umod) */
} dt_symhow_t;

dt_syms_t *dt_syms_create(void);
void dt_syms_free(dt_syms_t *sy);

/*
 * Note that process 'pid' was seen: its mappings are read now if they
 * were not yet (a process that has gone by then resolves to addresses).
 */
void dt_syms_pid(dt_syms_t *sy, int pid);

/* Append the text of kernel address 'pc' (pid < 0) or of user address
 * 'pc' of process 'pid'. */
void dt_syms_text(dt_syms_t *sy, dt_strbuf_t *sb, int pid, uint64_t pc,
    dt_symhow_t how);

/*
 * The address aggregation keys of sym()/mod() (usym()/umod()) are
 * folded to, so that addresses in one function (module) make one entry:
 * the start of the symbol (module), or 'pc' itself when unknown.
 */
uint64_t dt_syms_fold(dt_syms_t *sy, int pid, uint64_t pc, dt_symhow_t how);

/*
 * A stack: "\n", then per frame up to the first zero PC 'indent' blanks,
 * the frame text and "\n".  'pid' < 0 for a kernel stack.
 */
void dt_syms_stack(dt_syms_t *sy, dt_strbuf_t *sb, int pid,
    const uint64_t *pcs, int n, int indent);

/*
 * The Dwfl of process 'pid' (sym.c), with its mappings re-read if 'pc'
 * is in none of them; NULL when the process could never be read.
 */
struct Dwfl *dt_syms_udwfl(dt_syms_t *sy, int pid, uint64_t pc);

/*
 * unwind.c: the PCs (up to 'max', innermost first) of a user stack
 * recorded under ustackmode=dwarf: 'regs' the thread's x86-64 struct
 * pt_regs as 64-bit words, 'stack' a copy of 'len' bytes of its stack
 * from regs' stack pointer up.  Returns the number of PCs, 0 when
 * nothing could be unwound.
 */
int dt_syms_unwind(dt_syms_t *sy, int pid, const uint64_t *regs,
    const void *stack, size_t len, uint64_t *pcs, int max);

#endif /* DT_SYM_H */

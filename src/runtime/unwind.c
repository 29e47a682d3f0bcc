/*
 * unwind.c - DWARF unwinding of recorded user stacks (see sym.h), for
 * ustack() under -x ustackmode=dwarf (codegen/stack.c): a record holds
 * the user registers of the thread (x86-64 struct pt_regs) and a copy
 * of the top of its user stack; the stack is walked here, in the
 * consumer, with the call frame information (.eh_frame, .debug_frame)
 * of the process's objects, by libdwfl's unwinder over the process's
 * Dwfl of sym.c.  The Dwfl is attached once (dwfl_attach_state) to
 * callbacks that read the registers and memory of the record being
 * unwound, so it works the same after the process has exited: nothing
 * is read from the live process.  Memory outside the copy ends the walk.
 */
#include <elfutils/libdwfl.h>
#include <string.h>

#include "sym.h"

/* x86-64 struct pt_regs words, in DWARF register order 0..16 (rax, rdx,
   rcx, rbx, rsi, rdi, rbp, rsp, r8..r15, rip) */
static const int dwarf_of_ptregs[17] = {
	10, 12, 11, 5, 13, 14, 4, 19, 9, 8, 7, 6, 3, 2, 1, 0, 16
};
#define PT_RIP	16
#define PT_RSP	19

/* The record being unwound: one at a time, the consumer is serial. */
typedef struct usample {
	pid_t us_pid;
	const uint64_t *us_regs;	/* pt_regs words */
	const unsigned char *us_stack;
	uint64_t us_sp;			/* address of us_stack[0] */
	size_t us_len;
	uint64_t *us_pcs;
	int us_max, us_n;
} usample_t;

static usample_t cur;

static pid_t
next_thread(Dwfl *dwfl, void *arg, void **thread_argp)
{
	(void)dwfl;
	if (*thread_argp != NULL)
		return 0;
	*thread_argp = arg;
	return cur.us_pid;
}

static bool
get_thread(Dwfl *dwfl, pid_t tid, void *arg, void **thread_argp)
{
	(void)dwfl;
	(void)tid;
	*thread_argp = arg;
	return true;
}

static bool
memory_read(Dwfl *dwfl, Dwarf_Addr addr, Dwarf_Word *result, void *arg)
{
	(void)dwfl;
	(void)arg;
	if (addr < cur.us_sp || addr - cur.us_sp > cur.us_len ||
	    cur.us_len - (addr - cur.us_sp) < sizeof(*result))
		return false;
	memcpy(result, cur.us_stack + (addr - cur.us_sp), sizeof(*result));
	return true;
}

static bool
set_initial_registers(Dwfl_Thread *thread, void *arg)
{
	Dwarf_Word regs[17];
	int i;

	(void)arg;
	for (i = 0; i < 17; i++)
		regs[i] = cur.us_regs[dwarf_of_ptregs[i]];
	if (!dwfl_thread_state_registers(thread, 0, 17, regs))
		return false;
	dwfl_thread_state_register_pc(thread, cur.us_regs[PT_RIP]);
	return true;
}

static const Dwfl_Thread_Callbacks callbacks = {
	.next_thread = next_thread,
	.get_thread = get_thread,
	.memory_read = memory_read,
	.set_initial_registers = set_initial_registers,
};

static int
frame_cb(Dwfl_Frame *state, void *arg)
{
	Dwarf_Addr pc;

	(void)arg;
	if (!dwfl_frame_pc(state, &pc, NULL) || pc == 0)
		return DWARF_CB_ABORT;
	cur.us_pcs[cur.us_n++] = pc;
	return cur.us_n < cur.us_max ? DWARF_CB_OK : DWARF_CB_ABORT;
}

int
dt_syms_unwind(dt_syms_t *sy, int pid, const uint64_t *regs,
    const void *stack, size_t len, uint64_t *pcs, int max)
{
	Dwfl *dwfl;

	if (pid <= 0 || max <= 0 || regs[PT_RIP] == 0 || regs[PT_RSP] == 0)
		return 0;
	dwfl = dt_syms_udwfl(sy, pid, regs[PT_RIP]);
	if (dwfl == NULL)
		return 0;
	if (dwfl_pid(dwfl) <= 0 &&
	    !dwfl_attach_state(dwfl, NULL, pid, &callbacks, &cur))
		return 0;
	cur.us_pid = pid;
	cur.us_regs = regs;
	cur.us_stack = stack;
	cur.us_sp = regs[PT_RSP];
	cur.us_len = len;
	cur.us_pcs = pcs;
	cur.us_max = max;
	cur.us_n = 0;
	/* the walk ends with an error (no CFI, memory outside the copy,
	   the outermost frame): the frames so far are the stack */
	(void) dwfl_getthread_frames(dwfl, pid, frame_cb, NULL);
	return cur.us_n;
}

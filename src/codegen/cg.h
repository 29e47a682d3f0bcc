/*
 * cg.h - private header of the code generator (codegen/): typed AST ->
 * BPF instruction lists.  emit.c holds the instruction buffer, labels and
 * register allocation; expr.c expressions; stmt.c statements, actions and
 * aggregations; program.c program assembly, maps and record layouts.
 *
 * Register conventions of every generated program:
 *   r0-r5   transient (helper arguments and results, clobbered by calls)
 *   r6-r8   virtual registers 0..2 (callee-saved); deeper ones spill to
 *           the stack below SLOT_SPILL
 *   r9      per-CPU scratch base (map value pointer), when loaded
 *   r10     frame pointer
 * Stack slots are fixed offsets from r10 (SLOT_*).
 *
 * Subprograms (subprog.c): a feature that needs a BPF-to-BPF function,
 * such as a bpf_loop() callback, registers it with dt_cg_subprog() (a
 * name, its arguments and a generator) and refers to it with
 * dt_cg_ld_subprog() (ld_imm64 with BPF_PSEUDO_FUNC, for a callback
 * argument) or dt_cg_call_subprog() (BPF_PSEUDO_CALL).  The bodies are
 * generated once per BPF program that refers to them, after the main
 * program's final exit; the runtime gives the kernel the BTF func_info
 * the verifier wants (dt_bpfprog_t.bp_funcs).  A body runs in its own
 * frame: r1-r5 are its arguments, r6-r9 are its own (saved for the
 * caller), r10 is its own frame pointer.  None of the conventions above
 * hold there: no virtual registers, no scratch base in r9, no SLOT_*, no
 * clause fault block.  The verifier bounds the frames of a call chain
 * together (512 bytes), and kernels before 6.8 count at least 32 bytes
 * for each subprogram's frame: the main program's frame is SLOT_FRAME
 * (480) bytes, and a subprogram must not use any stack of its own; it
 * reaches its caller's data through pointer arguments (bpf_loop's
 * callback context: a caller stack slot).
 * dt_cg_require_helper() records a helper that only newer kernels have,
 * so that the runtime refuses to load with a clear message on older ones.
 */
#ifndef DT_CG_H
#define DT_CG_H

#include <linux/bpf.h>

#include "../bpf/bpf.h"
#include "../probes/probes.h"
#include "../compiler/compiler.h"

#define CG_NPHYS	3	/* virtual registers kept in r6..r8 */
#define CG_MAXVREG	23	/* spill slots down to -288 (SLOT_SPILL) */

#define SLOT_CTX	(-8)	/* saved ctx pointer */
#define SLOT_PRID	(-16)	/* probe ID that fired (u64) */
#define SLOT_MASK	(-24)	/* clause mask for this probe (u64) */
#define SLOT_TS		(-32)	/* cached timestamp, 0 = not yet read */
#define SLOT_KEY	(-40)	/* 8-byte map key */
#define SLOT_VAL	(-48)	/* 8-byte map value */
#define SLOT_ARGS	(-128)	/* 10 x 8 bytes of argN: -128 .. -56 */
#define SLOT_SPILL	(-136)	/* vreg CG_NPHYS at -136, then downwards
				   to -288 (CG_MAXVREG) */
#define SLOT_BARE	(-320)	/* a bare dt_rechdr_t (24 bytes, -320 ..
				   -297; the tick prologue's frames,
				   prologue.c TICK_FRAMES, overlap it) */
#define SLOT_TICKSKIP	(-328)	/* tick-N: kernel frames above the
				   interrupted one, for stack() */
#define SLOT_PIDTGID	(-336)	/* cached bpf_get_current_pid_tgid(), 0 =
				   not yet read */
#define SLOT_CHAINKEY	(-352)	/* chained programs (program.c): the
				   dispatch key; below SLOT_PIDTGID */
#define SLOT_SAVE	(-432)	/* 10 x 8: argN saved around ERROR clauses
				   (-432 .. -353) */
#define SLOT_ERR	(-480)	/* dt_recerr_t (48 bytes): -480 .. -433 */
/*
 * The frame ends at SLOT_ERR: 480 of the 512 bytes, because kernels
 * before 6.8 count at least 32 bytes for a subprogram's frame (see
 * "Subprograms" above) in the 512 a call chain may use.
 */
#define SLOT_FRAME	480

/*
 * The first 8 bytes (little-endian, sign-extended from this 32-bit
 * immediate) of a NULL string: "" followed by a mark (codegen/subr.c).
 */
#define DT_STR_NULL	((int32_t)0xdead0000)

#define SCR_BUSY	0	/* nesting guard in scratch */
#define SCR_THIS	8	/* first clause-local variable */

typedef struct cg_fix {
	int insn;		/* instruction to patch */
	int label;		/* jump target label, or -1 */
	int what;		/* jfix: 0 off, 1 imm (subprogram) is relative
				   to the label; rfix: 0 off += recbase, 1
				   imm += recbase */
} cg_fix_t;

typedef struct dt_cg {
	dt_sema_t *sm;
	dt_prog_t *dp;
	dt_arena_t *ap;
	dt_cc_t *cc;		/* for errors */
	dt_probecat_t *pcat;

	/* current program */
	dt_vec_t insns;		/* struct bpf_insn */
	dt_vec_t lines;		/* int per insn */
	dt_vec_t iclause;	/* int per insn */
	dt_vec_t labels;	/* int: insn index or -1 */
	dt_vec_t jfix;		/* cg_fix_t: jumps to labels */
	dt_vec_t rfix;		/* cg_fix_t: record-base relocations */
	dt_attach_t attach;
	dt_argstyle_t argstyle;
	int nprobes;		/* probes served by this program */
	const dt_probe_t **probes;
	int line;
	int clause;		/* clause index being generated, -1 none */

	/* virtual registers */
	int vdepth;
	int vmax;

	/* scratch layout (per program) */
	uint32_t thissize;	/* bytes of clause-locals */
	uint64_t dynvarsize;	/* -x dynvarsize: bytes of each dynamic
				   variable map */
	uint32_t scr_top;	/* next free temp byte in this clause */
	uint32_t scr_max;	/* highest temp byte over all clauses */
	uint32_t alloca_top;	/* end of the last alloca()/copyin() buffer
				   in this clause, 0 if none: stores and
				   bcopy() must stay below it */
	uint32_t rec_max;	/* largest record */
	int uses_scratch;

	/* clause being generated */
	dt_sclause_t *sc;
	int lbl_next;		/* end of the clause: skip to the next */
	int lbl_fault;		/* the clause's fault block */
	int nfaults;		/* jumps to lbl_fault emitted */
	int in_error;		/* generating an ERROR clause */
	int exit_seen;		/* an exit() was generated: later clauses
				   check the state word (dt_cg_clause) */
	int action;		/* 1-based action number, 0 = predicate */
	uint32_t recoff;	/* next free byte in the record */
	int nflags;		/* conditional-action flag bytes used */
	dt_vec_t actions;	/* dt_action_t */
	const dt_probe_t *probe1;	/* the probe if the clause (within this
					   program) has exactly one */
	uint32_t chainoff;	/* scratch: what a program chain hands on
				   (program.c), 0 none */
	int vtime_map;		/* vtime.c: its map indices + 1, 0 none */
	int vtime_last;
	int spec_fix[3];	/* spec.c: speculate()'s instructions whose
				   imm is +/- the record size, -1 none */

	/* subprog.c: of the current program */
	dt_vec_t subprogs;	/* cg_subprog_t */
	dt_vec_t helpreqs;	/* dt_bpfreq_t */
} dt_cg_t;

/* emit.c */
int dt_cg_emit(dt_cg_t *cg, struct bpf_insn insn);
int dt_cg_label(dt_cg_t *cg);
void dt_cg_place(dt_cg_t *cg, int label);
void dt_cg_jmp_imm(dt_cg_t *cg, int op, int reg, int32_t imm, int label);
void dt_cg_jmp_reg(dt_cg_t *cg, int op, int dst, int src, int label);
void dt_cg_ja(dt_cg_t *cg, int label);
void dt_cg_mov_imm(dt_cg_t *cg, int reg, int64_t v);
void dt_cg_ld_map(dt_cg_t *cg, int reg, int map);
void dt_cg_ld_mapval(dt_cg_t *cg, int reg, int map, uint32_t off);
/* r0 = bpf_map_lookup_elem(map, fp + SLOT_KEY) */
void dt_cg_lookup_slot(dt_cg_t *cg, int map);
/* r0 = bpf_map_update_elem(map, fp + SLOT_KEY, fp + SLOT_VAL, flags) */
void dt_cg_update_slots(dt_cg_t *cg, int map, int flags);
void dt_cg_call(dt_cg_t *cg, int helper);
void dt_cg_recfix(dt_cg_t *cg, int insn, int what);
int dt_cg_vreg_alloc(dt_cg_t *cg);
void dt_cg_vreg_free(dt_cg_t *cg, int v);
int dt_cg_vreg_get(dt_cg_t *cg, int v, int tmp);
void dt_cg_vreg_set(dt_cg_t *cg, int v, int reg);
int dt_cg_vreg_phys(dt_cg_t *cg, int v);
void dt_cg_stx(dt_cg_t *cg, int size, int dst, int16_t off, int src);
void dt_cg_ldx(dt_cg_t *cg, int size, int dst, int src, int16_t off);
void dt_cg_st_imm(dt_cg_t *cg, int size, int dst, int16_t off, int32_t imm);
void dt_cg_alu_imm(dt_cg_t *cg, int op, int reg, int32_t imm);
void dt_cg_alu_reg(dt_cg_t *cg, int op, int dst, int src);
void dt_cg_normalize(dt_cg_t *cg, int reg, dt_type_t *t);
int dt_cg_bpfsize(uint32_t bytes);
void dt_cg_finish(dt_cg_t *cg, uint32_t recbase);
uint32_t dt_cg_scratch(dt_cg_t *cg, uint32_t size);
void dt_cg_need_scratch(dt_cg_t *cg);
void dt_cg_error(dt_cg_t *cg, const char *fmt, ...) DT_PRINTF(2, 3)
    DT_NORETURN;

/* expr.c */
int dt_cg_expr(dt_cg_t *cg, dt_node_t *dnp);
/* the address of the bytes of a struct, union or array value */
int dt_cg_objval_addr(dt_cg_t *cg, dt_node_t *e);
/* fault (invalid address 0x0) if string 'e', at 'reg', is NULL; uses r0 */
void dt_cg_strnull_check(dt_cg_t *cg, dt_node_t *e, int reg);
/* r0 = bpf_get_current_pid_tgid(), read once per firing (SLOT_PIDTGID) */
void dt_cg_pid_tgid(dt_cg_t *cg);

/* vtime.c: the sched_switch program that calibrates vtimestamp
   (appended to the programs when vtimestamp was used) */
void dt_cg_vtime_prog(dt_cg_t *cg);

/* bvar_path.c: r0 = the string in scratch */
void dt_cg_bvar_path(dt_cg_t *cg, int isroot);
void dt_cg_bvar_execargs(dt_cg_t *cg);
void dt_cg_bvar_zonename(dt_cg_t *cg);
/* subr_bvar.c: d_path() of the struct path * in 'preg' (not r1-r4) */
void dt_cg_path_walk(dt_cg_t *cg, int preg, int mount);

/*
 * stack.c: values of stack(), ustack(), sym() and the like (types with a
 * dt_sema_symkind()).  dt_cg_symval stores the value of 'e' at r9 + off
 * ('rel': off is relative to the clause's record) in the layout of its
 * DT_RK_* kind, dt_cg_symval_size(type) bytes.
 */
void dt_cg_symval(dt_cg_t *cg, dt_node_t *e, uint32_t off, int rel);
uint32_t dt_cg_symval_size(dt_type_t *t);
/* ustack() 'e' as a DT_RK_USTACKD record field at record offset 'off' */
void dt_cg_ustack_dwarf(dt_cg_t *cg, dt_node_t *e, uint32_t off);
void dt_cg_fault(dt_cg_t *cg, int fault, int addr_reg);
void dt_cg_fault_if(dt_cg_t *cg, int op, int reg, int32_t imm, int fault,
    int addr_reg);
void dt_cg_strcopy(dt_cg_t *cg, int dst, int16_t dstoff, int src,
    uint32_t dstcap, uint32_t srccap);
void dt_cg_store_key(dt_cg_t *cg, dt_node_t *keys, dt_ident_t *idp,
    int basereg, uint32_t base);
uint32_t dt_cg_keylayout(dt_cg_t *cg, dt_ident_t *idp);
int dt_cg_map_of(dt_cg_t *cg, dt_ident_t *idp);
void dt_cg_probe_field(dt_cg_t *cg, int v, int field);

/*
 * objvar.c: D variables of struct, union or array type.
 * dt_cg_objvar_addr: the address of variable 'dnp' (IDENT, SELF, THIS or
 * an associative INDEX) into a new vreg; 'skip' < 0 to read (a missing
 * dynamic element reads as zeros), else the label a store jumps to when
 * the element cannot be created (a dynamic variable drop).
 * dt_cg_objvar_delete: self->x = 0 / a[k] = 0 of such a variable.
 * dt_cg_objcopy: 'size' bytes from the address in vreg 'src' to the one
 * in vreg 'dst' (an unreadable source faults).
 * dt_cg_objvar_zsize: the zero region the string table must start with.
 * (Sema bounds the objects: 64k in a dynamic variable, 16k of
 * clause-locals in all.)
 */
int dt_cg_objvar_addr(dt_cg_t *cg, dt_node_t *dnp, int skip);
void dt_cg_objvar_delete(dt_cg_t *cg, dt_node_t *lv);
void dt_cg_objcopy(dt_cg_t *cg, int dst, int src, uint32_t size);
uint32_t dt_cg_objvar_zsize(dt_sema_t *sm);

/* usdt.c: argN of the USDT sites 'probes' (DT_ARGS_USDT prologue) */
/* usdt.c: argN of the USDT sites 'probes' (DT_ARGS_USDT prologue); with
 * 'recmap' >= 0, sites attached later first look up their recipe there
 * (bpf/uarg.h dt_urecarg_t) */
void dt_cg_usdt_args(dt_cg_t *cg, const dt_probe_t **probes, int n,
    int recmap);

/* stmt.c */
void dt_cg_clause(dt_cg_t *cg, dt_sclause_t *sc, uint64_t mask_bit,
    int guard);

/*
 * stmt.c, for act.c: a new action of the clause (with its "it ran" flag
 * byte when 'cond'), a field of the record (offset), reg = record + off,
 * a store into the record, and an evaluated value recorded as a field.
 */
dt_action_t *dt_cg_new_action(dt_cg_t *cg, dt_actkind_t k, int cond);
uint32_t dt_cg_rec_field(dt_cg_t *cg, uint32_t size, uint32_t align);
void dt_cg_rec_addr(dt_cg_t *cg, int reg, uint32_t off);
void dt_cg_rec_store(dt_cg_t *cg, int size, uint32_t off, int reg);
dt_recfield_t dt_cg_record_value(dt_cg_t *cg, dt_node_t *e);

/* act.c: a struct, union or array value recorded as its bytes
   (DT_RK_BYTES). */
dt_recfield_t dt_cg_record_bytes(dt_cg_t *cg, dt_node_t *e);

/* spec.c: speculations (bpf/prog.h, dt_specent_t) */
void dt_cg_spec_recsize(dt_cg_t *cg, uint32_t recsize);
/* stmt.c: count one DT_STAT_* event on this CPU ('skip': map missing) */
void dt_cg_stat_incr(dt_cg_t *cg, int stat, int skip);

/*
 * ring.c: send the record at base + off (size bytes; its header's kind,
 * clause, probe and pad already stored) to this CPU's ring buffer,
 * filling in the header's CPU and sequence number; 'fix' when base +
 * off is relative to the record base (r9, record-base relocations).  Leaves r1
 * = 0 if it was sent, non-zero if it was lost.  Uses SLOT_KEY and
 * SLOT_VAL.
 */
typedef enum dt_ringwake {
	DT_RINGWAKE_ADAPT,	/* the kernel's choice (consumer caught up) */
	DT_RINGWAKE_NOW,	/* wake the consumer */
	DT_RINGWAKE_FILL	/* once DT_GLOBAL_WAKEAT bytes wait */
} dt_ringwake_t;
void dt_cg_ring_send(dt_cg_t *cg, int base, int16_t off, int fix,
    uint32_t size, dt_ringwake_t wake);

/*
 * subprog.c: BPF-to-BPF subprograms (see the top of this file).  'gen'
 * emits the body of subprogram 'name' (with 'arg'), which must end in
 * exit; 'nargs' arguments, bit i of 'ptrargs' set when argument i + 1 is
 * a pointer.  Registering the same name again returns the same id.
 */
typedef void (*dt_cg_subgen_t)(dt_cg_t *cg, const void *arg);

typedef struct cg_subprog {
	const char *cs_name;
	int cs_nargs;
	unsigned cs_ptrargs;
	dt_cg_subgen_t cs_gen;
	const void *cs_arg;
	int cs_label;		/* its first instruction */
} cg_subprog_t;

int dt_cg_subprog(dt_cg_t *cg, const char *name, int nargs,
    unsigned ptrargs, dt_cg_subgen_t gen, const void *arg);
/* reg = the address of subprogram 'id' (a callback argument) */
void dt_cg_ld_subprog(dt_cg_t *cg, int reg, int id);
/* call subprogram 'id' (arguments in r1-r5, result in r0) */
void dt_cg_call_subprog(dt_cg_t *cg, int id);
/* the program needs helper 'helper' for D feature 'what' (Linux 'rel') */
void dt_cg_require_helper(dt_cg_t *cg, int helper, const char *what,
    const char *rel);
/* program.c, after the main program: the bodies of the subprograms */
void dt_cg_subprogs_emit(dt_cg_t *cg);

/*
 * Functions and built-in variables: the generators that the rows of
 * compiler/func.h (DT_FUNCTIONS, DT_BVARS) name, and the tables that
 * find them (func.c).
 *
 * A function's generator gets the call (for an aggregating function the
 * assignment @a[keys] = f(...)) and 'cond': DT_CG_VALUE for a value
 * (returns its virtual register), else it is a statement (returns -1;
 * 'cond': inside an if/else, its action gets a flag byte saying it ran).
 * Subroutines are only called as values; a statement of one is a value
 * thrown away.
 */
#define DT_CG_VALUE	(-1)
typedef int dt_cg_func_f(dt_cg_t *cg, dt_node_t *dnp, int cond);
#define DT_CG_FUNC_GEN(name, id, kind, min, max, flags, ret, kinds, protos, \
    check, gen, rec)	dt_cg_func_f gen;
DT_FUNCTIONS(DT_CG_FUNC_GEN, DT_FUNC_NONE)
int dt_cg_func(dt_cg_t *cg, dt_node_t *dnp, int cond);

/*
 * A built-in variable's generator leaves the value of 'idp' in register
 * 'r' (that of virtual register 'v', or r0 if 'v' is spilled) and
 * returns 0, or returns 1 when it has set 'v' itself.
 */
typedef int dt_cg_bvar_f(dt_cg_t *cg, dt_ident_t *idp, int v, int r);
#define DT_CG_BVAR_GEN(name, id, type, strcap, gen)	dt_cg_bvar_f gen;
DT_BVARS(DT_CG_BVAR_GEN)
int dt_cg_bvar(dt_cg_t *cg, dt_ident_t *idp, int v, int r);

/* program.c */
int dt_cg_add_map(dt_cg_t *cg, const char *name, uint32_t type,
    uint32_t ksize, uint32_t vsize, uint32_t maxent, uint32_t flags);
uint32_t dt_cg_strtab_add(dt_cg_t *cg, const char *s, size_t len);
int dt_cg_need_probemap(dt_cg_t *cg);

#endif /* DT_CG_H */

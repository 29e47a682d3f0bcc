/*
 * prog.h - the compiled program object (dt_prog_t) and the probe
 * descriptors.  This is the only thing that crosses from the compiler and
 * code generator into the runtime and consumer: BPF instructions, map
 * specifications, record layouts and the probe table.  No compiler types
 * appear here.  Other directories see it through bpf.h; dt_prog_free() is
 * in prog.c.
 */
#ifndef DT_PROG_H
#define DT_PROG_H

#include <linux/bpf.h>
#include <stdint.h>

#include "../base/base.h"
#include "../format/format.h"
#include "uarg.h"

/* ------------------------------------------------------------- probes */

/* How a probe's program is attached to the kernel. */
typedef enum dt_attach {
	DT_ATTACH_NONE,
	DT_ATTACH_BEGIN,	/* BPF_PROG_TEST_RUN by the consumer, first */
	DT_ATTACH_END,		/* BPF_PROG_TEST_RUN by the consumer, last */
	DT_ATTACH_ERROR,	/* not attached: called on faults */
	DT_ATTACH_RAWTP,	/* raw tracepoint pr_tpname */
	DT_ATTACH_PROFILE,	/* cpu-clock sampling on every CPU */
	DT_ATTACH_TICK,		/* consumer timer, test run on one CPU */
	DT_ATTACH_TP,		/* tracefs tracepoint pr_tpname "group/event" */
	DT_ATTACH_FENTRY,	/* fentry on kernel function BTF id pr_btfid */
	DT_ATTACH_FEXIT,	/* fexit on kernel function BTF id pr_btfid */
	DT_ATTACH_KMULTI,	/* codegen's choice for many FENTRY probes:
				   one kprobe.multi link, cookie = index */
	DT_ATTACH_KRMULTI,	/* the same for FEXIT (kretprobe.multi) */
	/* user space (pid, usdt): see "Uprobes" below */
	DT_ATTACH_UPROBE,	/* uprobe at (pr_upath, pr_uoff) */
	DT_ATTACH_URETPROBE,	/* uretprobe on the function at pr_uoff */
	DT_ATTACH_PERFSW	/* a perf software event counted on every
				   CPU, each occurrence (pr_tpname
				   "perf/<event>", e.g. perf/major-faults),
				   in the task it happens to */
} dt_attach_t;

#define DT_SYS_IA32	1024	/* see pr_sysnr */

/* How argN are obtained for a probe (codegen picks the fetch sequence). */
typedef enum dt_argstyle {
	DT_ARGS_NONE,		/* all zero */
	DT_ARGS_SYSCALL_ENTRY,	/* raw_syscalls:sys_enter regs */
	DT_ARGS_SYSCALL_RETURN,	/* raw_syscalls:sys_exit ret */
	DT_ARGS_PROFILE,	/* perf_event regs: arg0 kernel pc, arg1 user */
	DT_ARGS_ERROR,		/* ERROR clauses: set from the fault */
	DT_ARGS_TP,		/* tracepoint record fields (pr_args) */
	DT_ARGS_FETCH,		/* raw tracepoint + pr_alts recipes */
	DT_ARGS_CTXARRAY,	/* BTF-typed u64 ctx[] (fentry, tp_btf): argN =
				   ctx[N] for N < pr_nargs */
	DT_ARGS_FEXIT,		/* fexit: arg0 = -1 (return offset unknown),
				   arg1 = ctx[pr_nargs] (return value) */
	DT_ARGS_KPROBE,		/* pt_regs: argN from the x86-64 argument
				   registers (N < 6) */
	DT_ARGS_KRETPROBE,	/* pt_regs: arg0 = -1, arg1 = rax */
	DT_ARGS_UPROBE,		/* user pt_regs at a function's first
				   instruction: arg0..5 = rdi rsi rdx rcx r8
				   r9, arg6..9 = the user stack words at
				   rsp+8 .. rsp+32 (SysV x86-64) */
	DT_ARGS_URETPROBE,	/* user pt_regs after the return: arg0 = -1
				   (the returning instruction is unknown to a
				   uretprobe), arg1 = rax */
	DT_ARGS_USDT,		/* user pt_regs at a USDT site: argN as its
				   note says (pr_uargs) */
	DT_ARGS_TICK		/* tick-N run by an IPI on its CPU: arg0 the
				   interrupted kernel PC, arg1 the user PC
				   (found in the kernel stack) */
} dt_argstyle_t;

/*
 * A fetch recipe: how a probe built on a raw tracepoint (proc, sched, io,
 * tcp...) decides whether it fires and computes arg0..arg9.  The code
 * generator runs the steps in order on one accumulator; a failed
 * DT_FO_REQ* step means the probe does not fire for this event.  Kernel
 * structure members are named "struct.member" (several joined by '+' are
 * added: "sock.__sk_common+sock_common.skc_state") and resolved from BTF
 * when the program is generated.
 */
typedef enum dt_fop {
	DT_FO_END,
	DT_FO_CTX,		/* acc = raw tracepoint argument fo_k */
	DT_FO_CUR,		/* acc = current task_struct */
	DT_FO_PIDTGID,		/* acc = bpf_get_current_pid_tgid() */
	DT_FO_CPU,		/* acc = this CPU */
	DT_FO_IMM,		/* acc = fo_imm */
	DT_FO_READ,		/* acc = fo_size bytes at acc + member (kernel
				   read; 0 if acc is 0 or unreadable), sign-
				   extended if fo_k */
	DT_FO_ADDR,		/* acc += offset of member */
	DT_FO_AND,		/* acc &= fo_imm */
	DT_FO_RSH,		/* acc >>= fo_imm (logical) */
	DT_FO_LSH,		/* acc <<= fo_imm */
	DT_FO_ADD,		/* acc += fo_imm */
	DT_FO_NEG,		/* acc = -acc */
	DT_FO_SET,		/* arg[fo_k] = acc */
	DT_FO_GET,		/* acc = arg[fo_k] */
	DT_FO_REQ,		/* fire only if acc <fo_k cond> fo_imm */
	DT_FO_REQARG,		/* fire only if acc <fo_k cond> arg[fo_imm] */
	DT_FO_SYSNR,		/* acc = syscall number (raw_syscalls sys_exit:
				   regs->orig_ax of argument 0) */
	DT_FO_NOCOMPAT,		/* fire only for 64-bit system calls */
	DT_FO_REQIN,		/* fire only if acc is one of fo_set[0..fo_k) */
	DT_FO_UNLESS,		/* unless acc <fo_k cond> fo_imm, skip the next
				   fo_size steps */
	DT_FO_ADDARG,		/* acc += arg[fo_k] */
	DT_FO_KSYM,		/* acc = address of kernel symbol fo_member,
				   0 when unknown */
	DT_FO_BSWAP16,		/* acc = ntohs(acc) */
	DT_FO_CLD,		/* acc = CLD_* reason of exit_code acc */
	DT_FO_TIME,		/* acc = monotonic time, ns */
	DT_FO_TSAVE,		/* per-thread state: slot fo_k = acc */
	DT_FO_TTAKE,		/* acc = per-thread slot fo_k (0 if unset),
				   which is cleared */
	DT_FO_NEVER,		/* do not fire (state-keeping attachments) */
	DT_FO_BIT,		/* acc = the one-bit bitfield member of the
				   struct at acc (0 when acc is NULL) */
	DT_FO_COMPAT,		/* fire only for 32-bit (ia32) system calls */
	DT_FO_ONCE,		/* fire only the first time acc is seen (a
				   bounded LRU set of keys) */
	DT_FO_HASARG		/* unless the tracepoint has more than fo_k
				   arguments on this kernel, skip the next
				   fo_size steps */
} dt_fop_t;

/* Conditions of DT_FO_REQ/REQARG (fo_k). */
enum {
	DT_FC_EQ, DT_FC_NE, DT_FC_SLT, DT_FC_SLE, DT_FC_SGT, DT_FC_SGE,
	DT_FC_ANY,		/* (acc & imm) != 0 */
	DT_FC_NONE		/* (acc & imm) == 0 */
};

typedef struct dt_fetch {
	uint8_t fo_op;		/* dt_fop_t */
	uint8_t fo_k;
	uint8_t fo_size;	/* READ: 1, 2, 4 or 8 */
	const char *fo_member;
	int64_t fo_imm;
	const int64_t *fo_set;
} dt_fetch_t;

/* One kernel attachment of a FETCH probe (several: synthetic probes). */
typedef struct dt_fetchalt {
	const char *fa_tpname;	/* raw tracepoint */
	const dt_fetch_t *fa_fetch;
} dt_fetchalt_t;

/* One argument of a probe whose arguments are record fields. */
typedef enum dt_pakind {
	DT_PA_INT,		/* integer of pa_size bytes */
	DT_PA_CHARS,		/* char array: a string of pa_size bytes */
	DT_PA_DATALOC,		/* __data_loc char[]: string located at run time */
	DT_PA_OTHER,		/* anything else: argN is 0 */
	/* probe sweep: arrays of other elements (argN is 0 for both) */
	DT_PA_ARRAY,		/* T name[N]: args[i] is T[N] in the record */
	DT_PA_DLARRAY		/* __data_loc T[] (or T): args[i] is a copy,
				   T[strsize / sizeof (T)], zero-filled */
} dt_pakind_t;

typedef struct dt_probearg {
	const char *pa_name;	/* field name */
	const char *pa_type;	/* C type as declared ("pid_t", "char[16]") */
	const char *pa_elem;	/* ARRAY, DLARRAY: element type ("u8") */
	dt_pakind_t pa_kind;
	uint16_t pa_off;	/* offset in the record */
	uint16_t pa_size;
	int pa_signed;
} dt_probearg_t;

#define DT_PROBE_BEGIN	1	/* fixed IDs of the dtrace provider */
#define DT_PROBE_END	2
#define DT_PROBE_ERROR	3

typedef struct dt_probe {
	uint32_t pr_id;		/* probe ID as listed by -l (1-based) */
	const char *pr_prov;
	const char *pr_mod;
	const char *pr_func;
	const char *pr_name;
	dt_attach_t pr_attach;
	dt_argstyle_t pr_argstyle;
	const char *pr_tpname;	/* RAWTP: "sys_enter" */
	uint64_t pr_period;	/* PROFILE/TICK: period in ns */
	int pr_sysnr;		/* syscall number, -1 if not a syscall;
				   DT_SYS_IA32 + the i386 number for the
				   ia32 (int $0x80) table */
	int pr_nargs;		/* typed arguments (args[]); see
				   dt_probecat_nargs() */
	const char **pr_argtypes;	/* native C type names of args[] */
	/*
	 * Translated type names of args[] (NULL, or per argument NULL =
	 * the same as pr_argtypes[i]).  When pr_xargtypes[i] is set (e.g.
	 * "psinfo_t *" for a native "struct task_struct *"), args[i] in D
	 * has the translated type and member references on it apply the D
	 * library's translator from the native type, evaluated on the
	 * native value argN; pr_argtypes[i] must then name the native C
	 * type ("struct task_struct *", "int", "char *").  The types are
	 * parsed by compiler/xlate.c (dt_xlate_typename): D and kernel
	 * typedefs, "struct/union/enum tag", trailing '*'s.  A listing
	 * (-lv) should show the translated type, as DTrace does.
	 */
	const char **pr_xargtypes;
	/*
	 * USDT probes whose provider definition has output arguments
	 * ("probe p(int a, char *b) : (char *b, int a);"): args[i] is
	 * native argument pr_argmap[i] (argN, typed pr_argtypes[...]) with
	 * output type pr_xargtypes[i], for i < pr_nxargs.  NULL: args[i]
	 * is argument i.
	 */
	const uint8_t *pr_argmap;
	int pr_nxargs;
	dt_probearg_t *pr_args;	/* TP: record fields (dt_probecat_nargs
				   fills them) */
	uint32_t pr_btfid;	/* FENTRY/FEXIT: the function's BTF id in
				   vmlinux */
	int32_t *pr_argbtf;	/* when set: vmlinux BTF type id of each
				   args[i] (0: none); sema types args[] from
				   it (fbt, BTF-typed tracepoints) */
	int pr_retslot;		/* FEXIT: ctx[] index of the return value */
	int pr_nalts;		/* FETCH: attachments and their recipes */
	const dt_fetchalt_t *pr_alts;
	/* UPROBE/URETPROBE: where the breakpoint goes (see below) */
	const char *pr_upath;	/* ELF file, as open(2) finds it */
	uint64_t pr_uoff;	/* file offset of the instruction */
	uint64_t pr_urefctr;	/* file offset of a USDT semaphore
				   (unsigned short the kernel increments
				   while attached), 0 = none */
	int pr_upid;		/* process to trace, -1 = every process */
	/* usdt (DT_ARGS_USDT): the site's arguments from its stapsdt note
	   (pr_nargs of them) and its link-time address (the load bias is
	   regs->ip - pr_uvaddr) */
	const dt_uarg_t *pr_uargs;
	uint64_t pr_uvaddr;
	uint64_t pr_uauxsem;	/* file offset of another semaphore the
				   site needs raised to be reached (CPython
				   3.11 function__entry needs line's), 0 */
	int pr_nusites;		/* more sites of the same probe (a USDT
				   probe repeated in one function) */
	const struct dt_usite *pr_usites;
} dt_probe_t;

/*
 * A further site of a probe (pr_usites): attached like pr_uoff, with the
 * BPF cookie (site number << 32 | probe index), site numbers from 1 (0 is
 * pr_uoff itself); DT_ARGS_USDT code picks its arguments by the number.
 */
typedef struct dt_usite {
	uint64_t us_off;	/* file offset */
	uint64_t us_vaddr;	/* link-time address */
	const dt_uarg_t *us_args;	/* pr_nargs of them */
} dt_usite_t;

/*
 * Uprobes (interface shared by the pid and usdt providers).
 *
 * A provider creates a probe with pr_attach DT_ATTACH_UPROBE (or
 * DT_ATTACH_URETPROBE for a function return), pr_upath/pr_uoff/pr_upid
 * (and pr_urefctr for a semaphore) set, and pr_argstyle DT_ARGS_UPROBE /
 * DT_ARGS_URETPROBE (or an argument style of its own that reads the
 * struct pt_regs context).  Codegen puts every enabled probe with the same
 * (pr_attach, pr_argstyle) into ONE BPF_PROG_TYPE_KPROBE program: the
 * attachment's BPF cookie is the probe's index in that program, which a
 * dispatch array map turns into (probe ID, clause mask, pid filter).  The
 * runtime (runtime/uprobe.c) attaches it with one uprobe_multi link per
 * (file, pid) on kernels that have them (>= 6.6), else with one uprobe
 * perf event (+ BPF link carrying the cookie) per probe; perf events are
 * opened for pr_upid so that the kernel only plants breakpoints in that
 * process, and the program also checks the tgid.  Detaching is closing
 * the fds (nothing in tracefs).  Setting DTRACE_NO_UPROBE_MULTI in the
 * environment forces the perf-event path.
 */

/*
 * The probe catalogue that makes these probes (dt_probecat_*) is the
 * interface of src/probes/ (probes/probes.h).
 */

/* ---------------------------------------------------------------- maps */

/* Well-known map indices (dt_prog_t.dp_maps[]). */
#define DT_MAP_GLOBALS	0	/* array[1], mmapable: state + D globals */
#define DT_MAP_STRTAB	1	/* array[1], frozen: string literals */
#define DT_MAP_SCRATCH	2	/* percpu array[DT_SCR_LEVELS]: records,
				   temps; one level per nested program */
#define DT_SCR_LEVELS	4	/* task, softirq, hardirq, NMI */
#define DT_MAP_RINGBUF	3	/* array of maps by CPU: each CPU's ring
				   buffer to the consumer (the principal
				   buffer); ms_maxent is the bytes of each
				   ring, the runtime makes one per CPU */
#define DT_MAP_STATS	4	/* percpu array: drop/error counters */
#define DT_MAP_PROBES	5	/* array by probe index: names (optional) */
#define DT_MAP_RECSEQ	6	/* array[1], mmapable: u64 records sent,
				   all CPUs (dt_rechdr_t dr_seq) */
#define DT_MAP_NFIXED	7

/* Offsets in the globals map value. */
#define DT_GLOBAL_STATE		0	/* u32 dt_state_t */
#define DT_GLOBAL_EXITVAL	4	/* u32 exit() status */
#define DT_GLOBAL_WALLOFF	8	/* s64 realtime - monotonic, ns */
#define DT_GLOBAL_PIDNS		16	/* reserved */
#define DT_GLOBAL_WAKEAT	24	/* u64: bytes waiting in a CPU's ring
					   buffer from which a data record
					   wakes the consumer (runtime sets
					   it; below it records are batched
					   and drained at the switch rate) */
#define DT_GLOBAL_VARS		32	/* first D global variable */

typedef enum dt_state {
	DT_STATE_INACTIVE = 0,	/* loaded and attached, not yet started */
	DT_STATE_ACTIVE = 1,	/* tracing */
	DT_STATE_DRAINING = 2,	/* exit() called or stopping: only END runs */
	DT_STATE_STOPPED = 3
} dt_state_t;

/* Counters in the stats map (per CPU, u64 each). */
enum {
	DT_STAT_DROPS,		/* principal buffer (ring buffer full) */
	DT_STAT_AGGDROPS,	/* aggregation map full */
	DT_STAT_DYNDROPS,	/* dynamic variable map full */
	DT_STAT_DBLERRORS,	/* faults in ERROR clauses */
	/* speculations (runtime/spec.c reports them without a CPU) */
	DT_STAT_SPECDROPS,	/* speculative record over specsize */
	DT_STAT_SPECBUSY,	/* speculation(): none free, some draining */
	DT_STAT_SPECUNAVAIL,	/* speculation(): all in use */
	DT_STAT_NSTATS
};

typedef struct dt_mapspec {
	const char *ms_name;	/* kernel map name (<= 15 chars) */
	uint32_t ms_type;	/* BPF_MAP_TYPE_* */
	uint32_t ms_ksize;
	uint32_t ms_vsize;
	uint32_t ms_maxent;
	uint32_t ms_flags;	/* BPF_F_* at creation */
	void *ms_init;		/* initial value of key 0 (arrays), or NULL */
	int ms_freeze;		/* freeze after initialising */
	int ms_fd;		/* set by the runtime */
} dt_mapspec_t;

/* --------------------------------------------------------- records */

/*
 * Every record in a ring buffer starts with this header.  dr_kind says
 * whether it is a clause's data (DT_REC_DATA) or a run-time error.
 * dr_seq (a counter shared by all CPUs, DT_MAP_RECSEQ, taken when the
 * record is sent) orders the records of the CPUs' buffers when the
 * consumer merges them; cheaper than bpf_ktime_get_ns() where reading
 * the clock is slow (virtual machines).
 */
typedef struct dt_rechdr {
	uint16_t dr_kind;	/* DT_REC_* */
	uint16_t dr_cpu;
	uint32_t dr_clause;	/* clause index in dp_clauses */
	uint32_t dr_probe;	/* probe ID that fired */
	uint32_t dr_pad;
	uint64_t dr_seq;	/* order of sending, all CPUs */
} dt_rechdr_t;

enum {
	DT_REC_DATA = 1,
	DT_REC_ERROR = 2,
	DT_REC_PID = 3,		/* a bare header: process dr_probe was first
				   seen with user addresses in an aggregation
				   key; the consumer reads its maps */
	/* speculations: a bare header whose dr_pad is the speculation tag */
	DT_REC_COMMIT = 4,	/* commit(): print its records */
	DT_REC_DISCARD = 5	/* discard(): drop them */
};

/*
 * Speculations.  A DT_REC_DATA record with dr_pad != 0 was recorded after
 * speculate(): dr_pad is the tag DT_SPEC_TAG(id, generation) and the
 * consumer holds the record until the DT_REC_COMMIT or DT_REC_DISCARD
 * record with the same tag.  The kernel side is a table of dp_nspec + 1
 * entries of dt_specent_t (entry 0 unused) at dp_specoff in the globals
 * map: se_state is DT_SPEC_* in the low 32 bits and the generation in the
 * high 32 (changed with compare-and-exchange), se_used the bytes
 * speculated so far (limit dp_specsize), se_cpu which CPUs speculated
 * (0 none, CPU + 1 that one only, DT_SPEC_MANY several).
 * speculation() takes a FREE entry (ACTIVE, generation + 1);
 * commit()/discard() move ACTIVE to COMMIT or DISCARD and send their
 * record.  As in DTrace, a speculation whose data was all recorded on the
 * committing CPU (or, for commit(), that has none) is FREE again at once,
 * after its record is sent; otherwise the consumer sets it FREE when it
 * has processed that record, at the cleaning rate, and until then
 * speculation() finds it busy.
 */
typedef struct dt_specent {
	uint64_t se_state;
	uint64_t se_used;
	uint64_t se_cpu;
	uint64_t se_pad;
} dt_specent_t;

#define DT_SPEC_MANY	(~0ull)
#define DT_SPEC_SHIFT	5	/* log2(sizeof(dt_specent_t)) */

enum {
	DT_SPEC_FREE = 0,
	DT_SPEC_ACTIVE = 1,
	DT_SPEC_COMMIT = 2,
	DT_SPEC_DISCARD = 3
};

#define DT_SPEC_MAXN		4096	/* largest nspec */
#define DT_SPEC_TAG(id, gen)	((uint32_t)(id) | ((uint32_t)(gen) << 16))
#define DT_SPEC_TAGID(tag)	((tag) & 0xffffu)
#define DT_SPEC_TAGGEN(tag)	((tag) >> 16)

/* Run-time error record (DT_REC_ERROR), mirrors the ERROR probe args. */
typedef struct dt_recerr {
	dt_rechdr_t de_hdr;
	uint32_t de_where;	/* 0 predicate, N = action #N */
	int32_t de_pc;		/* BPF instruction index, -1 unknown */
	uint64_t de_fault;	/* DTRACEFLT_* */
	uint64_t de_addr;	/* faulting address */
} dt_recerr_t;

#define DTRACEFLT_UNKNOWN	0
#define DTRACEFLT_BADADDR	1
#define DTRACEFLT_BADALIGN	2
#define DTRACEFLT_ILLOP		3
#define DTRACEFLT_DIVZERO	4
#define DTRACEFLT_NOSCRATCH	5
#define DTRACEFLT_KPRIV		6
#define DTRACEFLT_UPRIV		7
#define DTRACEFLT_TUPOFLOW	8
#define DTRACEFLT_BADSTACK	9
#define DTRACEFLT_LIBRARY	1000

/* How a recorded value is to be decoded. */
typedef enum dt_rkind {
	DT_RK_INT,		/* integer of rf_size bytes */
	DT_RK_STRING,		/* NUL-terminated within rf_size bytes */
	DT_RK_BYTES,		/* raw bytes */
	/* symbolic values (runtime/sym.c resolves them when printing) */
	DT_RK_STACK,		/* stack(): rf_size / 8 kernel PCs */
	DT_RK_USTACK,		/* ustack(): pid, then rf_size / 8 - 1 PCs */
	DT_RK_SYM,		/* sym()/func(): kernel address (8 bytes) */
	DT_RK_MOD,		/* mod(): kernel address (8 bytes) */
	DT_RK_USYM,		/* usym()/ufunc(): pid, user address (16) */
	DT_RK_UMOD,		/* umod(): pid, user address (16 bytes) */
	DT_RK_UADDR,		/* uaddr(): pid, user address (16 bytes) */
	DT_RK_USTACKD		/* ustack() record under ustackmode=dwarf:
				   pid, N frame-pointer PCs, the user
				   registers (struct pt_regs, DT_USTACK_REGS
				   bytes), the length of the stack copy,
				   then DT_USTACK_SNAP bytes of user stack
				   from the stack pointer up (stack.c) */
} dt_rkind_t;

#define DT_USTACK_REGS	168	/* x86-64 struct pt_regs */
#define DT_USTACK_SNAP	8192	/* user stack copied per ustack() */
/* the extra bytes of a DT_RK_USTACKD field over its PCs */
#define DT_USTACK_EXTRA	(DT_USTACK_REGS + 8 + DT_USTACK_SNAP)

typedef struct dt_recfield {
	uint32_t rf_off;	/* offset from the start of the record */
	uint32_t rf_size;
	dt_rkind_t rf_kind;
	int rf_signed;
	dt_pftype_t rf_pftype;	/* static type, for printf */
} dt_recfield_t;

typedef enum dt_actkind {
	DT_ACT_TRACE,		/* one field */
	DT_ACT_PRINTF,		/* ac_fmt + fields */
	DT_ACT_PRINTA,		/* ac_fmt (may be NULL) + ac_aggs */
	DT_ACT_EXIT,		/* one int field */
	DT_ACT_CLEAR,		/* ac_aggs[0] */
	DT_ACT_TRUNC,		/* ac_aggs[0], field = count (or none) */
	DT_ACT_NORMALIZE,	/* ac_aggs[0], field = normal */
	DT_ACT_DENORMALIZE,	/* ac_aggs[0] */
	DT_ACT_DEFAULT,		/* empty clause: just the probe line */
	/* codegen/act.c, runtime/consume_act.c */
	DT_ACT_TRACEMEM,	/* bytes field [+ dynamic size field] */
	DT_ACT_PRINT,		/* pointer field + object bytes, ac_ptype */
	DT_ACT_SETOPT,		/* name string [+ value string] */
	DT_ACT_FREOPEN,		/* ac_fmt + fields, as printf */
	DT_ACT_FTRUNCATE,	/* nothing */
	DT_ACT_SYSTEM		/* ac_fmt + fields, as printf */
} dt_actkind_t;

typedef struct dt_action {
	dt_actkind_t ac_kind;
	uint32_t ac_flagoff;	/* non-zero: record byte saying the action
				   ran (actions under if/else) */
	dt_pfmt_t *ac_fmt;	/* PRINTF/PRINTA */
	int ac_nfields;
	dt_recfield_t *ac_fields;
	int ac_naggs;
	int *ac_aggs;		/* aggregation indices */
	const dt_ptype_t *ac_ptype;	/* PRINT: the object's type */
} dt_action_t;

/* Consumer-side description of one clause ("statement"). */
typedef struct dt_clause {
	int cl_index;
	const char *cl_desc;	/* first probe description, for messages */
	int cl_nactions;
	dt_action_t *cl_actions;
	int cl_nprobes;
	uint32_t *cl_probes;	/* probes enabled, per description in
				   order (a probe may appear twice) */
	uint32_t cl_recsize;	/* bytes of a DT_REC_DATA record */
	int cl_records;		/* does the clause produce records at all */
	int cl_text;		/* program text (-n, -s...) it comes from */
	int cl_usesargs;	/* reads args[] (-v stability report) */
} dt_clause_t;

/* ------------------------------------------------------ aggregations */

typedef enum dt_aggfunc {
	DT_AGG_COUNT, DT_AGG_SUM, DT_AGG_AVG, DT_AGG_MIN, DT_AGG_MAX,
	DT_AGG_STDDEV, DT_AGG_QUANTIZE, DT_AGG_LQUANTIZE, DT_AGG_LLQUANTIZE
} dt_aggfunc_t;

typedef struct dt_aggdesc {
	const char *ad_name;	/* "@foo", "@" for the anonymous one */
	int ad_index;		/* definition order */
	dt_aggfunc_t ad_func;
	int ad_map;		/* index in dp_maps */
	int ad_nkeys;
	dt_recfield_t *ad_keys;	/* key layout inside the map key */
	uint32_t ad_ksize;	/* map key size (>= 4) */
	uint32_t ad_vsize;	/* map value size */
	int ad_nbuckets;	/* quantize family */
	dt_lquant_t ad_lq;
	dt_llquant_t ad_llq;
} dt_aggdesc_t;

/* ------------------------------------------------------------ programs */

/* A probe description a uprobe program serves (see bp_udescs). */
typedef struct dt_udesc {
	const char *ud_desc[4];	/* provider, module, function, name */
	uint64_t ud_mask;	/* clause bits of the program it enables */
	int ud_chunk;		/* ... in the chain's program ud_chunk (mask
				   word 1 + ud_chunk of dispatch values) */
} dt_udesc_t;

/*
 * A BPF-to-BPF subprogram of a program (codegen/subprog.c): its first
 * instruction and its BTF signature.  The runtime describes the main
 * program (instruction 0) and each subprogram to the kernel as BTF
 * func_info, which the verifier requires for callbacks (bpf_loop).
 */
typedef struct dt_bpffunc {
	int bf_insn;		/* first instruction */
	const char *bf_name;	/* BTF function name */
	int bf_nargs;		/* 0..5 arguments, 64 bits each */
	unsigned bf_ptrargs;	/* bit i: argument i + 1 is a pointer */
} dt_bpffunc_t;

/*
 * A helper a program cannot do without (bpf_loop for chill()): the
 * runtime asks the kernel once whether it has it, and if not refuses to
 * enable tracing naming the D feature and the Linux release it needs.
 */
typedef struct dt_bpfreq {
	int br_helper;		/* BPF_FUNC_* */
	const char *br_what;	/* "chill( )" */
	const char *br_linux;	/* "5.17" */
} dt_bpfreq_t;

/* Dispatch entries a pid uprobe program keeps for probes made later. */
#define DT_UPROBE_ROOM	16384

typedef struct dt_bpfprog {
	const char *bp_name;	/* kernel program name (<= 15 chars) */
	uint32_t bp_type;	/* BPF_PROG_TYPE_* */
	uint32_t bp_exptype;	/* expected attach type (TRACING programs) */
	uint32_t bp_btfid;	/* attach BTF id (TRACING programs) */
	dt_attach_t bp_attach;
	const char *bp_tpname;	/* RAWTP, TP; PERFSW: "perf/<event>" */
	uint64_t bp_period;	/* PROFILE/TICK */
	struct bpf_insn *bp_insns;
	int bp_ninsns;
	int *bp_lines;		/* D source line per instruction, 0 unknown */
	char **bp_notes;	/* annotation per instruction or NULL */
	int *bp_clauses;	/* clause index per instruction, -1 none */
	int bp_nprobes;
	uint32_t *bp_probes;	/* probe IDs this program serves */
	int bp_fd;		/* set by the runtime */
	/*
	 * Program chains (codegen/program.c): a group of more than 64
	 * clauses is bp_nchunks programs; the first (bp_chain 0) is
	 * attached, program k > 0 is entry k of prog array map
	 * bp_chainmap (-1 none) and runs by tail call.  Dispatch values
	 * are then 8 + 8 * bp_nchunks bytes: probe ID, pid or argument
	 * count, one clause mask word per program.
	 */
	int bp_chain;
	int bp_chainmap;
	int bp_nchunks;
	/*
	 * UPROBE/URETPROBE programs of the pid provider: objects mapped
	 * after tracing starts (dlopen) get probes too.  The runtime matches
	 * the clauses' pid descriptions again, writes entries bp_nprobes..
	 * bp_ucap - 1 of the dispatch map (cookie -> probe ID, pid, clause
	 * mask) and attaches the new probes with those cookies.
	 */
	int bp_dispatch;	/* dispatch map index, -1 none */
	int bp_usdt;		/* a USDT program (DT_ARGS_USDT probes) */
	int bp_uargmap;		/* its map of later sites' argument
				   recipes (bpf/uarg.h), -1 none */
	uint32_t bp_ucap;	/* entries of the dispatch map */
	int bp_nudescs;
	dt_udesc_t *bp_udescs;
	/* subprograms (none: a single function, no BTF) and helpers it
	   needs (codegen/subprog.c) */
	int bp_nfuncs;
	dt_bpffunc_t *bp_funcs;
	int bp_nreqs;
	dt_bpfreq_t *bp_reqs;
} dt_bpfprog_t;

typedef struct dt_prog {
	int dp_nmaps;
	dt_mapspec_t *dp_maps;
	int dp_nprogs;
	dt_bpfprog_t *dp_progs;
	int dp_nclauses;
	dt_clause_t *dp_clauses;
	int dp_naggs;
	dt_aggdesc_t *dp_aggs;
	uint32_t dp_globsize;	/* size of the globals map value */
	uint32_t dp_nspec;	/* speculations: 0 if the program has none */
	uint32_t dp_specoff;	/* their table in the globals map */
	uint64_t dp_specsize;	/* bytes per speculation */
	int dp_nprobes;		/* distinct probes enabled */
	uint32_t *dp_probes;	/* their IDs */
	int dp_ntexts;
	int *dp_textmatched;	/* probes matched, per program text */
	int dp_nformats;
	dt_pfmt_t **dp_formats;	/* parsed printf formats (heap) */
	int dp_destructive;	/* uses destructive actions (stop(),
				   raise(), system(), copyout()...) */
	dt_arena_t dp_arena;	/* everything above lives here */
} dt_prog_t;

/* Free 'dp' and everything it holds (NULL is ignored). */
void dt_prog_free(dt_prog_t *dp);

#endif /* DT_PROG_H */

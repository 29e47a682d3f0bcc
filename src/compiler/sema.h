/*
 * sema.h - semantic analysis: resolves identifiers, assigns types to every
 * expression node, checks D's typing rules, collects variables,
 * aggregations and the probes each clause enables.  Stage: parser -> sema
 * -> codegen.  Used by codegen/ and the compile driver.
 */
#ifndef DT_SEMA_H
#define DT_SEMA_H

#include "../bpf/prog.h"
#include "../probes/probes.h"
#include "cc.h"
#include "types.h"

/* Deepest stack()/ustack() recorded (the kernel's perf_event_max_stack
 * default is 127). */
#define DT_STACK_MAXFRAMES	127

/* Built-in variables. */
typedef enum dt_builtin {
	DT_BI_ARG,		/* arg0..arg9: id_value = N */
	DT_BI_ARGS,		/* args[] */
	DT_BI_PID, DT_BI_TID, DT_BI_PPID, DT_BI_UID, DT_BI_GID,
	DT_BI_EXECNAME, DT_BI_PROBEPROV, DT_BI_PROBEMOD, DT_BI_PROBEFUNC,
	DT_BI_PROBENAME, DT_BI_TIMESTAMP, DT_BI_WALLTIMESTAMP, DT_BI_CPU,
	DT_BI_ERRNO, DT_BI_ID, DT_BI_EPID, DT_BI_CURTHREAD,
	DT_BI_VTIMESTAMP, DT_BI_IPL, DT_BI_CALLER, DT_BI_UCALLER,
	DT_BI_STACKDEPTH, DT_BI_USTACKDEPTH,
	/* codegen/bvar.c */
	DT_BI_CWD, DT_BI_ROOT, DT_BI_EXECARGS, DT_BI_ZONENAME
} dt_builtin_t;

/* Functions: actions, subroutines and aggregating functions. */
typedef enum dt_func {
	DT_F_TRACE, DT_F_PRINTF, DT_F_PRINTA, DT_F_EXIT, DT_F_CLEAR,
	DT_F_TRUNC, DT_F_NORMALIZE, DT_F_DENORMALIZE,
	DT_F_COPYINSTR, DT_F_STRLEN,
	DT_F_SUBR,		/* compiler/subr.h: id_value = dt_subr_id_t */
	DT_F_COUNT, DT_F_SUM, DT_F_AVG, DT_F_MIN, DT_F_MAX, DT_F_STDDEV,
	DT_F_QUANTIZE, DT_F_LQUANTIZE, DT_F_LLQUANTIZE,
	DT_F_STACK, DT_F_USTACK,	/* stack(), ustack() */
	DT_F_SYM, DT_F_MOD,		/* sym() = func(), mod() */
	DT_F_USYM, DT_F_UMOD, DT_F_UADDR,	/* usym() = ufunc(), umod(),
					   uaddr() */
	/* the remaining actions (compiler/act.c, codegen/act.c) */
	DT_F_TRACEMEM, DT_F_PRINT, DT_F_SETOPT, DT_F_FREOPEN,
	DT_F_FTRUNCATE, DT_F_SYSTEM, DT_F_STOP, DT_F_RAISE, DT_F_COPYOUT,
	DT_F_COPYOUTSTR, DT_F_CHILL, DT_F_PANIC, DT_F_BREAKPOINT,
	/* speculations (codegen/spec.c) */
	DT_F_SPECULATION, DT_F_SPECULATE, DT_F_COMMIT, DT_F_DISCARD,
	DT_F_NFUNCS
} dt_func_t;

typedef enum dt_idkind {
	DT_ID_BUILTIN,		/* id_builtin */
	DT_ID_GLOBAL,		/* global scalar: id_off in globals map */
	DT_ID_ARRAY,		/* associative array: id_keys, id_map */
	DT_ID_SELF,		/* thread-local: id_map */
	DT_ID_THIS,		/* clause-local: id_off in scratch */
	DT_ID_AGG,		/* aggregation: id_agg */
	DT_ID_FUNC,		/* id_func */
	DT_ID_CONST,		/* integer constant: id_value (enumerators,
				   integer inlines) */
	DT_ID_INLINE,		/* inline: id_inline is the cooked body */
	DT_ID_XLARG,		/* a translator's input parameter; codegen
				   binds it to a register (id_vreg) */
	DT_ID_KSYM		/* kernel variable `sym: id_value = address,
				   id_type from BTF */
} dt_idkind_t;

typedef struct dt_ident dt_ident_t;
struct dt_ident {
	const char *id_name;
	dt_idkind_t id_kind;
	dt_type_t *id_type;	/* value type (NULL until first assignment) */
	int id_builtin;
	int id_func;
	int64_t id_value;
	int id_nkeys;		/* ARRAY/AGG keys */
	dt_type_t **id_keys;	/* key types (strings: widest capacity seen) */
	uint32_t *id_keyoff;	/* key field offsets (codegen) */
	uint32_t id_ksize;	/* key size (codegen) */
	uint32_t id_off;	/* GLOBAL/THIS storage offset (codegen) */
	int id_map;		/* map index (codegen), -1 none */
	int id_agg;		/* AGG: index in the aggregation list */
	int id_aggfunc;		/* AGG: DT_F_COUNT... */
	int64_t id_aggparm[4];	/* AGG: lquantize/llquantize parameters */
	int id_assigned;	/* an assignment was seen */
	int id_line;		/* first use */
	dt_node_t *id_inline;	/* INLINE: body expression */
	int id_vreg;		/* XLARG: codegen's virtual register */
	struct dt_ident *id_param;	/* INLINE name[T key]: the key (an
					   XLARG bound at each use) */
	unsigned id_flags;	/* DT_IDF_* */
};

#define DT_IDF_INLINE	0x1	/* defined by an inline declaration */
#define DT_IDF_ENUM	0x2	/* CONST: an enumerator */
#define DT_IDF_LAZY	0x4	/* library inline not defined yet:
				   id_inline is its INLINE node */
#define DT_IDF_PERCPU	0x8	/* KSYM: a per-CPU variable, id_value its
				   BTF id (this CPU's copy is read) */
#define DT_IDF_TLS	0x10	/* ARRAY: thread-local associative array
				   self->name[keys] (in sm_self); codegen
				   puts the thread ID before its keys */

/* Flags sema leaves on expression nodes for codegen (dn_flags). */
#define DT_NF_STRCMP	0x10000	/* BINARY: string comparison */
#define DT_NF_MEMINDEX	0x20000	/* INDEX: p[i] / a[i] in memory */
#define DT_NF_ARGS	0x40000	/* INDEX: args[N], N in dn_int */
#define DT_NF_UREGS	0x100000	/* INDEX: uregs[N], N in dn_int */
#define DT_UREGS_MAX	21	/* uregs[0..20]: struct pt_regs words */
#define DT_NF_INLKEY	0x200000 /* INDEX: name[key] of an inline with a
				    key (dn_ident the inline) */
#define DT_NF_MEMSTORE	0x400000 /* lvalue in memory (*p, p->m, p[i]):
				    stored to if it is scratch (alloca) */
#define DT_NF_XLMEMB	0x80000	/* MEMBER of translated data: dn_aux is
				   a dt_xlmember_t (xlate.h) */

/* A resolved member access (dn_aux of DT_NODE_MEMBER). */
typedef struct dt_memref {
	uint32_t mr_off;	/* byte offset from the object's start */
	uint8_t mr_bits;	/* bit-field width, 0 if not one */
	uint8_t mr_bitoff;	/* bit offset inside the unit at mr_off */
} dt_memref_t;

/* One clause after sema: the AST plus what codegen needs. */
typedef struct dt_sclause {
	dt_node_t *sc_node;
	int sc_index;		/* program-wide clause index */
	int sc_text;		/* which program text it came from */
	const char *sc_desc;	/* first description, for messages */
	int sc_nprobes;
	uint32_t *sc_probes;	/* matched probe IDs, in ID order */
	int sc_nlisted;
	uint32_t *sc_listed;	/* matches in description order (-l) */
	int sc_records;		/* has data-recording actions */
	int sc_default;		/* empty body: default action */
	int sc_uses_argsyscall;	/* unused now */
	int sc_usesargs;	/* reads args[] (-v stability report) */
	int sc_speculates;	/* has speculate(): records are tagged */
	unsigned sc_clsflags;	/* DT_CLS_*: ordering of actions (sema) */
	int sc_ndescs;
	const char *(*sc_descs)[4];	/* its probe descriptions split into
					   provider, module, function, name
					   (not the -i IDs) */
} dt_sclause_t;

/* What a clause has done so far, for the speculation ordering rules. */
#define DT_CLS_DATAREC	0x1	/* a data-recording action */
#define DT_CLS_AGG	0x2	/* an aggregation */
#define DT_CLS_SPEC	0x4	/* speculate() */
#define DT_CLS_COMMIT	0x8	/* commit() */

typedef struct dt_sema {
	dt_typetab_t sm_types;
	dt_probecat_t *sm_pcat;
	dt_htab_t sm_globals;	/* name -> dt_ident_t (globals, arrays,
				   builtins, functions, constants) */
	dt_htab_t sm_self;	/* thread-locals */
	dt_htab_t sm_this;	/* clause-locals */
	dt_htab_t sm_aggs;	/* "@name" -> dt_ident_t */
	dt_vec_t sm_idents;	/* every user-defined ident, in creation order */
	dt_vec_t sm_aggv;	/* aggregation idents in definition order */
	dt_vec_t sm_clauses;	/* dt_sclause_t */
	int sm_zdefs;		/* -Z */
	/* the last probe description matched and its probes, reused while
	   the catalogue has not grown (generated scripts repeat one) */
	char *sm_lastdesc[4];
	uint32_t *sm_lastids;
	size_t sm_nlastids;
	uint32_t sm_lastcount;
	int sm_destructive;	/* -w */
	uint32_t sm_strsize;
	uint32_t sm_stackframes;	/* stack() default depth */
	uint32_t sm_ustackframes;	/* ustack() default depth */
	uint32_t sm_jstackframes;	/* jstack() default depth */
	int sm_ustackdwarf;		/* ustackmode=dwarf: ustack() records
				   carry registers and a stack copy */
	dt_type_t *sm_symtypes[DT_RK_UADDR + 1];	/* _symaddr... */
	dt_vec_t sm_nmatched;	/* int per program text: probes matched */
	dt_vec_t sm_pragmas;	/* dt_node_t * options to apply, in order */
	dt_vec_t sm_formats;	/* dt_pfmt_t * parsed (heap arrays) */
	void (*sm_option)(void *arg, const char *name, const char *val,
	    dt_cc_t *cc, int line);	/* applies #pragma D option */
	void *sm_option_arg;
	int sm_ntext;		/* current program text index */
	dt_sclause_t *sm_cur;	/* clause being analysed */
	int sm_speculations;	/* speculation()/speculate()/commit()/
				   discard() used anywhere */
	int sm_library;		/* analysing a D library file: no clauses;
				   inlines and translators resolved lazily */
	dt_htab_t sm_externs;	/* kernel symbol name -> its extern DECL
				   node (type used when BTF has none) */
	dt_htab_t sm_uexterns;	/* ... the program's own (not the D
				   library's) extern declarations */
	struct dt_xlator *sm_xlators;	/* translators, newest first */
	dt_ident_t *sm_xlparam;	/* input parameter of the translator whose
				   members are being cooked */
} dt_sema_t;

void dt_sema_init(dt_sema_t *sm, dt_arena_t *ap, dt_probecat_t *pcat,
    uint32_t strsize);
void dt_sema_release(dt_sema_t *sm);

/*
 * compiler/act.c: argument checks and result type of the actions
 * tracemem() ... breakpoint() (DT_F_TRACEMEM .. DT_F_BREAKPOINT), whose
 * arguments are already typed; system() and freopen() are checked as
 * printf() is, by sema.c.
 */
dt_type_t *dt_sema_cook_act(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *call);
/* Is 't' a struct, union or array traced as raw bytes (trace())? */
int dt_sema_is_bytes(dt_type_t *t);

/* Analyse one parsed program text; errors longjmp through 'cc'. */
void dt_sema_program(dt_sema_t *sm, dt_cc_t *cc, dt_node_t *prog);

/*
 * The record kind (DT_RK_STACK ... DT_RK_UADDR) of a value of type 't'
 * (the result of stack(), ustack(), sym() and the like, or a variable
 * holding one), or 0 for other types.
 */
int dt_sema_symkind(dt_type_t *t);

/* The string type of a node (capacity may be less than strsize). */
uint32_t dt_sema_strcap(dt_node_t *dnp);
/*
 * D variables of array, struct or union type (globals, self->, this->,
 * associative array elements) and their parts.
 */
int dt_sema_is_dvarobj(const dt_node_t *dnp);
int dt_sema_in_dvar(const dt_node_t *dnp);
/* struct, union or non-string array (the types of "object" values) */
int dt_sema_is_objtype(dt_type_t *t);
/* self->x = 0 or a[k] = 0 deleting a struct/union/array element */
int dt_sema_is_delete(const dt_node_t *asg);

/* Split a probe description for context 'pctx' into its four fields. */
int dt_probedesc_split(dt_arena_t *ap, const char *desc, dt_pctx_t pctx,
    const char *f[4]);

#endif /* DT_SEMA_H */

/*
 * compiler.h - interface of src/compiler/: D program texts in, the typed
 * program out (the AST of ast.h with the types of types.h, identifiers,
 * clauses and the probes they enable), for the code generator and the
 * compile driver; provider definitions for dtrace -h/-G.  Its other
 * headers (cc.h, lex.h, sema.h, decl.h, subr.h, xlate.h, provdef.h,
 * pragma.h, btf.h, ksym.h) are private to compiler/.
 * Stage: text -lexer-> tokens -parser-> AST -sema-> typed AST.
 */
#ifndef DT_COMPILER_H
#define DT_COMPILER_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>

#include "../base/base.h"
#include "../bpf/bpf.h"
#include "../probes/probes.h"
#include "ast.h"
#include "types.h"

/* ---------------------------------------------------- compile context */

/* What kind of program text is being compiled (affects the grammar). */
typedef enum dt_pctx {
	DT_PCTX_SCRIPT,		/* -s file: full D program */
	DT_PCTX_NAME,		/* -n: description [pred] [action] */
	DT_PCTX_PROVIDER,	/* -P */
	DT_PCTX_MODULE,		/* -m */
	DT_PCTX_FUNC,		/* -f */
	DT_PCTX_ID		/* -i */
} dt_pctx_t;

/* Where an error happened, for "in predicate:" / "in action list:". */
typedef enum dt_errwhere {
	DT_ERR_NONE,
	DT_ERR_PRED,
	DT_ERR_ACTION
} dt_errwhere_t;

typedef struct dt_ccerr {
	const char *ce_tag;	/* "D_SYNTAX" ... */
	int ce_line;		/* 0 when no line applies */
	dt_errwhere_t ce_where;
	char *ce_msg;		/* heap string, message without prefixes */
} dt_ccerr_t;

/* Macro values the lexer expands ($1, $target, $pid, ...). */
typedef struct dt_macros {
	int ma_argc;		/* operands including $0 */
	char **ma_argv;		/* ma_argv[0] = $0 */
	unsigned char *ma_used;	/* ma_used[i] set when $i / $$i seen */
	int ma_defaultargs;	/* -x defaultargs */
	int64_t ma_target, ma_pid, ma_ppid, ma_pgid, ma_sid;
	int64_t ma_uid, ma_gid, ma_euid, ma_egid;
	const char *ma_cwd;	/* $cwd: dtrace's working directory */
} dt_macros_t;

typedef struct dt_cc dt_cc_t;

#include "func.h"

/* Record an error and longjmp to the compile entry (dt_cc_jmpbuf below).
 * 'tag' is a D_* error tag. */
void dt_cc_error(dt_cc_t *cc, const char *tag, int line, const char *fmt,
    ...) DT_PRINTF(4, 5) DT_NORETURN;

/*
 * The compile driver's side of a compilation (cc.c).  dt_cc_create()
 * makes a context in arena 'ap' that expands macros from 'macros';
 * dt_cc_release() frees what it holds outside the arena.  A compile
 * error longjmps to *dt_cc_jmpbuf(cc), which the driver set with
 * setjmp(), and leaves its details in *dt_cc_lasterr(cc) (the message on
 * the heap, for the driver to free).
 */
dt_cc_t *dt_cc_create(dt_arena_t *ap, dt_macros_t *macros);
void dt_cc_release(dt_cc_t *cc);
jmp_buf *dt_cc_jmpbuf(dt_cc_t *cc);
dt_ccerr_t *dt_cc_lasterr(dt_cc_t *cc);

/* --------------------------------------------------- the typed program */

/* Deepest stack()/ustack() recorded (the kernel's perf_event_max_stack
 * default is 127). */
#define DT_STACK_MAXFRAMES	127

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
	int id_builtin;		/* BUILTIN: dt_builtin_t (func.h) */
	int id_func;		/* FUNC: dt_func_t (func.h) */
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
				   a dt_xlmember_t (below) */

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

/*
 * The options sema reads, as the option table (in the CLI) holds them
 * after each #pragma D option; 0 for a depth keeps sema's default.
 */
typedef struct dt_semaopts {
	uint32_t so_strsize;
	uint32_t so_stackframes;
	uint32_t so_ustackframes;
	uint32_t so_jstackframes;
	int so_ustackdwarf;
} dt_semaopts_t;

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
	/* applies #pragma D option, then gives sema's options anew */
	void (*sm_option)(void *arg, const char *name, const char *val,
	    dt_cc_t *cc, int line, struct dt_semaopts *so);
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
 * Parse the program text 'text' ('len' bytes) of kind 'pctx' and analyse
 * it into 'sm' (cc.c).  'filename' names a -s file in messages (NULL for
 * -n text); with 'tree' the parse tree is dumped to stderr (-x tree).
 * Errors longjmp through 'cc'.
 */
void dt_cc_text(dt_cc_t *cc, dt_sema_t *sm, const char *text, size_t len,
    dt_pctx_t pctx, const char *filename, int tree);

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
/* Is 't' a struct, union or array traced as raw bytes (trace())? */
int dt_sema_is_bytes(dt_type_t *t);
/* Member 'name' of struct/union 't' with its offset from 't' (sema.c). */
dt_member_t *dt_sema_member(dt_typetab_t *tt, dt_type_t *t, const char *name,
    uint32_t *offp);

/* ---------------------------------------------------- translated data */

/*
 * A translator and a member of translated data (xlate.c): a MEMBER node
 * flagged DT_NF_XLMEMB has a dt_xlmember_t as dn_aux; codegen evaluates
 * the translator input (dt_xlate_input), binds the input parameter (a
 * DT_ID_XLARG identifier) to it and generates the member's expression.
 */
typedef struct dt_xlator {
	dt_type_t *dx_dst;	/* output struct/union type */
	dt_type_t *dx_src;	/* input type */
	dt_ident_t *dx_arg;	/* input parameter */
	dt_node_t *dx_members;	/* MEMBER_INIT list, cooked */
	int dx_line;
	dt_node_t *dx_lazy;	/* library translator whose input type and
				   members are resolved at its first
				   lookup: the TRANSLATOR node, else NULL */
	struct dt_xlator *dx_next;
} dt_xlator_t;

typedef struct dt_xlmember {
	const dt_xlator_t *xm_xlator;
	dt_node_t *xm_init;	/* the MEMBER_INIT: dn_left is the expr */
	dt_node_t *xm_src;	/* translated-data node (XLATE, an inline
				   of one, or a translated args[N]) */
	int xm_tostr;		/* char array/pointer member read as a
				   string (capacity from the node type) */
	const dt_member_t *xm_mb;	/* the output type's member (its
				   bit-field width, if any) */
} dt_xlmember_t;
/* The translator if cooked node 'dnp' is translated data, else NULL. */
const dt_xlator_t *dt_xlate_source(dt_node_t *dnp);
/*
 * The expression whose value is the translator input of translated-data
 * node 'src' (for args[N], 'src' itself, read as the native argument).
 */
dt_node_t *dt_xlate_input(dt_node_t *src);

/* ----------------------------------------------------- kernel types */

/*
 * What the code generator asks of the running kernel's BTF, as btf.h
 * declares it (btf.c; kernel type access is moving to probes/).
 */
int dt_btf_member_offset(const char *sname, const char *member);
int dt_btf_member_bitoffset(const char *sname, const char *member);
long dt_btf_percpu_offset(const char *name);
int dt_btf_kind_id(const char *name, int kind);
int dt_btf_tp_nargs(const char *event);
void dt_btf_members(dt_typetab_t *tt, dt_type_t *t);
void dt_btf_enumerators(dt_typetab_t *tt, dt_type_t *t);

/* ------------------------------------------- USDT provider definitions */

/*
 * USDT provider definitions (`provider NAME { probe ...; };`) read from
 * D program texts for `dtrace -h` and `dtrace -G` (docs/options.md §9;
 * provdef.c, used by codegen/usdtgen.c and the CLI).
 *
 * The texts are parsed with the D parser (syntax errors in DTrace's
 * wording); provider blocks become the model below, `#pragma D
 * attributes` lines are checked, and every other program item (clauses,
 * declarations, inlines) is accepted and otherwise ignored: the generated
 * header and object describe only the providers.  Argument types are
 * rendered as C type names for the generated header: D's `string` is
 * `char *`, the Solaris typedefs D predefines but Linux lacks (`uint_t`,
 * `caddr_t`, `hrtime_t`...) become their C base types, other names are
 * kept as written (the program including the header must know them).
 * The D spellings (`string` kept) type args[] in a tracing program.
 */
typedef struct dt_pdprobe {
	const char *pp_name;	/* as declared: "query__start" */
	int pp_line;
	int pp_nargs;
	const char **pp_args;	/* C type of each (native) argument */
	const char **pp_dargs;	/* ... its D spelling (string stays) */
	int pp_nxargs;		/* output arguments (": (...)"), -1 none */
	const char **pp_xargs;	/* C type of each output argument */
	const char **pp_dxargs;	/* ... its D spelling */
	uint8_t *pp_xmap;	/* the native argument each one is */
} dt_pdprobe_t;

typedef struct dt_pdprov {
	const char *pv_name;
	int pv_line;
	dt_vec_t pv_probes;	/* dt_pdprobe_t, in declaration order */
} dt_pdprov_t;

typedef struct dt_provdefs {
	dt_arena_t pd_arena;	/* names and type strings */
	dt_vec_t pd_provs;	/* dt_pdprov_t, in declaration order */
} dt_provdefs_t;

/* sys/sdt.h has STAP_PROBE1 .. STAP_PROBE12 */
#define DT_PD_MAXARGS	12

void dt_provdefs_init(dt_provdefs_t *pd);
void dt_provdefs_release(dt_provdefs_t *pd);

/*
 * Parse one program text and add its providers to 'pd'.  0 on success;
 * -1 with 'err' filled (free err->ce_msg) on a syntax error or a bad
 * provider definition.
 */
int dt_provdefs_add(dt_provdefs_t *pd, const char *text, size_t len,
    dt_pctx_t pctx, const char *filename, dt_macros_t *macros,
    dt_ccerr_t *err);

/* Probe name as DTrace shows it: every "__" becomes "-". */
char *dt_pd_dtrace_name(const char *name);

#endif /* DT_COMPILER_H */

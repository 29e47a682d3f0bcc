/*
 * func.h - the tables of D functions (subroutines, actions, aggregating
 * functions) and of built-in variables: one row each, in the lists
 * DT_FUNCTIONS and DT_BVARS below.  compiler/func.c and sema.c expand
 * them into ids, names, types and checks; codegen/func.c into the code
 * generators (codegen/cg.h).  Part of the compiler's interface
 * (compiler.h); recipes for new rows in docs/recipes.md.
 */
#ifndef DT_FUNC_H
#define DT_FUNC_H

#include "ast.h"
#include "types.h"

struct dt_sema;
typedef struct dt_cc dt_cc_t;

/*
 * DT_FUNCTIONS(F, A) calls F for each function and A(name, ID) for each
 * other name of one (jstack = ustack):
 *
 * F(name, ID, kind, min, max, flags, ret, kinds, protos, check, gen, rec)
 *   ID      its id is DT_F_<ID>
 *   kind    's' subroutine (a value), 'a' action, 'g' aggregating
 *   min,max argument counts (max -1: any number)
 *   flags   DT_FF_* below
 *   ret     result type when 'kinds' is not NULL
 *   kinds   one letter per parameter (see dt_funcdef_t), checked by
 *           dt_func_check_proto; NULL when 'check' does it all
 *   protos  the parameter types as DTrace's prototype spells them,
 *           separated by ',', for messages
 *   check   the semantic check (dt_func_check_f): types the call
 *   gen     the code generator (dt_cg_func_f, codegen/cg.h)
 *   rec     what the consumer prints it by: a DT_ACT_* action, a DT_RK_*
 *           field kind (recorded as trace() does), a DT_AGG_*
 *           aggregation (bpf/prog.h), or DT_FREC_NONE
 */
#define DT_FUNCTIONS(F, A)                                                   \
	/* actions */                                                         \
	F("trace", TRACE, 'a', 1, 1, 0, NULL, NULL, NULL, dt_sema_check_trace, \
	    dt_cg_fn_trace, DT_ACT_TRACE)                                     \
	F("printf", PRINTF, 'a', 1, -1, 0, NULL, NULL, NULL,                  \
	    dt_sema_check_printf, dt_cg_fn_printf, DT_ACT_PRINTF)             \
	F("printa", PRINTA, 'a', 1, -1, DT_FF_AGGARGS, NULL, NULL, NULL,      \
	    dt_sema_check_printf, dt_cg_fn_printa, DT_ACT_PRINTA)             \
	F("exit", EXIT, 'a', 1, 1, 0, NULL, NULL, NULL, dt_sema_check_exit,   \
	    dt_cg_fn_exit, DT_ACT_EXIT)                                       \
	F("clear", CLEAR, 'a', 1, 1, DT_FF_AGGARG, NULL, NULL, NULL,          \
	    dt_sema_check_aggact, dt_cg_fn_aggact, DT_ACT_CLEAR)              \
	F("trunc", TRUNC, 'a', 1, 2, DT_FF_AGGARG, NULL, NULL, NULL,          \
	    dt_sema_check_aggact, dt_cg_fn_aggact, DT_ACT_TRUNC)              \
	F("normalize", NORMALIZE, 'a', 2, 2, DT_FF_AGGARG, NULL, NULL, NULL,  \
	    dt_sema_check_aggact, dt_cg_fn_aggact, DT_ACT_NORMALIZE)          \
	F("denormalize", DENORMALIZE, 'a', 1, 1, DT_FF_AGGARG, NULL, NULL,    \
	    NULL, dt_sema_check_aggact, dt_cg_fn_aggact, DT_ACT_DENORMALIZE)  \
	F("stack", STACK, 'a', 0, 1, 0, NULL, NULL, NULL, dt_sema_check_stack, \
	    dt_cg_fn_symval, DT_RK_STACK)                                     \
	F("ustack", USTACK, 'a', 0, 2, 0, NULL, NULL, NULL,                   \
	    dt_sema_check_stack, dt_cg_fn_symval, DT_RK_USTACK)               \
	/* jstack(): ustack() with the jstackframes default (no Java          \
	   helper) */                                                         \
	A("jstack", USTACK)                                                   \
	F("sym", SYM, 'a', 1, 1, DT_FF_VALUE, NULL, NULL, NULL,               \
	    dt_sema_check_symaddr, dt_cg_fn_symval, DT_RK_SYM)                \
	A("func", SYM)                                                        \
	F("mod", MOD, 'a', 1, 1, DT_FF_VALUE, NULL, NULL, NULL,               \
	    dt_sema_check_symaddr, dt_cg_fn_symval, DT_RK_MOD)                \
	F("usym", USYM, 'a', 1, 1, DT_FF_VALUE, NULL, NULL, NULL,             \
	    dt_sema_check_symaddr, dt_cg_fn_symval, DT_RK_USYM)               \
	A("ufunc", USYM)                                                      \
	F("umod", UMOD, 'a', 1, 1, DT_FF_VALUE, NULL, NULL, NULL,             \
	    dt_sema_check_symaddr, dt_cg_fn_symval, DT_RK_UMOD)               \
	F("uaddr", UADDR, 'a', 1, 1, DT_FF_VALUE, NULL, NULL, NULL,           \
	    dt_sema_check_symaddr, dt_cg_fn_symval, DT_RK_UADDR)              \
	/* checks in compiler/act.c, code in codegen/act.c */                 \
	F("tracemem", TRACEMEM, 'a', 2, 3, DT_FF_ATLEAST, NULL, NULL, NULL,   \
	    dt_sema_cook_act, dt_cg_act_tracemem, DT_ACT_TRACEMEM)            \
	/* printm(): FreeBSD's; tracemem() of a memref() */                   \
	F("printm", PRINTM, 'a', 2, 2, 0, NULL, NULL, NULL, dt_sema_cook_act, \
	    dt_cg_act_printm, DT_ACT_TRACEMEM)                                \
	F("print", PRINT, 'a', 1, 1, 0, NULL, NULL, NULL, dt_sema_cook_act,   \
	    dt_cg_act_print, DT_ACT_PRINT)                                    \
	F("setopt", SETOPT, 'a', 1, 2, DT_FF_ATLEAST, NULL, NULL, NULL,       \
	    dt_sema_cook_act, dt_cg_act_setopt, DT_ACT_SETOPT)                \
	F("freopen", FREOPEN, 'a', 1, -1, DT_FF_DESTR, NULL, NULL, NULL,      \
	    dt_sema_check_printf, dt_cg_act_system, DT_ACT_FREOPEN)           \
	F("ftruncate", FTRUNCATE, 'a', 0, 0, 0, NULL, NULL, NULL,             \
	    dt_sema_cook_act, dt_cg_act_ftruncate, DT_ACT_FTRUNCATE)          \
	F("system", SYSTEM, 'a', 1, -1, DT_FF_DESTR, NULL, NULL, NULL,        \
	    dt_sema_check_printf, dt_cg_act_system, DT_ACT_SYSTEM)            \
	F("stop", STOP, 'a', 0, 0, DT_FF_NOREC | DT_FF_DESTR, NULL, NULL,     \
	    NULL, dt_sema_cook_act, dt_cg_act_stop, DT_FREC_NONE)             \
	F("raise", RAISE, 'a', 1, 1, DT_FF_NOREC | DT_FF_DESTR, NULL, NULL,   \
	    NULL, dt_sema_cook_act, dt_cg_act_raise, DT_FREC_NONE)            \
	F("copyout", COPYOUT, 'a', 3, 3, DT_FF_NOREC | DT_FF_DESTR, NULL,     \
	    NULL, NULL, dt_sema_cook_act, dt_cg_act_copyout, DT_FREC_NONE)    \
	F("copyoutstr", COPYOUTSTR, 'a', 3, 3, DT_FF_NOREC | DT_FF_DESTR,     \
	    NULL, NULL, NULL, dt_sema_cook_act, dt_cg_act_copyout,            \
	    DT_FREC_NONE)                                                     \
	F("chill", CHILL, 'a', 1, 1, DT_FF_NOREC | DT_FF_DESTR, NULL, NULL,   \
	    NULL, dt_sema_cook_act, dt_cg_chill, DT_FREC_NONE)                \
	/* refused by their check: no code */                                 \
	F("panic", PANIC, 'a', 0, 0, DT_FF_NOREC | DT_FF_DESTR, NULL, NULL,   \
	    NULL, dt_sema_cook_act, dt_cg_fn_none, DT_FREC_NONE)              \
	F("breakpoint", BREAKPOINT, 'a', 0, 0, DT_FF_NOREC | DT_FF_DESTR,     \
	    NULL, NULL, NULL, dt_sema_cook_act, dt_cg_fn_none, DT_FREC_NONE)  \
	/* speculations: codegen/spec.c */                                    \
	F("speculation", SPECULATION, 's', 0, 0, 0, NULL, NULL, NULL,         \
	    dt_sema_check_spec, dt_cg_speculation, DT_FREC_NONE)              \
	F("speculate", SPECULATE, 'a', 1, 1, DT_FF_NOREC, NULL, NULL, NULL,   \
	    dt_sema_check_spec, dt_cg_speculate, DT_FREC_NONE)                \
	F("commit", COMMIT, 'a', 1, 1, DT_FF_NOREC, NULL, NULL, NULL,         \
	    dt_sema_check_spec, dt_cg_commit, DT_FREC_NONE)                   \
	F("discard", DISCARD, 'a', 1, 1, DT_FF_NOREC, NULL, NULL, NULL,       \
	    dt_sema_check_spec, dt_cg_commit, DT_FREC_NONE)                   \
	/* aggregating functions */                                            \
	/* arguments checked by sema.c's cook_aggregation; the update of      \
	   the aggregation's value is codegen/stmt.c's dt_cg_fn_aggregate */  \
	F("count", COUNT, 'g', 0, 0, 0, NULL, NULL, NULL,                     \
	    dt_sema_check_aggfunc, dt_cg_fn_aggregate, DT_AGG_COUNT)          \
	F("sum", SUM, 'g', 1, 1, 0, NULL, NULL, NULL, dt_sema_check_aggfunc,  \
	    dt_cg_fn_aggregate, DT_AGG_SUM)                                   \
	F("avg", AVG, 'g', 1, 1, 0, NULL, NULL, NULL, dt_sema_check_aggfunc,  \
	    dt_cg_fn_aggregate, DT_AGG_AVG)                                   \
	F("min", MIN, 'g', 1, 1, 0, NULL, NULL, NULL, dt_sema_check_aggfunc,  \
	    dt_cg_fn_aggregate, DT_AGG_MIN)                                   \
	F("max", MAX, 'g', 1, 1, 0, NULL, NULL, NULL, dt_sema_check_aggfunc,  \
	    dt_cg_fn_aggregate, DT_AGG_MAX)                                   \
	F("stddev", STDDEV, 'g', 1, 1, 0, NULL, NULL, NULL,                   \
	    dt_sema_check_aggfunc, dt_cg_fn_aggregate, DT_AGG_STDDEV)         \
	F("quantize", QUANTIZE, 'g', 1, 2, 0, NULL, NULL, NULL,               \
	    dt_sema_check_aggfunc, dt_cg_fn_aggregate, DT_AGG_QUANTIZE)       \
	F("lquantize", LQUANTIZE, 'g', 3, 5, 0, NULL, NULL, NULL,             \
	    dt_sema_check_aggfunc, dt_cg_fn_aggregate, DT_AGG_LQUANTIZE)      \
	F("llquantize", LLQUANTIZE, 'g', 5, 6, 0, NULL, NULL, NULL,           \
	    dt_sema_check_aggfunc, dt_cg_fn_aggregate, DT_AGG_LLQUANTIZE)     \
	/* subroutines */                                                     \
	/* checked in sema.c, code in codegen/expr.c */                       \
	F("copyinstr", COPYINSTR, 's', 1, 2, DT_FF_ATLEAST, NULL, NULL, NULL, \
	    dt_sema_check_copyinstr, dt_cg_fn_copyinstr, DT_FREC_NONE)        \
	F("strlen", STRLEN, 's', 1, 1, 0, NULL, NULL, NULL,                   \
	    dt_sema_check_strlen, dt_cg_fn_strlen, DT_FREC_NONE)              \
	/* checked by their prototype; code in codegen/subr.c */              \
	F("rand", RAND, 's', 0, 0, DT_FF_LAZY, "int", "", "",                 \
	    dt_func_check_proto, dt_cg_subr_rand, DT_FREC_NONE)               \
	F("strjoin", STRJOIN, 's', 2, 2, DT_FF_LAZY, "string", "ss",          \
	    "const char *,const char *", dt_func_check_proto,                 \
	    dt_cg_subr_strjoin, DT_FREC_NONE)                                 \
	F("substr", SUBSTR, 's', 2, 3, DT_FF_LAZY | DT_FF_ATLEAST, "string",  \
	    "sii", "const char *,int,int", dt_func_check_proto,               \
	    dt_cg_subr_substr, DT_FREC_NONE)                                  \
	F("index", INDEX, 's', 2, 3, DT_FF_LAZY | DT_FF_ATLEAST, "int", "ssi", \
	    "const char *,const char *,int", dt_func_check_proto,             \
	    dt_cg_subr_index, DT_FREC_NONE)                                   \
	F("rindex", RINDEX, 's', 2, 3, DT_FF_LAZY | DT_FF_ATLEAST, "int",     \
	    "ssi", "const char *,const char *,int", dt_func_check_proto,      \
	    dt_cg_subr_index, DT_FREC_NONE)                                   \
	F("strchr", STRCHR, 's', 2, 2, DT_FF_LAZY | DT_FF_NULLSTR, "string",  \
	    "sc", "const char *,char", dt_func_check_proto, dt_cg_subr_strchr, \
	    DT_FREC_NONE)                                                     \
	F("strrchr", STRRCHR, 's', 2, 2, DT_FF_LAZY | DT_FF_NULLSTR, "string", \
	    "sc", "const char *,char", dt_func_check_proto, dt_cg_subr_strchr, \
	    DT_FREC_NONE)                                                     \
	F("strstr", STRSTR, 's', 2, 2, DT_FF_LAZY | DT_FF_NULLSTR, "string",  \
	    "ss", "const char *,const char *", dt_func_check_proto,           \
	    dt_cg_subr_index, DT_FREC_NONE)                                   \
	F("strtok", STRTOK, 's', 2, 2, DT_FF_LAZY | DT_FF_NULLSTR, "string",  \
	    "ts", "const char *,const char *", dt_func_check_proto,           \
	    dt_cg_subr_strtok, DT_FREC_NONE)                                  \
	F("toupper", TOUPPER, 's', 1, 1, DT_FF_LAZY, "string", "s",           \
	    "const char *", dt_func_check_proto, dt_cg_subr_case,             \
	    DT_FREC_NONE)                                                     \
	F("tolower", TOLOWER, 's', 1, 1, DT_FF_LAZY, "string", "s",           \
	    "const char *", dt_func_check_proto, dt_cg_subr_case,             \
	    DT_FREC_NONE)                                                     \
	F("lltostr", LLTOSTR, 's', 1, 2, DT_FF_LAZY | DT_FF_ATLEAST, "string", \
	    "ii", "int64_t,int", dt_func_check_proto, dt_cg_subr_lltostr,     \
	    DT_FREC_NONE)                                                     \
	F("strtoll", STRTOLL, 's', 1, 2, DT_FF_LAZY | DT_FF_ATLEAST,          \
	    "int64_t", "si", "const char *,int", dt_func_check_proto,         \
	    dt_cg_subr_strtoll, DT_FREC_NONE)                                 \
	F("basename", BASENAME, 's', 1, 1, DT_FF_LAZY, "string", "s",         \
	    "const char *", dt_func_check_proto, dt_cg_subr_basename,         \
	    DT_FREC_NONE)                                                     \
	F("dirname", DIRNAME, 's', 1, 1, DT_FF_LAZY, "string", "s",           \
	    "const char *", dt_func_check_proto, dt_cg_subr_basename,         \
	    DT_FREC_NONE)                                                     \
	F("cleanpath", CLEANPATH, 's', 1, 1, DT_FF_LAZY, "string", "s",       \
	    "const char *", dt_func_check_proto, dt_cg_subr_cleanpath,        \
	    DT_FREC_NONE)                                                     \
	F("htons", HTONS, 's', 1, 1, DT_FF_LAZY, "uint16_t", "i", "uint16_t", \
	    dt_func_check_proto, dt_cg_subr_arith, DT_FREC_NONE)              \
	F("htonl", HTONL, 's', 1, 1, DT_FF_LAZY, "uint32_t", "i", "uint32_t", \
	    dt_func_check_proto, dt_cg_subr_arith, DT_FREC_NONE)              \
	F("htonll", HTONLL, 's', 1, 1, DT_FF_LAZY, "uint64_t", "i",           \
	    "uint64_t", dt_func_check_proto, dt_cg_subr_arith, DT_FREC_NONE)  \
	F("ntohs", NTOHS, 's', 1, 1, DT_FF_LAZY, "uint16_t", "i", "uint16_t", \
	    dt_func_check_proto, dt_cg_subr_arith, DT_FREC_NONE)              \
	F("ntohl", NTOHL, 's', 1, 1, DT_FF_LAZY, "uint32_t", "i", "uint32_t", \
	    dt_func_check_proto, dt_cg_subr_arith, DT_FREC_NONE)              \
	F("ntohll", NTOHLL, 's', 1, 1, DT_FF_LAZY, "uint64_t", "i",           \
	    "uint64_t", dt_func_check_proto, dt_cg_subr_arith, DT_FREC_NONE)  \
	F("inet_ntoa", INET_NTOA, 's', 1, 1, DT_FF_LAZY, "string", "p",       \
	    "ipaddr_t *", dt_func_check_proto, dt_cg_subr_inet, DT_FREC_NONE) \
	F("inet_ntoa6", INET_NTOA6, 's', 1, 1, DT_FF_LAZY, "string", "p",     \
	    "in6_addr_t *", dt_func_check_proto, dt_cg_subr_inet,             \
	    DT_FREC_NONE)                                                     \
	F("inet_ntop", INET_NTOP, 's', 2, 2, DT_FF_LAZY, "string", "ip",      \
	    "int,void *", dt_func_check_proto, dt_cg_subr_inet, DT_FREC_NONE) \
	F("getmajor", GETMAJOR, 's', 1, 1, DT_FF_LAZY, "major_t", "i",        \
	    "dev_t", dt_func_check_proto, dt_cg_subr_arith, DT_FREC_NONE)     \
	F("getminor", GETMINOR, 's', 1, 1, DT_FF_LAZY, "minor_t", "i",        \
	    "dev_t", dt_func_check_proto, dt_cg_subr_arith, DT_FREC_NONE)     \
	F("progenyof", PROGENYOF, 's', 1, 1, DT_FF_LAZY, "int", "i", "pid_t", \
	    dt_func_check_proto, dt_cg_subr_progenyof, DT_FREC_NONE)          \
	F("copyin", COPYIN, 's', 2, 2, DT_FF_LAZY, "void *", "ai",            \
	    "uintptr_t,size_t", dt_func_check_proto, dt_cg_subr_copyin,       \
	    DT_FREC_NONE)                                                     \
	F("alloca", ALLOCA, 's', 1, 1, DT_FF_LAZY, "void *", "i", "size_t",   \
	    dt_func_check_proto, dt_cg_subr_copyin, DT_FREC_NONE)             \
	/* code in codegen/subr_bvar.c */                                     \
	F("bcopy", BCOPY, 's', 3, 3, DT_FF_LAZY, "void", "aai",               \
	    "void *,void *,size_t", dt_func_check_proto, dt_cg_subr_copy,     \
	    DT_FREC_NONE)                                                     \
	F("copyinto", COPYINTO, 's', 3, 3, DT_FF_LAZY, "void", "aia",         \
	    "uintptr_t,size_t,void *", dt_func_check_proto, dt_cg_subr_copy,  \
	    DT_FREC_NONE)                                                     \
	F("d_path", D_PATH, 's', 1, 1, DT_FF_LAZY, "string", "p",             \
	    "struct path *", dt_func_check_proto, dt_cg_subr_d_path,          \
	    DT_FREC_NONE)                                                     \
	F("getf", GETF, 's', 1, 1, DT_FF_LAZY, "struct file *", "i", "int",   \
	    dt_func_check_proto, dt_cg_subr_getf, DT_FREC_NONE)               \
	F("mutex_owned", MUTEX_OWNED, 's', 1, 1, DT_FF_LAZY, "int", "p",      \
	    "struct mutex *", dt_func_check_proto, dt_cg_subr_lock,           \
	    DT_FREC_NONE)                                                     \
	F("mutex_owner", MUTEX_OWNER, 's', 1, 1, DT_FF_LAZY,                  \
	    "struct task_struct *", "p", "struct mutex *",                    \
	    dt_func_check_proto, dt_cg_subr_lock, DT_FREC_NONE)               \
	F("mutex_type_adaptive", MUTEX_TYPE_ADAPTIVE, 's', 1, 1, DT_FF_LAZY,  \
	    "int", "p", "struct mutex *", dt_func_check_proto,                \
	    dt_cg_subr_lock, DT_FREC_NONE)                                    \
	F("mutex_type_spin", MUTEX_TYPE_SPIN, 's', 1, 1, DT_FF_LAZY, "int",   \
	    "p", "struct mutex *", dt_func_check_proto, dt_cg_subr_lock,      \
	    DT_FREC_NONE)                                                     \
	F("rw_read_held", RW_READ_HELD, 's', 1, 1, DT_FF_LAZY, "int", "p",    \
	    "rwlock_t *", dt_func_check_proto, dt_cg_subr_lock, DT_FREC_NONE) \
	F("rw_write_held", RW_WRITE_HELD, 's', 1, 1, DT_FF_LAZY, "int", "p",  \
	    "rwlock_t *", dt_func_check_proto, dt_cg_subr_lock, DT_FREC_NONE) \
	F("rw_iswriter", RW_ISWRITER, 's', 1, 1, DT_FF_LAZY, "int", "p",      \
	    "rwlock_t *", dt_func_check_proto, dt_cg_subr_lock, DT_FREC_NONE) \
	/* memref(): FreeBSD's; {ptr, len} for printm() */                    \
	F("memref", MEMREF, 's', 2, 2, DT_FF_LAZY, "uintptr_t *", "ai",       \
	    "uintptr_t,size_t", dt_func_check_proto, dt_cg_subr_memref,       \
	    DT_FREC_NONE)                                                     \
	/* the D library's: the mount point of a mount (fileinfo_t) */        \
	F("__mount_path", MOUNT_PATH, 's', 1, 1, DT_FF_LAZY, "string", "p",   \
	    "struct vfsmount *", dt_func_check_proto, dt_cg_subr_d_path,      \
	    DT_FREC_NONE)                                                     \

/*
 * DT_BVARS(V) calls V(name, ID, type, strcap, gen) for each built-in
 * variable: its id is DT_BI_<ID>; 'type' is its D type, or NULL for a
 * string of 'strcap' bytes (0: strsize; never more than strsize); 'gen'
 * is its code generator (dt_cg_bvar_f, codegen/cg.h).  The row "arg0"
 * stands for arg0 .. arg9 (id_value = N); args[] is an array access, not
 * an identifier (sema.c cook_args).
 */
#define DT_BVARS(V)                                                          \
	V("arg0", ARG, "int64_t", 0, dt_cg_bv_arg)                            \
	V("pid", PID, "pid_t", 0, dt_cg_bv_pid)                               \
	V("tid", TID, "id_t", 0, dt_cg_bv_pid)                                \
	V("ppid", PPID, "pid_t", 0, dt_cg_bv_ppid)                            \
	V("uid", UID, "uid_t", 0, dt_cg_bv_uid)                               \
	V("gid", GID, "gid_t", 0, dt_cg_bv_uid)                               \
	V("execname", EXECNAME, NULL, 16, dt_cg_bv_execname)                  \
	/* probeprov .. probename: in this order (codegen/expr.c) */          \
	V("probeprov", PROBEPROV, NULL, 64, dt_cg_bv_probe)                   \
	V("probemod", PROBEMOD, NULL, 64, dt_cg_bv_probe)                     \
	V("probefunc", PROBEFUNC, NULL, 128, dt_cg_bv_probe)                  \
	V("probename", PROBENAME, NULL, 64, dt_cg_bv_probe)                   \
	V("timestamp", TIMESTAMP, "uint64_t", 0, dt_cg_bv_timestamp)          \
	V("walltimestamp", WALLTIMESTAMP, "int64_t", 0,                       \
	    dt_cg_bv_walltimestamp)                                           \
	/* codegen/vtime.c */                                                 \
	V("vtimestamp", VTIMESTAMP, "uint64_t", 0, dt_cg_bv_vtimestamp)       \
	V("cpu", CPU, "processorid_t", 0, dt_cg_bv_cpu)                       \
	V("errno", ERRNO, "int", 0, dt_cg_bv_errno)                           \
	V("id", ID, "uint_t", 0, dt_cg_bv_id)                                 \
	V("epid", EPID, "uint_t", 0, dt_cg_bv_epid)                           \
	/* void * until sema finds struct task_struct in the kernel's BTF */  \
	V("curthread", CURTHREAD, "void *", 0, dt_cg_bv_curthread)            \
	V("ipl", IPL, "uint_t", 0, dt_cg_bv_ipl)                              \
	/* codegen/stack.c */                                                 \
	V("caller", CALLER, "uintptr_t", 0, dt_cg_bv_stack)                   \
	V("ucaller", UCALLER, "uint64_t", 0, dt_cg_bv_stack)                  \
	V("stackdepth", STACKDEPTH, "uint32_t", 0, dt_cg_bv_stack)            \
	V("ustackdepth", USTACKDEPTH, "uint32_t", 0, dt_cg_bv_stack)          \
	/* codegen/bvar.c */                                                  \
	V("cwd", CWD, NULL, 0, dt_cg_bv_path)                                 \
	V("root", ROOT, NULL, 0, dt_cg_bv_path)                               \
	V("execargs", EXECARGS, NULL, 0, dt_cg_bv_execargs)                   \
	V("zonename", ZONENAME, NULL, 8, dt_cg_bv_zonename)                   \

/* Function ids, in row order (an ident's id_func). */
#define DT_FUNC_ID(name, id, ...)	DT_F_##id,
#define DT_FUNC_NONE(...)
typedef enum dt_func {
	DT_FUNCTIONS(DT_FUNC_ID, DT_FUNC_NONE)
	DT_F_NFUNCS
} dt_func_t;

/* Built-in variable ids (an ident's id_builtin). */
#define DT_BVAR_ID(name, id, ...)	DT_BI_##id,
typedef enum dt_builtin {
	DT_BVARS(DT_BVAR_ID)
	DT_BI_ARGS,		/* args[] (not an identifier) */
	DT_BI_NBUILTINS
} dt_builtin_t;

/* Row flags. */
#define DT_FF_LAZY	0x1	/* a function only once called: until then
				   the name may be a D variable's */
#define DT_FF_ATLEAST	0x2	/* optional arguments: a wrong count says
				   "at least min", as for varargs */
#define DT_FF_NOREC	0x4	/* an action that records nothing */
#define DT_FF_DESTR	0x8	/* destructive: needs -w */
#define DT_FF_AGGARG	0x10	/* argument #1 may be an aggregation */
#define DT_FF_AGGARGS	0x20	/* every argument may be an aggregation */
#define DT_FF_VALUE	0x40	/* an action that is also a value */
#define DT_FF_NULLSTR	0x80	/* may return the NULL string */

#define DT_FREC_NONE	(-1)	/* rec column: nothing printed */

/* Checks the typed arguments of 'call'; returns its result type. */
typedef dt_type_t *dt_func_check_f(struct dt_sema *sm, dt_cc_t *cc,
    dt_node_t *call);

/*
 * A function's row.  Argument kinds (fd_kinds, one letter a parameter):
 *   s  string: string, char * or char[] (void * is accepted as char *)
 *   t  strtok's first argument: a string, or an integer/pointer where
 *      0 (NULL) continues the previous scan
 *   c  char, i  any integer, a  integer or pointer (an address),
 *   p  any pointer
 */
typedef struct dt_funcdef {
	const char *fd_name;
	dt_func_t fd_id;
	char fd_kind;		/* 's', 'a' or 'g' */
	int fd_minargs;
	int fd_maxargs;		/* -1: any number */
	unsigned fd_flags;	/* DT_FF_* */
	const char *fd_ret;	/* result type name ("string", "void *") */
	const char *fd_kinds;	/* argument kinds, see above, or NULL */
	const char *fd_protos;	/* parameter types, ',' between them */
	dt_func_check_f *fd_check;
	int fd_rec;		/* DT_ACT_*, DT_RK_*, DT_AGG_* or
				   DT_FREC_NONE */
} dt_funcdef_t;

/* The check functions the rows name. */
#define DT_FUNC_CHECK(name, id, kind, min, max, flags, ret, kinds, protos, \
    check, gen, rec)	dt_func_check_f check;
DT_FUNCTIONS(DT_FUNC_CHECK, DT_FUNC_NONE)

/* The row of function 'id'. */
const dt_funcdef_t *dt_func_def(int id);

/* The row of the function called 'name' (or an alias of it), or NULL. */
const dt_funcdef_t *dt_func_lookup(const char *name);

/* Calls 'fn(arg, name, row)' for every name, aliases included. */
void dt_func_foreach(void (*fn)(void *arg, const char *name,
    const dt_funcdef_t *fd), void *arg);

/*
 * Why the DTrace subroutine 'name' cannot exist on Linux (msgsize,
 * ddi_pathname, ...), or NULL.
 */
const char *dt_subr_nolinux(const char *name);

#endif /* DT_FUNC_H */

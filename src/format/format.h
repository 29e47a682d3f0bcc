/*
 * format.h - interface of src/format/: the descriptions of output that the
 * compiler makes and the consumer renders.  Parsed printf() formats with
 * DTrace's conversion dictionary and its compile-time checks (printf.c),
 * the type of the object print() shows, and the bucket arithmetic of
 * quantize, lquantize and llquantize (quant.c).  The program object
 * (bpf/prog.h) carries these; sema checks formats, codegen builds print
 * types and bucket counts, output/ renders.  Sees only base/.
 */
#ifndef DT_FORMAT_H
#define DT_FORMAT_H

#include <stddef.h>
#include <stdint.h>

#include "../base/base.h"

/* ------------------------------------------------------------ printf */

/* What a value is, as far as formatting is concerned. */
typedef enum dt_pfkind {
	DT_PF_INT,		/* integer of pv_size bytes, pv_signed */
	DT_PF_PTR,		/* pointer (8 bytes) */
	DT_PF_STRING,		/* D string (pv_str, up to pv_len, NUL ends) */
	DT_PF_FLOAT,		/* float/double: pv_dbl; long double
				   (pv_size 16): pv_ldbl */
	DT_PF_OTHER		/* struct/array bytes: not printf-able */
} dt_pfkind_t;

/* The static type of a printf argument, known at compile time. */
typedef struct dt_pftype {
	dt_pfkind_t pt_kind;
	int pt_size;		/* bytes: 1, 2, 4, 8 (INT) */
	int pt_signed;
	int pt_islong;		/* C type is (unsigned) long */
	int pt_islonglong;	/* C type is (unsigned) long long */
	int pt_isshort;		/* C type is (unsigned) short */
	int pt_ischar;		/* C type is (unsigned) char */
	int pt_ischarptr;	/* char * or char[] (accepted by %s) */
	const char *pt_name;	/* type name for error messages: "int",
				   "string", "char *"... */
} dt_pftype_t;

/* One directive of a parsed format: literal text then a conversion. */
typedef struct dt_pfconv {
	const char *pc_text;	/* literal text before the conversion */
	size_t pc_textlen;
	char pc_conv;		/* 'd' 'i' 'u' 'o' 'x' 'X' 'c' 'C' 's' 'S' 'p'
				   'a' 'A' 'k' 'e' 'E' 'f' 'g' 'G' 'Y' 'T'
				   '%'; 0 = trailing text only */
	char pc_size[3];	/* "", "h", "l", "ll", "L", "w" */
	char pc_flags[8];	/* subset of "-+ #0'" in the order written */
	int pc_width;		/* -1 none */
	int pc_prec;		/* -1 none */
	int pc_star_width;	/* width comes from an extra int argument */
	int pc_star_prec;	/* precision comes from an extra int argument */
	int pc_agg;		/* '@': value of an aggregation (printa) */
	int pc_qmark;		/* '?': width = pointer width (16) */
	int pc_cache;		/* dt_printf_dict()'s memo of the
				   conversion's dictionary entry: 0 not
				   looked up yet */
} dt_pfconv_t;

typedef struct dt_pfmt {
	const char *pf_fmt;	/* the original format (owned by caller) */
	dt_pfconv_t *pf_convs;	/* pf_nconv entries; the last may have
				   pc_conv == 0 to carry trailing text */
	int pf_nconv;
	int pf_nargs;		/* value arguments consumed (incl. '*') */
} dt_pfmt_t;

/*
 * Parse 'fmt' into 'pf' (arrays from the heap; free with
 * dt_printf_release).  On error returns -1 with DTrace's message in
 * 'err' (e.g. "format conversion #2 is undefined: %hhd").
 */
int dt_printf_parse(const char *fmt, dt_pfmt_t *pf, char *err, size_t errlen);
void dt_printf_release(dt_pfmt_t *pf);

/*
 * Compile-time check of value argument 'argno' (1-based, counting the
 * format as argument 0 as DTrace does in messages) of type 't' against
 * conversion 'pc'.  Returns 0 or -1 with DTrace's multi-line message in
 * 'err' ("printf( ) argument #2 is incompatible with conversion #1
 * prototype:\n\tconversion: %d\n\t prototype: char, short, int, long,
 * or long long\n\t  argument: string").  'func' is "printf" / "printa".
 */
int dt_printf_check(const char *func, const dt_pfconv_t *pc, int convno,
    int argno, const dt_pftype_t *t, char *err, size_t errlen);

/*
 * Checks of argument types (format/printf.c):
 *
 * - %k accepts only a type whose pt_name is "stack".
 * - %s/%S accept DT_PF_STRING, or pt_ischarptr when pt_kind is not
 *   DT_PF_PTR (char arrays); a char * is refused as DTrace does
 *   ("or use stringof").  %ls/%ws accept DT_PF_OTHER non-char arrays.
 */

/*
 * Whole compile-time check of a printf()/printa() call, in DTrace's order
 * and with its messages: empty format, a missing or non-integer '*'
 * argument, '%@' outside printa, a missing value argument, each value's
 * type (dt_printf_check), and with DT_PRINTF_EXACTLEN extra arguments.
 * 'args' are the 'nargs' arguments after the format; messages number them
 * from 'foff' + 1 (printf: 'foff' 1, the format being argument #1).
 * 'aggtype' is the type '%@' conversions see (int64_t, or uint64_t for
 * count()); NULL outside printa.  Returns 0, or -1 with 'err' set.
 */
#define DT_PRINTF_EXACTLEN	0x1	/* extra arguments are an error */
#define DT_PRINTF_AGGREGATION	0x2	/* printa(): '%@' allowed */
int dt_printf_validate(const char *func, const dt_pfmt_t *pf, int foff,
    const dt_pftype_t *args, int nargs, const dt_pftype_t *aggtype,
    int flags, char *err, size_t errlen);

/* How an argument is checked against a conversion (libdtrace pfcheck_*). */
typedef enum dt_pfcheck {
	DT_PFC_NONE,		/* %%: takes no argument */
	DT_PFC_XINT,		/* any integer */
	DT_PFC_CSI,		/* integer of at most 4 bytes */
	DT_PFC_FP,		/* float, double, long double */
	DT_PFC_ADDR,		/* pointer or integer */
	DT_PFC_STR,		/* string or char array (not char *) */
	DT_PFC_WSTR,		/* array of 32-bit integers */
	DT_PFC_STACK,		/* stack() / ustack() value */
	DT_PFC_TIME,		/* 64-bit integer */
	DT_PFC_TYPE,		/* CTF-compatible with a named C type */
	DT_PFC_XSHORT,		/* any short */
	DT_PFC_XLONG,		/* any long */
	DT_PFC_XLONGLONG	/* any long long, [u]int64_t */
} dt_pfcheck_t;

/* How a value is printed (libdtrace pfprint_*). */
typedef enum dt_pfprint {
	DT_PFP_PCT,		/* "%" */
	DT_PFP_DINT,		/* signed if the value's type is signed */
	DT_PFP_SINT,		/* always signed */
	DT_PFP_UINT,		/* always unsigned */
	DT_PFP_FP,		/* double */
	DT_PFP_ADDR,		/* kernel symbol, as a string */
	DT_PFP_UADDR,		/* user symbol, as a string */
	DT_PFP_ECHR,		/* one character, escaped */
	DT_PFP_CSTR,		/* string */
	DT_PFP_ESTR,		/* string, escaped */
	DT_PFP_WSTR,		/* wide string */
	DT_PFP_STACK,		/* stack frames */
	DT_PFP_TIME,		/* "%Y %b %e %T" from ctime */
	DT_PFP_TIME822		/* RFC 822 time */
} dt_pfprint_t;

/*
 * One entry of the conversion dictionary.  'pd_ofmt' is the C conversion
 * that renders the value; 'pd_proto' is what error messages call the
 * accepted types; DT_PFC_TYPE entries accept exactly the types whose CTF
 * encoding equals ('pd_tkind', 'pd_tsize', 'pd_tsigned'), as
 * ctf_type_compat does.
 */
typedef struct dt_pfdict {
	const char *pd_name;	/* size prefix + letter: "lld" */
	const char *pd_ofmt;
	const char *pd_proto;
	dt_pfcheck_t pd_check;
	dt_pfprint_t pd_print;
	dt_pfkind_t pd_tkind;
	int pd_tsize;
	int pd_tsigned;
} dt_pfdict_t;

/*
 * The dictionary entry of parsed conversion 'pc' (NULL for trailing text
 * and unknown ones), memoised in pc_cache: the consumer renders the same
 * conversions once per record.
 */
const dt_pfdict_t *dt_printf_dict(const dt_pfconv_t *pc);

/* ------------------------------------------------------------- print */

/*
 * The type of the object print() shows (output/print.c), built by the
 * code generator from the D type: what to print and how, no compiler
 * types.  Typedefs are resolved, keeping the name they were used by.
 */
typedef enum dt_ptkind {
	DT_PT_INT,		/* integer, py_signed */
	DT_PT_CHAR,		/* char: 'c' when printable */
	DT_PT_BOOL,
	DT_PT_FLOAT,
	DT_PT_PTR,
	DT_PT_ARRAY,		/* py_elem x py_nelems */
	DT_PT_STRUCT,
	DT_PT_UNION,
	DT_PT_ENUM,		/* py_members: mb name, py_value */
	DT_PT_OTHER		/* printed as hex bytes */
} dt_ptkind_t;

typedef struct dt_ptype dt_ptype_t;

typedef struct dt_ptmember {
	const char *pm_name;	/* "" for an anonymous member */
	const dt_ptype_t *pm_type;
	uint32_t pm_off;	/* bytes */
	uint8_t pm_bits;	/* bit-field width, 0 if not one */
	uint8_t pm_bitoff;	/* bit offset inside the unit at pm_off */
	int64_t pm_value;	/* enumerators: the value */
} dt_ptmember_t;

struct dt_ptype {
	dt_ptkind_t py_kind;
	const char *py_name;	/* as printed: "int", "char [5]", "struct x",
				   "struct" (anonymous), "uint64_t" */
	uint32_t py_size;
	int py_signed;
	const dt_ptype_t *py_elem;
	uint32_t py_nelems;
	int py_nmembers;
	const dt_ptmember_t *py_members;
};

/* ----------------------------------------------------------- buckets */

/* quantize: 127 buckets; index 63 holds 0, 64+k holds 2^k, 62-k -2^k. */
#define DT_QUANTIZE_NBUCKETS	127
#define DT_QUANTIZE_ZERO	63
int dt_quantize_bucket(int64_t v);		/* value -> index */
int64_t dt_quantize_value(int i);		/* index -> bucket label */

/* lquantize parameters, packed as DTrace does. */
typedef struct dt_lquant {
	int32_t lq_base;
	uint16_t lq_step;
	uint16_t lq_levels;	/* buckets: [0]=underflow, 1..levels, levels+1
				   = overflow: levels + 2 in all */
} dt_lquant_t;
int dt_lquantize_bucket(const dt_lquant_t *lq, int64_t v);

typedef struct dt_llquant {
	uint16_t llq_factor, llq_low, llq_high, llq_nsteps;
} dt_llquant_t;
int dt_llquantize_nbuckets(const dt_llquant_t *llq);
int dt_llquantize_bucket(const dt_llquant_t *llq, int64_t v);

/* llquantize geometry (quant.c): buckets per order of magnitude, the
   middle (zero) bucket, factor^e. */
int dt_llq_per_order(const dt_llquant_t *llq);
int dt_llq_mid(const dt_llquant_t *llq);
uint64_t dt_llq_pow(const dt_llquant_t *llq, int e);

#endif /* DT_FORMAT_H */

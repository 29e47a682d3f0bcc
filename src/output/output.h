/*
 * output.h - DTrace's output formats, byte for byte: printf() format
 * parsing (compile time) and formatting (consume time), trace() values,
 * hex dumps, aggregation entries and quantize/lquantize/llquantize
 * histograms.  Stage: consumer -> output.  See docs/output.md.
 * Pure functions over dt_strbuf_t; no BPF, no compiler types.
 */
#ifndef DT_OUTPUT_H
#define DT_OUTPUT_H

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

/* One value captured at probe time, handed to the formatter. */
typedef struct dt_pfval {
	dt_pfkind_t pv_kind;
	int pv_size;
	int pv_signed;
	uint64_t pv_u;		/* INT/PTR raw bits (zero-extended) */
	double pv_dbl;
	long double pv_ldbl;	/* FLOAT of 16 bytes (x86 80-bit extended) */
	const char *pv_str;	/* STRING bytes (not necessarily NUL ended) */
	size_t pv_len;		/* STRING capacity */
} dt_pfval_t;

/* The value of the 'size' (4 or 8) bytes of a float or double as bits. */
double dt_pf_float_bits(uint64_t bits, int size);

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
	int pc_cache;		/* printf.c's memo of the conversion's
				   dictionary entry: 0 not looked up yet */
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
 * Format with captured values.  'vals' holds one entry per value argument
 * in order (star widths included).  Conversions %a/%A/%k are rendered
 * with the callbacks in 'cb' (may be NULL: then printed as hex).
 */
typedef struct dt_pfcb {
	/* kernel/user symbol "mod`sym+0x1f" for %a / %A */
	void (*sym)(void *arg, dt_strbuf_t *sb, uint64_t addr, int user);
	void *arg;
} dt_pfcb_t;

void dt_printf_format(dt_strbuf_t *sb, const dt_pfmt_t *pf,
    const dt_pfval_t *vals, int nvals, const dt_pfcb_t *cb);

/*
 * Added conventions and helpers (output/printf.c):
 *
 * - 'vals' for dt_printf_format() holds one entry per '*' and one per
 *   conversion other than %%, '%@' ones included (printa passes the
 *   aggregation value there); pf_nargs counts exactly those entries.
 * - %k takes a DT_PF_OTHER value: pv_str is an array of uint64_t PCs in
 *   host order, pv_len its size in bytes, pv_signed 1 for a user stack
 *   (symbols then resolved with user = 1).  A check accepts for %k only
 *   a type whose pt_name is "stack".
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

/* ------------------------------------------------------------- trace */

/* trace() of an integer, Oracle's type-aware format (docs/output.md §4). */
void dt_fmt_trace_int(dt_strbuf_t *sb, uint64_t v, int size, int is_signed,
    int quiet);
/* trace() of a string value (capacity 'cap'): "  %-33s" or "%s". */
void dt_fmt_trace_string(dt_strbuf_t *sb, const char *s, size_t cap,
    int quiet);
/* trace() of other bytes: the byte-stream rule, else a hex dump. */
void dt_fmt_trace_bytes(dt_strbuf_t *sb, const void *p, size_t len,
    int quiet, int rawbytes);
/* The hex dump of docs/output.md §8, starting with its "\n". */
void dt_fmt_hexdump(dt_strbuf_t *sb, const void *p, size_t len);

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

/*
 * print() of the object of type 't' at 'data' ('len' bytes) as Oracle's
 * DTrace shows it (docs/output.md §10): "(type) {" ... one member per line,
 * "\.name = (type)value,", members whose bytes are all zero left out,
 * char arrays up to their NUL.  Lines are indented by 'indent' blanks
 * plus one per level; the output ends with "\n".
 */
void dt_fmt_print(dt_strbuf_t *sb, const dt_ptype_t *t, const void *data,
    size_t len, int indent);
/*
 * The same with Oracle's printsize option: once a member ending at or
 * past 'printsize' bytes has been shown, "..." stands for the rest (an
 * array counts as one member).  0, or a size covering the object: all.
 */
void dt_fmt_print_limit(dt_strbuf_t *sb, const dt_ptype_t *t,
    const void *data, size_t len, int indent, size_t printsize);

/* ------------------------------------------------------- aggregations */

/* -x encoding: histogram glyphs (DEFAULT: ASCII bars; aggpack glyphs
   UTF-8 unless TERM is a primitive terminal, as illumos decides). */
enum { DT_ENC_DEFAULT, DT_ENC_ASCII, DT_ENC_UTF8 };

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

/* Key field of a default-format entry (docs/output.md §6.2). */
void dt_fmt_agg_key_int(dt_strbuf_t *sb, uint64_t v, int size, int is_signed);
void dt_fmt_agg_key_string(dt_strbuf_t *sb, const char *s, size_t cap);
/* Scalar value field: " %16lld". */
void dt_fmt_agg_value(dt_strbuf_t *sb, int64_t v);

/*
 * Histograms (docs/output.md §6.5), each starting with its "\n" and ending
 * after the last row's "\n".  'counts' has one entry per bucket; values
 * are divided by 'normal' (1 when not normalised) for display.
 */
void dt_fmt_quantize(dt_strbuf_t *sb, const int64_t *counts, uint64_t normal);
void dt_fmt_lquantize(dt_strbuf_t *sb, const dt_lquant_t *lq,
    const int64_t *counts, uint64_t normal);
void dt_fmt_llquantize(dt_strbuf_t *sb, const dt_llquant_t *llq,
    const int64_t *counts, uint64_t normal);

/*
 * Histogram options for everything printed afterwards: -x aggzoom (the
 * tallest bar about 38 of 40) and -x encoding (DT_ENC_*).
 */
void dt_fmt_hist_setopts(int aggzoom, int encoding);
int dt_fmt_hist_zoom(void);
int dt_fmt_hist_encoding(void);
/* Add |v| to a bar total (a sum; with aggzoom the largest |v|/0.95). */
void dt_fmt_hist_total(long double *total, long double v);
/* One bar row after its label: "|@@@   " ... " %-9lld\n" (§6.5). */
void dt_fmt_quantline(dt_strbuf_t *sb, int64_t val, uint64_t normal,
    long double total, int positives, int negatives);
/* The 3-byte UTF-8 encoding of a code point below 0x10000. */
void dt_fmt_utf8(dt_strbuf_t *sb, unsigned cp);

/*
 * -x agghist / -x aggpack (docs/output.md §6.6; output/aggpack.c).  Keys are
 * printed in packed widths (3/5/8/16 for 1/2/4/8-byte integers, 16 for
 * the rest); 'width' of a header is the sum of (packed width + 1) over
 * the keys, 0 for a keyless aggregation.
 */
int dt_fmt_packed_width(size_t keysize);
void dt_fmt_agg_key_string_packed(dt_strbuf_t *sb, const char *s,
    size_t cap);
/* agghist: "\n%*s %41s %-9s\n" with "key" (or "value" when width 0). */
void dt_fmt_agghist_header(dt_strbuf_t *sb, int width);
/*
 * aggpack header and rows.  quantize: 'minbin'..'maxbin' are the lowest
 * and highest non-zero buckets over all entries (both DT_QUANTIZE_ZERO
 * when there are none); lquantize always shows every bucket.
 */
void dt_fmt_aggpack_header(dt_strbuf_t *sb, int width,
    const dt_lquant_t *lq, int minbin, int maxbin);
void dt_fmt_quantize_packed(dt_strbuf_t *sb, const int64_t *counts,
    int minbin, int maxbin);
void dt_fmt_lquantize_packed(dt_strbuf_t *sb, const dt_lquant_t *lq,
    const int64_t *counts);

/* Sort weight of a histogram for the value ordering of docs/output.md §6.4. */
int dt_quantize_cmp(const int64_t *a, const int64_t *b, int nbuckets,
    const int64_t *labels);

/*
 * Added (output/agg.c).  dt_quantize_cmp() weighs bucket i by labels[i]
 * and breaks ties on the first bucket labelled 0 (none: a tie).  The two
 * below do the same with DTrace's own weights: lquantize weighs the
 * underflow bucket low - 1 and the overflow bucket low + levels*step + 1
 * (ties on the bucket weighted 0); llquantize weighs underflow
 * factor^low - 1, each bucket its start, overflow factor^(high+1), and
 * always breaks ties on the underflow bucket.  All return <0, 0, >0.
 */
int dt_lquantize_cmp(const dt_lquant_t *lq, const int64_t *a,
    const int64_t *b);
int dt_llquantize_cmp(const dt_llquant_t *llq, const int64_t *a,
    const int64_t *b);

/*
 * A value or count divided by the normalisation 'normal' as DTrace does
 * it: (long long)v / (uint64_t)normal, an unsigned division (so negative
 * values normalised by n > 1 come out as DTrace prints them).  'normal'
 * 0 is taken as 1.
 */
int64_t dt_agg_normalize(int64_t v, uint64_t normal);

#endif /* DT_OUTPUT_H */

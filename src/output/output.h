/*
 * output.h - DTrace's output formats, byte for byte: printf() formatting
 * (consume time), trace() values, hex dumps, print() objects, aggregation
 * entries and quantize/lquantize/llquantize histograms (docs/output.md).
 * Stage: consumer -> output.  The descriptions it renders (parsed
 * formats, print types, bucket parameters) are format/format.h's,
 * included here.
 * Pure functions over dt_strbuf_t; no BPF, no compiler types.
 */
#ifndef DT_OUTPUT_H
#define DT_OUTPUT_H

#include <stddef.h>
#include <stdint.h>

#include "../base/base.h"
#include "../format/format.h"

/* ------------------------------------------------------------ printf */

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
 *   (symbols then resolved with user = 1).
 */

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

/*
 * fuzz_printf.c - libFuzzer harness for the printf format parser and
 * formatter (dt_printf_parse, dt_printf_validate in src/format/format.h,
 * dt_printf_format in src/output/output.h).  Built by `make fuzz` as
 * build-fuzz/fuzz_printf; replayed without libFuzzer by
 * tests/fuzz/replay.c and tests/unit/test_fuzz_replay.c (with
 * DT_FUZZ_NO_ENTRY).
 *
 * Input: one mode byte (bit 0: printa with an aggregation value, bit 1:
 * DT_PRINTF_EXACTLEN, bit 2: count() aggregation type, bit 3: symbol
 * callback for %a/%A/%k), the format up to the first NUL, then the number
 * of value arguments, one type byte each (index into fzp_types), and the
 * values' bytes in the order the formatter takes them.  As at run time, a format is only
 * formatted when the compile-time check accepted the argument types.
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "output/output.h"

#define FZP_MAXARGS	32
#define FZP_MAXWIDTH	4096	/* larger widths only make big buffers */

/* Argument types a D program can hand to printf(). */
static const dt_pftype_t fzp_types[] = {
	{ DT_PF_INT, 4, 1, 0, 0, 0, 0, 0, "int" },
	{ DT_PF_INT, 4, 0, 0, 0, 0, 0, 0, "unsigned int" },
	{ DT_PF_INT, 8, 1, 1, 0, 0, 0, 0, "long" },
	{ DT_PF_INT, 8, 0, 1, 0, 0, 0, 0, "unsigned long" },
	{ DT_PF_INT, 8, 1, 0, 1, 0, 0, 0, "long long" },
	{ DT_PF_INT, 8, 0, 0, 1, 0, 0, 0, "unsigned long long" },
	{ DT_PF_INT, 2, 1, 0, 0, 1, 0, 0, "short" },
	{ DT_PF_INT, 2, 0, 0, 0, 1, 0, 0, "unsigned short" },
	{ DT_PF_INT, 1, 1, 0, 0, 0, 1, 0, "char" },
	{ DT_PF_INT, 1, 0, 0, 0, 0, 1, 0, "unsigned char" },
	{ DT_PF_INT, 8, 1, 0, 0, 0, 0, 0, "int64_t" },
	{ DT_PF_INT, 8, 0, 0, 0, 0, 0, 0, "uint64_t" },
	{ DT_PF_PTR, 8, 0, 0, 0, 0, 0, 0, "void *" },
	{ DT_PF_PTR, 8, 0, 0, 0, 0, 1, 1, "char *" },
	{ DT_PF_STRING, 0, 0, 0, 0, 0, 0, 0, "string" },
	{ DT_PF_OTHER, 0, 0, 0, 0, 0, 1, 1, "char [32]" },
	{ DT_PF_OTHER, 0, 0, 0, 0, 0, 0, 0, "int [8]" },
	{ DT_PF_OTHER, 0, 0, 0, 0, 0, 0, 0, "stack" },
	{ DT_PF_OTHER, 0, 0, 0, 0, 0, 0, 0, "struct foo" },
	{ DT_PF_FLOAT, 8, 1, 0, 0, 0, 0, 0, "double" },
	{ DT_PF_FLOAT, 4, 1, 0, 0, 0, 0, 0, "float" },
};
#define FZP_NTYPES	(sizeof(fzp_types) / sizeof(fzp_types[0]))

static const dt_pftype_t fzp_agg_int64 =
    { DT_PF_INT, 8, 1, 0, 0, 0, 0, 0, "int64_t" };
static const dt_pftype_t fzp_agg_uint64 =
    { DT_PF_INT, 8, 0, 0, 0, 0, 0, 0, "uint64_t" };

/* A cursor over the value bytes; reads past the end give zeros. */
typedef struct fzp_in {
	const uint8_t *p, *end;
} fzp_in_t;

static uint8_t
fzp_byte(fzp_in_t *in)
{
	return in->p < in->end ? *in->p++ : 0;
}

static uint64_t
fzp_u64(fzp_in_t *in)
{
	uint64_t v = 0;
	int i;

	for (i = 0; i < 8; i++)
		v |= (uint64_t)fzp_byte(in) << (8 * i);
	return v;
}

/*
 * Fill 'v' for type 't' from 'in'.  Byte values live in a heap block of
 * exactly pv_len bytes (no terminating NUL, as in a record) which the
 * caller frees through pv_str.
 */
static void
fzp_value(fzp_in_t *in, const dt_pftype_t *t, dt_pfval_t *v)
{
	size_t len, i;
	char *buf;

	memset(v, 0, sizeof(*v));
	v->pv_kind = t->pt_kind;
	v->pv_size = t->pt_size;
	v->pv_signed = t->pt_signed;
	switch (t->pt_kind) {
	case DT_PF_INT:
	case DT_PF_PTR:
		v->pv_u = fzp_u64(in);
		if (t->pt_size < 8)
			v->pv_u &= (1ULL << (8 * t->pt_size)) - 1;
		break;
	case DT_PF_FLOAT: {
		uint64_t bits = fzp_u64(in);

		memcpy(&v->pv_dbl, &bits, sizeof(v->pv_dbl));
		break;
	}
	default:
		len = fzp_byte(in) % 65;
		if (strcmp(t->pt_name, "stack") == 0 ||
		    strcmp(t->pt_name, "int [8]") == 0)
			len &= ~(size_t)3;
		buf = malloc(len ? len : 1);
		for (i = 0; i < len; i++)
			buf[i] = (char)fzp_byte(in);
		v->pv_str = buf;
		v->pv_len = len;
		if (strcmp(t->pt_name, "stack") == 0)
			v->pv_signed = fzp_byte(in) & 1;
		break;
	}
}

/* Symbol callback like the consumer's: "mod`sym+0x.." or hex. */
static void
fzp_sym(void *arg, dt_strbuf_t *sb, uint64_t addr, int user)
{
	(void)arg;
	if (addr & 1)
		dt_strbuf_addf(sb, "0x%llx", (unsigned long long)addr);
	else
		dt_strbuf_addf(sb, "%s`fn_%llx+0x%x", user ? "libc.so.6" :
		    "vmlinux", (unsigned long long)(addr >> 8),
		    (unsigned)(addr & 0xff));
}

/* A '*' value as dt_printf_format() reads it: sign-extended, as int. */
static int
fzp_star(const dt_pfval_t *v)
{
	switch (v->pv_size) {
	case 1:
		return (int8_t)v->pv_u;
	case 2:
		return (int16_t)v->pv_u;
	default:
		return (int32_t)v->pv_u;
	}
}

/* Widths and precisions beyond FZP_MAXWIDTH are not formatted. */
static int
fzp_sane(const dt_pfconv_t *pc, const dt_pfval_t *star, int nstar)
{
	int i;

	if (pc->pc_width > FZP_MAXWIDTH || pc->pc_prec > FZP_MAXWIDTH)
		return 0;
	for (i = 0; i < nstar; i++)
		if (fzp_star(&star[i]) > FZP_MAXWIDTH ||
		    fzp_star(&star[i]) < -FZP_MAXWIDTH)
			return 0;
	return 1;
}

int
dt_fuzz_printf(const uint8_t *data, size_t size)
{
	dt_pftype_t args[FZP_MAXARGS];
	dt_pfval_t vals[FZP_MAXARGS];
	const dt_pftype_t *aggtype = NULL;
	const uint8_t *nul;
	char *fmt, err[512];
	dt_pfmt_t pf;
	fzp_in_t in;
	int mode, flags = 0, nargs = 0, nvals = 0, sane = 1, n, i, j;
	dt_pfcb_t cb = { fzp_sym, NULL };
	dt_strbuf_t sb;

	if (size == 0 || size > 4096)
		return 0;
	mode = data[0];
	data++;
	size--;
	nul = memchr(data, 0, size);
	fmt = malloc((nul ? (size_t)(nul - data) : size) + 1);
	memcpy(fmt, data, nul ? (size_t)(nul - data) : size);
	fmt[nul ? (size_t)(nul - data) : size] = '\0';
	in.p = nul ? nul + 1 : data + size;
	in.end = data + size;

	if (dt_printf_parse(fmt, &pf, err, sizeof(err)) != 0) {
		free(fmt);
		return 0;
	}
	if (mode & 1) {
		flags |= DT_PRINTF_AGGREGATION;
		aggtype = (mode & 4) ? &fzp_agg_uint64 : &fzp_agg_int64;
	}
	if (mode & 2)
		flags |= DT_PRINTF_EXACTLEN;

	/* the argument count, then the types, then the values */
	n = fzp_byte(&in) % (FZP_MAXARGS / 2 + 1);
	while (nargs < n)
		args[nargs++] = fzp_types[fzp_byte(&in) % FZP_NTYPES];
	if (dt_printf_validate((mode & 1) ? "printa" : "printf", &pf, 1, args,
	    nargs, aggtype, flags, err, sizeof(err)) != 0)
		goto out;

	/* values in the order dt_printf_format() takes them */
	for (i = 0, j = 0; i < pf.pf_nconv && nvals < FZP_MAXARGS; i++) {
		const dt_pfconv_t *pc = &pf.pf_convs[i];
		int k, nstar = pc->pc_star_width + pc->pc_star_prec, first;

		if (pc->pc_conv == 0 || pc->pc_conv == '%')
			continue;
		n = nstar + !pc->pc_agg;
		first = nvals;
		for (k = 0; k < n && j < nargs && nvals < FZP_MAXARGS; k++)
			fzp_value(&in, &args[j++], &vals[nvals++]);
		if (pc->pc_agg && nvals < FZP_MAXARGS)
			fzp_value(&in, aggtype, &vals[nvals++]);
		if (!fzp_sane(pc, &vals[first], DT_MIN(nstar, nvals - first)))
			sane = 0;
	}
	if (sane) {
		dt_strbuf_init(&sb);
		dt_printf_format(&sb, &pf, vals, nvals, (mode & 8) ? &cb : NULL);
		dt_strbuf_release(&sb);
	}
	for (i = 0; i < nvals; i++)
		free((void *)vals[i].pv_str);
out:
	dt_printf_release(&pf);
	free(fmt);
	return 0;
}

#ifndef DT_FUZZ_NO_ENTRY
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return dt_fuzz_printf(data, size);
}
#endif

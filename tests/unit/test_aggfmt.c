/*
 * test_aggfmt.c - unit tests of the -x agghist/aggpack/aggzoom/encoding
 * output functions (output/aggpack.c, output/agg.c) and of the printf
 * conversions the consumer writes without vsnprintf (output/printf.c
 * fmt_plain), which must print exactly what the general path prints.
 */
#include <inttypes.h>
#include <stdlib.h>

#include "../../src/output/output.h"
#include "unit.h"

static char *kept[256];
static int nkept;

/* The text of 'sb', kept until exit; 'sb' released. */
static const char *
take(dt_strbuf_t *sb)
{
	char *s = malloc(sb->len + 1);

	memcpy(s, sb->s != NULL ? sb->s : "", sb->len);
	s[sb->len] = '\0';
	dt_strbuf_release(sb);
	if (nkept < 256)
		kept[nkept++] = s;
	return s;
}

static const char *
pf1(const char *f, dt_pfval_t v)
{
	char err[256];
	dt_pfmt_t pf;
	dt_strbuf_t sb;

	if (dt_printf_parse(f, &pf, err, sizeof(err)) != 0)
		return "PARSE";
	dt_strbuf_init(&sb);
	dt_printf_format(&sb, &pf, &v, 1, NULL);
	/* twice: the second goes through the memoised conversion */
	dt_printf_format(&sb, &pf, &v, 1, NULL);
	dt_printf_release(&pf);
	return take(&sb);
}

static dt_pfval_t
ival(uint64_t u, int size, int sgn)
{
	dt_pfval_t v;

	memset(&v, 0, sizeof(v));
	v.pv_kind = DT_PF_INT;
	v.pv_u = u;
	v.pv_size = size;
	v.pv_signed = sgn;
	return v;
}

/* What C printf prints for 'ref' twice. */
static const char *
twice(const char *ref)
{
	dt_strbuf_t sb;

	dt_strbuf_init(&sb);
	dt_strbuf_adds(&sb, ref);
	dt_strbuf_adds(&sb, ref);
	return take(&sb);
}

UNIT_TEST(test_plain_ints)
{
	char ref[64];

	CHECK_STR(pf1("%d", ival((uint64_t)INT64_MIN, 8, 1)),
	    twice("-9223372036854775808"));
	CHECK_STR(pf1("%d", ival(0, 8, 1)), twice("0"));
	CHECK_STR(pf1("%d", ival(0xffffffffu, 4, 1)), twice("-1"));
	CHECK_STR(pf1("%d", ival(0xffffffffu, 4, 0)), twice("4294967295"));
	CHECK_STR(pf1("%i", ival(0x80, 1, 1)), twice("-128"));
	CHECK_STR(pf1("%u", ival((uint64_t)-1, 8, 1)),
	    twice("18446744073709551615"));
	CHECK_STR(pf1("%u", ival(0xfffe, 2, 1)), twice("65534"));
	snprintf(ref, sizeof(ref), "%lld", (long long)-1234567);
	CHECK_STR(pf1("%ld", ival((uint64_t)-1234567, 8, 1)), twice(ref));
	CHECK_STR(pf1("%lld", ival((uint64_t)-5, 8, 0)), twice("-5"));
	CHECK_STR(pf1("%llu", ival((uint64_t)-5, 8, 1)),
	    twice("18446744073709551611"));
	/* not plain: flags and widths still take the general path */
	CHECK_STR(pf1("%5d", ival(42, 4, 1)), twice("   42"));
	CHECK_STR(pf1("%-3d|", ival(7, 4, 1)), twice("7  |"));
	CHECK_STR(pf1("%+d", ival(7, 4, 1)), twice("+7"));
	CHECK_STR(pf1("%x", ival(255, 4, 0)), twice("ff"));
}

UNIT_TEST(test_plain_strings)
{
	dt_pfval_t v;
	static const char s[8] = { 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h' };

	memset(&v, 0, sizeof(v));
	v.pv_kind = DT_PF_STRING;
	v.pv_str = "bash\0junk";
	v.pv_len = 16;
	CHECK_STR(pf1("<%s>", v), twice("<bash>"));
	v.pv_str = s;		/* no terminator: pv_len bytes */
	v.pv_len = 8;
	CHECK_STR(pf1("%s", v), twice("abcdefgh"));
	v.pv_len = 3;
	CHECK_STR(pf1("%s", v), twice("abc"));
	CHECK_STR(pf1("%.2s", v), twice("ab"));
	CHECK_STR(pf1("%s", ival(5, 4, 1)), twice(""));
}

UNIT_TEST(test_packed_widths)
{
	CHECK_INT(dt_fmt_packed_width(1), 3);
	CHECK_INT(dt_fmt_packed_width(2), 5);
	CHECK_INT(dt_fmt_packed_width(4), 8);
	CHECK_INT(dt_fmt_packed_width(8), 16);
	CHECK_INT(dt_fmt_packed_width(0), 16);
}

UNIT_TEST(test_packed_keys)
{
	dt_strbuf_t sb;
	static const char k[4] = { 'a', 'b', 'c', 'd' };

	dt_strbuf_init(&sb);
	dt_fmt_agg_key_string_packed(&sb, "bash\0\0\0", 8);
	CHECK_STR(take(&sb), "             bash");
	dt_strbuf_init(&sb);
	dt_fmt_agg_key_string_packed(&sb, k, 4);
	CHECK_STR(take(&sb), "  abcd            ");
}

UNIT_TEST(test_agghist_header)
{
	dt_strbuf_t sb;

	dt_strbuf_init(&sb);
	dt_fmt_agghist_header(&sb, 17);
	CHECK_STR(take(&sb), "\n              key  ------------- "
	    "Distribution ------------- count    \n");
	dt_strbuf_init(&sb);
	dt_fmt_agghist_header(&sb, 0);
	CHECK_STR(take(&sb), "\n           value  ------------- "
	    "Distribution ------------- count    \n");
}

UNIT_TEST(test_quantize_packed)
{
	int64_t c[DT_QUANTIZE_NBUCKETS];
	dt_strbuf_t sb;

	dt_fmt_hist_setopts(0, DT_ENC_ASCII);
	memset(c, 0, sizeof(c));
	c[DT_QUANTIZE_ZERO + 1] = 1;	/* 1 */
	c[DT_QUANTIZE_ZERO + 3] = 6;	/* 4..7 */
	/* range: one bucket either side: 0 .. 8 */
	dt_strbuf_init(&sb);
	dt_fmt_aggpack_header(&sb, 0, NULL, DT_QUANTIZE_ZERO + 1,
	    DT_QUANTIZE_ZERO + 3);
	CHECK_STR(take(&sb), "\n  min .-----. max  | count\n");
	dt_strbuf_init(&sb);
	dt_fmt_quantize_packed(&sb, c, DT_QUANTIZE_ZERO + 1,
	    DT_QUANTIZE_ZERO + 3);
	/* 1 of 7: 1*7/7 = 1 -> '_'; 6 of 7: 6 -> 'X' */
	CHECK_STR(take(&sb), "    0 : _ X : 8    | 7\n");
	/* label widths: digits, at least 4 */
	memset(c, 0, sizeof(c));
	c[DT_QUANTIZE_ZERO + 15] = 2;	/* 16384 */
	dt_strbuf_init(&sb);
	dt_fmt_quantize_packed(&sb, c, DT_QUANTIZE_ZERO + 15,
	    DT_QUANTIZE_ZERO + 15);
	CHECK_STR(take(&sb), " 8192 : X : 32768 | 2\n");
	/* negative counts */
	memset(c, 0, sizeof(c));
	c[DT_QUANTIZE_ZERO + 1] = -4;
	c[DT_QUANTIZE_ZERO + 2] = 1;
	dt_strbuf_init(&sb);
	dt_fmt_quantize_packed(&sb, c, DT_QUANTIZE_ZERO + 1,
	    DT_QUANTIZE_ZERO + 2);
	CHECK_STR(take(&sb), "    0 : V_ : 4    | -3\n");
	/* UTF-8 blocks */
	dt_fmt_hist_setopts(0, DT_ENC_UTF8);
	memset(c, 0, sizeof(c));
	c[DT_QUANTIZE_ZERO] = 1;
	dt_strbuf_init(&sb);
	dt_fmt_quantize_packed(&sb, c, DT_QUANTIZE_ZERO, DT_QUANTIZE_ZERO);
	CHECK_STR(take(&sb), "    0 :\xe2\x96\x88 : 1    | 1\n");
	dt_fmt_hist_setopts(0, DT_ENC_DEFAULT);
}

UNIT_TEST(test_lquantize_packed)
{
	dt_lquant_t lq = { -10, 5, 4 };	/* -10 .. 10, 6 buckets */
	int64_t c[6] = { 0, 3, 0, 0, 1, 0 };
	dt_strbuf_t sb;

	dt_fmt_hist_setopts(0, DT_ENC_ASCII);
	dt_strbuf_init(&sb);
	dt_fmt_aggpack_header(&sb, 9, &lq, 0, 0);
	CHECK_STR(take(&sb), "\n      key     min .------. max      | count\n");
	dt_strbuf_init(&sb);
	dt_fmt_lquantize_packed(&sb, &lq, c);
	CHECK_STR(take(&sb), "   < -10 : x  x : >= 10    | 4\n");
	dt_fmt_hist_setopts(0, DT_ENC_DEFAULT);
}

UNIT_TEST(test_zoom_total)
{
	long double t = 0;

	dt_fmt_hist_setopts(0, DT_ENC_DEFAULT);
	dt_fmt_hist_total(&t, 3);
	dt_fmt_hist_total(&t, -5);
	CHECK_INT((long long)t, 8);
	dt_fmt_hist_setopts(1, DT_ENC_DEFAULT);
	t = 0;
	dt_fmt_hist_total(&t, 19);
	dt_fmt_hist_total(&t, -95);
	dt_fmt_hist_total(&t, 3);
	CHECK_INT((long long)(t + 0.5), 100);	/* 95 / 0.95 */
	dt_fmt_hist_setopts(0, DT_ENC_DEFAULT);
}

int
main(void)
{
	int i;

	UNIT_RUN(test_plain_ints);
	UNIT_RUN(test_plain_strings);
	UNIT_RUN(test_packed_widths);
	UNIT_RUN(test_packed_keys);
	UNIT_RUN(test_agghist_header);
	UNIT_RUN(test_quantize_packed);
	UNIT_RUN(test_lquantize_packed);
	UNIT_RUN(test_zoom_total);
	for (i = 0; i < nkept; i++)
		free(kept[i]);
	UNIT_DONE();
}

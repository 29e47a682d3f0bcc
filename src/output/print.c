/*
 * print.c - the print() action's typed dump (docs/output.md §10, Oracle's
 * layout): "(type) {" / ".member = (type)value," one per line, one more
 * blank of indentation per level, members (and array elements) whose
 * bytes are all zero left out, char arrays shown up to their NUL.
 * Interface: dt_fmt_print in output.h.
 */
#include <string.h>

#include "output_int.h"

static int
all_zero(const unsigned char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (p[i] != 0)
			return 0;
	return 1;
}

static uint64_t
load_uint(const unsigned char *p, size_t n)
{
	uint64_t v = 0;

	memcpy(&v, p, n < 8 ? n : 8);	/* little-endian host */
	return v;
}

static int64_t
sign_extend(uint64_t v, unsigned bits)
{
	if (bits == 0 || bits >= 64)
		return (int64_t)v;
	v &= (1ull << bits) - 1;
	if (v & (1ull << (bits - 1)))
		v |= ~0ull << bits;
	return (int64_t)v;
}

/* A scalar's value text (no type prefix). */
static void
scalar(dt_strbuf_t *sb, const dt_ptype_t *t, uint64_t raw, unsigned bits)
{
	int i;

	switch (t->py_kind) {
	case DT_PT_CHAR: {
		unsigned char c = (unsigned char)raw;

		if (c == '\0')
			dt_strbuf_adds(sb, "'\\0'");
		else if (c >= 0x20 && c <= 0x7e && c != '\'' && c != '\\')
			dt_strbuf_addf(sb, "'%c'", c);
		else
			dt_strbuf_addf(sb, "'\\%03o'", c);
		return;
	}
	case DT_PT_BOOL:
		dt_strbuf_addf(sb, "%d", raw != 0);
		return;
	case DT_PT_PTR:
		dt_strbuf_addf(sb, "0x%llx", (unsigned long long)raw);
		return;
	case DT_PT_FLOAT:
		/* %f, as libbpf's typed dump (long double: in value()) */
		dt_strbuf_addf(sb, "%f",
		    dt_pf_float_bits(raw, (int)t->py_size));
		return;
	case DT_PT_ENUM:
		for (i = 0; i < t->py_nmembers; i++)
			if (t->py_members[i].pm_value ==
			    sign_extend(raw, bits ? bits : 8 * t->py_size)) {
				dt_strbuf_adds(sb, t->py_members[i].pm_name);
				return;
			}
		dt_strbuf_addf(sb, "%lld", (long long)sign_extend(raw,
		    bits ? bits : 8 * t->py_size));
		return;
	default:
		if (t->py_signed)
			dt_strbuf_addf(sb, "%lld", (long long)sign_extend(raw,
			    bits ? bits : 8 * t->py_size));
		else
			dt_strbuf_addf(sb, "%llu", (unsigned long long)raw);
		return;
	}
}

/*
 * The walk: 'limit' is the printsize option (0: none).  Once a member
 * that ends at or past it has been shown, "..." follows at its level and
 * the rest is left out (the open braces are still closed).
 */
typedef struct pctx {
	dt_strbuf_t *sb;
	size_t limit;
	int done;
} pctx_t;

static void
value(pctx_t *cx, const dt_ptype_t *t, const unsigned char *p, size_t base,
    size_t avail, const char *name, int indent, int depth);

/* After a member ending at 'end' (from the object's start), at 'indent'. */
static void
check_limit(pctx_t *cx, size_t end, int indent)
{
	if (cx->limit == 0 || cx->done || end < cx->limit)
		return;
	dt_strbuf_addpad(cx->sb, ' ', (size_t)indent);
	dt_strbuf_adds(cx->sb, "...\n");
	cx->done = 1;
}

static void
line_start(dt_strbuf_t *sb, const dt_ptype_t *t, const char *name,
    int indent)
{
	dt_strbuf_addpad(sb, ' ', (size_t)indent);
	if (name != NULL && *name != '\0')
		dt_strbuf_addf(sb, ".%s = ", name);
	dt_strbuf_addf(sb, "(%s)", t->py_name);
}

static void
members(pctx_t *cx, const dt_ptype_t *t, const unsigned char *p, size_t base,
    size_t avail, int indent, int depth)
{
	dt_strbuf_t *sb = cx->sb;
	int i;

	for (i = 0; i < t->py_nmembers && !cx->done; i++) {
		const dt_ptmember_t *m = &t->py_members[i];
		const dt_ptype_t *mt = m->pm_type;
		size_t msz = mt->py_size;

		if (m->pm_off >= avail)
			continue;
		if (m->pm_off + msz > avail)
			msz = avail - m->pm_off;
		if (m->pm_bits != 0) {
			uint64_t u = load_uint(p + m->pm_off, msz);

			u >>= m->pm_bitoff;
			if (m->pm_bits < 64)
				u &= (1ull << m->pm_bits) - 1;
			if (u != 0) {
				line_start(sb, mt, m->pm_name, indent);
				scalar(sb, mt, u, m->pm_bits);
				dt_strbuf_adds(sb, ",\n");
			}
		} else if (!all_zero(p + m->pm_off, msz)) {
			value(cx, mt, p + m->pm_off, base + m->pm_off, msz,
			    m->pm_name, indent, depth + 1);
		}
		check_limit(cx, base + m->pm_off + msz, indent);
	}
}

static void
value(pctx_t *cx, const dt_ptype_t *t, const unsigned char *p, size_t base,
    size_t avail, const char *name, int indent, int depth)
{
	dt_strbuf_t *sb = cx->sb;
	const char *end = depth > 0 ? ",\n" : "\n";
	uint32_t i;

	line_start(sb, t, name, indent);
	switch (t->py_kind) {
	case DT_PT_STRUCT:
	case DT_PT_UNION:
		dt_strbuf_adds(sb, " {\n");
		members(cx, t, p, base, avail, indent + 1, depth);
		dt_strbuf_addpad(sb, ' ', (size_t)indent);
		dt_strbuf_adds(sb, "}");
		dt_strbuf_adds(sb, end);
		return;
	case DT_PT_ARRAY: {
		const dt_ptype_t *et = t->py_elem;
		size_t esz = et->py_size;

		/* an array is shown whole: printsize cuts after it */
		dt_strbuf_adds(sb, " [\n");
		for (i = 0; esz > 0 && i < t->py_nelems; i++) {
			const unsigned char *ep = p + (size_t)i * esz;
			pctx_t sub = { sb, 0, 0 };

			if ((size_t)i * esz + esz > avail)
				break;
			/* a char array is a string: it ends at its NUL */
			if (et->py_kind == DT_PT_CHAR && *ep == '\0')
				break;
			if (all_zero(ep, esz))
				continue;
			value(&sub, et, ep, 0, esz, NULL, indent + 1,
			    depth + 1);
		}
		dt_strbuf_addpad(sb, ' ', (size_t)indent);
		dt_strbuf_adds(sb, "]");
		dt_strbuf_adds(sb, end);
		return;
	}
	case DT_PT_OTHER:
		for (i = 0; i < t->py_size && i < avail; i++)
			dt_strbuf_addf(sb, "%s%02x", i ? " " : "", p[i]);
		dt_strbuf_adds(sb, end);
		return;
	default:
		if (t->py_kind == DT_PT_FLOAT && t->py_size == 16 &&
		    avail >= 16) {
			/* long double (x86-64: 80-bit extended in 16) */
			long double ld;

			memcpy(&ld, p, sizeof(ld));
			dt_strbuf_addf(sb, "%Lf", ld);
			dt_strbuf_adds(sb, end);
			return;
		}
		scalar(sb, t, load_uint(p, t->py_size < avail ? t->py_size :
		    avail), 0);
		dt_strbuf_adds(sb, end);
		return;
	}
}

void
dt_fmt_print(dt_strbuf_t *sb, const dt_ptype_t *t, const void *data,
    size_t len, int indent)
{
	dt_fmt_print_limit(sb, t, data, len, indent, 0);
}

void
dt_fmt_print_limit(dt_strbuf_t *sb, const dt_ptype_t *t, const void *data,
    size_t len, int indent, size_t printsize)
{
	/* a limit that covers the whole object changes nothing */
	pctx_t cx = { sb, printsize < len ? printsize : 0, 0 };

	value(&cx, t, data, 0, len, NULL, indent, 0);
}

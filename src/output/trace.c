/*
 * trace.c - trace() values and hex dumps (docs/output.md §4 and §8): Oracle's
 * type-aware integer formats, strings, the byte-stream rule shared with
 * aggregation keys, and the tracemem()/rawbytes hex dump.  Stage:
 * consumer -> output.  Interface: output.h (dt_output_bytes is private,
 * output_int.h).
 */
#include <string.h>

#include "output_int.h"

void
dt_fmt_trace_int(dt_strbuf_t *sb, uint64_t v, int size, int is_signed,
    int quiet)
{
	if (is_signed) {
		switch (size) {
		case 8:
			dt_strbuf_addf(sb, quiet ? "%ld" : " %19ld",
			    (long)(int64_t)v);
			return;
		case 4:
			dt_strbuf_addf(sb, quiet ? "%d" : " %10d",
			    (int)(int32_t)v);
			return;
		case 2:
			dt_strbuf_addf(sb, quiet ? "%hd" : " %5hd",
			    (short)(int16_t)v);
			return;
		case 1:
			dt_strbuf_addf(sb, quiet ? "%hhd" : " %3hhd",
			    (signed char)(int8_t)v);
			return;
		}
	} else {
		switch (size) {
		case 8:
			dt_strbuf_addf(sb, quiet ? "%lu" : " %20lu",
			    (unsigned long)v);
			return;
		case 4:
			dt_strbuf_addf(sb, quiet ? "%u" : " %10u",
			    (unsigned)(uint32_t)v);
			return;
		case 2:
			dt_strbuf_addf(sb, quiet ? "%hu" : " %5hu",
			    (unsigned short)(uint16_t)v);
			return;
		case 1:
			dt_strbuf_addf(sb, quiet ? "%hhu" : " %3hhu",
			    (unsigned char)(uint8_t)v);
			return;
		}
	}

	/* Oracle: "we should never get here, but if we do" -> raw bytes. */
	if (size > 0)
		dt_fmt_hexdump(sb, &v, (size_t)size < sizeof(v) ?
		    (size_t)size : sizeof(v));
}

void
dt_fmt_trace_string(dt_strbuf_t *sb, const char *s, size_t cap, int quiet)
{
	size_t n = s != NULL ? strnlen(s, cap) : 0;

	if (quiet) {
		dt_strbuf_add(sb, s != NULL ? s : "", n);
		return;
	}
	dt_strbuf_adds(sb, "  ");
	dt_strbuf_add(sb, s != NULL ? s : "", n);
	if (n < 33)
		dt_strbuf_addpad(sb, ' ', 33 - n);
}

void
dt_fmt_trace_bytes(dt_strbuf_t *sb, const void *p, size_t len, int quiet,
    int rawbytes)
{
	if (rawbytes)
		dt_fmt_hexdump(sb, p, len);
	else
		dt_output_bytes(sb, p, len, 33, quiet);
}

/* isprint() || isspace() in the C locale, or \b or \a. */
static int
byte_printable(unsigned char c)
{
	return (c >= 0x20 && c <= 0x7e) || (c >= '\t' && c <= '\r') ||
	    c == '\b' || c == '\a';
}

void
dt_output_bytes(dt_strbuf_t *sb, const void *p, size_t len, int width,
    int quiet)
{
	const unsigned char *c = p;
	size_t i, j, n;

	if (len == 0)
		return;

	for (i = 0; i < len; i++) {
		if (byte_printable(c[i]))
			continue;
		if (c[i] == '\0' && i > 0) {
			/* A string if only NULs follow its terminator. */
			for (j = i + 1; j < len && c[j] == '\0'; j++)
				continue;
			if (j != len)
				break;
			if (quiet) {
				dt_strbuf_add(sb, (const char *)c, i);
			} else {
				dt_strbuf_adds(sb, "  ");
				dt_strbuf_add(sb, (const char *)c, i);
				if (i < (size_t)width)
					dt_strbuf_addpad(sb, ' ',
					    (size_t)width - i);
			}
			return;
		}
		break;
	}

	if (i == len) {
		/* All printable, no terminator: a string, even when quiet. */
		n = len;
		dt_strbuf_adds(sb, "  ");
		dt_strbuf_add(sb, (const char *)c, n);
		if (n < (size_t)width)
			dt_strbuf_addpad(sb, ' ', (size_t)width - n);
		return;
	}

	dt_fmt_hexdump(sb, p, len);
}

void
dt_fmt_hexdump(dt_strbuf_t *sb, const void *p, size_t len)
{
	const unsigned char *c = p;
	size_t i, j;

	if (len == 0)
		return;

	dt_strbuf_addf(sb, "\n%5s      ", "");
	for (i = 0; i < 16; i++)
		dt_strbuf_addf(sb, "  %c", "0123456789abcdef"[i]);
	dt_strbuf_adds(sb, "  0123456789abcdef\n");

	for (i = 0; i < len; i += 16) {
		dt_strbuf_addf(sb, "%5s%5zx:", "", i);
		for (j = i; j < i + 16 && j < len; j++)
			dt_strbuf_addf(sb, " %02x", c[j]);
		for (; j % 16 != 0; j++)
			dt_strbuf_adds(sb, "   ");
		dt_strbuf_adds(sb, "  ");
		for (j = i; j < i + 16 && j < len; j++)
			dt_strbuf_addc(sb, c[j] < ' ' || c[j] > '~' ?
			    '.' : c[j]);
		dt_strbuf_adds(sb, "\n");
	}
}

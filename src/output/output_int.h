/*
 * output_int.h - helpers shared by the files of src/output/ and nobody
 * else: the byte-stream rule of trace() and aggregation keys (docs/output.md
 * §4), used by trace.c and agg.c.  The public interface is output.h.
 */
#ifndef DT_OUTPUT_INT_H
#define DT_OUTPUT_INT_H

#include <stddef.h>

#include "output.h"

/*
 * Print 'len' bytes at 'p' by the byte-stream rule: printable bytes
 * followed only by NULs -> "%s" when 'quiet', else "  %-*s" with 'width';
 * all bytes printable -> "  %-*s" even when 'quiet'; anything else
 * (an empty string included) -> hex dump.  Nothing for 'len' 0.
 */
void dt_output_bytes(dt_strbuf_t *sb, const void *p, size_t len, int width,
    int quiet);

#endif /* DT_OUTPUT_INT_H */

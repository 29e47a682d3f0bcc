/*
 * test_codegen.c - unit tests for the code generator (src/codegen/) as
 * short instruction-sequence checks on tiny snippets, not whole-program
 * goldens.  Each snippet is compiled as `dtrace -e -S` would (no D
 * library, no kernel, no root), the BPF program holding its clause is
 * disassembled with the -S disassembler (bpf/disasm.c) and only the
 * instructions generated for that clause are kept, without their index
 * and opcode: "r1 += r2", "*(u32 *)(r2 +0) = r6".
 *
 * A check lists a few patterns that must match whole lines of that
 * listing in order (other lines may come between).  In a pattern "%r"
 * matches any register, "%n" any number (decimal, negative or 0x hex)
 * and "%*" the rest of the line.  Register conventions (r9 the scratch
 * base, r10 the frame) are those atop src/codegen/cg.h; fault kinds are
 * DTrace's (1 bad address, 4 division by zero; docs/pipeline.md, "Run-time
 * faults jump to the clause's fault block").
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bpf/bpf.h"
#include "driver/driver.h"
#include "runtime/runtime.h"
#include "unit.h"

static char listing[1 << 16];	/* the clause's lines, '\n'-separated */
static char result[1 << 17];

/*
 * The one setup helper: compile the script 'src' alone, compile-only,
 * and put the -S lines of the instructions of its last clause into
 * listing[], "N: (op) " cut off.  Returns 0, or -1 with the error in
 * listing[].
 */
static int
clause_listing(const char *src)
{
	static dt_probecat_t *pcat;
	dt_ctext_t ct;
	dt_compopts_t co;
	dt_comperr_t ce;
	dt_prog_t *dp;
	size_t len = 0;
	int i, cl;

	if (pcat == NULL)
		pcat = dt_probecat_create();
	memset(&ct, 0, sizeof(ct));
	ct.ct_text = src;
	ct.ct_len = strlen(src);
	ct.ct_pctx = DT_PCTX_SCRIPT;
	ct.ct_filename = "test.d";
	memset(&co, 0, sizeof(co));
	co.cp_strsize = 256;
	co.cp_cg.co_aggsize = 1 << 20;
	listing[0] = '\0';
	dp = dt_compile(&ct, 1, pcat, NULL, &co, &ce);
	if (dp == NULL) {
		snprintf(listing, sizeof(listing), "[%s] %s", ce.ce_err.ce_tag,
		    ce.ce_err.ce_msg ? ce.ce_err.ce_msg : "");
		free(ce.ce_err.ce_msg);
		return -1;
	}
	cl = dp->dp_nclauses - 1;
	for (i = 0; i < dp->dp_nprogs; i++) {
		const dt_bpfprog_t *bp = &dp->dp_progs[i];
		dt_strbuf_t sb;
		char *line, *next;

		dt_strbuf_init(&sb);
		dt_bpf_disasm(&sb, bp->bp_insns, bp->bp_ninsns, NULL);
		for (line = sb.s; line != NULL && *line != '\0'; line = next) {
			char *text = strstr(line, ") ");
			int k = atoi(line);

			next = strchr(line, '\n');
			if (next != NULL)
				*next++ = '\0';
			else
				next = line + strlen(line);
			if (text == NULL || k < 0 || k >= bp->bp_ninsns ||
			    bp->bp_clauses[k] != cl)
				continue;
			len += (size_t)snprintf(listing + len,
			    sizeof(listing) - len, "%s\n", text + 2);
			if (len >= sizeof(listing))
				len = sizeof(listing) - 1;
		}
		dt_strbuf_release(&sb);
	}
	dt_prog_free(dp);
	return 0;
}

/* Does 'line' (up to its '\n' or NUL) match pattern 'pat'? */
static int
match_line(const char *pat, const char *line)
{
	const char *s = line;

	while (*pat != '\0') {
		if (pat[0] == '%' && pat[1] == '*')
			return 1;
		if (pat[0] == '%' && pat[1] == 'r') {
			if (*s != 'r' || !isdigit((unsigned char)s[1]))
				return 0;
			for (s++; isdigit((unsigned char)*s); s++)
				;
			pat += 2;
		} else if (pat[0] == '%' && pat[1] == 'n') {
			if (*s == '-')
				s++;
			if (s[0] == '0' && s[1] == 'x' &&
			    isxdigit((unsigned char)s[2]))
				for (s += 2; isxdigit((unsigned char)*s); s++)
					;
			else if (isdigit((unsigned char)*s))
				for (; isdigit((unsigned char)*s); s++)
					;
			else
				return 0;
			pat += 2;
		} else if (*pat++ != *s++) {
			return 0;
		}
	}
	return *s == '\n' || *s == '\0';
}

/*
 * "ok" if every pattern of 'pats' (NULL-terminated) matches a line of the
 * listing of 'src', in order; else what is missing and the listing.
 */
static const char *
in_order(const char *src, const char *const *pats)
{
	const char *line;

	if (clause_listing(src) != 0) {
		snprintf(result, sizeof(result), "compile error: %s", listing);
		return result;
	}
	line = listing;
	for (; *pats != NULL; pats++) {
		while (*line != '\0' && !match_line(*pats, line))
			line = strchr(line, '\n') + 1;
		if (*line == '\0') {
			snprintf(result, sizeof(result), "no line \"%s\" "
			    "(in order) in:\n%s", *pats, listing);
			return result;
		}
		line = strchr(line, '\n') + 1;
	}
	return "ok";
}

/* "ok" if no line of the listing of 'src' matches 'pat'. */
static const char *
none(const char *src, const char *pat)
{
	const char *line;

	if (clause_listing(src) != 0) {
		snprintf(result, sizeof(result), "compile error: %s", listing);
		return result;
	}
	for (line = listing; *line != '\0'; line = strchr(line, '\n') + 1)
		if (match_line(pat, line)) {
			snprintf(result, sizeof(result), "a line \"%s\" in:\n%s",
			    pat, listing);
			return result;
		}
	return "ok";
}

#define IN_ORDER(src, ...) \
	in_order((src), (const char *const []){ __VA_ARGS__, NULL })

/* -------------------------------------------------------- arithmetic */

UNIT_TEST(test_cg_add_global)
{
	/* int arithmetic is cut to 32 bits, stored as a u32 global */
	CHECK_STR(IN_ORDER("BEGIN { x = 1 + 2; }",
	    "%r += %r", "%r <<= 32", "%r s>>= 32",
	    "%r = map[fd %n]+%n", "*(u32 *)(%r +0) = %r"), "ok");
}

UNIT_TEST(test_cg_clause_local)
{
	/* this->a: int64_t in per-CPU scratch (r9) */
	CHECK_STR(IN_ORDER("BEGIN { this->a = arg0 * 3; }",
	    "%r = 3", "%r *= %r", "*(u64 *)(r9 +%n) = %r"), "ok");
}

UNIT_TEST(test_cg_char_cast)
{
	CHECK_STR(IN_ORDER("BEGIN { x = (char)arg0; trace(x); }",
	    "%r <<= 56", "%r s>>= 56", "*(u8 *)(%r +0) = %r",
	    "%r = *(u8 *)(%r +0)", "%r <<= 56", "%r s>>= 56"), "ok");
}

UNIT_TEST(test_cg_shift_signed)
{
	CHECK_STR(IN_ORDER("BEGIN { x = 1; y = x >> 3; }",
	    "%r = 3", "%r s>>= %r", "*(u32 *)(%r +0) = %r"), "ok");
}

UNIT_TEST(test_cg_shift_unsigned)
{
	/* unsigned: logical shift and zero extension, no sign extension */
	CHECK_STR(IN_ORDER("BEGIN { x = (unsigned)1; y = x >> 3; }",
	    "%r = *(u32 *)(%r +0)", "%r <<= 32", "%r >>= 32",
	    "%r >>= %r", "%r <<= 32", "%r >>= 32"), "ok");
	CHECK_STR(none("BEGIN { x = (unsigned)1; y = x >> 3; }",
	    "%r s>>= %r"), "ok");
}

UNIT_TEST(test_cg_div_zero)
{
	/* a zero divisor faults (kind 4) before the division */
	CHECK_STR(IN_ORDER("BEGIN { x = 7; trace(100 / x); }",
	    "if %r != 0x0 goto %*", "*(u64 *)(r10 %n) = 4", "goto %*",
	    "%r /= %r"), "ok");
}

UNIT_TEST(test_cg_div_signed)
{
	/* signed division: on magnitudes, the sign put back after */
	CHECK_STR(IN_ORDER("BEGIN { x = 7; trace(100 / x); }",
	    "if %r s>= 0x0 goto %*", "%r = -%r", "%r /= %r",
	    "if %r == 0x0 goto %*", "%r = -%r"), "ok");
}

UNIT_TEST(test_cg_div_unsigned)
{
	CHECK_STR(IN_ORDER("BEGIN { x = (unsigned)7; y = 100 / x; }",
	    "if %r != 0x0 goto %*", "%r /= %r"), "ok");
	CHECK_STR(none("BEGIN { x = (unsigned)7; y = 100 / x; }",
	    "%r = -%r"), "ok");
}

UNIT_TEST(test_cg_mod_zero)
{
	CHECK_STR(IN_ORDER("BEGIN { x = (unsigned)7; y = 100 % x; }",
	    "if %r != 0x0 goto %*", "*(u64 *)(r10 %n) = 4", "%r %= %r"),
	    "ok");
}

/* ------------------------------------------------- control, predicates */

UNIT_TEST(test_cg_predicate)
{
	/* pid is the upper half of the cached pid_tgid; false skips all */
	CHECK_STR(IN_ORDER("tick-1s /pid == 42/ { trace(1); }",
	    "call bpf_get_current_pid_tgid#14", "%r >>= 32", "%r = 42",
	    "if %r == %r goto %*", "if %r == 0x0 goto %*",
	    "call bpf_ringbuf_output#130"), "ok");
}

UNIT_TEST(test_cg_if_action)
{
	/* an action under if sets its record flag byte */
	CHECK_STR(IN_ORDER("BEGIN { x = 1; if (x > 2) trace(1); }",
	    "if %r s> %r goto %*", "if %r == 0x0 goto %*",
	    "*(u8 *)(r9 +%n) = 1", "*(u64 *)(r9 +%n) = %r"), "ok");
}

UNIT_TEST(test_cg_ternary)
{
	CHECK_STR(IN_ORDER("BEGIN { x = 1; y = x ? 2 : 3; }",
	    "if %r == 0x0 goto %*", "%r = 2", "goto %*", "%r = 3",
	    "*(u32 *)(%r +0) = %r"), "ok");
}

UNIT_TEST(test_cg_logical_and)
{
	/* short circuit: the right operand only when the left is true */
	CHECK_STR(IN_ORDER("BEGIN { x = 1; y = (x && 1); }",
	    "if %r == 0x0 goto %*", "%r = 1", "if %r == 0x0 goto %*",
	    "%r = 1", "goto %*", "%r = 0"), "ok");
}

/* ---------------------------------------------------- strings, memory */

UNIT_TEST(test_cg_strcmp)
{
	/* execname in scratch, compared byte by byte with the constant */
	CHECK_STR(IN_ORDER("BEGIN { trace(execname == \"bash\"); }",
	    "call bpf_get_current_comm#16", "%r = *(u8 *)(%r +0)",
	    "%r = *(u8 *)(%r +0)", "if %r != %r goto %*",
	    "if %r == 0x0 goto %*", "%r -= %r"), "ok");
}

UNIT_TEST(test_cg_deref_fault)
{
	/* a load from kernel memory; a failed read faults (kind 1) */
	CHECK_STR(IN_ORDER("BEGIN { trace(*(int *)arg0); }",
	    "call bpf_probe_read_kernel#113", "if r0 == 0x0 goto %*",
	    "*(u64 *)(r10 %n) = 1", "%r = *(u32 *)(r10 %n)"), "ok");
}

/* ----------------------------------------------------------- variables */

UNIT_TEST(test_cg_self_store)
{
	/* thread-local keyed by the tid; storing 0 deletes the element */
	CHECK_STR(IN_ORDER("BEGIN { self->t = timestamp; }",
	    "call bpf_ktime_get_ns#5", "call bpf_get_current_pid_tgid#14",
	    "if %r == 0x0 goto %*", "call bpf_map_update_elem#2",
	    "call bpf_map_delete_elem#3"), "ok");
}

UNIT_TEST(test_cg_assoc_store)
{
	/* the key is built in scratch, zero-filled first */
	CHECK_STR(IN_ORDER("BEGIN { a[1] = 2; }",
	    "*(u64 *)(r9 +%n) = 0", "*(u32 *)(r9 +%n) = %r",
	    "call bpf_map_update_elem#2", "call bpf_map_delete_elem#3"),
	    "ok");
}

/* -------------------------------------------------- actions, aggregations */

UNIT_TEST(test_cg_trace_global)
{
	CHECK_STR(IN_ORDER("BEGIN { x = 5; trace(x); }",
	    "%r = *(u32 *)(%r +0)", "%r <<= 32", "%r s>>= 32",
	    "*(u64 *)(r9 +%n) = %r", "call bpf_ringbuf_output#130"), "ok");
}

UNIT_TEST(test_cg_count)
{
	CHECK_STR(IN_ORDER("BEGIN { @ = count(); }",
	    "call bpf_map_lookup_elem#1", "if r0 == 0x0 goto %*",
	    "%r = *(u64 *)(r0 +0)", "%r += 1", "*(u64 *)(r0 +0) = %r"), "ok");
	CHECK_STR(none("BEGIN { @ = count(); }",
	    "call bpf_ringbuf_output#130"), "ok");
}

UNIT_TEST(test_cg_sum)
{
	/* the count word, then the sum word */
	CHECK_STR(IN_ORDER("BEGIN { @ = sum(arg0); }",
	    "call bpf_map_lookup_elem#1", "%r += 1", "*(u64 *)(r0 +0) = %r",
	    "%r = *(u64 *)(r0 +8)", "%r += %r", "*(u64 *)(r0 +8) = %r"), "ok");
}

UNIT_TEST(test_cg_max_keyed)
{
	/* a missing key is created, then the signed maximum kept */
	CHECK_STR(IN_ORDER("BEGIN { @[pid] = max(5); }",
	    "call bpf_map_lookup_elem#1", "call bpf_map_update_elem#2",
	    "if %r s<= %r goto %*", "*(u64 *)(r0 +8) = %r"), "ok");
}

UNIT_TEST(test_cg_exit)
{
	/* exit() sets the state word to DRAINING (2), records and wakes */
	CHECK_STR(IN_ORDER("BEGIN { exit(0); }",
	    "*(u32 *)(%r +0) = 2", "r4 = 2", "call bpf_ringbuf_output#130"),
	    "ok");
}

UNIT_TEST(test_cg_printf)
{
	CHECK_STR(IN_ORDER("BEGIN { printf(\"%d\\n\", 5); }",
	    "%r = 5", "*(u64 *)(r9 +%n) = %r", "call bpf_ringbuf_output#130"),
	    "ok");
}

int
main(void)
{
	UNIT_RUN(test_cg_add_global);
	UNIT_RUN(test_cg_clause_local);
	UNIT_RUN(test_cg_char_cast);
	UNIT_RUN(test_cg_shift_signed);
	UNIT_RUN(test_cg_shift_unsigned);
	UNIT_RUN(test_cg_div_zero);
	UNIT_RUN(test_cg_div_signed);
	UNIT_RUN(test_cg_div_unsigned);
	UNIT_RUN(test_cg_mod_zero);
	UNIT_RUN(test_cg_predicate);
	UNIT_RUN(test_cg_if_action);
	UNIT_RUN(test_cg_ternary);
	UNIT_RUN(test_cg_logical_and);
	UNIT_RUN(test_cg_strcmp);
	UNIT_RUN(test_cg_deref_fault);
	UNIT_RUN(test_cg_self_store);
	UNIT_RUN(test_cg_assoc_store);
	UNIT_RUN(test_cg_trace_global);
	UNIT_RUN(test_cg_count);
	UNIT_RUN(test_cg_sum);
	UNIT_RUN(test_cg_max_keyed);
	UNIT_RUN(test_cg_exit);
	UNIT_RUN(test_cg_printf);
	UNIT_DONE();
}

/*
 * test_usdt.c - unit tests of probes/usdt.c: the stapsdt argument
 * parser (registers of every width, memory operands with base, index,
 * scale and symbols, rip-relative globals, constants, sizes, signedness,
 * malformed text) and the note-name to D-name mapping.  Register offsets
 * are those of the x86-64 struct pt_regs.
 */
#include <stdlib.h>
#include <string.h>

#include "probes/usdt.h"
#include "unit.h"

enum { R15 = 0, R14 = 8, R13 = 16, R12 = 24, RBP = 32, RBX = 40, R11 = 48,
	R10 = 56, R9 = 64, R8 = 72, RAX = 80, RCX = 88, RDX = 96, RSI = 104,
	RDI = 112, RSP = 152 };

static dt_uarg_t ua;
static char sym[64], err[128];
static const char *endp;

static int
parse(const char *s)
{
	return dt_usdt_parse_arg(s, &endp, &ua, sym, sizeof(sym), err,
	    sizeof(err));
}

/* 'spec' parses as register 'reg' of 'size' bytes, signed or not. */
static void
check_reg(const char *spec, int reg, int size, int sgn, int shift)
{
	if (parse(spec) != 0) {
		printf("  %s: %s\n", spec, err);
		unit_cur_failed = 1;
		return;
	}
	CHECK_INT(ua.ua_kind, DT_UA_REG);
	CHECK_INT(ua.ua_reg, reg);
	CHECK_INT(ua.ua_size, size);
	CHECK_INT(ua.ua_signed, sgn);
	CHECK_INT(ua.ua_shift, shift);
	CHECK_INT(*endp, '\0');
}

UNIT_TEST(test_registers)
{
	static const struct { const char *n[4]; int off; } gpr[] = {
		{ { "rax", "eax", "ax", "al" }, RAX },
		{ { "rbx", "ebx", "bx", "bl" }, RBX },
		{ { "rcx", "ecx", "cx", "cl" }, RCX },
		{ { "rdx", "edx", "dx", "dl" }, RDX },
		{ { "rsi", "esi", "si", "sil" }, RSI },
		{ { "rdi", "edi", "di", "dil" }, RDI },
		{ { "rbp", "ebp", "bp", "bpl" }, RBP },
		{ { "rsp", "esp", "sp", "spl" }, RSP },
		{ { "r8", "r8d", "r8w", "r8b" }, R8 },
		{ { "r9", "r9d", "r9w", "r9b" }, R9 },
		{ { "r10", "r10d", "r10w", "r10b" }, R10 },
		{ { "r11", "r11d", "r11w", "r11b" }, R11 },
		{ { "r12", "r12d", "r12w", "r12b" }, R12 },
		{ { "r13", "r13d", "r13w", "r13b" }, R13 },
		{ { "r14", "r14d", "r14w", "r14b" }, R14 },
		{ { "r15", "r15d", "r15w", "r15b" }, R15 },
	};
	static const int sizes[4] = { 8, 4, 2, 1 };
	char buf[32];
	size_t i;
	int w;

	for (i = 0; i < sizeof(gpr) / sizeof(gpr[0]); i++)
		for (w = 0; w < 4; w++) {
			snprintf(buf, sizeof(buf), "%d@%%%s", sizes[w],
			    gpr[i].n[w]);
			check_reg(buf, gpr[i].off, sizes[w], 0, 0);
			snprintf(buf, sizeof(buf), "-%d@%%%s", sizes[w],
			    gpr[i].n[w]);
			check_reg(buf, gpr[i].off, sizes[w], 1, 0);
		}
	/* the high byte registers */
	check_reg("1@%ah", RAX, 1, 0, 8);
	check_reg("-1@%bh", RBX, 1, 1, 8);
	check_reg("1@%ch", RCX, 1, 0, 8);
	check_reg("1@%dh", RDX, 1, 0, 8);
	/* the size prefix governs, not the register's width */
	check_reg("-4@%rdi", RDI, 4, 1, 0);
	check_reg("8@%esi", RSI, 8, 0, 0);
	/* no prefix (old notes): 8 bytes unsigned */
	check_reg("%rdx", RDX, 8, 0, 0);
	/* stops at the blank before the next argument */
	CHECK_INT(parse("-4@%edi 8@%rsi"), 0);
	CHECK_STR(endp, " 8@%rsi");
}

UNIT_TEST(test_constants)
{
	CHECK_INT(parse("4@$5"), 0);
	CHECK_INT(ua.ua_kind, DT_UA_CONST);
	CHECK_INT(ua.ua_val, 5);
	CHECK_INT(ua.ua_size, 4);
	CHECK_INT(ua.ua_signed, 0);
	CHECK_INT(parse("-4@$-1"), 0);
	CHECK_INT(ua.ua_val, -1);
	CHECK_INT(ua.ua_signed, 1);
	CHECK_INT(parse("-8@$9"), 0);
	CHECK_INT(ua.ua_val, 9);
	CHECK_INT(ua.ua_size, 8);
	CHECK_INT(parse("8@$0x7fff0000"), 0);
	CHECK_INT(ua.ua_val, 0x7fff0000);
	CHECK_INT(parse("2@$-32768"), 0);
	CHECK_INT(ua.ua_val, -32768);
	CHECK_INT(ua.ua_size, 2);
}

UNIT_TEST(test_memory)
{
	/* base + displacement */
	CHECK_INT(parse("8@-16(%rbp)"), 0);
	CHECK_INT(ua.ua_kind, DT_UA_MEM);
	CHECK_INT(ua.ua_reg, RBP);
	CHECK_INT(ua.ua_index, -1);
	CHECK_INT(ua.ua_val, -16);
	CHECK_INT(ua.ua_size, 8);
	CHECK_INT(ua.ua_biased, 0);
	CHECK_INT(parse("-4@8(%rsp)"), 0);
	CHECK_INT(ua.ua_reg, RSP);
	CHECK_INT(ua.ua_val, 8);
	CHECK_INT(ua.ua_signed, 1);
	CHECK_INT(ua.ua_size, 4);
	CHECK_INT(parse("-4@112(%rsp)"), 0);
	CHECK_INT(ua.ua_val, 112);
	CHECK_INT(parse("2@0x10(%r13)"), 0);
	CHECK_INT(ua.ua_reg, R13);
	CHECK_INT(ua.ua_val, 16);
	/* no displacement */
	CHECK_INT(parse("1@(%rax)"), 0);
	CHECK_INT(ua.ua_reg, RAX);
	CHECK_INT(ua.ua_val, 0);
	CHECK_INT(ua.ua_size, 1);
	/* base, index, scale */
	CHECK_INT(parse("-1@-96(%rbp,%rax,8)"), 0);
	CHECK_INT(ua.ua_reg, RBP);
	CHECK_INT(ua.ua_index, RAX);
	CHECK_INT(ua.ua_scale, 8);
	CHECK_INT(ua.ua_val, -96);
	CHECK_INT(ua.ua_signed, 1);
	CHECK_INT(parse("4@(%rdi,%rsi)"), 0);
	CHECK_INT(ua.ua_reg, RDI);
	CHECK_INT(ua.ua_index, RSI);
	CHECK_INT(ua.ua_scale, 1);
	CHECK_INT(parse("8@(,%rcx,4)"), 0);
	CHECK_INT(ua.ua_reg, -1);
	CHECK_INT(ua.ua_index, RCX);
	CHECK_INT(ua.ua_scale, 4);
	CHECK_INT(parse("4@16(%r12,%r9,2)"), 0);
	CHECK_INT(ua.ua_reg, R12);
	CHECK_INT(ua.ua_index, R9);
	CHECK_INT(ua.ua_scale, 2);
	CHECK_INT(ua.ua_val, 16);
}

UNIT_TEST(test_symbols)
{
	/* rip-relative globals: the symbol's address plus the load bias */
	CHECK_INT(parse("8@foo(%rip)"), 0);
	CHECK_INT(ua.ua_kind, DT_UA_MEM);
	CHECK_STR(sym, "foo");
	CHECK_INT(ua.ua_reg, -1);
	CHECK_INT(ua.ua_index, -1);
	CHECK_INT(ua.ua_val, 0);
	CHECK_INT(ua.ua_biased, 1);
	CHECK_INT(parse("-4@gcount(%rip)"), 0);
	CHECK_STR(sym, "gcount");
	CHECK_INT(ua.ua_signed, 1);
	CHECK_INT(parse("-1@t1+4(%rip)"), 0);
	CHECK_STR(sym, "t1");
	CHECK_INT(ua.ua_val, 4);
	CHECK_INT(parse("8@tab.1-8(%rip)"), 0);
	CHECK_STR(sym, "tab.1");
	CHECK_INT(ua.ua_val, -8);
	/* a symbol as the displacement of an indexed operand */
	CHECK_INT(parse("-2@nums(%rax,%rax)"), 0);
	CHECK_STR(sym, "nums");
	CHECK_INT(ua.ua_reg, RAX);
	CHECK_INT(ua.ua_index, RAX);
	CHECK_INT(ua.ua_biased, 1);
	/* a bare absolute symbol */
	CHECK_INT(parse("4@counter"), 0);
	CHECK_STR(sym, "counter");
	CHECK_INT(ua.ua_reg, -1);
	/* registers and constants leave sym empty */
	CHECK_INT(parse("8@%rax"), 0);
	CHECK_STR(sym, "");
}

UNIT_TEST(test_float)
{
	CHECK_INT(parse("8f@%rax"), 0);
	CHECK_INT(ua.ua_float, 1);
	CHECK_INT(ua.ua_size, 8);
	CHECK_INT(parse("-4f@8(%rsp)"), 0);
	CHECK_INT(ua.ua_float, 1);
	CHECK_INT(ua.ua_signed, 1);
}

UNIT_TEST(test_errors)
{
	CHECK_INT(parse("3@%rax"), -1);
	CHECK_INT(parse("16@%rax"), -1);
	CHECK_INT(parse("4@%xyz"), -1);
	CHECK_INT(parse("4@$"), -1);
	CHECK_INT(parse("4@$abc"), -1);
	CHECK_INT(parse("4@8(%rbp"), -1);
	CHECK_INT(parse("4@8(%rbp,%rax,3)"), -1);
	CHECK_INT(parse("4@8(%rip)"), -1);	/* no symbol: unknowable */
	CHECK_INT(parse("8@%rip"), -1);
	CHECK_INT(parse("4@%eaxz"), -1);
	CHECK_INT(parse("4@8"), -1);
	CHECK_INT(parse("4@%eax)"), -1);
	CHECK(strstr(err, "%eax)") != NULL);
}

UNIT_TEST(test_dname)
{
	char *s;

	CHECK_STR(s = dt_usdt_dname("function__entry"), "function-entry");
	free(s);
	CHECK_STR(s = dt_usdt_dname("import__find__load__start"),
	    "import-find-load-start");
	free(s);
	CHECK_STR(s = dt_usdt_dname("__entry"), "-entry");
	free(s);
	CHECK_STR(s = dt_usdt_dname("a___b"), "a-_b");
	free(s);
	CHECK_STR(s = dt_usdt_dname("plain_name"), "plain_name");
	free(s);
}

int
main(void)
{
	UNIT_RUN(test_registers);
	UNIT_RUN(test_constants);
	UNIT_RUN(test_memory);
	UNIT_RUN(test_symbols);
	UNIT_RUN(test_float);
	UNIT_RUN(test_errors);
	UNIT_RUN(test_dname);
	UNIT_DONE();
}

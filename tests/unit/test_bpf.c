/*
 * test_bpf.c - unit tests for src/bpf/: the DT_* instruction builders,
 * the helper name table and the disassembler, one test per instruction
 * class, checked as exact strings.
 */
#include <stdlib.h>

#include "bpf/bpf.h"
#include "unit.h"

static dt_strbuf_t out;

/* Text of the first instruction of 'insns[0..n)', as disassembled. */
static const char *
fmt(const struct bpf_insn *insns, int n)
{
	dt_strbuf_clear(&out);
	dt_bpf_insn_format(&out, insns, n, 0);
	return out.s ? out.s : "";
}

#define FMT1(insn)	fmt(&(insn), 1)
#define FMT(...)	fmt((struct bpf_insn[]){ __VA_ARGS__ },		\
			    (int)(sizeof((struct bpf_insn[]){ __VA_ARGS__ }) \
			    / sizeof(struct bpf_insn)))

UNIT_TEST(test_encoding)
{
	struct bpf_insn p[] = {
		DT_MOV64_IMM(BPF_REG_1, -7),
		DT_LD_IMM64(BPF_REG_2, 0x1122334455667788ULL),
		DT_LD_MAP_VALUE(BPF_REG_3, 5, 16),
		DT_STX_MEM(BPF_DW, DT_FP, BPF_REG_1, -8),
	};

	CHECK_INT(DT_ARRAY_SIZE(p), 6);
	CHECK_INT(p[0].code, 0xb7);
	CHECK_INT(p[0].dst_reg, 1);
	CHECK_INT(p[0].imm, -7);
	CHECK_INT(p[1].code, 0x18);
	CHECK_INT((uint32_t)p[1].imm, 0x55667788);
	CHECK_INT(p[2].code, 0);
	CHECK_INT(p[2].imm, 0x11223344);
	CHECK_INT(p[3].src_reg, BPF_PSEUDO_MAP_VALUE);
	CHECK_INT(p[3].imm, 5);
	CHECK_INT(p[4].imm, 16);
	CHECK_INT(p[5].code, 0x7b);
	CHECK_INT(p[5].dst_reg, 10);
	CHECK_INT(p[5].src_reg, 1);
	CHECK_INT(p[5].off, -8);
	CHECK(dt_bpf_is_ld_imm64(&p[1]));
	CHECK(!dt_bpf_is_ld_imm64(&p[0]));
}

UNIT_TEST(test_helper_names)
{
#define NAME_FN(x)	"bpf_" #x
	static const char *const hdr[] = { __BPF_FUNC_MAPPER(NAME_FN) };
#undef NAME_FN
	size_t i;

	CHECK_STR(dt_bpf_helper_name(1), "bpf_map_lookup_elem");
	CHECK_STR(dt_bpf_helper_name(BPF_FUNC_probe_read_kernel),
	    "bpf_probe_read_kernel");
	CHECK_STR(dt_bpf_helper_name(130), "bpf_ringbuf_output");
	CHECK_STR(dt_bpf_helper_name(211), "bpf_cgrp_storage_delete");
	CHECK(dt_bpf_helper_name(0) == NULL);
	CHECK(dt_bpf_helper_name(-1) == NULL);
	CHECK(dt_bpf_helper_name(dt_bpf_helper_max + 1) == NULL);
	CHECK(dt_bpf_helper_max >= 211);
	/* Every id the build machine's header knows has the same name. */
	for (i = 1; i < DT_ARRAY_SIZE(hdr); i++)
		CHECK_STR(dt_bpf_helper_name((int)i), hdr[i]);
	for (i = 1; i <= (size_t)dt_bpf_helper_max; i++)
		CHECK(dt_bpf_helper_name((int)i) != NULL);
}

UNIT_TEST(test_alu64)
{
	CHECK_STR(FMT(DT_MOV64_REG(1, 6)), "r1 = r6");
	CHECK_STR(FMT(DT_MOV64_IMM(0, -1)), "r0 = -1");
	CHECK_STR(FMT(DT_ALU64_IMM(BPF_ADD, 1, -8)), "r1 += -8");
	CHECK_STR(FMT(DT_ALU64_REG(BPF_SUB, 2, 3)), "r2 -= r3");
	CHECK_STR(FMT(DT_ALU64_IMM(BPF_MUL, 2, 3)), "r2 *= 3");
	CHECK_STR(FMT(DT_ALU64_REG(BPF_DIV, 2, 3)), "r2 /= r3");
	CHECK_STR(FMT(DT_ALU64_REG(BPF_MOD, 2, 3)), "r2 %= r3");
	CHECK_STR(FMT(DT_ALU64_IMM(BPF_OR, 2, 1)), "r2 |= 1");
	CHECK_STR(FMT(DT_ALU64_IMM(BPF_AND, 2, 255)), "r2 &= 255");
	CHECK_STR(FMT(DT_ALU64_IMM(BPF_XOR, 2, 1)), "r2 ^= 1");
	CHECK_STR(FMT(DT_ALU64_IMM(BPF_LSH, 2, 32)), "r2 <<= 32");
	CHECK_STR(FMT(DT_ALU64_IMM(BPF_RSH, 2, 32)), "r2 >>= 32");
	CHECK_STR(FMT(DT_ALU64_IMM(BPF_ARSH, 2, 32)), "r2 s>>= 32");
	CHECK_STR(FMT(DT_NEG64(4)), "r4 = -r4");
	CHECK_STR(FMT(DT_SDIV64_REG(2, 3)), "r2 s/= r3");
	CHECK_STR(FMT(DT_SMOD64_REG(2, 3)), "r2 s%= r3");
	CHECK_STR(FMT(DT_MOVSX64_REG(1, 2, 16)), "r1 = (s16)r2");
	CHECK_STR(FMT(DT_INSN(BPF_ALU64 | BPF_MOV | BPF_X, 1, 2, 1, 1)),
	    "r1 = addr_space_cast(r2, 0, 1)");
	CHECK_STR(FMT(DT_BSWAP(3, 64)), "r3 = bswap64 r3");
}

UNIT_TEST(test_alu32)
{
	CHECK_STR(FMT(DT_MOV32_REG(1, 2)), "w1 = w2");
	CHECK_STR(FMT(DT_MOV32_IMM(1, 7)), "w1 = 7");
	CHECK_STR(FMT(DT_ALU32_IMM(BPF_ADD, 1, 1)), "w1 += 1");
	CHECK_STR(FMT(DT_ALU32_REG(BPF_ARSH, 1, 9)), "w1 s>>= w9");
	CHECK_STR(FMT(DT_NEG32(5)), "w5 = -w5");
	CHECK_STR(FMT(DT_ENDIAN_BE(1, 16)), "r1 = be16 r1");
	CHECK_STR(FMT(DT_ENDIAN_LE(1, 32)), "r1 = le32 r1");
	CHECK_STR(FMT(DT_INSN(BPF_ALU | 0xe0 | BPF_K, 1, 0, 0, 0)),
	    "invalid insn: code 0xe4 dst 1 src 0 off 0 imm 0");
}

UNIT_TEST(test_mem)
{
	CHECK_STR(FMT(DT_LDX_MEM(BPF_W, 0, 6, 4)), "r0 = *(u32 *)(r6 +4)");
	CHECK_STR(FMT(DT_LDX_MEM(BPF_DW, 1, 10, -16)),
	    "r1 = *(u64 *)(r10 -16)");
	CHECK_STR(FMT(DT_LDX_MEM(BPF_B, 1, 2, 0)), "r1 = *(u8 *)(r2 +0)");
	CHECK_STR(FMT(DT_LDX_MEMSX(BPF_H, 1, 2, 2)), "r1 = *(s16 *)(r2 +2)");
	CHECK_STR(FMT(DT_STX_MEM(BPF_DW, 10, 1, -8)),
	    "*(u64 *)(r10 -8) = r1");
	CHECK_STR(FMT(DT_STX_MEM(BPF_H, 3, 4, 6)), "*(u16 *)(r3 +6) = r4");
	CHECK_STR(FMT(DT_ST_MEM(BPF_W, 10, -4, -1)),
	    "*(u32 *)(r10 -4) = -1");
	CHECK_STR(FMT(DT_ST_MEM(BPF_B, 10, -1, 0)), "*(u8 *)(r10 -1) = 0");
}

UNIT_TEST(test_atomic)
{
	CHECK_STR(FMT(DT_ATOMIC_ADD64(0, 1, 0)),
	    "lock *(u64 *)(r0 +0) += r1");
	CHECK_STR(FMT(DT_ATOMIC_ADD32(10, 2, -4)),
	    "lock *(u32 *)(r10 -4) += r2");
	CHECK_STR(FMT(DT_ATOMIC_OP(BPF_DW, BPF_OR, 3, 4, 8)),
	    "lock *(u64 *)(r3 +8) |= r4");
	CHECK_STR(FMT(DT_ATOMIC_FETCH_ADD64(10, 1, -8)),
	    "r1 = atomic64_fetch_add((u64 *)(r10 -8), r1)");
	CHECK_STR(FMT(DT_ATOMIC_OP(BPF_W, BPF_XOR | BPF_FETCH, 2, 3, 0)),
	    "r3 = atomic_fetch_xor((u32 *)(r2 +0), r3)");
	CHECK_STR(FMT(DT_ATOMIC_XCHG64(10, 1, -8)),
	    "r1 = atomic64_xchg((u64 *)(r10 -8), r1)");
	CHECK_STR(FMT(DT_ATOMIC_CMPXCHG64(10, 2, -8)),
	    "r0 = atomic64_cmpxchg((u64 *)(r10 -8), r0, r2)");
	CHECK_STR(FMT(DT_ATOMIC_OP(BPF_DW, DT_BPF_LOAD_ACQ, 1, 2, 0)),
	    "r1 = load_acquire((u64 *)(r2 +0))");
	CHECK_STR(FMT(DT_ATOMIC_OP(BPF_W, DT_BPF_STORE_REL, 1, 2, 4)),
	    "store_release((u32 *)(r1 +4), r2)");
	CHECK_STR(FMT(DT_ATOMIC_OP(BPF_DW, BPF_MUL, 1, 2, 0)),
	    "invalid insn: code 0xdb dst 1 src 2 off 0 imm 32");
}

UNIT_TEST(test_ld)
{
	CHECK_STR(FMT(DT_LD_IMM64(1, 0x1122334455667788ULL)),
	    "r1 = 0x1122334455667788");
	CHECK_STR(FMT(DT_LD_IMM64(1, -1)), "r1 = 0xffffffffffffffff");
	CHECK_STR(FMT(DT_LD_MAP_FD(1, 5)), "r1 = map[fd 5]");
	CHECK_STR(FMT(DT_LD_MAP_VALUE(2, 5, 16)), "r2 = map[fd 5]+16");
	CHECK_STR(FMT(DT_LD_IMM64_RAW(3, BPF_PSEUDO_MAP_IDX, 2)),
	    "r3 = map[idx 2]");
	CHECK_STR(FMT(DT_LD_IMM64_RAW(3, BPF_PSEUDO_BTF_ID, 1234)),
	    "r3 = btf_id 1234");
	CHECK_STR(FMT(DT_LD_IMM64_RAW(3, BPF_PSEUDO_FUNC, 4)),
	    "r3 = func pc+4 <5>");
	CHECK_STR(FMT(DT_INSN(BPF_LD | BPF_DW | BPF_IMM, 1, 0, 0, 0)),
	    "r1 = <ld_imm64 without its second half>");
	CHECK_STR(FMT(DT_INSN(BPF_LD | BPF_ABS | BPF_H, 0, 0, 0, 12)),
	    "r0 = *(u16 *)skb[12]");
	CHECK_STR(FMT(DT_INSN(BPF_LD | BPF_IND | BPF_B, 0, 7, 0, 2)),
	    "r0 = *(u8 *)skb[r7 + 2]");
}

UNIT_TEST(test_jmp)
{
	CHECK_STR(FMT(DT_JMP_IMM(BPF_JNE, 1, 3, 5)),
	    "if r1 != 0x3 goto pc+5 <6>");
	CHECK_STR(FMT(DT_JMP_IMM(BPF_JEQ, 0, -1, -1)),
	    "if r0 == 0xffffffff goto pc-1 <0>");
	CHECK_STR(FMT(DT_JMP_REG(BPF_JSGT, 1, 2, 2)),
	    "if r1 s> r2 goto pc+2 <3>");
	CHECK_STR(FMT(DT_JMP_REG(BPF_JLE, 1, 2, 0)),
	    "if r1 <= r2 goto pc+0 <1>");
	CHECK_STR(FMT(DT_JMP_IMM(BPF_JSET, 4, 8, 1)),
	    "if r4 & 0x8 goto pc+1 <2>");
	CHECK_STR(FMT(DT_JMP32_IMM(BPF_JLT, 1, 10, 3)),
	    "if w1 < 0xa goto pc+3 <4>");
	CHECK_STR(FMT(DT_JMP32_REG(BPF_JSGE, 1, 2, 3)),
	    "if w1 s>= w2 goto pc+3 <4>");
	CHECK_STR(FMT(DT_JA(7)), "goto pc+7 <8>");
	CHECK_STR(FMT(DT_INSN(BPF_JMP32 | BPF_JA, 0, 0, 0, 100000)),
	    "gotol pc+100000 <100001>");
	CHECK_STR(FMT(DT_INSN(BPF_JMP | DT_BPF_JCOND, 0, 0, 2, 0)),
	    "may_goto pc+2 <3>");
	CHECK_STR(FMT(DT_EXIT), "exit");
}

UNIT_TEST(test_call)
{
	CHECK_STR(FMT(DT_CALL(BPF_FUNC_map_lookup_elem)),
	    "call bpf_map_lookup_elem#1");
	CHECK_STR(FMT(DT_CALL(BPF_FUNC_get_current_pid_tgid)),
	    "call bpf_get_current_pid_tgid#14");
	CHECK_STR(FMT(DT_CALL(9999)), "call unknown#9999");
	CHECK_STR(FMT(DT_CALL_REL(10)), "call pc+10 <11>");
	CHECK_STR(FMT(DT_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_KFUNC_CALL, 0,
	    42)), "call kfunc#42");
}

UNIT_TEST(test_disasm)
{
	static char *const notes[] = {
		[0] = "arg0", [5] = "key", [8] = "done",
	};
	struct bpf_insn p[] = {
		DT_MOV64_REG(6, 1),			/* 0 */
		DT_LD_MAP_FD(1, 5),			/* 1-2 */
		DT_LD_MAP_VALUE(2, 5, 16),		/* 3-4 */
		DT_ST_MEM(BPF_W, 10, -4, 0),		/* 5 */
		DT_JMP_IMM(BPF_JNE, 1, 3, 1),		/* 6 */
		DT_CALL(1),				/* 7 */
		DT_EXIT,				/* 8 */
	};

	dt_strbuf_clear(&out);
	dt_bpf_disasm(&out, p, (int)DT_ARRAY_SIZE(p), notes);
	CHECK_STR(out.s,
	    "   0: (bf) r6 = r1                              ! arg0\n"
	    "   1: (18) r1 = map[fd 5]\n"
	    "   3: (18) r2 = map[fd 5]+16\n"
	    "   5: (62) *(u32 *)(r10 -4) = 0                 ! key\n"
	    "   6: (55) if r1 != 0x3 goto pc+1 <8>\n"
	    "   7: (85) call bpf_map_lookup_elem#1\n"
	    "   8: (95) exit                                 ! done\n");

	/* Without notes; a note longer than the column still gets a space. */
	dt_strbuf_clear(&out);
	dt_bpf_disasm(&out, p, 1, NULL);
	CHECK_STR(out.s, "   0: (bf) r6 = r1\n");
	dt_strbuf_clear(&out);
	dt_bpf_disasm(&out, (struct bpf_insn[]){
	    DT_LD_IMM64(1, 0x1122334455667788ULL) }, 2,
	    (char *const[]){ "x", NULL });
	CHECK_STR(out.s,
	    "   0: (18) r1 = 0x1122334455667788              ! x\n");
	dt_strbuf_clear(&out);
	dt_bpf_disasm(&out, (struct bpf_insn[]){
	    DT_ATOMIC_CMPXCHG64(10, 2, -8) }, 1,
	    (char *const[]){ "swap" });
	CHECK_STR(out.s, "   0: (db) r0 = atomic64_cmpxchg((u64 *)(r10 -8), "
	    "r0, r2) ! swap\n");
}

int
main(void)
{
	dt_strbuf_init(&out);
	UNIT_RUN(test_encoding);
	UNIT_RUN(test_helper_names);
	UNIT_RUN(test_alu64);
	UNIT_RUN(test_alu32);
	UNIT_RUN(test_mem);
	UNIT_RUN(test_atomic);
	UNIT_RUN(test_ld);
	UNIT_RUN(test_jmp);
	UNIT_RUN(test_call);
	UNIT_RUN(test_disasm);
	dt_strbuf_release(&out);
	UNIT_DONE();
}

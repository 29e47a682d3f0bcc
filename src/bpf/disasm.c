/*
 * disasm.c - BPF instructions as text, in the C-like style of the kernel
 * verifier log ("r0 = *(u32 *)(r6 +4)", "if r1 != 0x3 goto pc+5 <17>"),
 * with the absolute target of every branch and an optional "! note" per
 * instruction.  Used by -S, -xdisasm=N and the unit tests.  Interface:
 * bpf/bpf.h.
 */
#include "bpf.h"

#define NOTE_COL	48	/* column where "! note" starts */

/* ALU operators by BPF_OP() >> 4; NULL where the op is not a plain infix. */
static const char *const alu_ops[16] = {
	[BPF_ADD >> 4] = "+=",	[BPF_SUB >> 4] = "-=",
	[BPF_MUL >> 4] = "*=",	[BPF_DIV >> 4] = "/=",
	[BPF_OR >> 4] = "|=",	[BPF_AND >> 4] = "&=",
	[BPF_LSH >> 4] = "<<=",	[BPF_RSH >> 4] = ">>=",
	[BPF_MOD >> 4] = "%=",	[BPF_XOR >> 4] = "^=",
	[BPF_MOV >> 4] = "=",	[BPF_ARSH >> 4] = "s>>=",
};

/* Conditional jump operators by BPF_OP() >> 4. */
static const char *const jmp_ops[16] = {
	[BPF_JEQ >> 4] = "==",	[BPF_JGT >> 4] = ">",
	[BPF_JGE >> 4] = ">=",	[BPF_JSET >> 4] = "&",
	[BPF_JNE >> 4] = "!=",	[BPF_JSGT >> 4] = "s>",
	[BPF_JSGE >> 4] = "s>=",	[BPF_JLT >> 4] = "<",
	[BPF_JLE >> 4] = "<=",	[BPF_JSLT >> 4] = "s<",
	[BPF_JSLE >> 4] = "s<=",
};

/* Atomic read-modify-write operators by BPF_OP(imm) >> 4. */
static const char *const atomic_names[16] = {
	[BPF_ADD >> 4] = "add",	[BPF_AND >> 4] = "and",
	[BPF_OR >> 4] = "or",	[BPF_XOR >> 4] = "xor",
};

/* Access sizes by BPF_SIZE() >> 3: BPF_W, BPF_H, BPF_B, BPF_DW. */
static const char *const usize[4] = { "u32", "u16", "u8", "u64" };
static const char *const ssize[4] = { "s32", "s16", "s8", "s64" };

static void
bad_insn(dt_strbuf_t *sb, const struct bpf_insn *in)
{
	dt_strbuf_addf(sb, "invalid insn: code 0x%02x dst %d src %d off %d "
	    "imm %d", in->code, in->dst_reg, in->src_reg, in->off, in->imm);
}

/* Branch target: "pc+5 <17>" for a jump at 'i' by 'off'. */
static void
target(dt_strbuf_t *sb, int i, int off)
{
	dt_strbuf_addf(sb, "pc%+d <%d>", off, i + off + 1);
}

/* ALU and ALU64: 'r' names 64-bit registers, 'w' their low halves. */
static void
alu(dt_strbuf_t *sb, const struct bpf_insn *in)
{
	int is64 = BPF_CLASS(in->code) == BPF_ALU64;
	int op = BPF_OP(in->code), x = BPF_SRC(in->code) == BPF_X;
	char r = is64 ? 'r' : 'w';
	int d = in->dst_reg, s = in->src_reg;

	if (op == BPF_END) {
		if (is64)
			dt_strbuf_addf(sb, "r%d = bswap%d r%d", d, in->imm, d);
		else
			dt_strbuf_addf(sb, "r%d = %s%d r%d", d, x ? "be" : "le",
			    in->imm, d);
	} else if (op == BPF_NEG) {
		dt_strbuf_addf(sb, "%c%d = -%c%d", r, d, r, d);
	} else if (op == BPF_MOV && x && is64 && in->off == 1) {
		dt_strbuf_addf(sb, "r%d = addr_space_cast(r%d, %d, %d)", d, s,
		    (int)((uint32_t)in->imm >> 16), in->imm & 0xffff);
	} else if (op == BPF_MOV && x && in->off != 0) {
		dt_strbuf_addf(sb, "%c%d = (s%d)%c%d", r, d, in->off, r, s);
	} else if (alu_ops[op >> 4] == NULL) {
		bad_insn(sb, in);
	} else {
		const char *o = alu_ops[op >> 4];
		int sgn = (op == BPF_DIV || op == BPF_MOD) && in->off == 1;

		if (x)
			dt_strbuf_addf(sb, "%c%d %s%s %c%d", r, d,
			    sgn ? "s" : "", o, r, s);
		else
			dt_strbuf_addf(sb, "%c%d %s%s %d", r, d,
			    sgn ? "s" : "", o, in->imm);
	}
}

static void
ldx(dt_strbuf_t *sb, const struct bpf_insn *in)
{
	int sz = BPF_SIZE(in->code) >> 3;

	if (BPF_MODE(in->code) == BPF_MEM)
		dt_strbuf_addf(sb, "r%d = *(%s *)(r%d %+d)", in->dst_reg,
		    usize[sz], in->src_reg, in->off);
	else if (BPF_MODE(in->code) == DT_BPF_MEMSX)
		dt_strbuf_addf(sb, "r%d = *(%s *)(r%d %+d)", in->dst_reg,
		    ssize[sz], in->src_reg, in->off);
	else
		bad_insn(sb, in);
}

static void
st(dt_strbuf_t *sb, const struct bpf_insn *in)
{
	if (BPF_MODE(in->code) == BPF_MEM)
		dt_strbuf_addf(sb, "*(%s *)(r%d %+d) = %d",
		    usize[BPF_SIZE(in->code) >> 3], in->dst_reg, in->off,
		    in->imm);
	else
		bad_insn(sb, in);
}

/* Atomic operations: the operation is in 'imm', the width in the code. */
static void
atomic(dt_strbuf_t *sb, const struct bpf_insn *in)
{
	const char *sz = usize[BPF_SIZE(in->code) >> 3];
	const char *w = BPF_SIZE(in->code) == BPF_DW ? "64" : "";
	const char *name = atomic_names[(in->imm >> 4) & 0xf];
	int d = in->dst_reg, s = in->src_reg, off = in->off;

	if ((in->imm & ~0xf0) == 0 && name != NULL)
		dt_strbuf_addf(sb, "lock *(%s *)(r%d %+d) %s r%d", sz, d, off,
		    alu_ops[in->imm >> 4], s);
	else if ((in->imm & ~0xf0) == BPF_FETCH && name != NULL)
		dt_strbuf_addf(sb, "r%d = atomic%s_fetch_%s((%s *)(r%d %+d), "
		    "r%d)", s, w, name, sz, d, off, s);
	else if (in->imm == BPF_XCHG)
		dt_strbuf_addf(sb, "r%d = atomic%s_xchg((%s *)(r%d %+d), r%d)",
		    s, w, sz, d, off, s);
	else if (in->imm == BPF_CMPXCHG)
		dt_strbuf_addf(sb, "r0 = atomic%s_cmpxchg((%s *)(r%d %+d), r0, "
		    "r%d)", w, sz, d, off, s);
	else if (in->imm == DT_BPF_LOAD_ACQ)
		dt_strbuf_addf(sb, "r%d = load_acquire((%s *)(r%d %+d))", d,
		    sz, s, off);
	else if (in->imm == DT_BPF_STORE_REL)
		dt_strbuf_addf(sb, "store_release((%s *)(r%d %+d), r%d)", sz,
		    d, off, s);
	else
		bad_insn(sb, in);
}

static void
stx(dt_strbuf_t *sb, const struct bpf_insn *in)
{
	if (BPF_MODE(in->code) == BPF_MEM)
		dt_strbuf_addf(sb, "*(%s *)(r%d %+d) = r%d",
		    usize[BPF_SIZE(in->code) >> 3], in->dst_reg, in->off,
		    in->src_reg);
	else if (BPF_MODE(in->code) == BPF_ATOMIC)
		atomic(sb, in);
	else
		bad_insn(sb, in);
}

/*
 * The two-slot 64-bit load at 'insns[i]'; 'insns[i + 1]' holds the high
 * word, or for map values the offset into the value.
 */
static void
ld_imm64(dt_strbuf_t *sb, const struct bpf_insn *insns, int i)
{
	const struct bpf_insn *in = &insns[i];
	uint32_t lo = (uint32_t)in[0].imm, hi = (uint32_t)in[1].imm;
	int d = in->dst_reg;

	switch (in->src_reg) {
	case 0:
		dt_strbuf_addf(sb, "r%d = 0x%llx", d,
		    (unsigned long long)((uint64_t)hi << 32 | lo));
		break;
	case BPF_PSEUDO_MAP_FD:
		dt_strbuf_addf(sb, "r%d = map[fd %d]", d, in->imm);
		break;
	case BPF_PSEUDO_MAP_VALUE:
		dt_strbuf_addf(sb, "r%d = map[fd %d]+%u", d, in->imm, hi);
		break;
	case BPF_PSEUDO_MAP_IDX:
		dt_strbuf_addf(sb, "r%d = map[idx %d]", d, in->imm);
		break;
	case BPF_PSEUDO_MAP_IDX_VALUE:
		dt_strbuf_addf(sb, "r%d = map[idx %d]+%u", d, in->imm, hi);
		break;
	case BPF_PSEUDO_BTF_ID:
		dt_strbuf_addf(sb, "r%d = btf_id %d", d, in->imm);
		break;
	case BPF_PSEUDO_FUNC:
		dt_strbuf_addf(sb, "r%d = func ", d);
		target(sb, i, in->imm);
		break;
	default:
		bad_insn(sb, in);
	}
}

/* Legacy packet loads and the 64-bit immediate load. */
static int
ld(dt_strbuf_t *sb, const struct bpf_insn *insns, int n, int i)
{
	const struct bpf_insn *in = &insns[i];
	const char *sz = usize[BPF_SIZE(in->code) >> 3];

	if (dt_bpf_is_ld_imm64(in)) {
		if (i + 1 >= n || insns[i + 1].code != 0) {
			dt_strbuf_addf(sb, "r%d = <ld_imm64 without its second "
			    "half>", in->dst_reg);
			return 1;
		}
		ld_imm64(sb, insns, i);
		return 2;
	}
	if (BPF_MODE(in->code) == BPF_ABS && BPF_SIZE(in->code) != BPF_DW)
		dt_strbuf_addf(sb, "r0 = *(%s *)skb[%d]", sz, in->imm);
	else if (BPF_MODE(in->code) == BPF_IND && BPF_SIZE(in->code) != BPF_DW)
		dt_strbuf_addf(sb, "r0 = *(%s *)skb[r%d + %d]", sz,
		    in->src_reg, in->imm);
	else
		bad_insn(sb, in);
	return 1;
}

static void
call(dt_strbuf_t *sb, const struct bpf_insn *in, int i)
{
	const char *name;

	if (in->src_reg == BPF_PSEUDO_CALL) {
		dt_strbuf_adds(sb, "call ");
		target(sb, i, in->imm);
	} else if (in->src_reg == BPF_PSEUDO_KFUNC_CALL) {
		dt_strbuf_addf(sb, "call kfunc#%d", in->imm);
	} else if ((name = dt_bpf_helper_name(in->imm)) != NULL) {
		dt_strbuf_addf(sb, "call %s#%d", name, in->imm);
	} else {
		dt_strbuf_addf(sb, "call unknown#%d", in->imm);
	}
}

/* JMP and JMP32; 'i' is the index of 'in', for absolute targets. */
static void
jmp(dt_strbuf_t *sb, const struct bpf_insn *in, int i)
{
	int is64 = BPF_CLASS(in->code) == BPF_JMP;
	int op = BPF_OP(in->code);
	char r = is64 ? 'r' : 'w';

	if (op == BPF_JA) {
		dt_strbuf_adds(sb, is64 ? "goto " : "gotol ");
		target(sb, i, is64 ? in->off : in->imm);
	} else if (op == BPF_CALL && is64) {
		call(sb, in, i);
	} else if (op == BPF_EXIT && is64) {
		dt_strbuf_adds(sb, "exit");
	} else if (op == DT_BPF_JCOND && is64 && in->src_reg == 0) {
		dt_strbuf_adds(sb, "may_goto ");
		target(sb, i, in->off);
	} else if (jmp_ops[op >> 4] == NULL) {
		bad_insn(sb, in);
	} else {
		dt_strbuf_addf(sb, "if %c%d %s ", r, in->dst_reg,
		    jmp_ops[op >> 4]);
		if (BPF_SRC(in->code) == BPF_X)
			dt_strbuf_addf(sb, "%c%d goto ", r, in->src_reg);
		else
			dt_strbuf_addf(sb, "0x%x goto ", (uint32_t)in->imm);
		target(sb, i, in->off);
	}
}

int
dt_bpf_insn_format(dt_strbuf_t *sb, const struct bpf_insn *insns, int n,
    int i)
{
	const struct bpf_insn *in = &insns[i];

	switch (BPF_CLASS(in->code)) {
	case BPF_ALU:
	case BPF_ALU64:
		alu(sb, in);
		break;
	case BPF_LDX:
		ldx(sb, in);
		break;
	case BPF_ST:
		st(sb, in);
		break;
	case BPF_STX:
		stx(sb, in);
		break;
	case BPF_LD:
		return ld(sb, insns, n, i);
	case BPF_JMP:
	case BPF_JMP32:
		jmp(sb, in, i);
		break;
	}
	return 1;
}

void
dt_bpf_disasm(dt_strbuf_t *sb, const struct bpf_insn *insns, int n,
    char *const *notes)
{
	int i = 0;

	while (i < n) {
		size_t start = sb->len;
		int used;

		dt_strbuf_addf(sb, "%4d: (%02x) ", i, insns[i].code);
		used = dt_bpf_insn_format(sb, insns, n, i);
		if (notes != NULL && notes[i] != NULL) {
			size_t col = sb->len - start;

			dt_strbuf_addpad(sb, ' ',
			    col < NOTE_COL ? NOTE_COL - col : 1);
			dt_strbuf_addf(sb, "! %s", notes[i]);
		}
		dt_strbuf_addc(sb, '\n');
		i += used;
	}
}

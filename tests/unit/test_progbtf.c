/*
 * test_progbtf.c - programs with BPF-to-BPF subprograms (codegen/
 * subprog.c, runtime/progbtf.c): the disassembly of a callback reference,
 * and, as root, that a program passing a callback to bpf_loop verifies
 * with the BTF func_info dt_rt_progbtf() builds (and not without it),
 * runs with the expected result, and that a helper the kernel lacks is
 * reported with the feature and Linux release that need it.
 */
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "bpf/bpf.h"
#include "runtime/rt_int.h"
#include "unit.h"

/*
 * r0 = bpf_loop(10, callback, NULL, 0); the callback stops the loop at
 * iteration 3, so r0 = 4.
 */
static struct bpf_insn prog[] = {
	DT_MOV64_IMM(BPF_REG_1, 10),
	/* 1-2: r2 = func (instruction 7) */
	DT_INSN(BPF_LD | BPF_DW | BPF_IMM, BPF_REG_2, BPF_PSEUDO_FUNC, 0, 5),
	DT_INSN(0, 0, 0, 0, 0),
	DT_MOV64_IMM(BPF_REG_3, 0),
	DT_MOV64_IMM(BPF_REG_4, 0),
	DT_CALL(BPF_FUNC_loop),
	DT_INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0),
	/* 7: the callback (r1 = iteration) */
	DT_MOV64_IMM(BPF_REG_0, 0),
	DT_JMP_IMM(BPF_JNE, BPF_REG_1, 3, 1),
	DT_MOV64_IMM(BPF_REG_0, 1),
	DT_INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0),
};

static dt_bpffunc_t funcs[] = {
	{ 0, "main", 1, 1 },
	{ 7, "cb", 2, 2 },
};

static dt_bpfprog_t bp = {
	.bp_name = "dt_test",
	.bp_type = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.bp_insns = prog,
	.bp_ninsns = (int)DT_ARRAY_SIZE(prog),
	.bp_nfuncs = (int)DT_ARRAY_SIZE(funcs),
	.bp_funcs = funcs,
};

UNIT_TEST(test_disasm_subprog)
{
	dt_strbuf_t sb;

	dt_strbuf_init(&sb);
	dt_bpf_insn_format(&sb, prog, (int)DT_ARRAY_SIZE(prog), 1);
	CHECK_STR(sb.s, "r2 = func pc+5 <7>");
	dt_strbuf_clear(&sb);
	dt_bpf_insn_format(&sb, prog, (int)DT_ARRAY_SIZE(prog), 5);
	CHECK_STR(sb.s, "call bpf_loop#181");
	dt_strbuf_release(&sb);
}

/* (-Isrc hides libbpf's <bpf/bpf.h>: the bpf(2) commands by hand) */
static int
sys_bpf(int cmd, union bpf_attr *a)
{
	return (int)syscall(__NR_bpf, cmd, a, sizeof(*a));
}

static int
load(int withbtf)
{
	union bpf_attr a;
	struct bpf_func_info *fi = NULL;
	char err[256];
	int btffd = -1, fd;

	memset(&a, 0, sizeof(a));
	a.prog_type = bp.bp_type;
	a.insns = (uint64_t)(uintptr_t)prog;
	a.insn_cnt = (uint32_t)DT_ARRAY_SIZE(prog);
	a.license = (uint64_t)(uintptr_t)"GPL";
	if (withbtf) {
		btffd = dt_rt_progbtf(&bp, &fi, err, sizeof(err));
		CHECK(btffd >= 0);
		if (btffd < 0) {
			printf("  %s\n", err);
			return -1;
		}
		a.prog_btf_fd = (uint32_t)btffd;
		a.func_info = (uint64_t)(uintptr_t)fi;
		a.func_info_cnt = (uint32_t)bp.bp_nfuncs;
		a.func_info_rec_size = sizeof(*fi);
	}
	fd = sys_bpf(BPF_PROG_LOAD, &a);
	free(fi);
	if (btffd >= 0)
		close(btffd);
	return fd;
}

UNIT_TEST(test_callback_verifies)
{
	union bpf_attr a;
	int fd;

	if (geteuid() != 0)
		return;		/* needs root to load programs */
	fd = load(0);
	CHECK(fd < 0);		/* a callback needs BTF func_info */
	if (fd >= 0)
		close(fd);
	fd = load(1);
	CHECK(fd >= 0);
	if (fd < 0)
		return;
	memset(&a, 0, sizeof(a));
	a.test.prog_fd = (uint32_t)fd;
	CHECK_INT(sys_bpf(BPF_PROG_TEST_RUN, &a), 0);
	CHECK_INT(a.test.retval, 4);
	close(fd);
}

UNIT_TEST(test_helper_required)
{
	dt_bpfreq_t reqs[2] = {
		{ BPF_FUNC_loop, "chill( )", "5.17" },
		{ 100000, "a future feature", "99.1" },
	};
	dt_bpfprog_t p = bp;
	char err[256];

	if (geteuid() != 0)
		return;
	p.bp_reqs = reqs;
	p.bp_nreqs = 1;
	CHECK_INT(dt_rt_check_helpers(&p, err, sizeof(err)), 0);
	p.bp_nreqs = 2;
	CHECK_INT(dt_rt_check_helpers(&p, err, sizeof(err)), -1);
	CHECK(strncmp(err, "could not enable tracing: a future feature needs "
	    "Linux 99.1 or later (BPF helper ?); this kernel is ", 85) == 0);
}

int
main(void)
{
	UNIT_RUN(test_disasm_subprog);
	UNIT_RUN(test_callback_verifies);
	UNIT_RUN(test_helper_required);
	UNIT_DONE();
}

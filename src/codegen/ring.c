/*
 * ring.c - sending a record to the consumer.  The principal buffer is
 * per CPU, as in DTrace: DT_MAP_RINGBUF is an array of maps indexed by
 * CPU holding each CPU's BPF ring buffer (the verifier inlines the
 * lookup).  A record that does not fit is lost on that CPU only and
 * counted there.  The header gets the CPU and a sequence number from a
 * counter all CPUs share (DT_MAP_RECSEQ): the consumer merges the CPUs'
 * buffers by it (runtime/rbuf.c).  bpf_ktime_get_ns() would do too, but
 * costs several times more where the clock is slow to read (70 ns per
 * call in a KVM guest against some 10 ns for the atomic add).
 */
#include <stddef.h>

#include "../bpf/bpf.h"
#include "cg.h"

static void
st(dt_cg_t *cg, int size, int base, int16_t off, int fix, int reg)
{
	int i = (int)cg->insns.len;

	dt_cg_stx(cg, size, base, off, reg);
	if (fix)
		dt_cg_recfix(cg, i, 0);
}

void
dt_cg_ring_send(dt_cg_t *cg, int base, int16_t off, int fix, uint32_t size,
    dt_ringwake_t wake)
{
	int out = dt_cg_label(cg), i;

	/* the sequence number */
	dt_cg_ld_mapval(cg, BPF_REG_1, DT_MAP_RECSEQ, 0);
	dt_cg_mov_imm(cg, BPF_REG_0, 1);
	dt_cg_emit(cg, DT_ATOMIC_FETCH_ADD64(BPF_REG_1, BPF_REG_0, 0));
	st(cg, BPF_DW, base, (int16_t)(off + (int)offsetof(dt_rechdr_t,
	    dr_seq)), fix, BPF_REG_0);

	/* this CPU's ring buffer */
	dt_cg_call(cg, BPF_FUNC_get_smp_processor_id);
	st(cg, BPF_H, base, (int16_t)(off + (int)offsetof(dt_rechdr_t,
	    dr_cpu)), fix, BPF_REG_0);
	dt_cg_stx(cg, BPF_W, BPF_REG_10, SLOT_KEY, BPF_REG_0);
	dt_cg_lookup_slot(cg, DT_MAP_RINGBUF);
	dt_cg_mov_imm(cg, BPF_REG_1, -1);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, out);	/* no ring: lost */

	if (wake == DT_RINGWAKE_FILL) {
		/*
		 * Wake the consumer once this CPU's ring holds
		 * DT_GLOBAL_WAKEAT bytes (then with every record, until it
		 * drains); below, it drains at its switch rate.  Counting
		 * the bytes sent in scratch instead of asking the ring
		 * saves the helper call but wakes a consumer that fell
		 * behind only once per DT_GLOBAL_WAKEAT bytes: it lost
		 * records in the printf flood benchmark (bench/run.sh (i))
		 * where this did not.
		 */
		int nowake = dt_cg_label(cg);

		dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_VAL, BPF_REG_0);
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_0);
		dt_cg_mov_imm(cg, BPF_REG_2, BPF_RB_AVAIL_DATA);
		dt_cg_call(cg, BPF_FUNC_ringbuf_query);
		dt_cg_ld_mapval(cg, BPF_REG_1, DT_MAP_GLOBALS, 0);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_1, DT_GLOBAL_WAKEAT);
		dt_cg_mov_imm(cg, BPF_REG_4, BPF_RB_NO_WAKEUP);
		dt_cg_jmp_reg(cg, BPF_JLT, BPF_REG_0, BPF_REG_1, nowake);
		dt_cg_mov_imm(cg, BPF_REG_4, BPF_RB_FORCE_WAKEUP);
		dt_cg_place(cg, nowake);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_10, SLOT_VAL);
	} else {
		dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_0);
		dt_cg_mov_imm(cg, BPF_REG_4, wake == DT_RINGWAKE_NOW ?
		    BPF_RB_FORCE_WAKEUP : 0);
	}
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, base);
	i = (int)cg->insns.len;
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, off);
	if (fix)
		dt_cg_recfix(cg, i, 1);
	dt_cg_mov_imm(cg, BPF_REG_3, size);
	dt_cg_call(cg, BPF_FUNC_ringbuf_output);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_0);
	dt_cg_place(cg, out);
}

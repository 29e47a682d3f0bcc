/*
 * ring.c - sending a record to the consumer.  The principal buffer is
 * per CPU, as in DTrace: DT_MAP_RINGBUF is an array of maps indexed by
 * CPU holding each CPU's BPF ring buffer (the verifier inlines the
 * lookup).  A record that does not fit is lost on that CPU only and
 * counted there.  The header gets the CPU and the time (the probe's
 * cached timestamp if a clause read one): the consumer merges the CPUs'
 * buffers by it (runtime/rbuf.c).
 */
#include <stddef.h>

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
	int have = dt_cg_label(cg), out = dt_cg_label(cg), i;

	/* the time: the probe's timestamp, read now if no clause did */
	dt_cg_ldx(cg, BPF_DW, BPF_REG_0, BPF_REG_10, SLOT_TS);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, have);
	dt_cg_call(cg, BPF_FUNC_ktime_get_ns);
	dt_cg_stx(cg, BPF_DW, BPF_REG_10, SLOT_TS, BPF_REG_0);
	dt_cg_place(cg, have);
	st(cg, BPF_DW, base, (int16_t)(off + (int)offsetof(dt_rechdr_t,
	    dr_time)), fix, BPF_REG_0);

	/* this CPU's ring buffer */
	dt_cg_call(cg, BPF_FUNC_get_smp_processor_id);
	st(cg, BPF_H, base, (int16_t)(off + (int)offsetof(dt_rechdr_t,
	    dr_cpu)), fix, BPF_REG_0);
	dt_cg_stx(cg, BPF_W, BPF_REG_10, SLOT_KEY, BPF_REG_0);
	dt_cg_ld_map(cg, BPF_REG_1, DT_MAP_RINGBUF);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, BPF_REG_10);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_2, SLOT_KEY);
	dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_mov_imm(cg, BPF_REG_1, -1);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, out);	/* no ring: lost */

	if (wake == DT_RINGWAKE_FILL) {
		/*
		 * Wake the consumer only once the ring holds
		 * DT_GLOBAL_WAKEAT bytes; below, it drains at its switch
		 * rate.
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

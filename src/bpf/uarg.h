/*
 * uarg.h - one argument of a USDT probe site, as its stapsdt note
 * describes it (x86-64 assembler operand plus size), in the form the code
 * generator turns into a fetch from the probe's struct pt_regs.  Parsed
 * by probes/usdt.c (dt_usdt_parse_arg); part of the program-object
 * interface (bpf/prog.h), no compiler types.
 */
#ifndef DT_UARG_H
#define DT_UARG_H

#include <stdint.h>

typedef enum dt_uakind {
	DT_UA_NONE,		/* unusable (unresolved symbol): reads as 0 */
	DT_UA_REG,		/* register: ua_reg (>> ua_shift) */
	DT_UA_CONST,		/* constant ua_val */
	DT_UA_MEM		/* user memory at [ua_reg] + [ua_index] *
				   ua_scale + ua_val (+ load bias if
				   ua_biased) */
} dt_uakind_t;

typedef struct dt_uarg {
	uint8_t ua_kind;	/* dt_uakind_t */
	uint8_t ua_size;	/* 1, 2, 4 or 8 bytes */
	uint8_t ua_signed;	/* sign-extend to 64 bits (else zero) */
	uint8_t ua_float;	/* "Nf@": floating point, raw bits */
	uint8_t ua_shift;	/* REG: 8 for %ah %bh %ch %dh */
	uint8_t ua_scale;	/* MEM: 1, 2, 4 or 8 */
	uint8_t ua_biased;	/* MEM: ua_val is a link-time address
				   (symbol, rip-relative): add the object's
				   load bias at run time */
	int16_t ua_reg;		/* REG/MEM: struct pt_regs offset of the
				   (base) register, -1 none */
	int16_t ua_index;	/* MEM: pt_regs offset of the index, -1 */
	int64_t ua_val;		/* CONST: value; MEM: displacement */
} dt_uarg_t;

/*
 * The run-time recipe of a USDT site attached after its program was
 * generated (a library dlopen'ed later): the value of the program's
 * per-CPU hash map bp_uargmap, keyed by the site's dispatch index (its
 * BPF cookie).  The program copies its struct pt_regs into the first
 * DT_UREC_REGS bytes (per CPU, so no other CPU sees it) and then reads
 * registers at the offsets the recipe names.
 */
typedef struct dt_urecarg {
	uint8_t ur_kind;	/* dt_uakind_t */
	uint8_t ur_size;	/* MEM: bytes to read (1..8) */
	uint8_t ur_signed;	/* sign-extend (else zero-extend) */
	uint8_t ur_rsh;		/* REG: right shift (%ah: 8) */
	uint8_t ur_lscale;	/* MEM: log2 of the index scale */
	uint8_t ur_biased;	/* MEM: add regs->ip - vaddr */
	uint8_t ur_cut;		/* 64 - 8 * size (0 for 8 bytes) */
	uint8_t ur_pad;
	uint16_t ur_reg;	/* pt_regs offset, 0xffff none */
	uint16_t ur_index;	/* pt_regs offset, 0xffff none */
	uint32_t ur_pad2;
	int64_t ur_val;
} dt_urecarg_t;

#define DT_UREC_REGS	168	/* sizeof (struct pt_regs) on x86-64 */
#define DT_UREC_VADDR	168	/* u64: link-time address of the site */
#define DT_UREC_ARGS	176	/* 10 dt_urecarg_t */
#define DT_UREC_SIZE	(DT_UREC_ARGS + 10 * 24)
#define DT_UREC_MAXENT	16384

/* struct pt_regs (x86-64) offsets the parser produces */
#define DT_PTREGS_IP	128
#define DT_PTREGS_SP	152

#endif /* DT_UARG_H */

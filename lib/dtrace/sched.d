/*
 * sched.d - cpuinfo_t (docs/language.md §2.5), the type of
 * sched:::enqueue/dequeue args[2] and of curcpu, translated from a CPU
 * number; chip and lgrp inlines.  Chip and locality group come from
 * per-CPU topology the kernel does not expose to D: 0 here; cpu_info is
 * not translated.
 * Part of dtrace's D library: every program sees these declarations.
 */

typedef struct processor_info {
	int pi_state;			/* P_ONLINE */
	char pi_processor_type[16];	/* "x86_64" */
	char pi_fputypes[32];		/* "" */
	int pi_clock;			/* MHz (0: unknown) */
} processor_info_t;

typedef struct cpuinfo {
	processorid_t cpu_id;		/* -1: no specific CPU */
	psetid_t cpu_pset;		/* -1 */
	chipid_t cpu_chip;
	lgrp_id_t cpu_lgrp;
	processor_info_t cpu_info;
} cpuinfo_t;

inline int P_OFFLINE = 1;
inline int P_ONLINE = 2;

translator cpuinfo_t < int C > {
	cpu_id = C;
	cpu_pset = -1;
	cpu_chip = 0;
	cpu_lgrp = 0;
};

inline cpuinfo_t *curcpu = xlate <cpuinfo_t *> (cpu);
inline chipid_t chip = curcpu->cpu_chip;
inline lgrp_id_t lgrp = curcpu->cpu_lgrp;

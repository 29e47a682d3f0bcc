/*
 * kernel.d - types of kernel variables for `name references, used when
 * the kernel's BTF does not describe global variables (most kernels'
 * BTF lists only per-CPU ones).  The address comes from /proc/kallsyms,
 * which lists data symbols only with CONFIG_KALLSYMS_ALL.
 * Part of dtrace's D library: every program sees these declarations.
 */

extern int `pid_max;
extern int `max_threads;
extern int `nr_threads;
extern unsigned long `jiffies;
extern unsigned long long `jiffies_64;
extern unsigned int `nr_cpu_ids;
extern unsigned long `max_pfn;
extern int `panic_timeout;
extern struct task_struct `init_task;

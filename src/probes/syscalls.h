/*
 * syscalls.h - the x86_64 and i386 syscall number tables generated at build time
 * (tools/gen-syscalls.sh -> build/gen/syscalls.c).  Private to probes/.
 */
#ifndef DT_SYSCALLS_H
#define DT_SYSCALLS_H

typedef struct dt_syscall_ent {
	int se_nr;
	const char *se_name;	/* kernel name, as in syscalls:sys_enter_<name> */
} dt_syscall_ent_t;

extern const dt_syscall_ent_t dt_syscalls_x64[];
extern const int dt_syscalls_x64_n;
/* i386 numbering (int $0x80 from any process): module ia32 */
extern const dt_syscall_ent_t dt_syscalls_i386[];
extern const int dt_syscalls_i386_n;


#endif /* DT_SYSCALLS_H */

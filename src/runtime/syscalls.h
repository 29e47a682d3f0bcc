/*
 * syscalls.h - the x86_64 syscall number table generated at build time
 * (tools/gen-syscalls.sh -> build/gen/syscalls.c).  Private to runtime/.
 */
#ifndef DT_SYSCALLS_H
#define DT_SYSCALLS_H

typedef struct dt_syscall_ent {
	int se_nr;
	const char *se_name;	/* kernel name, as in syscalls:sys_enter_<name> */
} dt_syscall_ent_t;

extern const dt_syscall_ent_t dt_syscalls_x64[];
extern const int dt_syscalls_x64_n;

#endif /* DT_SYSCALLS_H */

/*
 * btf.h - lazy access to the running kernel's BTF (/sys/kernel/btf/vmlinux)
 * for the code generator: member offsets of kernel structures.  The BTF is
 * parsed only on first use, so programs that need no kernel types start
 * without paying for it.
 */
#ifndef DT_CG_BTF_H
#define DT_CG_BTF_H

/* Byte offset of 'member' in 'struct sname', or -1 if unknown. */
int dt_btf_member_offset(const char *sname, const char *member);
/* Release the cached BTF (at exit). */
void dt_btf_release(void);

#endif /* DT_CG_BTF_H */

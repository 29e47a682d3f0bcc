/*
 * subr_bvar.c - code generation for the memory, file and lock
 * subroutines: bcopy(), copyinto(), d_path(), getf(), mutex_owned(),
 * mutex_owner(), mutex_type_adaptive(), mutex_type_spin(),
 * rw_read_held(), rw_write_held(), rw_iswriter(), memref() (the
 * dt_cg_subr_* generators that compiler/func.h's rows name; see cg.h).
 *
 * Linux meanings:
 *  - bcopy()/copyinto() write only into this clause's scratch memory
 *    (alloca()/copyin() results): a destination outside it, or a size
 *    that does not fit, is an invalid address fault at the destination,
 *    like DTrace's store check; an unreadable source faults at the
 *    source.
 *  - d_path(struct path *) builds the path with the dentry walk of cwd
 *    (codegen/bvar_path.c), up to the top of the mount tree, because
 *    the bpf_d_path() helper is only allowed in a few attach types.
 *    __mount_path(struct vfsmount *), the D library's helper for
 *    fileinfo_t's fi_mount, walks from the mount's root: the path of its
 *    mount point ("/" for the root mount and for internal mounts such
 *    as sockfs and pipefs, which are mounted nowhere).
 *  - getf(fd): current->files->fdt->fd[fd] when 0 <= fd < max_fds, else
 *    NULL (a struct file *, the Linux counterpart of illumos' file_t *).
 *  - mutex_*() take a struct mutex * (as Oracle's DTrace for Linux
 *    does): owner is its owner word without the flag bits (the low 3);
 *    Linux mutexes spin on a running owner and then sleep, i.e. they
 *    are adaptive, never spin locks.
 *  - rw_*() take an rwlock_t *, the queued rwlock (asm-generic/qrwlock):
 *    the count word at its start holds the writer byte (0xff locked),
 *    a writer-waiting bit (0x100) and the readers from bit 9 on.
 *    rw_read_held: readers and no writer; rw_write_held: the writer
 *    byte; rw_iswriter: a writer holds it or waits for it.
 */
#include "subr_int.h"


#define BCOPY_MAX	1024	/* largest size known only at run time */
#define BCOPY_CONST	8192	/* largest constant size */

/* Evaluate argument 'a' into a new scratch variable. */
static uint32_t
arg(dt_cg_t *cg, dt_node_t *a)
{
	uint32_t off = var(cg);
	int v = dt_cg_expr(cg, a), r;

	r = dt_cg_vreg_get(cg, v, R1);
	st(cg, off, r);
	dt_cg_vreg_free(cg, v);
	return off;
}

/* A new vreg holding 'reg' (r0..r5). */
static int
result(dt_cg_t *cg, int reg)
{
	int v = dt_cg_vreg_alloc(cg), r = dt_cg_vreg_phys(cg, v);

	if (r < 0)
		r = R0;
	if (r != reg)
		dt_cg_alu_reg(cg, BPF_MOV, r, reg);
	dt_cg_vreg_set(cg, v, r);
	return v;
}

static int
member(dt_cg_t *cg, const char *s, const char *m, const char *fn)
{
	int off = dt_btf_member_offset(s, m);

	if (off < 0)
		dt_cg_error(cg, "%s( ): kernel BTF does not describe %s.%s",
		    fn, s, m);
	return off;
}

/* bcopy(src, dst, n) / copyinto(uaddr, n, dst) */
int
dt_cg_subr_copy(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int user = call->dn_ident->id_func == DT_F_COPYINTO;
	dt_node_t *a1 = call->dn_args, *a2 = a1->dn_next, *a3 = a2->dn_next;
	dt_node_t *na = user ? a2 : a3;
	uint32_t srcv, nv, dstv, basev, limit, pad;
	int bad = dt_cg_label(cg), ok = dt_cg_label(cg);

	srcv = arg(cg, a1);
	if (user) {
		nv = arg(cg, a2);
		dstv = arg(cg, a3);
	} else {
		dstv = arg(cg, a2);
		nv = arg(cg, a3);
	}
	/*
	 * Below the end of the last alloca()/copyin() buffer, known after
	 * the arguments (one may be the alloca() of the buffer).
	 */
	limit = cg->alloca_top;
	basev = var(cg);
	pad = BCOPY_MAX;
	if (na->dn_kind == DT_NODE_INT && (uint64_t)na->dn_int <= BCOPY_CONST)
		pad = (uint32_t)na->dn_int;
	/*
	 * The destination must lie in the buffers allocated before this
	 * call in this clause, [SCR_THIS + thissize, limit); 'pad' more bytes after the
	 * arguments let the verifier accept any offset up to limit with any
	 * size up to pad.
	 */
	(void)dt_cg_scratch(cg, pad ? pad : 1);

	/* through memory: r9's value as a number */
	st(cg, basev, R9);
	ld(cg, R2, nv);
	dt_cg_jmp_imm(cg, BPF_JGT, R2, (int32_t)pad, bad);
	ld(cg, R1, dstv);
	ld(cg, R3, basev);
	dt_cg_alu_reg(cg, BPF_SUB, R1, R3);
	/* not into the clause-local variables below the buffers */
	dt_cg_jmp_imm(cg, BPF_JLT, R1, (int32_t)(SCR_THIS + cg->thissize),
	    bad);
	dt_cg_jmp_imm(cg, BPF_JGT, R1, (int32_t)limit, bad);
	dt_cg_alu_reg(cg, BPF_MOV, R4, R1);
	dt_cg_alu_reg(cg, BPF_ADD, R4, R2);
	dt_cg_jmp_imm(cg, BPF_JGT, R4, (int32_t)limit, bad);
	dt_cg_alu_reg(cg, BPF_ADD, R1, R9);
	ld(cg, R3, srcv);
	dt_cg_call(cg, user ? BPF_FUNC_probe_read_user :
	    BPF_FUNC_probe_read_kernel);
	dt_cg_jmp_imm(cg, BPF_JEQ, R0, 0, ok);
	ld(cg, R1, srcv);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, R1);
	dt_cg_place(cg, bad);
	ld(cg, R1, dstv);
	dt_cg_fault(cg, DTRACEFLT_BADADDR, R1);
	dt_cg_place(cg, ok);
	dt_cg_mov_imm(cg, R0, 0);
	return result(cg, R0);
}

/* d_path(p) */
int
dt_cg_subr_d_path(dt_cg_t *cg, dt_node_t *call, int cond)
{
	uint32_t pv = arg(cg, call->dn_args);

	ld(cg, R5, pv);
	dt_cg_path_walk(cg, R5, call->dn_ident->id_func == DT_F_MOUNT_PATH);
	return result(cg, R0);
}

/* getf(fd) */
int
dt_cg_subr_getf(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int off_files = member(cg, "task_struct", "files", "getf");
	int off_fdt = member(cg, "files_struct", "fdt", "getf");
	int off_max = member(cg, "fdtable", "max_fds", "getf");
	int off_fd = member(cg, "fdtable", "fd", "getf");
	uint32_t fdv = arg(cg, call->dn_args), t = var(cg), fdt = var(cg);
	int null = dt_cg_label(cg), end = dt_cg_label(cg);

	ld(cg, R1, fdv);
	dt_cg_jmp_imm(cg, BPF_JSLT, R1, 0, null);
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_alu_reg(cg, BPF_MOV, R4, R0);
	kread_var(cg, t, R4, off_files, 8);
	ld(cg, R4, t);
	dt_cg_jmp_imm(cg, BPF_JEQ, R4, 0, null);
	kread_var(cg, fdt, R4, off_fdt, 8);
	ld(cg, R4, fdt);
	dt_cg_jmp_imm(cg, BPF_JEQ, R4, 0, null);
	kread_var(cg, t, R4, off_max, 4);
	ld(cg, R1, fdv);
	ld(cg, R2, t);
	dt_cg_jmp_reg(cg, BPF_JGE, R1, R2, null);
	ld(cg, R4, fdt);
	kread_var(cg, t, R4, off_fd, 8);
	ld(cg, R4, t);
	dt_cg_jmp_imm(cg, BPF_JEQ, R4, 0, null);
	ld(cg, R1, fdv);
	dt_cg_alu_imm(cg, BPF_LSH, R1, 3);
	dt_cg_alu_reg(cg, BPF_ADD, R4, R1);
	kread_var(cg, t, R4, 0, 8);
	ld(cg, R0, t);
	dt_cg_ja(cg, end);
	dt_cg_place(cg, null);
	dt_cg_mov_imm(cg, R0, 0);
	dt_cg_place(cg, end);
	return result(cg, R0);
}

/* mutex_*(m) and rw_*(l) */
int
dt_cg_subr_lock(dt_cg_t *cg, dt_node_t *call, int cond)
{
	int id = call->dn_ident->id_func;
	uint32_t lv, t;
	int off, done = dt_cg_label(cg);

	switch (id) {
	case DT_F_MUTEX_TYPE_ADAPTIVE:
	case DT_F_MUTEX_TYPE_SPIN:
		dt_cg_mov_imm(cg, R0, id == DT_F_MUTEX_TYPE_ADAPTIVE);
		return result(cg, R0);
	default:
		break;
	}
	lv = arg(cg, call->dn_args);
	t = var(cg);
	ld(cg, R4, lv);
	if (id == DT_F_MUTEX_OWNED || id == DT_F_MUTEX_OWNER) {
		off = member(cg, "mutex", "owner", call->dn_name);
		kread_var(cg, t, R4, off, 8);
		ld(cg, R0, t);
		dt_cg_alu_imm(cg, BPF_AND, R0, ~7);
		if (id == DT_F_MUTEX_OWNED) {
			dt_cg_jmp_imm(cg, BPF_JEQ, R0, 0, done);
			dt_cg_mov_imm(cg, R0, 1);
		}
		dt_cg_place(cg, done);
		return result(cg, R0);
	}
	/* rwlock_t: the qrwlock's count word is at its start */
	kread_var(cg, t, R4, 0, 4);
	ld(cg, R1, t);
	dt_cg_mov_imm(cg, R0, 0);
	switch (id) {
	case DT_F_RW_READ_HELD:
		dt_cg_alu_reg(cg, BPF_MOV, R2, R1);
		dt_cg_alu_imm(cg, BPF_AND, R2, 0xff);
		dt_cg_jmp_imm(cg, BPF_JNE, R2, 0, done);
		dt_cg_alu_imm(cg, BPF_RSH, R1, 9);
		dt_cg_jmp_imm(cg, BPF_JEQ, R1, 0, done);
		break;
	case DT_F_RW_WRITE_HELD:
		dt_cg_alu_imm(cg, BPF_AND, R1, 0xff);
		dt_cg_jmp_imm(cg, BPF_JNE, R1, 0xff, done);
		break;
	case DT_F_RW_ISWRITER:
		dt_cg_alu_imm(cg, BPF_AND, R1, 0x1ff);
		dt_cg_jmp_imm(cg, BPF_JEQ, R1, 0, done);
		break;
	default:
		DT_BUG("subr_lock %d", id);
	}
	dt_cg_mov_imm(cg, R0, 1);
	dt_cg_place(cg, done);
	return result(cg, R0);
}

/*
 * memref(ptr, len): a two-element uintptr_t array { ptr, len } in this
 * clause's scratch, for printm().  Its address is returned as a plain
 * number, as alloca()'s.
 */
int
dt_cg_subr_memref(dt_cg_t *cg, dt_node_t *call, int cond)
{
	uint32_t buf = dt_cg_scratch(cg, 16), ptrv = var(cg), p, n;

	p = arg(cg, call->dn_args);
	n = arg(cg, call->dn_args->dn_next);
	ld(cg, R1, p);
	st(cg, buf, R1);
	ld(cg, R1, n);
	st(cg, buf + 8, R1);
	lea(cg, R1, buf);
	st(cg, ptrv, R1);
	ld(cg, R0, ptrv);
	return result(cg, R0);
}

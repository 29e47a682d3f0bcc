/*
 * bvar_path.c - code generation for the string built-in variables about
 * the current process (see cg.h): cwd, root, execargs, zonename.  Also
 * the dentry walk that d_path() shares (dt_cg_path_walk).
 *
 * A path is built in BPF from the kernel's dentry cache, as d_path()
 * does, with fixed offsets from the kernel's BTF:
 *   pass 1 walks from the path's dentry towards the root: at a mount's
 *     root it crosses to the mount point in the parent mount
 *     (container_of(vfsmnt, struct mount, mnt)->mnt_mountpoint /
 *     mnt_parent), it stops at the process's root directory (for cwd)
 *     or at the root of the mount tree; each component's name pointer
 *     is stored in an array, last component first, from the end.
 *   pass 2 writes "/" and each name (bpf_probe_read_kernel_str) from the
 *     first component on, at an offset kept below a power of two by a
 *     mask so that the verifier can bound every write.
 * Both passes are loops of at most DT_PATH_DEPTH iterations (mount
 * crossings use an iteration too).  Deeper paths lose their leading components and start
 * with "..." instead.  The names are those of the dentry cache: a
 * deleted directory is shown by its last name, without " (deleted)".
 */
#include "subr_int.h"

#define DT_PATH_DEPTH	32
#define DT_NAME_MAX	256	/* NAME_MAX + 1 */

/* scratch layout of the walk, relative to its base */
#define W_DENTRY	0
#define W_MNT		8
#define W_ROOTD		16
#define W_ROOTM		24
#define W_PARENT	32
#define W_TMP		40
#define W_OFF		48
#define W_NAMES		56
#define W_SIZE		(W_NAMES + 8 * DT_PATH_DEPTH)

typedef struct pathoff {
	int d_parent, d_name, qstr_name;
	int mnt_root, m_mnt, m_parent, m_mountpoint;
	int fs, fs_pwd, fs_root, path_mnt, path_dentry;
} pathoff_t;

static int
member(dt_cg_t *cg, const char *s, const char *m)
{
	int off = dt_btf_member_offset(s, m);

	if (off < 0)
		dt_cg_error(cg, "kernel BTF does not describe %s.%s, needed "
		    "for path names", s, m);
	return off;
}

static void
offsets(dt_cg_t *cg, pathoff_t *po)
{
	po->d_parent = member(cg, "dentry", "d_parent");
	po->d_name = member(cg, "dentry", "d_name");
	po->qstr_name = member(cg, "qstr", "name");
	po->mnt_root = member(cg, "vfsmount", "mnt_root");
	po->m_mnt = member(cg, "mount", "mnt");
	po->m_parent = member(cg, "mount", "mnt_parent");
	po->m_mountpoint = member(cg, "mount", "mnt_mountpoint");
	po->fs = member(cg, "task_struct", "fs");
	po->fs_pwd = member(cg, "fs_struct", "pwd");
	po->fs_root = member(cg, "fs_struct", "root");
	po->path_mnt = member(cg, "path", "mnt");
	po->path_dentry = member(cg, "path", "dentry");
}

/* Write the NUL-terminated 's' at r9 + off. */
static void
put_const(dt_cg_t *cg, uint32_t off, const char *s)
{
	size_t i;

	for (i = 0; ; i++) {
		dt_cg_st_imm(cg, BPF_B, BPF_REG_9, (int16_t)(off + i),
		    (unsigned char)s[i]);
		if (s[i] == '\0')
			break;
	}
}

static uint32_t
pow2_at_least(uint32_t n)
{
	uint32_t p = 8;

	while (p < n)
		p <<= 1;
	return p;
}

/* Virtual register 'kv' += 1 (a loop counter). */
static void
walk_count(dt_cg_t *cg, int kv)
{
	int kr = dt_cg_vreg_get(cg, kv, BPF_REG_0);

	dt_cg_alu_imm(cg, BPF_ADD, kr, 1);
	dt_cg_vreg_set(cg, kv, kr);
}

/*
 * Pass 1, one step: at the stop point go to 'lbl_done'; else W_PARENT =
 * dentry->d_parent, W_TMP = mnt->mnt_root, and go to 'lbl_cross' when
 * the dentry is the root of its mount (or its own parent).  Leaves r4 =
 * the dentry.
 */
static void
walk_step(dt_cg_t *cg, const pathoff_t *po, uint32_t w, int lbl_cross,
    int lbl_done)
{
	int notroot = dt_cg_label(cg);

	dt_cg_ldx(cg, BPF_DW, BPF_REG_5, BPF_REG_9, (int16_t)(w + W_ROOTD));
	dt_cg_jmp_reg(cg, BPF_JNE, BPF_REG_4, BPF_REG_5, notroot);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_MNT));
	dt_cg_ldx(cg, BPF_DW, BPF_REG_5, BPF_REG_9, (int16_t)(w + W_ROOTM));
	dt_cg_jmp_reg(cg, BPF_JEQ, BPF_REG_4, BPF_REG_5, lbl_done);
	dt_cg_place(cg, notroot);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_DENTRY));
	kread_var(cg, w + W_PARENT, BPF_REG_4, po->d_parent, 8);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_MNT));
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_4, 0, lbl_done);
	kread_var(cg, w + W_TMP, BPF_REG_4, po->mnt_root, 8);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_DENTRY));
	dt_cg_ldx(cg, BPF_DW, BPF_REG_5, BPF_REG_9, (int16_t)(w + W_TMP));
	dt_cg_jmp_reg(cg, BPF_JEQ, BPF_REG_4, BPF_REG_5, lbl_cross);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_5, BPF_REG_9, (int16_t)(w + W_PARENT));
	dt_cg_jmp_reg(cg, BPF_JEQ, BPF_REG_4, BPF_REG_5, lbl_cross);
}

/*
 * A component (dentry in r4): its name pointer into names[DEPTH - 1 -
 * k] ('kv' holds k), then up to the parent.
 */
static void
walk_component(dt_cg_t *cg, const pathoff_t *po, uint32_t w, int kv)
{
	int kr;

	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_3, BPF_REG_4);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_3, po->d_name + po->qstr_name);
	kr = dt_cg_vreg_get(cg, kv, BPF_REG_0);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_2, kr);
	dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_2, 3);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, (int32_t)(w + W_NAMES +
	    8 * (DT_PATH_DEPTH - 1)));
	dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_1, BPF_REG_2);
	dt_cg_mov_imm(cg, BPF_REG_2, 8);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_5, BPF_REG_9, (int16_t)(w + W_PARENT));
	dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)(w + W_DENTRY), BPF_REG_5);
}

/*
 * The root of a mount: on to its mount point in the parent mount; at
 * the top of the mount tree go to 'lbl_done'.
 */
static void
walk_cross(dt_cg_t *cg, const pathoff_t *po, uint32_t w, int lbl_done)
{
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_MNT));
	dt_cg_alu_imm(cg, BPF_SUB, BPF_REG_4, po->m_mnt);
	dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)(w + W_MNT), BPF_REG_4);
	kread_var(cg, w + W_TMP, BPF_REG_4, po->m_parent, 8);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_MNT));
	dt_cg_ldx(cg, BPF_DW, BPF_REG_5, BPF_REG_9, (int16_t)(w + W_TMP));
	dt_cg_jmp_reg(cg, BPF_JEQ, BPF_REG_4, BPF_REG_5, lbl_done);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_5, 0, lbl_done);
	kread_var(cg, w + W_DENTRY, BPF_REG_4, po->m_mountpoint, 8);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_5, BPF_REG_9, (int16_t)(w + W_TMP));
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_5, po->m_mnt);
	dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)(w + W_MNT), BPF_REG_5);
}

/*
 * Pass 1: up from the dentry to the stop point or the top ('lbl_done'),
 * collecting the names' pointers; falls through after DT_PATH_DEPTH
 * components without getting there.  'kv' is the counter.
 */
static void
walk_up(dt_cg_t *cg, const pathoff_t *po, uint32_t w, int kv, int lbl_done)
{
	int loop = dt_cg_label(cg), next = dt_cg_label(cg);
	int cross = dt_cg_label(cg), deep = dt_cg_label(cg);
	int kr;

	dt_cg_mov_imm(cg, BPF_REG_0, 0);
	dt_cg_vreg_set(cg, kv, BPF_REG_0);
	dt_cg_place(cg, loop);
	kr = dt_cg_vreg_get(cg, kv, BPF_REG_0);
	dt_cg_jmp_imm(cg, BPF_JGE, kr, DT_PATH_DEPTH, deep);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_DENTRY));
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_4, 0, lbl_done);
	walk_step(cg, po, w, cross, lbl_done);
	walk_component(cg, po, w, kv);
	dt_cg_ja(cg, next);
	dt_cg_place(cg, cross);
	walk_cross(cg, po, w, lbl_done);
	dt_cg_place(cg, next);
	walk_count(cg, kv);
	dt_cg_ja(cg, loop);
	dt_cg_place(cg, deep);
}

/*
 * Pass 2, one name (its pointer in r3): "/" and the name appended at
 * buf + W_OFF; a full buffer goes to 'lbl_end', an unreadable name to
 * 'lbl_skip'.
 */
static void
walk_append(dt_cg_t *cg, uint32_t w, uint32_t buf, int lbl_skip,
    int lbl_end)
{
	uint32_t cap = cg->sm->sm_strsize, mask = pow2_at_least(cap) - 1;

	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_OFF));
	dt_cg_jmp_imm(cg, BPF_JGE, BPF_REG_4, cap - 1, lbl_end);
	dt_cg_alu_imm(cg, BPF_AND, BPF_REG_4, (int32_t)mask);
	/* buf[off] = '/' */
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, (int32_t)buf);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_1, BPF_REG_4);
	dt_cg_st_imm(cg, BPF_B, BPF_REG_1, 0, '/');
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_4, 1);
	dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)(w + W_OFF), BPF_REG_4);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, 1);
	dt_cg_mov_imm(cg, BPF_REG_2, DT_NAME_MAX);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel_str);
	dt_cg_jmp_imm(cg, BPF_JSLE, BPF_REG_0, 0, lbl_skip);
	dt_cg_alu_imm(cg, BPF_SUB, BPF_REG_0, 1);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_OFF));
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_4, BPF_REG_0);
	dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)(w + W_OFF), BPF_REG_4);
}

/* Pass 2: names[k], k = 0 .. DEPTH - 1, counter 'kv'. */
static void
walk_down(dt_cg_t *cg, uint32_t w, uint32_t buf, int kv)
{
	int end = dt_cg_label(cg), loop = dt_cg_label(cg);
	int skip = dt_cg_label(cg), kr;

	dt_cg_mov_imm(cg, BPF_REG_0, 0);
	dt_cg_vreg_set(cg, kv, BPF_REG_0);
	dt_cg_place(cg, loop);
	kr = dt_cg_vreg_get(cg, kv, BPF_REG_0);
	dt_cg_jmp_imm(cg, BPF_JGE, kr, DT_PATH_DEPTH, end);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, kr);
	dt_cg_alu_imm(cg, BPF_LSH, BPF_REG_1, 3);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_1, BPF_REG_9);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_1, (int16_t)(w + W_NAMES));
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_3, 0, skip);
	walk_append(cg, w, buf, skip, end);
	dt_cg_place(cg, skip);
	walk_count(cg, kv);
	dt_cg_ja(cg, loop);
	dt_cg_place(cg, end);
}

/* Terminate within the string's capacity; "" -> "/"; r0 = r9 + buf. */
static void
walk_terminate(dt_cg_t *cg, uint32_t w, uint32_t buf)
{
	uint32_t cap = cg->sm->sm_strsize, mask = pow2_at_least(cap) - 1;
	int fin = dt_cg_label(cg), ok = dt_cg_label(cg);

	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_OFF));
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_4, 0, fin);
	dt_cg_st_imm(cg, BPF_B, BPF_REG_9, (int16_t)buf, '/');
	dt_cg_mov_imm(cg, BPF_REG_4, 1);
	dt_cg_place(cg, fin);
	dt_cg_jmp_imm(cg, BPF_JLT, BPF_REG_4, cap - 1, ok);
	dt_cg_mov_imm(cg, BPF_REG_4, cap - 1);
	dt_cg_place(cg, ok);
	dt_cg_alu_imm(cg, BPF_AND, BPF_REG_4, (int32_t)mask);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_0, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_0, (int32_t)buf);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_4, BPF_REG_0);
	dt_cg_st_imm(cg, BPF_B, BPF_REG_4, 0, 0);
}

/*
 * The walk: the path (dentry, vfsmount) is at r9 + w + W_DENTRY/W_MNT,
 * the stop point (or zeros) at W_ROOTD/W_ROOTM.  Builds the path at
 * r9 + buf (dt_cg_path_bufsize() bytes) and leaves r0 = r9 + buf.
 * Both passes are loops bounded by DT_PATH_DEPTH whose counter is a
 * virtual register (a register or stack slot, so that the verifier
 * knows its value in each iteration and the bounds of the names array
 * index it makes).
 */
static void
walk(dt_cg_t *cg, const pathoff_t *po, uint32_t w, uint32_t buf)
{
	int done1 = dt_cg_label(cg), done2 = dt_cg_label(cg);
	int kv = dt_cg_vreg_alloc(cg);
	int k;

	for (k = 0; k < DT_PATH_DEPTH; k++)
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_9,
		    (int16_t)(w + W_NAMES + 8 * k), 0);
	walk_up(cg, po, w, kv, done1);
	/* still not at the top: mark the missing leading components */
	dt_cg_mov_imm(cg, BPF_REG_0, 3);
	dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)(w + W_OFF), BPF_REG_0);
	put_const(cg, buf, "...");
	dt_cg_ja(cg, done2);
	dt_cg_place(cg, done1);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_9, (int16_t)(w + W_OFF), 0);
	dt_cg_place(cg, done2);
	walk_down(cg, w, buf, kv);
	dt_cg_vreg_free(cg, kv);
	walk_terminate(cg, w, buf);
}

/* Scratch bytes of a path buffer: any offset below the mask, plus a name */
static uint32_t
bufsize(dt_cg_t *cg)
{
	uint32_t cap = cg->sm->sm_strsize;

	return pow2_at_least(cap) + DT_NAME_MAX + 8;
}

/* cwd / root: r0 = the path string in scratch */
void
dt_cg_bvar_path(dt_cg_t *cg, int isroot)
{
	pathoff_t po;
	uint32_t w, buf;
	int unknown = dt_cg_label(cg), end = dt_cg_label(cg);
	int poff;

	offsets(cg, &po);
	w = dt_cg_scratch(cg, W_SIZE);
	buf = dt_cg_scratch(cg, bufsize(cg));
	poff = isroot ? po.fs_root : po.fs_pwd;

	/* fs = current->fs */
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_4, BPF_REG_0);
	kread_var(cg, w + W_TMP, BPF_REG_4, po.fs, 8);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_TMP));
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_4, 0, unknown);
	kread_var(cg, w + W_DENTRY, BPF_REG_4, poff + po.path_dentry, 8);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_TMP));
	kread_var(cg, w + W_MNT, BPF_REG_4, poff + po.path_mnt, 8);
	if (isroot) {
		/* the process's root, seen from the top of the mount tree */
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_9, (int16_t)(w + W_ROOTD), 0);
		dt_cg_st_imm(cg, BPF_DW, BPF_REG_9, (int16_t)(w + W_ROOTM), 0);
	} else {
		dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9,
		    (int16_t)(w + W_TMP));
		kread_var(cg, w + W_ROOTD, BPF_REG_4,
		    po.fs_root + po.path_dentry, 8);
		dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9,
		    (int16_t)(w + W_TMP));
		kread_var(cg, w + W_ROOTM, BPF_REG_4, po.fs_root + po.path_mnt, 8);
	}
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_DENTRY));
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_4, 0, unknown);
	walk(cg, &po, w, buf);
	dt_cg_ja(cg, end);
	dt_cg_place(cg, unknown);
	put_const(cg, buf, "<unknown>");
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_0, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_0, (int32_t)buf);
	dt_cg_place(cg, end);
}

/*
 * d_path(p): r0 = the path of the struct path at kernel address 'preg'
 * (r6-r8 or a register the caller keeps; read before any call), up to
 * the current process's root directory (or the top of the mount tree
 * for a path outside it), as the kernel's d_path() does.  With 'mount', 'preg' is a struct
 * vfsmount * and the path is that of its root (its mount point).
 */
void
dt_cg_path_walk(dt_cg_t *cg, int preg, int mount)
{
	pathoff_t po;
	uint32_t w, buf;
	int ok = dt_cg_label(cg), nofs = dt_cg_label(cg);

	offsets(cg, &po);
	w = dt_cg_scratch(cg, W_SIZE);
	buf = dt_cg_scratch(cg, bufsize(cg));
	dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)(w + W_ROOTD), preg);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_4, preg);
	kread_var(cg, w + W_DENTRY, BPF_REG_4, mount ? po.mnt_root :
	    po.path_dentry, 8);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_0, 0, ok);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_1, BPF_REG_9, (int16_t)(w + W_ROOTD));
	dt_cg_fault(cg, DTRACEFLT_BADADDR, BPF_REG_1);
	dt_cg_place(cg, ok);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_ROOTD));
	if (mount)
		dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)(w + W_MNT),
		    BPF_REG_4);
	else
		kread_var(cg, w + W_MNT, BPF_REG_4, po.path_mnt, 8);
	/* stop at the current process's root, as the kernel's d_path() */
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_9, (int16_t)(w + W_ROOTD), 0);
	dt_cg_st_imm(cg, BPF_DW, BPF_REG_9, (int16_t)(w + W_ROOTM), 0);
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_4, BPF_REG_0);
	kread_var(cg, w + W_TMP, BPF_REG_4, po.fs, 8);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_TMP));
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_4, 0, nofs);
	kread_var(cg, w + W_ROOTD, BPF_REG_4, po.fs_root + po.path_dentry, 8);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)(w + W_TMP));
	kread_var(cg, w + W_ROOTM, BPF_REG_4, po.fs_root + po.path_mnt, 8);
	dt_cg_place(cg, nofs);
	walk(cg, &po, w, buf);
}

/*
 * execargs: the process's arguments from mm->arg_start .. arg_end, the
 * NULs between them shown as spaces; "" for kernel threads.
 */
void
dt_cg_bvar_execargs(dt_cg_t *cg)
{
	int off_mm = dt_btf_member_offset("task_struct", "mm");
	int off_as = dt_btf_member_offset("mm_struct", "arg_start");
	int off_ae = dt_btf_member_offset("mm_struct", "arg_end");
	uint32_t cap = cg->sm->sm_strsize, w, buf;
	int empty = dt_cg_label(cg), end = dt_cg_label(cg);
	int loop = dt_cg_label(cg), nonul = dt_cg_label(cg);
	int loopend = dt_cg_label(cg), full = dt_cg_label(cg);

	if (off_mm < 0 || off_as < 0 || off_ae < 0)
		dt_cg_error(cg, "execargs: kernel BTF does not describe "
		    "mm_struct");
	w = dt_cg_scratch(cg, 24);
	buf = dt_cg_scratch(cg, cap + 8);

	dt_cg_call(cg, BPF_FUNC_get_current_task);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_4, BPF_REG_0);
	kread_var(cg, w, BPF_REG_4, off_mm, 8);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)w);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_4, 0, empty);
	kread_var(cg, w + 8, BPF_REG_4, off_as, 8);
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)w);
	kread_var(cg, w + 16, BPF_REG_4, off_ae, 8);
	/* r2 = len = min(arg_end - arg_start, cap - 1) */
	dt_cg_ldx(cg, BPF_DW, BPF_REG_3, BPF_REG_9, (int16_t)(w + 8));
	dt_cg_ldx(cg, BPF_DW, BPF_REG_2, BPF_REG_9, (int16_t)(w + 16));
	dt_cg_alu_reg(cg, BPF_SUB, BPF_REG_2, BPF_REG_3);
	dt_cg_jmp_imm(cg, BPF_JSLE, BPF_REG_2, 0, empty);
	dt_cg_jmp_imm(cg, BPF_JLE, BPF_REG_2, cap - 1, full);
	dt_cg_mov_imm(cg, BPF_REG_2, cap - 1);
	dt_cg_place(cg, full);
	dt_cg_stx(cg, BPF_DW, BPF_REG_9, (int16_t)w, BPF_REG_2);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, (int32_t)buf);
	dt_cg_call(cg, BPF_FUNC_probe_read_user);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, empty);
	/* NULs to spaces, r4 = i, r5 = len */
	dt_cg_ldx(cg, BPF_DW, BPF_REG_5, BPF_REG_9, (int16_t)w);
	dt_cg_mov_imm(cg, BPF_REG_4, 0);
	dt_cg_place(cg, loop);
	dt_cg_jmp_reg(cg, BPF_JGE, BPF_REG_4, BPF_REG_5, loopend);
	dt_cg_jmp_imm(cg, BPF_JGE, BPF_REG_4, cap - 1, loopend);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, (int32_t)buf);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_1, BPF_REG_4);
	dt_cg_ldx(cg, BPF_B, BPF_REG_0, BPF_REG_1, 0);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, 0, nonul);
	dt_cg_st_imm(cg, BPF_B, BPF_REG_1, 0, ' ');
	dt_cg_place(cg, nonul);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_4, 1);
	dt_cg_ja(cg, loop);
	dt_cg_place(cg, loopend);
	/* terminate; drop the last argument's own NUL (now a space) */
	dt_cg_ldx(cg, BPF_DW, BPF_REG_4, BPF_REG_9, (int16_t)w);
	dt_cg_jmp_imm(cg, BPF_JGT, BPF_REG_4, cap - 1, empty);
	dt_cg_jmp_imm(cg, BPF_JEQ, BPF_REG_4, 0, empty);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_1, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_1, (int32_t)buf);
	dt_cg_alu_reg(cg, BPF_ADD, BPF_REG_1, BPF_REG_4);
	dt_cg_st_imm(cg, BPF_B, BPF_REG_1, 0, 0);
	dt_cg_ldx(cg, BPF_B, BPF_REG_0, BPF_REG_1, -1);
	dt_cg_jmp_imm(cg, BPF_JNE, BPF_REG_0, ' ', end);
	dt_cg_st_imm(cg, BPF_B, BPF_REG_1, -1, 0);
	dt_cg_ja(cg, end);
	dt_cg_place(cg, empty);
	dt_cg_st_imm(cg, BPF_B, BPF_REG_9, (int16_t)buf, 0);
	dt_cg_place(cg, end);
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_0, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_0, (int32_t)buf);
}

/* zonename: Linux has no zones; "global", as FreeBSD reports */
void
dt_cg_bvar_zonename(dt_cg_t *cg)
{
	uint32_t buf = dt_cg_scratch(cg, 8);

	put_const(cg, buf, "global");
	dt_cg_alu_reg(cg, BPF_MOV, BPF_REG_0, BPF_REG_9);
	dt_cg_alu_imm(cg, BPF_ADD, BPF_REG_0, (int32_t)buf);
}

/*
 * block.d - the io provider's argument types (docs/language.md
 * §2.5): bufinfo_t and devinfo_t from the block request (struct request *)
 * the io probes pass, and fileinfo_t from a struct file * (NULL for the
 * io probes: a block request has no file).  io:::done passes the request
 * status in arg3 and the bytes completed in arg4.  wait-start/wait-done
 * know no request (NULL): fields 0, names "<unknown>".
 * Part of dtrace's D library: every program sees these declarations.
 */

typedef struct bufinfo {
	int b_flags;			/* B_* */
	size_t b_bcount;		/* bytes in the transfer */
	caddr_t b_addr;			/* 0: no single kernel mapping */
	uint64_t b_lblkno;		/* block (512-byte units) */
	uint64_t b_blkno;
	size_t b_resid;			/* bytes not transferred */
	size_t b_bufsize;
	caddr_t b_iodone;		/* completion routine */
	int b_error;			/* errno */
	dev_t b_edev;			/* whole-disk device, kernel encoding */
	int b_cmd;			/* BIO_* */
} bufinfo_t;

typedef struct devinfo {
	int dev_major;
	int dev_minor;
	int dev_instance;
	int dev_type;			/* 0 */
	string dev_name;		/* driver (here: the disk's name) */
	string dev_statname;		/* disk name: vda, sdb, nvme0n1 */
	string dev_pathname;		/* /dev/ path with the partition */
} devinfo_t;

typedef struct fileinfo {
	string fi_name;
	string fi_dirname;
	string fi_pathname;
	int64_t fi_offset;
	string fi_fs;
	string fi_mount;
	int fi_oflags;
} fileinfo_t;

inline int B_BUSY = 0x0001;
inline int B_DONE = 0x0002;
inline int B_ERROR = 0x0004;
inline int B_PAGEIO = 0x0010;
inline int B_PHYS = 0x0020;
inline int B_READ = 0x0040;
inline int B_WRITE = 0x0100;
inline int B_ASYNC = 0x0400;

inline int BIO_READ = 0x01;
inline int BIO_WRITE = 0x02;
inline int BIO_DELETE = 0x03;
inline int BIO_GETATTR = 0x04;
inline int BIO_FLUSH = 0x05;

/* request operation: cmd_flags & 0xff (REQ_OP_*); REQ_SYNC bit 11 */
translator bufinfo_t < struct request *R > {
	b_flags = R == NULL ? 0 :
	    ((R->cmd_flags & 0xff) == 0 ? B_READ : B_WRITE) | B_PHYS |
	    (R->cmd_flags & 0x800 ? 0 : B_ASYNC) |
	    (probename == "done" ? B_DONE | (arg3 != 0 ? B_ERROR : 0) : 0);
	b_bcount = R == NULL ? 0 : probename == "done" ? arg4 : R->__data_len;
	b_addr = (caddr_t)0;
	b_lblkno = R == NULL ? 0 : R->__sector;
	b_blkno = R == NULL ? 0 : R->__sector;
	b_resid = R != NULL && probename == "done" ? R->__data_len - arg4 : 0;
	b_bufsize = R == NULL ? 0 : probename == "done" ? arg4 :
	    R->__data_len;
	b_iodone = R == NULL ? (caddr_t)0 : (caddr_t)R->end_io;
	b_error = R == NULL || probename != "done" || arg3 == 0 ? 0 :
	    arg3 == 1 ? 95 : arg3 == 2 ? 110 : arg3 == 3 ? 28 :
	    arg3 == 7 ? 61 : 5;
	b_edev = R != NULL && R->q->disk != NULL ?
	    R->q->disk->major << 20 | R->q->disk->first_minor : 0;
	b_cmd = R == NULL ? 0 : (R->cmd_flags & 0xff) == 0 ? BIO_READ :
	    (R->cmd_flags & 0xff) == 1 ? BIO_WRITE :
	    (R->cmd_flags & 0xff) == 2 ? BIO_FLUSH : BIO_DELETE;
};

translator devinfo_t < struct request *R > {
	dev_major = R != NULL && R->q->disk != NULL ? R->q->disk->major : 0;
	dev_minor = R != NULL && R->q->disk != NULL ?
	    R->q->disk->first_minor : 0;
	dev_instance = R != NULL && R->q->disk != NULL ?
	    R->q->disk->first_minor /
	    (R->q->disk->minors > 1 ? R->q->disk->minors : 1) : 0;
	dev_type = 0;
	dev_name = R != NULL && R->q->disk != NULL ?
	    stringof(R->q->disk->disk_name) : "<unknown>";
	dev_statname = R != NULL && R->q->disk != NULL ?
	    stringof(R->q->disk->disk_name) : "<unknown>";
	dev_pathname = R == NULL || R->q->disk == NULL ? "<unknown>" :
	    R->part == NULL || (R->part->__bd_flags.counter & 0xff) == 0 ?
	    strjoin("/dev/", stringof(R->q->disk->disk_name)) :
	    strjoin(strjoin("/dev/", stringof(R->q->disk->disk_name)),
	    lltostr(R->part->__bd_flags.counter & 0xff));
};

/*
 * fileinfo_t from a struct file * (NULL: "<none>" and zeros).  Paths are
 * walked through the dentry cache and the mounts (d_path()); files of the
 * kernel's internal file systems, which are mounted nowhere, are named as
 * /proc/PID/fd names them: "socket:[INODE]", "pipe:[INODE]",
 * "anon_inode:[eventfd]", with fi_dirname "<unknown>".  fi_mount is the
 * mount point of the file's file system ("/" for internal ones);
 * fi_oflags the Linux open flags as the file keeps them (O_ACCMODE bits,
 * O_APPEND, O_NONBLOCK..., and the O_LARGEFILE that 64-bit opens get;
 * not O_CREAT, O_EXCL, O_NOCTTY, O_TRUNC, which only act at open).
 */
/*
 * The internal file systems whose files have generated names: 1 sockfs,
 * 2 pipefs, 3 anon_inodefs, 4 pidfs (their magic numbers, uapi
 * linux/magic.h), else 0.
 */
inline int __fi_kind[unsigned long M] =
    M == 0x534F434B ? 1 : M == 0x50495045 ? 2 : M == 0x09041934 ? 3 :
    M == 0x50494446 ? 4 : 0;
inline int __fi_pseudo[struct file *F] =
    __fi_kind[F->f_path.mnt->mnt_sb->s_magic];
inline string __fi_pseudoname[struct file *F] =
    F->f_path.mnt->mnt_sb->s_magic == 0x09041934 ? strjoin("anon_inode:",
    stringof(F->f_path.dentry->d_name.name)) :
    F->f_path.mnt->mnt_sb->s_magic == 0x50494446 ? "anon_inode:[pidfd]" :
    strjoin(F->f_path.mnt->mnt_sb->s_magic == 0x534F434B ? "socket:[" :
    "pipe:[", strjoin(lltostr(F->f_inode->i_ino), "]"));

translator fileinfo_t < struct file *F > {
	fi_name = F == NULL ? "<none>" :
	    __fi_pseudo[F] ? __fi_pseudoname[F] :
	    stringof(F->f_path.dentry->d_name.name);
	fi_dirname = F == NULL ? "<none>" :
	    __fi_pseudo[F] ? "<unknown>" : dirname(d_path(&F->f_path));
	fi_pathname = F == NULL ? "<none>" :
	    __fi_pseudo[F] ? __fi_pseudoname[F] : d_path(&F->f_path);
	fi_offset = F == NULL ? 0 : F->f_pos;
	fi_fs = F == NULL ? "<none>" :
	    stringof(F->f_path.mnt->mnt_sb->s_type->name);
	fi_mount = F == NULL ? "<none>" : __mount_path(F->f_path.mnt);
	fi_oflags = F == NULL ? 0 : F->f_flags;
};

/*
 * fds[fd]: the current process's open file fd; a closed fd, a negative
 * one or one beyond the table gives NULL's "<none>", as does any fd of a
 * task without a file table (an exited one).
 */
inline fileinfo_t fds[int fd] = xlate <fileinfo_t> (
    fd >= 0 && curthread->files != NULL &&
    fd < curthread->files->fdt->max_fds ?
    curthread->files->fdt->fd[fd] : NULL);

/*
 * io.d - open(2) flags (O_*) and other file constants, as the system
 * calls receive them (octal values of the kernel's uapi headers).
 * Part of dtrace's D library: every program sees these declarations.
 * Values are those of Linux on x86-64.
 */

inline int O_RDONLY = 0;
inline int O_WRONLY = 01;
inline int O_RDWR = 02;
inline int O_ACCMODE = 03;
inline int O_CREAT = 0100;
inline int O_EXCL = 0200;
inline int O_NOCTTY = 0400;
inline int O_TRUNC = 01000;
inline int O_APPEND = 02000;
inline int O_NONBLOCK = 04000;
inline int O_NDELAY = O_NONBLOCK;
inline int O_DSYNC = 010000;
inline int FASYNC = 020000;
inline int O_ASYNC = FASYNC;
inline int O_DIRECT = 040000;
inline int O_LARGEFILE = 0100000;
inline int O_DIRECTORY = 0200000;
inline int O_NOFOLLOW = 0400000;
inline int O_NOATIME = 01000000;
inline int O_CLOEXEC = 02000000;
inline int O_SYNC = 04000000 | O_DSYNC;
inline int O_RSYNC = O_SYNC;
inline int O_PATH = 010000000;
inline int O_TMPFILE = 020000000 | O_DIRECTORY;

/* openat(2) and friends */
inline int AT_FDCWD = -100;
inline int AT_SYMLINK_NOFOLLOW = 0x100;
inline int AT_REMOVEDIR = 0x200;
inline int AT_SYMLINK_FOLLOW = 0x400;
inline int AT_EMPTY_PATH = 0x1000;

/* lseek(2) */
inline int SEEK_SET = 0;
inline int SEEK_CUR = 1;
inline int SEEK_END = 2;

/* file type bits of st_mode / mode_t */
inline int S_IFMT = 0170000;
inline int S_IFSOCK = 0140000;
inline int S_IFLNK = 0120000;
inline int S_IFREG = 0100000;
inline int S_IFBLK = 060000;
inline int S_IFDIR = 040000;
inline int S_IFCHR = 020000;
inline int S_IFIFO = 010000;

/*
 * Constants of the D library: open flags, errno values, signal numbers
 * (Linux x86-64), usable in constant expressions.
 * @@args: -q
 */
struct flagbuf { char b[O_APPEND / 64]; };

BEGIN
{
	printf("%d %d %d %d %d %d %d\n", O_RDONLY, O_WRONLY, O_RDWR, O_CREAT,
	    O_EXCL, O_TRUNC, O_APPEND);
	printf("%d %d %d %d\n", O_NONBLOCK, O_DIRECTORY, O_CLOEXEC, O_SYNC);
	printf("%d %d %d %d %d %d\n", EPERM, ENOENT, EAGAIN, EWOULDBLOCK,
	    ENOSYS, ETIMEDOUT);
	printf("%d %d %d %d %d %d\n", SIGHUP, SIGINT, SIGKILL, SIGSEGV,
	    SIGTERM, SIGCHLD);
	printf("%d %d %d\n", AT_FDCWD, NULL == 0, sizeof(struct flagbuf));
	exit(0);
}

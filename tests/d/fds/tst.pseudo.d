/*
 * fds[fd] of files of the kernel's internal file systems: a pipe's two
 * ends, a socket, an eventfd, named as /proc/PID/fd names them.
 * @@trigger: fds
 */
#pragma D option quiet

syscall::getppid:entry
/pid == $target/
{
	printf("12 %s %s %s %s acc=%d\n", substr(fds[12].fi_name, 0, 6),
	    substr(fds[12].fi_pathname, 0, 6), fds[12].fi_dirname,
	    fds[12].fi_fs, fds[12].fi_oflags & O_ACCMODE);
	printf("13 %s acc=%d nonblock=%d same=%d\n", fds[13].fi_fs,
	    fds[13].fi_oflags & O_ACCMODE,
	    (fds[13].fi_oflags & O_NONBLOCK) != 0,
	    fds[12].fi_name == fds[13].fi_name);
}

syscall::getppid:entry
/pid == $target/
{
	printf("14 %s %s %s %s\n", substr(fds[14].fi_name, 0, 8),
	    fds[14].fi_dirname, fds[14].fi_fs, fds[14].fi_mount);
	printf("15 %s %s %s\n", fds[15].fi_name, fds[15].fi_pathname,
	    fds[15].fi_fs);
	exit(0);
}

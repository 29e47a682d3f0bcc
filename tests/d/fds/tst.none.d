/*
 * fds[fd] of /dev/null and a directory; closed, negative and
 * out-of-range descriptors give "<none>" and zeros.
 * @@trigger: fds
 */
#pragma D option quiet

syscall::getppid:entry
/pid == $target/
{
	printf("16 %s %s %s acc=%d append=%d\n", fds[16].fi_pathname,
	    fds[16].fi_name, fds[16].fi_dirname,
	    fds[16].fi_oflags & O_ACCMODE,
	    (fds[16].fi_oflags & O_APPEND) != 0);
	printf("17 %d %s dir=%d\n", fds[17].fi_pathname == fds[10].fi_dirname,
	    substr(fds[17].fi_name, 0, 6),
	    (fds[17].fi_oflags & O_DIRECTORY) != 0);
}

syscall::getppid:entry
/pid == $target/
{
	printf("18 [%s] [%s] [%s] %d [%s] [%s] %d\n", fds[18].fi_name,
	    fds[18].fi_dirname, fds[18].fi_pathname, fds[18].fi_offset,
	    fds[18].fi_fs, fds[18].fi_mount, fds[18].fi_oflags);
	printf("-1 [%s] [%s] %d %d\n", fds[-1].fi_name, fds[-1].fi_fs,
	    fds[-1].fi_offset, fds[-1].fi_oflags);
	this->big = 1 << 30;
	printf("big [%s] [%s] %d\n", fds[this->big].fi_pathname,
	    fds[this->big].fi_mount, fds[this->big].fi_oflags);
	exit(0);
}

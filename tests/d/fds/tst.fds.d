/*
 * fds[fd] in the trigger: a regular file (name, directory, offset after
 * lseek, open flags as the file keeps them: no O_CREAT/O_TRUNC, plus
 * O_LARGEFILE), /proc/version (its own mount), a pipe, a socket, an
 * eventfd, /dev/null, a directory; closed, negative and out-of-range
 * descriptors give "<none>" and zeros.
 * @@trigger: fds
 */
#pragma D option quiet

syscall::getppid:entry
/pid == $target/
{
	printf("10 name=%s dir=%s off=%d acc=%d creat=%d trunc=%d large=%d\n",
	    fds[10].fi_name, substr(fds[10].fi_dirname, 0, 11),
	    fds[10].fi_offset, fds[10].fi_oflags & O_ACCMODE,
	    (fds[10].fi_oflags & O_CREAT) != 0,
	    (fds[10].fi_oflags & O_TRUNC) != 0,
	    (fds[10].fi_oflags & O_LARGEFILE) != 0);
	printf("10 path=%d mount=%d\n", fds[10].fi_pathname ==
	    strjoin(fds[10].fi_dirname, "/data.txt"),
	    strstr(fds[10].fi_dirname, fds[10].fi_mount) != NULL);
}

syscall::getppid:entry
/pid == $target/
{
	printf("11 %s %s %s %s %s off=%d flags=%d\n", fds[11].fi_pathname,
	    fds[11].fi_name, fds[11].fi_dirname, fds[11].fi_fs,
	    fds[11].fi_mount, fds[11].fi_offset,
	    fds[11].fi_oflags & ~O_LARGEFILE);
}

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
}

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

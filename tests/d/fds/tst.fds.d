/*
 * fds[fd] of regular files in the trigger: data.txt (name, directory,
 * offset after lseek, open flags as the file keeps them: no
 * O_CREAT/O_TRUNC, plus O_LARGEFILE) and /proc/version (its own mount).
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
	exit(0);
}

/*
 * getf(fd) is the current process's struct file * for fd (NULL for a bad
 * fd) and d_path() its path, walked up through the mounts: /proc is a
 * separate mount.
 * @@trigger: open_file /proc/version 1
 */
#pragma D option quiet

syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/proc/version"/
{
	self->want = 1;
}

syscall::openat:return
/self->want && arg1 >= 0/
{
	printf("path [%s]\n", d_path(&getf(arg1)->f_path));
	printf("rdonly %d\n", (getf(arg1)->f_flags & 3) == 0);
	printf("bad fds %d %d\n", getf(-1) == NULL, getf(1 << 20) == NULL);
	exit(0);
}

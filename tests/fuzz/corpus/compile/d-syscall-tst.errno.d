/*
 * A failing call returns -1 in arg0 and arg1 and sets errno
 * (ENOENT = 2).
 * @@args: -q
 * @@trigger: open_file /nonexistent/dtrace-test 2
 */
syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/nonexistent/dtrace-test"/
{
	self->watch = 1;
}

syscall::openat:return
/self->watch/
{
	printf("%d %d %d\n", arg0, arg1, errno);
	self->watch = 0;
}

/*
 * A successful call returns the descriptor; errno is 0.
 * @@args: -q
 * @@trigger: open_file /dev/null 1
 */
syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/dev/null"/
{
	self->watch = 1;
}

syscall::openat:return
/self->watch/
{
	printf("%d %d %d\n", arg0 >= 0, arg0 == arg1, errno);
	self->watch = 0;
}

/*
 * copyinstr() of a system-call string argument.
 * @@args: -q
 * @@trigger: open_file /dev/null 3
 */
syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/dev/null"/
{
	@[copyinstr(arg1)] = count();
}

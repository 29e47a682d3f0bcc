/*
 * copyinstr(addr, max) copies at most max characters.
 * @@args: -q
 * @@trigger: open_file /dev/null 1
 */
syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/dev/null"/
{
	printf("%s %d\n", copyinstr(arg1, 4), strlen(copyinstr(arg1, 4)));
}

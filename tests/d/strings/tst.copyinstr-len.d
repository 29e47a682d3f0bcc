/*
 * copyinstr(addr, max) copies at most max characters (DTrace adds room
 * for the NUL), never more than strsize - 1: the path passed to
 * openat(), "/nonexistent/dtrace-test", with strsize=16.
 * @@args: -q -x strsize=16
 * @@trigger: open_file /nonexistent/dtrace-test 1
 */
syscall::openat:entry
/pid == $target && copyinstr(arg1, 1) == "/" && copyinstr(arg1, 4) == "/non"/
{
	printf("[%s] [%s] [%s]\n", copyinstr(arg1, 0), copyinstr(arg1, 1),
	    copyinstr(arg1, 12));
	printf("[%s] [%s]\n", copyinstr(arg1, 15), copyinstr(arg1, 100));
	printf("[%s] %d\n", copyinstr(arg1), strlen(copyinstr(arg1)));
	this->n = 5;
	printf("[%s]\n", copyinstr(arg1, this->n));
}

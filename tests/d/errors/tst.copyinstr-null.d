/*
 * copyinstr(arg0) where the system call has no argument 0.
 * @@args: -q
 * @@trigger: getpid_loop 1
 */
syscall::getpid:entry
/pid == $target/
{
	trace(copyinstr(arg0));
}

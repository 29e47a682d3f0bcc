/*
 * Arguments a system call does not have read as 0.
 * @@args: -q
 * @@trigger: getpid_loop 1
 */
syscall::getpid:entry
/pid == $target/
{
	printf("%d %d %d\n", arg0, arg5, arg9);
}

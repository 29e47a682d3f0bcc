/*
 * One clause for two system calls, only one of which is made.
 * @@args: -q
 * @@trigger: getpid_loop 4
 */
syscall::getpid:entry,
syscall::getppid:entry
/pid == $target/
{
	@[probefunc] = count();
}

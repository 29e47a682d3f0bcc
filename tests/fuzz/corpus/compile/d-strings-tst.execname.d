/*
 * execname of the -c target.
 * @@args: -q
 * @@trigger: getpid_loop 3
 */
syscall::getpid:entry
/pid == $target/
{
	@[execname] = count();
}

/*
 * Every getpid() of the -c target is seen once.
 * @@args: -q
 * @@trigger: getpid_loop 100
 */
syscall::getpid:entry
/pid == $target/
{
	@ = count();
}

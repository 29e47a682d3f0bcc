/*
 * entry and return fire once each per call.
 * @@args: -q
 * @@trigger: getpid_loop 10
 */
syscall::getpid:entry,
syscall::getpid:return
/pid == $target/
{
	@[probename] = count();
}

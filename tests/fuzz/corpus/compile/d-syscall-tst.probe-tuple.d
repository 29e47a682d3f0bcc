/*
 * probeprov/probemod/probefunc/probename of a native system call.
 * @@args: -q
 * @@trigger: getpid_loop 2
 */
syscall::getpid:entry
/pid == $target/
{
	@[probeprov, probemod, probefunc, probename] = count();
}

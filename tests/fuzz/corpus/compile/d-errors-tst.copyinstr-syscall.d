/*
 * copyinstr() of an unmapped user address in a system-call
 * probe; the report names the probe.
 * @@args: -q
 * @@trigger: getpid_loop 1
 */
syscall::getpid:entry
/pid == $target/
{
	trace(copyinstr(16));
}

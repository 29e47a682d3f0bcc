/*
 * Macro arguments are substituted in probe descriptions.
 * @@args: -q getpid
 * @@trigger: getpid_loop 3
 */
syscall::$1:entry
/pid == $target/
{
	@[probefunc] = count();
}

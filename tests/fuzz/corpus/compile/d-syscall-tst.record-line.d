/*
 * Not quiet: record lines of a system-call probe.
 * @@trigger: getpid_loop 2
 */
syscall::getpid:entry
/pid == $target/
{
	printf("%d", pid == $target);
}

/*
 * -F: the FUNCTION header, entries indented with "=>" for system calls
 * (" -> " for other providers), returns unindented with "<=", other
 * probes as "| function:name" at the current indentation.  A second
 * clause for the same firing does not move the indentation again.
 * @@args: -F
 * @@trigger: getpid_loop 2
 */
syscall::getpid:entry,
syscall::getpid:return
/pid == $target/
{
}

syscall::getpid:entry
/pid == $target/
{
	trace(1);
}

BEGIN,
END
{
}

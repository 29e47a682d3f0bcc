/*
 * Not quiet, only aggregations: no header and no record line,
 * the notices on stderr, the run ends when the target exits.
 * @@trigger: getpid_loop 4
 */
syscall::getpid:entry
/pid == $target/
{
	@ = count();
}

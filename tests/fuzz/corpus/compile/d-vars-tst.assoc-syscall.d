/*
 * An associative array keyed by thread id across probes.
 * @@args: -q
 * @@trigger: getpid_loop 3
 */
syscall::getpid:entry
/pid == $target/
{
	ts[tid] = timestamp;
}

syscall::getpid:return
/pid == $target && ts[tid] != 0/
{
	@ok = count();
	ts[tid] = 0;
}

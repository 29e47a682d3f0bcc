/*
 * In return probes arg0 and arg1 hold the return value.
 * @@args: -q
 * @@trigger: getpid_loop 5
 */
syscall::getpid:return
/pid == $target/
{
	@[arg0 == pid, arg1 == arg0] = count();
}

/*
 * $target is the pid of the -c process.
 * @@args: -q
 * @@trigger: getpid_loop 1
 */
syscall::getpid:return
/pid == $target/
{
	printf("%d\n", arg0 == $target && $target != 0);
}

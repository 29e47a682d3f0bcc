/*
 * pid, tid, ppid, uid and gid of the -c target (root, single
 * threaded, child of dtrace).
 * @@args: -q
 * @@trigger: getpid_loop 1
 */
syscall::getpid:entry
/pid == $target/
{
	printf("%d %d %d %d %d\n", pid == $target, tid == pid, ppid == $pid, uid, gid);
}

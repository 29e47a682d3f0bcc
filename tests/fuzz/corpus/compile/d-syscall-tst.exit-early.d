/*
 * exit() from a system-call clause stops tracing at once: no
 * further firing reaches the counter.
 * @@args: -q
 * @@trigger: getpid_loop 100000
 */
int n;

syscall::getpid:entry
/pid == $target/
{
	n = n + 1;
}

syscall::getpid:entry
/pid == $target && n == 3/
{
	exit(0);
}

END
{
	printf("%d\n", n);
}

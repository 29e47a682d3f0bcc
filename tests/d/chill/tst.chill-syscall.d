/*
 * chill() in a syscall probe of the target: each of its 5 getpid() calls
 * takes at least the 20 ms chilled at entry (100 ms in all, within the
 * 500 ms a CPU may chill per second).
 * @@args: -wq
 * @@trigger: getpid_loop 5
 */
syscall::getpid:entry
/pid == $target/
{
	self->t = timestamp;
	chill(20000000);
}

syscall::getpid:return
/self->t/
{
	@calls = count();
	@short = sum(timestamp - self->t < 20000000);
	self->t = 0;
}

ERROR
{
	printf("unexpected error, fault %d\n", arg4);
}

END
{
	printa("calls %@d\n", @calls);
	printa("shorter than 20 ms %@d\n", @short);
}

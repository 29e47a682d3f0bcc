/*
 * A user struct copied in whole into a thread-local at syscall entry and
 * read at return (sleeper 20 asks clock_nanosleep for 0 s 20000000 ns);
 * deleted there, it reads as zeros.
 * @@args: -q
 * @@trigger: sleeper 20
 */
struct uts { long sec; long nsec; };
self struct uts ts;

syscall::clock_nanosleep:entry
/pid == $target/
{
	self->ts = *(struct uts *)copyin(arg2, sizeof (struct uts));
}

syscall::clock_nanosleep:return
/pid == $target && self->ts.nsec != 0/
{
	printf("%d %d\n", self->ts.sec, self->ts.nsec);
	self->ts = 0;
}

syscall::clock_nanosleep:return
/pid == $target/
{
	printf("after: %d\n", self->ts.nsec);
}

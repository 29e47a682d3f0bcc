/*
 * vtimestamp is the thread's CPU time.  The trigger busy-loops 200 ms of
 * its own CPU time between its first two getppid() calls and sleeps 100
 * ms before the third: the first vtimestamp delta is within 20% of 200
 * ms (and at most the elapsed time), the second under 1 ms while
 * timestamp advances by at least the sleep.  Every one of the trigger's
 * system calls (hundreds of thousands of clock_gettime in the busy loop)
 * sees vtimestamp at return >= at entry.
 * @@args: -q
 * @@trigger: vtime 200 100
 * @@timeout: 30
 */
int n, back, calls;
uint64_t v[3], t[3];

syscall:::entry
/pid == $target/
{
	self->v = vtimestamp;
}

syscall:::return
/self->v/
{
	back += vtimestamp < self->v;
	calls++;
	self->v = 0;
}

syscall::getppid:entry
/pid == $target/
{
	v[n] = vtimestamp;
	t[n] = timestamp;
	n++;
}

syscall::getppid:entry
/pid == $target && n == 3/
{
	this->busy = v[1] - v[0];
	this->sleep = v[2] - v[1];
	printf("busy within 20%%: %d\n",
	    this->busy >= 160000000 && this->busy <= 240000000);
	printf("busy at most elapsed: %d\n", this->busy <= t[1] - t[0]);
	printf("sleep adds under 1 ms: %d\n", this->sleep < 1000000);
	printf("sleep elapsed >= 100 ms: %d\n", t[2] - t[1] >= 100000000);
}

syscall::getppid:entry
/pid == $target && n == 3 && (this->busy < 160000000 ||
    this->busy > 240000000 || this->sleep >= 1000000)/
{
	printf("busy %d ns (elapsed %d), sleep %d ns (elapsed %d)\n",
	    this->busy, t[1] - t[0], this->sleep, t[2] - t[1]);
}

END
{
	printf("went back: %d in %s system calls\n", back,
	    calls > 1000 ? "over 1000" : "few");
}

/*
 * vtimestamp is the thread's CPU time, without the scheduler's lag.  In
 * each of 5 rounds the trigger spins 60 ms (elapsed) in user mode,
 * without system calls, between two getppid() calls and sleeps 30 ms
 * before a third, then reports the CPU time it measured around the spin
 * and the sleep (CLOCK_THREAD_CPUTIME_ID) in a failing pread64().  The
 * vtimestamp deltas are within 20% and 1 ms of those (the task's
 * sum_exec_runtime alone is stale by up to a scheduler tick inside the
 * spin, so it fails this in most rounds); the sleep adds under 1 ms while
 * timestamp advances by at least 30 ms.  Every one of the trigger's
 * system calls sees vtimestamp at return >= at entry.  The spin's CPU
 * time is at most its elapsed time, give or take 0.1 ms: vtimestamp
 * follows the scheduler's clock and timestamp the monotonic clock (seen:
 * 9 ns over).
 * @@args: -q
 * @@trigger: vtime 60 30 5
 * @@timeout: 30
 */
int m, rounds, spin, sleep, back, calls;
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
	v[m] = vtimestamp;
	t[m] = timestamp;
	m = (m + 1) % 3;
}

syscall::pread64:entry
/pid == $target && (int)arg0 == -1 && m == 0/
{
	this->busy = (int64_t)(v[1] - v[0]);
	this->idle = (int64_t)(v[2] - v[1]);
	this->cbusy = (int64_t)arg2;
	this->cidle = (int64_t)arg3;
	this->sok = this->busy >= this->cbusy * 8 / 10 &&
	    this->busy <= this->cbusy * 12 / 10 &&
	    this->busy - this->cbusy < 1000000 &&
	    this->cbusy - this->busy < 1000000 &&
	    this->busy <= t[1] - t[0] + 100000;
	this->iok = this->idle < 1000000 &&
	    this->idle - this->cidle < 1000000 &&
	    this->cidle - this->idle < 1000000 &&
	    t[2] - t[1] >= 30000000;
	rounds++;
	spin += this->sok;
	sleep += this->iok;
}

syscall::pread64:entry
/pid == $target && (int)arg0 == -1 && m == 0 && !(this->sok && this->iok)/
{
	printf("vtimestamp %d %d, CPU time %d %d, elapsed %d %d\n", this->busy, this->idle, this->cbusy,
	    this->cidle, t[1] - t[0], t[2] - t[1]);
}

END
{
	printf("rounds %d, spin right %d, sleep right %d\n", rounds, spin,
	    sleep);
	printf("went back: %d in %s system calls\n", back,
	    calls > 20 ? "all" : "too few");
}

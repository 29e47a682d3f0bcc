/*
 * vtimestamp is the CPU time the scheduler has accounted to the thread:
 * positive, never decreasing, growing as the trigger runs (it sleeps
 * 1 ms between getpid calls, so it is switched out and back in, which
 * updates the accounting), and never more than the time the
 * thread has run (bounded here by the elapsed timestamp
 * since the first firing, plus one 10 ms slack for the accounting lag).
 * @@trigger: ustack 1000
 */
#pragma D option quiet

self int n;
self uint64_t last;
self int ok;

syscall::getpid:entry
/pid == $target && self->n == 0/
{
	self->v0 = vtimestamp;
	self->t0 = timestamp;
	self->last = self->v0;
	self->ok = self->v0 > 0;
}

syscall::getpid:entry
/pid == $target/
{
	self->ok = self->ok && vtimestamp >= self->last;
	self->last = vtimestamp;
	self->n++;
}

syscall::getpid:entry
/pid == $target && self->n == 50/
{
	printf("positive and nondecreasing: %d\n", self->ok);
	printf("grew: %d\n", vtimestamp > self->v0);
	printf("bounded: %d\n",
	    vtimestamp - self->v0 <= timestamp - self->t0 + 10000000);
	exit(0);
}

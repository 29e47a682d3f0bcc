/*
 * A speculation per system call of the target, kept in a thread-local
 * across probes: getpid() data is committed from the return probe for
 * every other call, discarded for the rest.
 * @@trigger: getpid_loop 6
 */
#pragma D option quiet
#pragma D option nspec=8

syscall::getpid:entry
/pid == $target/
{
	self->spec = speculation();
	self->n++;
}

syscall::getpid:entry
/self->spec/
{
	speculate(self->spec);
	printf("entry %d\n", self->n);
}

syscall::getpid:return
/self->spec/
{
	speculate(self->spec);
	printf("return %d = %d\n", self->n, arg1 == pid);
}

syscall::getpid:return
/self->spec && self->n % 2 == 0/
{
	commit(self->spec);
	self->spec = 0;
}

syscall::getpid:return
/self->spec/
{
	discard(self->spec);
	self->spec = 0;
}

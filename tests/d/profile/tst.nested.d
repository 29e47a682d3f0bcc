/*
 * A probe firing that interrupts one of our programs still running on
 * its CPU is not lost: profile-N (a timer interrupt) fires while the
 * target's getpid() entry clause busy-waits in chill(), and runs in its
 * own scratch level (codegen/program.c; both clauses use clause-locals,
 * which live there).  Block completions interrupting io:::start were lost
 * the same way.  5 calls of 20 ms: about 100 ms in the nested state, and
 * every sample of the target then is one.
 * @@args: -wq
 * @@trigger: getpid_loop 5
 */
int nested;

syscall::getpid:entry
/pid == $target/
{
	this->calls = 1;
	self->in = this->calls;
	chill(20000000);
	self->in = 0;
}

profile-997
/pid == $target && self->in/
{
	this->one = 1;
	nested += this->one;
}

END
{
	printf("samples inside the chilled clause: %s\n",
	    nested > 0 ? "some" : "none");
}

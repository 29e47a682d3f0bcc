/*
 * vtimestamp in BEGIN and END (the dtrace thread that runs them) and in
 * tick-N and profile-N (the interrupted thread): at least the thread's
 * scheduler-accounted CPU time read just before, and less than 100 ms
 * beyond it (one scheduler tick, at most); two reads in one clause do
 * not go back.  (A tick that interrupts an idle CPU's idle thread, pid 0,
 * is not checked: the kernel keeps no CPU time for it.)
 * @@args: -q
 * @@trigger: spin 400
 */
int prof, profbad, done;

BEGIN
{
	this->s = curthread->se.sum_exec_runtime;
	this->a = vtimestamp;
	this->b = vtimestamp;
	printf("BEGIN: %d\n", this->a >= this->s &&
	    this->a - this->s < 100000000 && this->b >= this->a);
}

tick-10ms
/!done/
{
	this->s = curthread->se.sum_exec_runtime;
	this->a = vtimestamp;
	printf("tick: %d\n", pid == 0 || (this->a >= this->s &&
	    this->a - this->s < 100000000));
	done = 1;
}

profile-997
/pid == $target/
{
	this->s = curthread->se.sum_exec_runtime;
	this->a = vtimestamp;
	prof++;
	profbad += !(this->a >= this->s && this->a - this->s < 100000000);
}

END
{
	this->s = curthread->se.sum_exec_runtime;
	this->a = vtimestamp;
	printf("profile: fired %d, bad %d\n", prof > 0, profbad);
	printf("END: %d\n", this->a >= this->s &&
	    this->a - this->s < 100000000);
}

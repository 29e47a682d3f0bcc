/*
 * proc:::fault fires in the faulting thread before its signal is posted:
 * a NULL store gives FLTACCESS (5) with a SIGSEGV siginfo (arg1), a
 * division by zero FLTIZDIV (8) with SIGFPE; both children are killed
 * (exit reason CLD_KILLED, 2).
 * @@trigger: procs fault
 */
#pragma D option quiet

proc:::fault
/ppid == $target/
{
	printf("fault %d signal %d siginfo %d code %d\n", arg0,
	    ((struct kernel_siginfo *)arg1)->si_signo, args[1]->si_signo,
	    args[1]->si_code);
}

proc:::exit
/ppid == $target/
{
	printf("exit %d\n", arg0);
}

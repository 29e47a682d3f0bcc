/*
 * proc provider signals: signal-send in the sender with the target task
 * (arg0, arg1) and the signal (arg2); signal-discard after signal-send
 * for an ignored SIGCONT (18); signal-handle in the receiver with the
 * handler address (arg2, 0 = default action) and the siginfo_t
 * (args[1]); signal-clear when
 * sigtimedwait consumes SIGUSR2 (12).
 * @@trigger: procs signal
 */
#pragma D option quiet

proc:::signal-send
/pid == $target && arg2 != 17/
{
	printf("send %d to self %d\n", arg2,
	    ((struct task_struct *)arg1)->tgid == pid);
}

proc:::signal-discard
/pid == $target && arg2 != 17/
{
	printf("discard %d\n", arg2);
}

proc:::signal-handle
/pid == $target && arg2 != 17/
{
	printf("handle %d handler %s siginfo %d\n", arg0,
	    arg2 != 0 ? "set" : "default", args[1]->si_signo);
}

proc:::signal-clear
/pid == $target && arg2 != 17/
{
	printf("clear %d\n", arg0);
}

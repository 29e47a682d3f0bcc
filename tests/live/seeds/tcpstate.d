#!/usr/sbin/dtrace -s
/*
 * tcpstate.d - TCP state changes: process, local and remote port, old and
 * new state (Linux numbering, as tcp_state_string[] indexes them).
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%6s %-12s %6s %6s %s -> %s\n", "PID", "COMM", "LPORT",
	    "RPORT", "OLD", "NEW");
}

tcp:::state-change
{
	printf("%6d %-12s %6d %6d %d -> %d\n", pid, execname,
	    ntohs(((struct inet_sock *)arg3)->inet_sport),
	    ntohs(((struct sock *)arg3)->__sk_common.skc_dport), arg5, arg6);
}

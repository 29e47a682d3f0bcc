/*
 * tcp translated arguments on a loopback session: tcpsinfo_t's state
 * (the new state for state-change, the previous one in args[5]),
 * addresses and ports; connect-request's tcpinfo_t from the socket; the
 * data segment's header (PSH; sent before snd_nxt moves past it) and
 * the connection's congestion window.  The listener is the target's
 * (other tests may run the same trigger at the same time).
 * @@trigger: net tcp
 */
#pragma D option quiet

tcp:::state-change
/pid == $target && args[5]->tcps_state == TCP_STATE_CLOSED &&
    args[3]->tcps_state == TCP_STATE_LISTEN/
{
	lport = args[3]->tcps_lport;
	printf("listen on %s\n", args[3]->tcps_laddr);
}

tcp:::connect-request
/args[4]->tcp_dport == lport/
{
	printf("connect-request to the listener, %s -> %s\n",
	    args[2]->ip_saddr, args[2]->ip_daddr);
}

tcp:::state-change
/lport != 0 && args[3]->tcps_rport == lport &&
    args[5]->tcps_state == TCP_STATE_SYN_SENT/
{
	printf("client SYN_SENT -> %d, local %d\n", args[3]->tcps_state,
	    args[3]->tcps_local);
}

tcp:::send
/lport != 0 && args[4]->tcp_dport == lport && (args[4]->tcp_flags & TH_PUSH)/
{
	printf("send data %d bytes, seq = snxt %d, cwnd > 0 %d\n",
	    args[2]->ip_plength - args[4]->tcp_offset,
	    args[4]->tcp_seq == args[3]->tcps_snxt, args[3]->tcps_cwnd > 0);
}

/*
 * tcp:::state-change over one loopback session (listener, client,
 * accepted child, both sides closing): arg5 is the previous state, arg6
 * (spare slot) the new one, Linux numbering (tcp_state_string order).
 * The sockets are recognised by the listener's port (inet_sport: the
 * kernel clears skc_num before the transitions to CLOSE are reported).
 * @@trigger: net tcp
 */
#pragma D option quiet

tcp:::state-change
/pid == $target && arg5 == 7 && arg6 == 10/
{
	lport = ntohs(((struct inet_sock *)arg3)->inet_sport);
}

tcp:::state-change
/lport != 0 && (ntohs(((struct inet_sock *)arg3)->inet_sport) == lport ||
    ntohs(((struct sock *)arg3)->__sk_common.skc_dport) == lport)/
{
	@[arg5, arg6] = count();
}

END
{
	printa("%2d -> %2d %@d\n", @);
}

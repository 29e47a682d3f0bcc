#!/usr/sbin/dtrace -s
/*
 * tcpconn.d - TCP connections: active (connect-established) and passive
 * (accept-established) by local port, and refused connection attempts.
 */
#pragma D option quiet

tcp:::connect-established
{
	@conn["connect", ntohs(((struct sock *)arg3)->__sk_common.skc_dport)] =
	    count();
}

tcp:::accept-established
{
	@conn["accept", ((struct sock *)arg3)->__sk_common.skc_num] = count();
}

tcp:::connect-refused
{
	@conn["refused", ntohs(((struct sock *)arg3)->__sk_common.skc_dport)] =
	    count();
}

dtrace:::END
{
	printa("%-8s %6d %@d\n", @conn);
}

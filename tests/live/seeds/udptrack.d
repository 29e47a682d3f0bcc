#!/usr/sbin/dtrace -s
/*
 * udptrack.d - UDP datagrams sent and received, by direction and
 * destination port, with payload bytes (UDP header length - 8).
 */
#pragma D option quiet

udp:::send
{
	@pkts["send", ntohs(*(uint16_t *)(arg4 + 2))] = count();
	@bytes["send", ntohs(*(uint16_t *)(arg4 + 2))] =
	    sum(ntohs(*(uint16_t *)(arg4 + 4)) - 8);
}

udp:::receive
{
	@pkts["receive", ntohs(*(uint16_t *)(arg4 + 2))] = count();
	@bytes["receive", ntohs(*(uint16_t *)(arg4 + 2))] =
	    sum(ntohs(*(uint16_t *)(arg4 + 4)) - 8);
}

dtrace:::END
{
	printa("%-8s %6d %@d %@d\n", @pkts, @bytes);
}

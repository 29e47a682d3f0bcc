/*
 * ip and udp over IPv6 loopback: ipinfo_t version 6 with "::1" both
 * ways, the payload length (8-byte UDP header + 7), ipv6info_t's next
 * header (UDP, 17), no ipv4info_t, and the UDP ports both ways.
 * @@trigger: net udp6
 * @@sort
 */
#pragma D option quiet

ip:::send
/pid == $target && args[2]->ip_ver == 6/
{
	printf("ip send %s -> %s plen %d next %d v4 %d\n", args[2]->ip_saddr,
	    args[2]->ip_daddr, args[2]->ip_plength, args[5]->ipv6_nexthdr,
	    args[4]->ipv4_ver);
}

udp:::send
/pid == $target && args[2]->ip_ver == 6/
{
	port = args[4]->udp_dport;
	printf("udp send len %d\n", args[4]->udp_length);
}

ip:::receive
/args[2]->ip_ver == 6 && args[5]->ipv6_nexthdr == 17 && port != 0/
{
	printf("ip receive %s -> %s plen %d\n", args[2]->ip_saddr,
	    args[2]->ip_daddr, args[2]->ip_plength);
}

udp:::receive
/args[2]->ip_ver == 6 && port != 0 && args[4]->udp_dport == port/
{
	printf("udp receive len %d to the bound port\n", args[4]->udp_length);
}

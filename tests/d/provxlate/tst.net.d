/*
 * ip and udp translated arguments for one loopback datagram: ipinfo_t,
 * ifinfo_t, ipv4info_t, udpinfo_t and udpsinfo_t (ports and addresses
 * by direction).
 * @@trigger: net udp
 */
#pragma D option quiet

ip:::send, ip:::receive
/args[4]->ipv4_protocol == IPPROTO_UDP && args[2]->ip_plength == 15/
{
	printf("ip %s v%d %s -> %s plen %d if %s local %d %s ttl>0 %d\n",
	    probename, args[2]->ip_ver, args[2]->ip_saddr, args[2]->ip_daddr,
	    args[2]->ip_plength, args[3]->if_name, args[3]->if_local,
	    args[4]->ipv4_protostr, args[4]->ipv4_ttl > 0);
}

udp:::send
/args[4]->udp_length == 15/
{
	printf("udp send len %d, lport = sport %d, %s -> %s\n",
	    args[4]->udp_length, args[3]->udps_lport == args[4]->udp_sport,
	    args[3]->udps_laddr, args[3]->udps_raddr);
}

udp:::receive
/args[4]->udp_length == 15/
{
	printf("udp receive, lport = dport %d, socket %d\n",
	    args[3]->udps_lport == args[4]->udp_dport, args[1]->cs_addr);
}

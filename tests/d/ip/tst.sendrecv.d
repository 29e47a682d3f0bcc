/*
 * ip:::send and ip:::receive on loopback for the UDP datagram: IPv4
 * (arg4 the IPv4 header, arg5 0), arg3 the device "lo", total length 35
 * (20 + 8 + 7) in the header.
 * @@trigger: net udp
 */
#pragma D option quiet

ip:::send
/pid == $target && *(uint8_t *)(arg2 + 9) == 17/
{
	printf("send v4 %d v6 %d dev %s len %d\n", arg4 == arg2, arg5,
	    stringof(((struct net_device *)arg3)->name),
	    ntohs(*(uint16_t *)(arg2 + 2)));
	seen = 1;
}

ip:::receive
/seen && *(uint8_t *)(arg2 + 9) == 17 &&
    ntohs(*(uint16_t *)(arg2 + 2)) == 35/
{
	printf("receive v4 %d dev %s\n", arg4 == arg2,
	    stringof(((struct net_device *)arg3)->name));
	seen = 0;
}

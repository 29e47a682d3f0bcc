/*
 * udp:::send and udp:::receive for one 7-byte datagram over loopback:
 * arg4 is the UDP header (length 15 = 8 + 7), arg2 the IP header
 * (protocol 17); send has the sending socket (arg1 == arg3), receive no
 * socket at the device level.
 * @@trigger: net udp
 */
#pragma D option quiet

udp:::send
/pid == $target/
{
	printf("send len %d proto %d socket %d\n",
	    ntohs(*(uint16_t *)(arg4 + 4)), *(uint8_t *)(arg2 + 9),
	    arg1 != 0 && arg1 == arg3);
	port = ntohs(*(uint16_t *)(arg4 + 2));
}

udp:::receive
/port != 0 && ntohs(*(uint16_t *)(arg4 + 2)) == port/
{
	printf("receive len %d socket %d\n", ntohs(*(uint16_t *)(arg4 + 4)),
	    arg1);
	port = 0;
}

/*
 * tcp connection probes on loopback: connect-request and
 * connect-established for the client, accept-established for the
 * accepted socket, then a connect to a closed port: accept-refused (the
 * incoming SYN's TCP header in arg4) and connect-refused.  send and
 * receive carry the TCP header (arg4): the 5-byte "hello" segment is
 * seen once each way by its PSH flag (0x08).
 * @@trigger: net all
 */
#pragma D option quiet

tcp:::connect-request, tcp:::connect-established, tcp:::connect-refused
/pid == $target/
{
	printf("%s\n", probename);
}

tcp:::accept-established
/((struct sock *)arg3)->__sk_common.skc_state == 3/
{
	printf("%s\n", probename);
}

tcp:::accept-refused
/(*(uint8_t *)(arg4 + 13)) == 0x02/
{
	printf("%s for port %d\n", probename,
	    ntohs(*(uint16_t *)(arg4 + 2)) != 0);
}

tcp:::send
/pid == $target && (*(uint8_t *)(arg4 + 13) & 0x08)/
{
	printf("send data, socket %d\n", arg1 != 0 && arg1 == arg3);
	dport = ntohs(*(uint16_t *)(arg4 + 2));
}

tcp:::receive
/dport != 0 && ntohs(*(uint16_t *)(arg4 + 2)) == dport &&
    (*(uint8_t *)(arg4 + 13) & 0x08)/
{
	printf("receive data\n");
	dport = 0;
}

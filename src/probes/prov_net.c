/*
 * prov_net.c - the ip, tcp and udp providers (docs/providers.md;
 * docs/linux-mapping.md §9-11).  Packets are seen at the device level:
 * send = net_dev_start_xmit(skb, dev), receive = netif_receive_skb(skb),
 * IPv4 and IPv6 only; the recipes find the IP header and the transport
 * header and filter on the transport protocol.  Connection events come
 * from sock:inet_sock_set_state and the tcp tracepoints.
 *
 * Native arguments (the translators of lib/dtrace/tcpip.d turn them into
 * pktinfo_t, csinfo_t, ipinfo_t, tcpsinfo_t, tcpinfo_t...; void_ip_t is
 * an IPv4 or IPv6 header):
 *   ip:  skb, sk, IP header, net_device, IPv4 header or 0, IPv6 header or 0
 *   tcp: skb, sk, IP header, sk, TCP header (0 when the probe has no
 *        packet: state probes use the socket)
 *   udp: skb, sk, IP header, sk, UDP header
 * tcp:::state-change: arg3 the socket, arg5 the previous state, and the
 * new state in the spare slot arg6 (the socket still holds the old one).
 * Receive-side sockets are unknown at the device level (0).
 */
#include "prov.h"

/*
 * Common packet parse.  Leaves: arg0 skb, arg2 IP header, arg4 transport
 * header, arg6 IP version (4/6), arg7 transport protocol; the caller
 * filters and finishes.  Send: network/transport offsets from skb->head.
 */
#define PARSE_SEND \
	FO_CTX(0), FO_SET(0), \
	FO_READ("sk_buff.head", 8), FO_SET(8), \
	FO_CTX(0), FO_READ("sk_buff.network_header", 2), FO_ADDARG(8), \
	FO_SET(2), \
	FO_CTX(0), FO_READ("sk_buff.transport_header", 2), FO_ADDARG(8), \
	FO_SET(4), \
	FO_CTX(0), FO_READ("sk_buff.protocol", 2), FO_SET(9), \
	FO_UNLESS(EQ, 0x0008, 5), FO_IMM(4), FO_SET(6), \
	FO_GET(2), FO_READ("iphdr.protocol", 1), FO_SET(7), \
	FO_GET(9), FO_UNLESS(EQ, 0xdd86, 5), FO_IMM(6), FO_SET(6), \
	FO_GET(2), FO_READ("ipv6hdr.nexthdr", 1), FO_SET(7), \
	FO_GET(6), FO_REQ(NE, 0)

/* Receive: the IP header at skb->data, transport after it. */
#define PARSE_RECV \
	FO_CTX(0), FO_SET(0), \
	FO_READ("sk_buff.data", 8), FO_SET(2), FO_SET(4), \
	FO_CTX(0), FO_READ("sk_buff.protocol", 2), FO_SET(9), \
	FO_UNLESS(EQ, 0x0008, 11), FO_IMM(4), FO_SET(6), \
	FO_GET(2), FO_READ("iphdr.protocol", 1), FO_SET(7), \
	FO_GET(2), FO_READ(NULL, 1), FO_AND(0xf), FO_LSH(2), FO_ADDARG(4), \
	FO_SET(4), FO_GET(9), \
	FO_UNLESS(EQ, 0xdd86, 8), FO_IMM(6), FO_SET(6), \
	FO_GET(2), FO_READ("ipv6hdr.nexthdr", 1), FO_SET(7), \
	FO_GET(4), FO_ADD(40), FO_SET(4), \
	FO_GET(6), FO_REQ(NE, 0)

#define CLEAR_TEMPS \
	FO_IMM(0), FO_SET(6), FO_SET(7), FO_SET(8), FO_SET(9)

/* ---------------------------------------------------------------- ip */

/* ip: arg3 the device, arg4/arg5 the header of the packet's version */
#define IP_HDRS \
	FO_IMM(0), FO_SET(5), FO_GET(6), FO_UNLESS(EQ, 6, 4), \
	FO_GET(2), FO_SET(5), FO_IMM(0), FO_SET(4), \
	FO_GET(6), FO_UNLESS(EQ, 4, 2), FO_GET(2), FO_SET(4)

static const dt_fetch_t f_ip_send[] = {
	PARSE_SEND,
	FO_CTX(0), FO_READ("sk_buff.sk", 8), FO_SET(1),
	FO_CTX(1), FO_SET(3), IP_HDRS, CLEAR_TEMPS, FO_END
};
static const dt_fetch_t f_ip_recv[] = {
	PARSE_RECV,
	FO_CTX(0), FO_READ("sk_buff.dev", 8), FO_SET(3),
	IP_HDRS, CLEAR_TEMPS, FO_END
};

#define SKB	"struct sk_buff *"
#define SK	"struct sock *"

static const dt_kprobedef_t ip_probes[] = {
	{ "send", 6, { SKB, SK, "void_ip_t *", "struct net_device *",
	    "struct iphdr *", "struct ipv6hdr *" },
	    { "pktinfo_t *", "csinfo_t *", "ipinfo_t *", "ifinfo_t *",
	    "ipv4info_t *", "ipv6info_t *" },
	    { { "net/net_dev_start_xmit", f_ip_send } } },
	{ "receive", 6, { SKB, SK, "void_ip_t *", "struct net_device *",
	    "struct iphdr *", "struct ipv6hdr *" },
	    { "pktinfo_t *", "csinfo_t *", "ipinfo_t *", "ifinfo_t *",
	    "ipv4info_t *", "ipv6info_t *" },
	    { { "net/netif_receive_skb", f_ip_recv } } },
	{ NULL }
};

/* --------------------------------------------------------------- tcp */

#define SK_STATE	"sock.__sk_common+sock_common.skc_state"

static const dt_fetch_t f_tcp_send[] = {
	PARSE_SEND, FO_GET(7), FO_REQ(EQ, 6),
	FO_CTX(0), FO_READ("sk_buff.sk", 8), FO_SET(1), FO_SET(3),
	CLEAR_TEMPS, FO_END
};
static const dt_fetch_t f_tcp_recv[] = {
	PARSE_RECV, FO_GET(7), FO_REQ(EQ, 6), CLEAR_TEMPS, FO_END
};

/* inet_sock_set_state(sk, oldstate, newstate), TCP sockets */
#define TCP_SOCK \
	FO_CTX(0), FO_READ("sock.sk_protocol", 2), FO_REQ(EQ, 6)
#define STATE_ARGS \
	FO_CTX(0), FO_SET(1), FO_SET(3)

static const dt_fetch_t f_state_change[] = {
	TCP_SOCK, STATE_ARGS, FO_CTX(1), FO_SET(5), FO_CTX(2), FO_SET(6),
	FO_END
};
/* TCP_CLOSE 7 -> TCP_SYN_SENT 2 */
static const dt_fetch_t f_connect_request[] = {
	TCP_SOCK, FO_CTX(1), FO_REQ(EQ, 7), FO_CTX(2), FO_REQ(EQ, 2),
	STATE_ARGS, FO_END
};
/* SYN_SENT 2 -> ESTABLISHED 1 */
static const dt_fetch_t f_connect_established[] = {
	TCP_SOCK, FO_CTX(1), FO_REQ(EQ, 2), FO_CTX(2), FO_REQ(EQ, 1),
	STATE_ARGS, FO_END
};
/* SYN_RECV 3 -> ESTABLISHED 1, on the child socket */
static const dt_fetch_t f_accept_established[] = {
	TCP_SOCK, FO_CTX(1), FO_REQ(EQ, 3), FO_CTX(2), FO_REQ(EQ, 1),
	STATE_ARGS, FO_END
};
/* tcp_receive_reset(sk) in SYN_SENT */
static const dt_fetch_t f_connect_refused[] = {
	FO_CTX(0), FO_READ(SK_STATE, 1), FO_REQ(EQ, 2), STATE_ARGS, FO_END
};
/* tcp_send_reset(sk, skb, reason) with no socket, for a SYN without ACK:
 * the incoming segment's headers (as received: skb->data at TCP) */
static const dt_fetch_t f_accept_refused[] = {
	FO_CTX(0), FO_REQ(EQ, 0),
	FO_CTX(1), FO_SET(0), FO_READ("sk_buff.head", 8), FO_SET(8),
	FO_CTX(1), FO_READ("sk_buff.network_header", 2), FO_ADDARG(8),
	FO_SET(2),
	FO_CTX(1), FO_READ("sk_buff.transport_header", 2), FO_ADDARG(8),
	FO_SET(4), FO_READ("tcphdr.ack_seq", 8), FO_RSH(40), FO_AND(0x12),
	FO_REQ(EQ, 0x02), CLEAR_TEMPS, FO_END
};

#define TCPARGS	{ SKB, SK, "void_ip_t *", SK, "struct tcphdr *" }
#define TCPX	{ "pktinfo_t *", "csinfo_t *", "ipinfo_t *", "tcpsinfo_t *", \
		    "tcpinfo_t *" }

static const dt_kprobedef_t tcp_probes[] = {
	{ "accept-established", 5, TCPARGS, TCPX,
	    { { "sock/inet_sock_set_state", f_accept_established } } },
	{ "accept-refused", 5, TCPARGS, TCPX,
	    { { "tcp/tcp_send_reset", f_accept_refused } } },
	{ "connect-established", 5, TCPARGS, TCPX,
	    { { "sock/inet_sock_set_state", f_connect_established } } },
	{ "connect-refused", 5, TCPARGS, TCPX,
	    { { "tcp/tcp_receive_reset", f_connect_refused } } },
	{ "connect-request", 5, TCPARGS, TCPX,
	    { { "sock/inet_sock_set_state", f_connect_request } } },
	{ "receive", 5, TCPARGS, TCPX,
	    { { "net/netif_receive_skb", f_tcp_recv } } },
	{ "send", 5, TCPARGS, TCPX,
	    { { "net/net_dev_start_xmit", f_tcp_send } } },
	{ "state-change", 6, { "void *", SK, "void *", SK, "void *", "int" },
	    { "void", "csinfo_t *", "void", "tcpsinfo_t *", "void",
	    "tcplsinfo_t *" },
	    { { "sock/inet_sock_set_state", f_state_change } } },
	{ NULL }
};

/* --------------------------------------------------------------- udp */

static const dt_fetch_t f_udp_send[] = {
	PARSE_SEND, FO_GET(7), FO_REQ(EQ, 17),
	FO_CTX(0), FO_READ("sk_buff.sk", 8), FO_SET(1), FO_SET(3),
	CLEAR_TEMPS, FO_END
};
static const dt_fetch_t f_udp_recv[] = {
	PARSE_RECV, FO_GET(7), FO_REQ(EQ, 17), CLEAR_TEMPS, FO_END
};

static const dt_kprobedef_t udp_probes[] = {
	{ "receive", 5, { SKB, SK, "void_ip_t *", SK, "struct udphdr *" },
	    { "pktinfo_t *", "csinfo_t *", "ipinfo_t *", "udpsinfo_t *",
	    "udpinfo_t *" },
	    { { "net/netif_receive_skb", f_udp_recv } } },
	{ "send", 5, { SKB, SK, "void_ip_t *", SK, "struct udphdr *" },
	    { "pktinfo_t *", "csinfo_t *", "ipinfo_t *", "udpsinfo_t *",
	    "udpinfo_t *" },
	    { { "net/net_dev_start_xmit", f_udp_send } } },
	{ NULL }
};

static void
ip_enumerate(dt_probecat_t *pc)
{
	dt_kprov_add(pc, "ip", "vmlinux", ip_probes);
}

static void
tcp_enumerate(dt_probecat_t *pc)
{
	dt_kprov_add(pc, "tcp", "vmlinux", tcp_probes);
}

static void
udp_enumerate(dt_probecat_t *pc)
{
	dt_kprov_add(pc, "udp", "vmlinux", udp_probes);
}

const dt_provider_t dt_prov_ip = { "ip", ip_enumerate,
    ip_probes };
const dt_provider_t dt_prov_tcp = { "tcp", tcp_enumerate,
    tcp_probes };
const dt_provider_t dt_prov_udp = { "udp", udp_enumerate,
    udp_probes };

/*
 * net.d - the argument types the ip, tcp and udp providers share
 * (docs/language.md §2.5): pktinfo_t, csinfo_t, ipinfo_t,
 * ifinfo_t, ipv4info_t, ipv6info_t, and their translators from the
 * native arguments the providers pass (docs/providers.md): the sk_buff,
 * the sock, the IP header (void_ip_t: IPv4 or IPv6, told apart by the
 * version nibble), the net_device.
 * Part of dtrace's D library: every program sees these declarations.
 */

typedef uint8_t void_ip_t;		/* an IPv4 or IPv6 header */
typedef struct in6_addr in6_addr_t;	/* inet_ntoa6()'s argument */
typedef uint64_t netstackid_t;

typedef struct pktinfo {
	uintptr_t pkt_addr;		/* the sk_buff */
} pktinfo_t;

typedef struct csinfo {
	uintptr_t cs_addr;		/* the socket */
	uint64_t cs_cid;		/* socket cookie, else its address */
	pid_t cs_pid;			/* sending process, 0 unknown */
	zoneid_t cs_zoneid;		/* 0 */
} csinfo_t;

typedef struct ipinfo {
	uint8_t ip_ver;			/* 4 or 6 */
	uint32_t ip_plength;		/* payload length */
	string ip_saddr;		/* source address */
	string ip_daddr;		/* destination address */
} ipinfo_t;

typedef struct ifinfo {
	string if_name;			/* interface name */
	int8_t if_local;		/* loopback */
	netstackid_t if_ipstack;	/* network namespace */
	uintptr_t if_addr;		/* the net_device */
} ifinfo_t;

typedef struct ipv4info {
	uint8_t ipv4_ver;
	uint8_t ipv4_ihl;		/* header length, bytes */
	uint8_t ipv4_tos;
	uint16_t ipv4_length;
	uint16_t ipv4_ident;
	uint8_t ipv4_flags;
	uint16_t ipv4_offset;
	uint8_t ipv4_ttl;
	uint8_t ipv4_protocol;
	string ipv4_protostr;
	uint16_t ipv4_checksum;
	ipaddr_t ipv4_src;		/* network order */
	ipaddr_t ipv4_dst;
	string ipv4_saddr;
	string ipv4_daddr;
	struct iphdr *ipv4_hdr;
} ipv4info_t;

typedef struct ipv6info {
	uint8_t ipv6_ver;
	uint8_t ipv6_tclass;
	uint32_t ipv6_flow;
	uint16_t ipv6_plen;
	uint8_t ipv6_nexthdr;
	string ipv6_nextstr;
	uint8_t ipv6_hlim;
	struct in6_addr *ipv6_src;
	struct in6_addr *ipv6_dst;
	string ipv6_saddr;
	string ipv6_daddr;
	struct ipv6hdr *ipv6_hdr;
} ipv6info_t;

inline int IPPROTO_IP = 0;
inline int IPPROTO_ICMP = 1;
inline int IPPROTO_IGMP = 2;
inline int IPPROTO_TCP = 6;
inline int IPPROTO_EGP = 8;
inline int IPPROTO_UDP = 17;
inline int IPPROTO_IPV6 = 41;
inline int IPPROTO_ROUTING = 43;
inline int IPPROTO_ESP = 50;
inline int IPPROTO_AH = 51;
inline int IPPROTO_ICMPV6 = 58;
inline int IPPROTO_OSPF = 89;
inline int IPPROTO_SCTP = 132;
inline int IPPROTO_RAW = 255;

/* address families (Linux values), for inet_ntop() */
inline int AF_UNSPEC = 0;
inline int AF_UNIX = 1;
inline int AF_INET = 2;
inline int AF_INET6 = 10;

translator pktinfo_t < struct sk_buff *S > {
	pkt_addr = (uintptr_t)S;
};

translator csinfo_t < struct sock *K > {
	cs_addr = (uintptr_t)K;
	cs_cid = K == NULL ? 0 : K->__sk_common.skc_cookie.counter != 0 ?
	    K->__sk_common.skc_cookie.counter : (uint64_t)K;
	cs_pid = K != NULL && K->sk_socket != NULL ? pid : 0;
	cs_zoneid = 0;
};

/*
 * Without a header (the tcp connection and state probes), the socket in
 * arg3 gives version and addresses: local is the source.
 */
translator ipinfo_t < void_ip_t *I > {
	ip_ver = I != NULL ? *I >> 4 :
	    ((struct sock *)arg3)->__sk_common.skc_family == 10 ? 6 : 4;
	ip_plength = I == NULL ? 0 : (*I >> 4) == 4 ?
	    ntohs(((struct iphdr *)I)->tot_len) -
	    (((struct iphdr *)I)->ihl << 2) :
	    ntohs(((struct ipv6hdr *)I)->payload_len);
	ip_saddr = I == NULL ?
	    (((struct sock *)arg3)->__sk_common.skc_family == 10 ?
	    inet_ntoa6(&((struct sock *)arg3)->__sk_common.skc_v6_rcv_saddr) :
	    inet_ntoa(&((struct sock *)arg3)->__sk_common.skc_rcv_saddr)) :
	    (*I >> 4) == 4 ? inet_ntoa(&((struct iphdr *)I)->saddr) :
	    inet_ntoa6(&((struct ipv6hdr *)I)->saddr);
	ip_daddr = I == NULL ?
	    (((struct sock *)arg3)->__sk_common.skc_family == 10 ?
	    inet_ntoa6(&((struct sock *)arg3)->__sk_common.skc_v6_daddr) :
	    inet_ntoa(&((struct sock *)arg3)->__sk_common.skc_daddr)) :
	    (*I >> 4) == 4 ? inet_ntoa(&((struct iphdr *)I)->daddr) :
	    inet_ntoa6(&((struct ipv6hdr *)I)->daddr);
};

translator ifinfo_t < struct net_device *N > {
	if_name = N != NULL ? stringof(N->name) : "<unknown>";
	if_local = N != NULL && (N->flags & 0x8) ? 1 : 0;
	if_ipstack = N != NULL ? N->nd_net.net->ns.inum : 0;
	if_addr = (uintptr_t)N;
};

translator ipv4info_t < struct iphdr *I > {
	ipv4_ver = I != NULL ? 4 : 0;
	ipv4_ihl = I != NULL ? I->ihl << 2 : 0;
	ipv4_tos = I != NULL ? I->tos : 0;
	ipv4_length = I != NULL ? ntohs(I->tot_len) : 0;
	ipv4_ident = I != NULL ? ntohs(I->id) : 0;
	ipv4_flags = I != NULL ? ntohs(I->frag_off) >> 12 : 0;
	ipv4_offset = I != NULL ? ntohs(I->frag_off) & 0x1fff : 0;
	ipv4_ttl = I != NULL ? I->ttl : 0;
	ipv4_protocol = I != NULL ? I->protocol : 0;
	ipv4_protostr = I == NULL ? "<null>" :
	    I->protocol == 6 ? "TCP" : I->protocol == 17 ? "UDP" :
	    I->protocol == 0 ? "IP" : I->protocol == 1 ? "ICMP" :
	    I->protocol == 2 ? "IGMP" : I->protocol == 8 ? "EGP" :
	    I->protocol == 41 ? "IPv6" : I->protocol == 43 ? "ROUTE" :
	    I->protocol == 50 ? "ESP" : I->protocol == 51 ? "AH" :
	    I->protocol == 58 ? "ICMPv6" : I->protocol == 89 ? "OSPF" :
	    I->protocol == 132 ? "SCTP" : I->protocol == 255 ? "RAW" :
	    lltostr(I->protocol);
	ipv4_checksum = I != NULL ? ntohs(I->check) : 0;
	ipv4_src = I != NULL ? I->saddr : 0;
	ipv4_dst = I != NULL ? I->daddr : 0;
	ipv4_saddr = I != NULL ? inet_ntoa(&I->saddr) : "<null>";
	ipv4_daddr = I != NULL ? inet_ntoa(&I->daddr) : "<null>";
	ipv4_hdr = I;
};

translator ipv6info_t < struct ipv6hdr *I > {
	ipv6_ver = I != NULL ? 6 : 0;
	ipv6_tclass = I != NULL ?
	    (ntohl(*(uint32_t *)I) >> 20) & 0xff : 0;
	ipv6_flow = I != NULL ? ntohl(*(uint32_t *)I) & 0xfffff : 0;
	ipv6_plen = I != NULL ? ntohs(I->payload_len) : 0;
	ipv6_nexthdr = I != NULL ? I->nexthdr : 0;
	ipv6_nextstr = I == NULL ? "<null>" :
	    I->nexthdr == 6 ? "TCP" : I->nexthdr == 17 ? "UDP" :
	    I->nexthdr == 58 ? "ICMPv6" : I->nexthdr == 0 ? "IP" :
	    I->nexthdr == 43 ? "ROUTE" : I->nexthdr == 50 ? "ESP" :
	    I->nexthdr == 51 ? "AH" : I->nexthdr == 132 ? "SCTP" :
	    lltostr(I->nexthdr);
	ipv6_hlim = I != NULL ? I->hop_limit : 0;
	ipv6_src = I != NULL ? &I->saddr : NULL;
	ipv6_dst = I != NULL ? &I->daddr : NULL;
	ipv6_saddr = I != NULL ? inet_ntoa6(&I->saddr) : "<null>";
	ipv6_daddr = I != NULL ? inet_ntoa6(&I->daddr) : "<null>";
	ipv6_hdr = I;
};

/* ------------------------------------------------------------------ tcp */

typedef struct tcpinfo {
	uint16_t tcp_sport;
	uint16_t tcp_dport;
	uint32_t tcp_seq;
	uint32_t tcp_ack;
	uint8_t tcp_offset;		/* header length, bytes */
	uint8_t tcp_flags;
	uint16_t tcp_window;		/* unscaled */
	uint16_t tcp_checksum;
	uint16_t tcp_urgent;
	struct tcphdr *tcp_hdr;
} tcpinfo_t;

typedef tcpinfo_t tcpinfoh_t;

typedef struct tcpsinfo {
	uintptr_t tcps_addr;
	int tcps_local;			/* both ends on this host */
	int tcps_active;		/* opened actively (-1 unknown) */
	uint16_t tcps_lport;
	uint16_t tcps_rport;
	string tcps_laddr;
	string tcps_raddr;
	int32_t tcps_state;
	uint32_t tcps_iss;
	uint32_t tcps_irs;
	uint32_t tcps_suna;
	uint32_t tcps_smax;
	uint32_t tcps_snxt;
	uint32_t tcps_rack;
	uint32_t tcps_rnxt;
	uint32_t tcps_swnd;
	int32_t tcps_snd_ws;
	uint32_t tcps_swl1;
	uint32_t tcps_swl2;
	uint32_t tcps_rup;
	uint32_t tcps_radv;
	uint32_t tcps_rwnd;
	int32_t tcps_rcv_ws;
	uint32_t tcps_cwnd;		/* bytes */
	uint32_t tcps_cwnd_ssthresh;	/* bytes */
	uint32_t tcps_srecover;
	uint32_t tcps_sack_fack;
	uint32_t tcps_sack_snxt;
	uint32_t tcps_rto;		/* ms */
	uint32_t tcps_mss;
	int tcps_retransmit;
	uint32_t tcps_rtt;		/* ms */
	uint32_t tcps_rtt_sd;		/* ms */
	int tcps_srtt;			/* us (FreeBSD: ticks) */
	int tcps_debug;
	int32_t tcps_dupacks;
	uint32_t tcps_rtttime;
	uint32_t tcps_rtseq;
	uint32_t tcps_ts_recent;
} tcpsinfo_t;

typedef struct tcplsinfo {
	int32_t tcps_state;		/* the previous state */
} tcplsinfo_t;

/* TCP states: Linux numbering (illumos TCP_STATE_*, FreeBSD TCPS_*) */
inline int32_t TCP_STATE_IDLE = 0;
inline int32_t TCP_STATE_ESTABLISHED = 1;
inline int32_t TCP_STATE_SYN_SENT = 2;
inline int32_t TCP_STATE_SYN_RECEIVED = 3;
inline int32_t TCP_STATE_FIN_WAIT_1 = 4;
inline int32_t TCP_STATE_FIN_WAIT_2 = 5;
inline int32_t TCP_STATE_TIME_WAIT = 6;
inline int32_t TCP_STATE_CLOSED = 7;
inline int32_t TCP_STATE_CLOSE_WAIT = 8;
inline int32_t TCP_STATE_LAST_ACK = 9;
inline int32_t TCP_STATE_LISTEN = 10;
inline int32_t TCP_STATE_CLOSING = 11;
inline int32_t TCP_STATE_BOUND = 13;
inline int32_t TCPS_CLOSED = TCP_STATE_CLOSED;
inline int32_t TCPS_LISTEN = TCP_STATE_LISTEN;
inline int32_t TCPS_SYN_SENT = TCP_STATE_SYN_SENT;
inline int32_t TCPS_SYN_RECEIVED = TCP_STATE_SYN_RECEIVED;
inline int32_t TCPS_ESTABLISHED = TCP_STATE_ESTABLISHED;
inline int32_t TCPS_CLOSE_WAIT = TCP_STATE_CLOSE_WAIT;
inline int32_t TCPS_FIN_WAIT_1 = TCP_STATE_FIN_WAIT_1;
inline int32_t TCPS_CLOSING = TCP_STATE_CLOSING;
inline int32_t TCPS_LAST_ACK = TCP_STATE_LAST_ACK;
inline int32_t TCPS_FIN_WAIT_2 = TCP_STATE_FIN_WAIT_2;
inline int32_t TCPS_TIME_WAIT = TCP_STATE_TIME_WAIT;

/* the state's name, as DTrace's tcp.d gives it */
inline string tcp_state_string[int32_t state] =
	state == TCP_STATE_CLOSED ? "state-closed" :
	state == TCP_STATE_IDLE ? "state-idle" :
	state == TCP_STATE_BOUND ? "state-bound" :
	state == TCP_STATE_LISTEN ? "state-listen" :
	state == TCP_STATE_SYN_SENT ? "state-syn-sent" :
	state == TCP_STATE_SYN_RECEIVED || state == 12 ?
	    "state-syn-received" :
	state == TCP_STATE_ESTABLISHED ? "state-established" :
	state == TCP_STATE_CLOSE_WAIT ? "state-close-wait" :
	state == TCP_STATE_FIN_WAIT_1 ? "state-fin-wait-1" :
	state == TCP_STATE_CLOSING ? "state-closing" :
	state == TCP_STATE_LAST_ACK ? "state-last-ack" :
	state == TCP_STATE_FIN_WAIT_2 ? "state-fin-wait-2" :
	state == TCP_STATE_TIME_WAIT ? "state-time-wait" : "<unknown>";


inline uint8_t TH_FIN = 0x01;
inline uint8_t TH_SYN = 0x02;
inline uint8_t TH_RST = 0x04;
inline uint8_t TH_PUSH = 0x08;
inline uint8_t TH_PSH = TH_PUSH;
inline uint8_t TH_ACK = 0x10;
inline uint8_t TH_URG = 0x20;
inline uint8_t TH_ECE = 0x40;
inline uint8_t TH_CWR = 0x80;

/*
 * The socket-only probes (connection and state probes) have no header:
 * the fields come from the socket in arg3, as for a segment it sends.
 */
translator tcpinfo_t < struct tcphdr *T > {
	tcp_sport = T != NULL ? ntohs(T->source) :
	    ((struct sock *)arg3)->__sk_common.skc_num;
	tcp_dport = T != NULL ? ntohs(T->dest) :
	    ntohs(((struct sock *)arg3)->__sk_common.skc_dport);
	tcp_seq = T != NULL ? ntohl(T->seq) :
	    ((struct tcp_sock *)arg3)->snd_nxt;
	tcp_ack = T != NULL ? ntohl(T->ack_seq) :
	    ((struct tcp_sock *)arg3)->rcv_nxt;
	tcp_offset = T != NULL ? (*((uint8_t *)T + 12) & 0xf0) >> 2 : 20;
	tcp_flags = T != NULL ? *((uint8_t *)T + 13) : TH_ACK;
	tcp_window = T != NULL ? ntohs(T->window) : 0;
	tcp_checksum = T != NULL ? ntohs(T->check) : 0;
	tcp_urgent = T != NULL ? ntohs(T->urg_ptr) : 0;
	tcp_hdr = T;
};

/*
 * The state: the new one in arg6 for state-change (the socket still
 * holds the old one), else the socket's (TCP_NEW_SYN_RECV 12 is
 * SYN_RECEIVED).
 */
translator tcpsinfo_t < struct sock *S > {
	tcps_addr = (uintptr_t)S;
	tcps_local = S == NULL ? 0 : S->__sk_common.skc_family == 10 ?
	    (S->__sk_common.skc_v6_rcv_saddr.in6_u.u6_addr32[0] ==
	    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[0] &&
	    S->__sk_common.skc_v6_rcv_saddr.in6_u.u6_addr32[1] ==
	    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[1] &&
	    S->__sk_common.skc_v6_rcv_saddr.in6_u.u6_addr32[2] ==
	    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[2] &&
	    S->__sk_common.skc_v6_rcv_saddr.in6_u.u6_addr32[3] ==
	    S->__sk_common.skc_v6_daddr.in6_u.u6_addr32[3]) :
	    S->__sk_common.skc_rcv_saddr == S->__sk_common.skc_daddr ||
	    (S->__sk_common.skc_daddr & 0xff) == 127;
	tcps_active = -1;
	tcps_lport = S == NULL ? 0 : S->__sk_common.skc_num != 0 ?
	    S->__sk_common.skc_num :
	    ntohs(((struct inet_sock *)S)->inet_sport);
	tcps_rport = S != NULL ? ntohs(S->__sk_common.skc_dport) : 0;
	tcps_laddr = S == NULL ? "<unknown>" :
	    S->__sk_common.skc_family == 10 ?
	    inet_ntoa6(&S->__sk_common.skc_v6_rcv_saddr) :
	    inet_ntoa(&S->__sk_common.skc_rcv_saddr);
	tcps_raddr = S == NULL ? "<unknown>" :
	    S->__sk_common.skc_family == 10 ?
	    inet_ntoa6(&S->__sk_common.skc_v6_daddr) :
	    inet_ntoa(&S->__sk_common.skc_daddr);
	tcps_state = probename == "state-change" ? arg6 : S == NULL ? 0 :
	    S->__sk_common.skc_state == 12 ? TCP_STATE_SYN_RECEIVED :
	    S->__sk_common.skc_state;
	tcps_iss = S != NULL ? ((struct tcp_sock *)S)->snd_una -
	    (uint32_t)((struct tcp_sock *)S)->bytes_acked - 1 : 0;
	tcps_irs = S != NULL ? ((struct tcp_sock *)S)->rcv_nxt -
	    (uint32_t)((struct tcp_sock *)S)->bytes_received - 1 : 0;
	tcps_suna = S != NULL ? ((struct tcp_sock *)S)->snd_una : 0;
	tcps_smax = S != NULL ? ((struct tcp_sock *)S)->snd_nxt : 0;
	tcps_snxt = S != NULL ? ((struct tcp_sock *)S)->snd_nxt : 0;
	tcps_rack = S != NULL ? ((struct tcp_sock *)S)->rcv_wup : 0;
	tcps_rnxt = S != NULL ? ((struct tcp_sock *)S)->rcv_nxt : 0;
	tcps_swnd = S != NULL ? ((struct tcp_sock *)S)->snd_wnd : 0;
	tcps_snd_ws = S != NULL ? ((struct tcp_sock *)S)->rx_opt.snd_wscale :
	    0;
	tcps_swl1 = S != NULL ? ((struct tcp_sock *)S)->snd_wl1 : 0;
	tcps_swl2 = 0;
	tcps_rup = S != NULL ? ((struct tcp_sock *)S)->urg_seq : 0;
	tcps_radv = S != NULL ? ((struct tcp_sock *)S)->rcv_wup +
	    ((struct tcp_sock *)S)->rcv_wnd : 0;
	tcps_rwnd = S != NULL ? ((struct tcp_sock *)S)->rcv_wnd : 0;
	tcps_rcv_ws = S != NULL ? ((struct tcp_sock *)S)->rx_opt.rcv_wscale :
	    0;
	tcps_cwnd = S != NULL ? ((struct tcp_sock *)S)->snd_cwnd *
	    ((struct tcp_sock *)S)->mss_cache : 0;
	tcps_cwnd_ssthresh = S == NULL ? 0 :
	    ((struct tcp_sock *)S)->snd_ssthresh >= 0x7fffffff ?
	    ((struct tcp_sock *)S)->snd_ssthresh :
	    ((struct tcp_sock *)S)->snd_ssthresh *
	    ((struct tcp_sock *)S)->mss_cache;
	tcps_srecover = S != NULL ? ((struct tcp_sock *)S)->high_seq : 0;
	tcps_sack_fack = S != NULL ? ((struct tcp_sock *)S)->snd_una : 0;
	tcps_sack_snxt = S != NULL ? ((struct tcp_sock *)S)->snd_una : 0;
	tcps_rto = S != NULL ?
	    ((struct inet_connection_sock *)S)->icsk_rto * 1000 / 250 : 0;
	tcps_mss = S != NULL ? ((struct tcp_sock *)S)->mss_cache : 0;
	tcps_retransmit = 0;
	tcps_rtt = S != NULL ? (((struct tcp_sock *)S)->srtt_us >> 3) / 1000 :
	    0;
	tcps_rtt_sd = S != NULL ?
	    (((struct tcp_sock *)S)->mdev_us >> 2) / 1000 : 0;
	tcps_srtt = S != NULL ? ((struct tcp_sock *)S)->srtt_us >> 3 : 0;
	tcps_debug = 0;
	tcps_dupacks = 0;
	tcps_rtttime = 0;
	tcps_rtseq = S != NULL ? ((struct tcp_sock *)S)->rtt_seq : 0;
	tcps_ts_recent = S != NULL ? ((struct tcp_sock *)S)->rx_opt.ts_recent :
	    0;
};

translator tcplsinfo_t < int S > {
	tcps_state = S == 12 ? TCP_STATE_SYN_RECEIVED : S;
};

/* ------------------------------------------------------------------ udp */

typedef struct udpinfo {
	uint16_t udp_sport;
	uint16_t udp_dport;
	uint16_t udp_length;		/* header + payload */
	uint16_t udp_checksum;
	struct udphdr *udp_hdr;
} udpinfo_t;

typedef struct udpsinfo {
	uintptr_t udps_addr;
	uint16_t udps_lport;
	uint16_t udps_rport;
	string udps_laddr;
	string udps_raddr;
} udpsinfo_t;

translator udpinfo_t < struct udphdr *U > {
	udp_sport = U != NULL ? ntohs(U->source) : 0;
	udp_dport = U != NULL ? ntohs(U->dest) : 0;
	udp_length = U != NULL ? ntohs(U->len) : 0;
	udp_checksum = U != NULL ? ntohs(U->check) : 0;
	udp_hdr = U;
};

/*
 * Ports and addresses from the datagram's headers (arg4 UDP, arg2 IP) by
 * direction: right for unconnected sockets and for receive, where the
 * socket is unknown.
 */
translator udpsinfo_t < struct sock *S > {
	udps_addr = (uintptr_t)S;
	udps_lport = arg4 == 0 ? 0 : probename == "send" ?
	    ntohs(((struct udphdr *)arg4)->source) :
	    ntohs(((struct udphdr *)arg4)->dest);
	udps_rport = arg4 == 0 ? 0 : probename == "send" ?
	    ntohs(((struct udphdr *)arg4)->dest) :
	    ntohs(((struct udphdr *)arg4)->source);
	udps_laddr = arg2 == 0 ? "<unknown>" : (*(uint8_t *)arg2 >> 4) == 4 ?
	    inet_ntoa(probename == "send" ? &((struct iphdr *)arg2)->saddr :
	    &((struct iphdr *)arg2)->daddr) :
	    inet_ntoa6(probename == "send" ?
	    &((struct ipv6hdr *)arg2)->saddr :
	    &((struct ipv6hdr *)arg2)->daddr);
	udps_raddr = arg2 == 0 ? "<unknown>" : (*(uint8_t *)arg2 >> 4) == 4 ?
	    inet_ntoa(probename == "send" ? &((struct iphdr *)arg2)->daddr :
	    &((struct iphdr *)arg2)->saddr) :
	    inet_ntoa6(probename == "send" ?
	    &((struct ipv6hdr *)arg2)->daddr :
	    &((struct ipv6hdr *)arg2)->saddr);
};

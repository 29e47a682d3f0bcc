ip send v4 127.0.0.1 -> 127.0.0.1 plen 15 if lo local 1 UDP ttl>0 1
udp send len 15, lport = sport 1, 127.0.0.1 -> 127.0.0.1
ip receive v4 127.0.0.1 -> 127.0.0.1 plen 15 if lo local 1 UDP ttl>0 1
udp receive, lport = dport 1, socket 0


listen on 127.0.0.1
connect-request to the listener, 127.0.0.1 -> 127.0.0.1
client SYN_SENT -> 1, local 1
send data 5 bytes, seq = snxt 1, cwnd > 0 1


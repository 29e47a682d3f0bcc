dtrace dtrace dtrace dtrace 1


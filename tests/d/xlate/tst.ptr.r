1 1
dtrace 1


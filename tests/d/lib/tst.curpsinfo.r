1 1 1 1 1
dtrace dtrace 1
O 1 TS 1
1 1 1


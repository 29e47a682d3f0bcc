dtrace
1


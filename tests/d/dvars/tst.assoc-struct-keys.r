1 12345 dtrace
1 0


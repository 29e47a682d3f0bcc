1 0
0 1
[bcb] [b]


1 1
0 swapper/0
1 1
1


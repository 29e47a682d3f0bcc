c 2
c 3
c 4


c 1
c 1
c 1
now 5


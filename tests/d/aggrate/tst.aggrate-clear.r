c 1
a 1
b 1
c 0
b 1


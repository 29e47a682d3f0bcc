data.txt 0 100
data.txt 42 3
data.txt 45 3
data.txt 48 3
socket     1
pipe       2
data.txt   4
sockets 1


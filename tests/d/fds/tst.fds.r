10 name=data.txt dir=/tmp/dtfds. off=42 acc=1 creat=0 trunc=0 large=1
10 path=1 mount=1
11 /proc/version version /proc proc /proc off=5 flags=0


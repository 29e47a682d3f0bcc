10 name=data.txt dir=/tmp/dtfds. off=42 acc=1 creat=0 trunc=0 large=1
10 path=1 mount=1
11 /proc/version version /proc proc /proc off=5 flags=0
12 pipe:[ pipe:[ <unknown> pipefs acc=0
13 pipefs acc=1 nonblock=1 same=1
14 socket:[ <unknown> sockfs /
15 anon_inode:[eventfd] anon_inode:[eventfd] anon_inodefs
16 /dev/null null /dev acc=2 append=1
17 1 dtfds. dir=1
18 [<none>] [<none>] [<none>] 0 [<none>] [<none>] 0
-1 [<none>] [<none>] 0 0
big [<none>] [<none>] 0


16 /dev/null null /dev acc=2 append=1
17 1 dtfds. dir=1
18 [<none>] [<none>] [<none>] 0 [<none>] [<none>] 0
-1 [<none>] [<none>] 0 0
big [<none>] [<none>] 0


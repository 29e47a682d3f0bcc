15 27
[share/dtrace/x.d]
[./lib//../share/dtrace/x.d] [/x.d]
[SHARE] [share]
-42 0


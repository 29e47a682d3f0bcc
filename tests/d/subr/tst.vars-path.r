[x.d] [/usr/./lib//../share/dtrace]
[/usr/share/dtrace/x.d]
[/x.d] [share/]
[a] [b] [c] 1


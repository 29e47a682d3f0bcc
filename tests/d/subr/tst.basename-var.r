[messages] [/var/log]
[log]
[/]
[messages]


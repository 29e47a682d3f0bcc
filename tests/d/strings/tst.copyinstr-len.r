[] [/] [/nonexistent]
[/nonexistent/dt] [/nonexistent/dt]
[/nonexistent/dt] 15
[/none]


send 10 to self 1
handle 10 handler set siginfo 10
send 18 to self 1
discard 18
send 12 to self 1
clear 12


sysexec 1
syswrite 3
writech 300
faults 1


[dtrace-x]
[DTRACE]
3
[race]
[race]


[obar]
[foobar]
[]
1
[Xc]
1
[lib/libc.so.1]

